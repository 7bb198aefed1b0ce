import { getFieldsetProps, getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useEffect, useMemo, useRef } from 'react'
import { css, cx } from '../../../styled-system/css'
import { parseDateInput, toDateInput } from '../../contract/dates.ts'
import {
  AddLeaseAgreementFormSchema,
  LEASE_TYPES,
  LeaseAgreementFormSchema,
  NOTES_MAX,
} from '../../contract/tenancy.ts'
import { Button, DateInput, Field, fieldControl } from '../../ui/index.ts'
import { leaseFormDefaults } from './tenancy-draft.ts'
import type { WizardEvent, WizardState } from './tenancy-wizard.machine.ts'
import { errorText, StepHeading, WizardFooter } from './wizard-parts.tsx'

type Props = {
  state: WizardState
  dispatch: (event: WizardEvent) => void
  onDirtyChange: (dirty: boolean) => void
  onCancel: () => void
  focusHeading: boolean
}

/** Step 1: lease type (when adding), start, end and vacate dates typed as dd/mm/yyyy, and notes. */
export function LeaseAgreementStep({ state, dispatch, onDirtyChange, onCancel, focusHeading }: Props) {
  const { readOnly } = state
  const askLeaseType = state.mode !== 'edit'
  // The server's messages from a refused submit, shown on their fields as if the form had found them.
  const lastResult = useMemo(
    () =>
      Object.keys(state.errors.lease).length > 0 ? { status: 'error' as const, error: state.errors.lease } : undefined,
    [state.errors.lease],
  )
  // The start date cannot be cleared (property-operations §5): emptied, it is the last date it held.
  const lastStart = useRef(toDateInput(state.draft.lease.startedAt))
  const [form, fields] = useForm({
    id: 'tenancy-lease-agreement',
    defaultValue: leaseFormDefaults(state.draft.lease),
    lastResult,
    // Not on blur: a message appearing as focus leaves a field moves the button being pressed, and the press is lost.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithValibot(withStartDate(formData, lastStart.current), {
        schema: askLeaseType ? AddLeaseAgreementFormSchema : LeaseAgreementFormSchema,
      }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') dispatch({ type: 'NEXT', lease: submission.value })
    },
  })
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(false), [onDirtyChange])

  const notesLength = (fields.notes.value ?? '').length
  const counterId = `${fields.notes.id}-counter`

  return (
    <form {...getFormProps(form)} noValidate>
      <StepHeading focus={focusHeading}>Lease agreement</StepHeading>
      {askLeaseType && (
        <fieldset {...getFieldsetProps(fields.leaseType)} className={css({ mb: '4' })}>
          <legend className={css({ fontWeight: 'semibold', mb: '1.5' })}>Lease type</legend>
          <div className={css({ display: 'flex', gap: '6' })}>
            {LEASE_TYPES.map((type) => (
              <label
                key={type.value}
                className={css({ display: 'flex', alignItems: 'center', gap: '2', minHeight: '11' })}
              >
                <input
                  {...getInputProps(fields.leaseType, { type: 'radio', value: type.value })}
                  disabled={readOnly}
                  className={css({ width: '5', height: '5', accentColor: 'brand.600' })}
                />
                {type.label}
              </label>
            ))}
          </div>
          {fields.leaseType.errors && (
            <p id={fields.leaseType.errorId} role="alert" className={errorText}>
              {fields.leaseType.errors[0]}
            </p>
          )}
        </fieldset>
      )}
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          columnGap: '4',
        })}
      >
        <DateInput
          {...getInputProps(fields.startedAt, { type: 'text' })}
          label="Start date"
          errors={fields.startedAt.errors}
          errorId={fields.startedAt.errorId}
          readOnly={readOnly}
          onInput={(event) => {
            const typed = event.currentTarget.value
            if (parseDateInput(typed) !== null) lastStart.current = typed
          }}
          onBlur={(event) => restoreIfEmpty(event.currentTarget, lastStart.current)}
        />
        <DateInput
          {...getInputProps(fields.endedAt, { type: 'text' })}
          label="End date"
          errors={fields.endedAt.errors}
          errorId={fields.endedAt.errorId}
          readOnly={readOnly}
        />
        <DateInput
          {...getInputProps(fields.vacatingAt, { type: 'text' })}
          label="Vacate date"
          errors={fields.vacatingAt.errors}
          errorId={fields.vacatingAt.errorId}
          readOnly={readOnly}
        />
      </div>
      <Field label="Notes" htmlFor={fields.notes.id} errors={fields.notes.errors} errorId={fields.notes.errorId}>
        <textarea
          {...getTextareaProps(fields.notes)}
          aria-describedby={[counterId, fields.notes.errors && fields.notes.errorId].filter(Boolean).join(' ')}
          readOnly={readOnly}
          rows={3}
          className={cx(fieldControl, css({ py: '2', resize: 'vertical' }))}
        />
        <p id={counterId} className={notesLength > NOTES_MAX ? errorText : css({ fontSize: 'sm', color: 'fg.muted' })}>
          {notesLength} / {NOTES_MAX} characters
        </p>
      </Field>
      <WizardFooter
        back={
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        }
        next={
          <Button type="submit" disabled={readOnly}>
            Next
          </Button>
        }
      />
    </form>
  )
}

/**
 * An emptied start date is checked as the last date it held, so clearing it never gives "Start date is
 * required" (not while typing, nor on Enter before the field is left); leaving the field puts that date back.
 */
function withStartDate(formData: FormData, last: string): FormData {
  if (last === '' || String(formData.get('startedAt') ?? '').trim() !== '') return formData
  const filled = new FormData()
  for (const [name, value] of formData) filled.append(name, value)
  filled.set('startedAt', last)
  return filled
}

/** Writes the last start date back into an emptied field, with the input event Conform listens for. */
function restoreIfEmpty(field: HTMLInputElement, last: string) {
  if (last === '' || field.value.trim() !== '') return
  field.value = last
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
