import { type FieldMetadata, getCollectionProps, getTextareaProps, useInputControl } from '@conform-to/react'
import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { DateInput } from '../../ui/index.ts'
import { NotesInput } from '../../ui/notes-input.tsx'

const errorText = css({ color: 'danger', fontSize: 'sm', mt: '1.5' })
const legendClass = css({ fontWeight: 'semibold', mb: '2' })
const choiceLabel = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  minHeight: '11',
  pr: '3',
  cursor: 'pointer',
  '&:has(input:disabled)': { cursor: 'not-allowed', color: 'fg.muted' },
})
const choiceInput = css({ width: '5', height: '5', flexShrink: 0, accentColor: 'brand.600' })

type Meta = FieldMetadata<unknown>

/** The first message of a field, announced and tied to its controls by errorId. */
export function FieldError({ meta }: { meta: Pick<Meta, 'errors' | 'errorId'> }) {
  if (!meta.errors?.[0]) return null
  return (
    <p id={meta.errorId} role="alert" className={errorText}>
      {meta.errors[0]}
    </p>
  )
}

/** Mutually exclusive options as radio buttons, in a row where they fit. */
export function RadioGroupField({
  meta,
  legend,
  options,
  disabled,
}: {
  meta: Meta
  legend: string
  options: readonly { value: string; label: string }[]
  disabled?: boolean
}) {
  const labels = new Map(options.map((o) => [o.value, o.label]))
  return (
    <fieldset className={css({ mb: '4' })} aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className={legendClass}>{legend}</legend>
      <div className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '4' })}>
        {getCollectionProps(meta, { type: 'radio', options: options.map((o) => o.value) }).map(({ key, ...props }) => (
          <label key={key} className={choiceLabel}>
            <input {...props} disabled={disabled} className={choiceInput} />
            {labels.get(props.value)}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  )
}

export type ChecklistOption = { value: string; label: string; note?: string; disabled?: boolean }

/** Several choices as checkboxes; a disabled one says why beside it (On hold, Pending cancellation). */
export function ChecklistField({
  meta,
  legend,
  options,
  defaultChecked,
}: {
  meta: Meta
  legend: string
  options: ChecklistOption[]
  defaultChecked: string[]
}) {
  const props = getCollectionProps(meta, { type: 'checkbox', options: options.map((o) => o.value) })
  return (
    <fieldset className={css({ mb: '4' })} aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className={legendClass}>{legend}</legend>
      <ul>
        {options.map((option, i) => {
          const { key, ...input } = props[i] ?? {}
          return (
            <li key={key ?? option.value}>
              <label className={choiceLabel}>
                <input
                  {...input}
                  defaultChecked={defaultChecked.includes(option.value)}
                  disabled={option.disabled}
                  className={choiceInput}
                />
                <span>{option.label}</span>
                {option.note && (
                  <span className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' })}>
                    ({option.note})
                  </span>
                )}
              </label>
            </li>
          )
        })}
      </ul>
      <FieldError meta={meta} />
    </fieldset>
  )
}

/** The app's notes field (src/ui NotesInput) bound to a Conform field. */
export function NotesField({
  meta,
  label,
  max,
  hint,
  readOnly,
}: {
  meta: Meta
  label: string
  max: number
  hint?: ReactNode
  readOnly?: boolean
}) {
  const length = typeof meta.value === 'string' ? meta.value.length : 0
  const { id: _id, ...props } = getTextareaProps(meta)
  return (
    <NotesInput
      {...props}
      id={meta.id}
      label={label}
      length={length}
      max={max}
      errors={meta.errors}
      errorId={meta.errorId}
      hint={hint}
      readOnly={readOnly}
    />
  )
}

/**
 * The app's date input bound to a Conform field: the text is what the schema reads (dd/mm/yyyy), min and max
 * (yyyy-MM-dd) bound the calendar; the schema's own messages still decide what is refused.
 */
export function DateField({
  meta,
  label,
  min,
  max,
  hint,
}: {
  meta: FieldMetadata<string | null | undefined>
  label: string
  min?: string
  max?: string
  hint?: ReactNode
}) {
  const control = useInputControl({
    key: meta.key,
    name: meta.name,
    formId: meta.formId,
    initialValue: meta.initialValue ?? undefined,
  })
  return (
    <DateInput
      id={meta.id}
      label={label}
      hint={hint}
      errors={meta.errors}
      errorId={meta.errorId}
      range={{ min, max }}
      value={control.value ?? ''}
      onChange={(event) => control.change(event.target.value)}
      onBlur={control.blur}
    />
  )
}
