import { type ComponentProps, type ReactNode, useId, useRef, useState } from 'react'
import { css, cx } from '../../styled-system/css'
import { parseDateInput } from '../contract/dates.ts'
import { autoSlashDate } from '../lib/date-typing.ts'
import { Field, fieldControl } from './field.tsx'
import { ChunkBoundary, lazyWithRetry } from './lazy-chunk.tsx'

// The calendar (Ark's DatePicker) is a chunk of its own, loaded when a user first opens one.
const DateCalendar = lazyWithRetry(() => import('./date-calendar.tsx').then((m) => ({ default: m.DateCalendar })))

// type is accepted (Conform's getInputProps gives type 'text') but the field is always a text field.
type InputProps = Omit<ComponentProps<'input'>, 'type' | 'min' | 'max' | 'children'> & { type?: 'text' }

export type DateInputProps = InputProps & {
  id: string
  label: ReactNode
  /** The calendar's name for screen readers when label is not plain text. */
  calendarLabel?: string
  errors?: string[]
  errorId?: string
  hint?: ReactNode
  /** The calendar's range, yyyy-MM-dd; typed dates outside it are for the form's schema to refuse. */
  range?: { min?: string; max?: string }
  /** For 'today' in the calendar; the agency's state's zone where it matters. */
  timeZone?: string
}

/**
 * The one date input of the app (en-AU): a text field typed as dd/mm/yyyy or d/m/yyyy (eight digits get their
 * slashes, for phone keypads without '/'), or a date picked from the calendar behind the button. The field
 * always holds the typed form, so each form keeps its own schema and messages (src/contract/dates.ts). Works
 * controlled (value + onChange) or uncontrolled (name + defaultValue, as Conform's getInputProps gives): a
 * picked date is written into the field as if typed, so both see it.
 */
export function DateInput({
  id,
  label,
  calendarLabel,
  errors,
  errorId,
  hint,
  range,
  timeZone = 'Australia/Sydney',
  className,
  onInput,
  type: _text,
  ...inputProps
}: DateInputProps) {
  const input = useRef<HTMLInputElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [picked, setPicked] = useState<string | null>(null)
  const hintId = useId()
  const calendarId = useId()
  const buttonHintId = useId()
  const invalid = Boolean(errors?.length)
  const name = calendarLabel ?? (typeof label === 'string' ? label : 'Date')
  const locked = Boolean(inputProps.disabled || inputProps.readOnly)

  const typed = (event: Parameters<NonNullable<InputProps['onInput']>>[0]) => {
    const field = event.currentTarget
    const formatted = autoSlashDate(field.value)
    if (formatted !== field.value) field.value = formatted
    onInput?.(event)
  }
  const openCalendar = () => {
    // The calendar starts at the date in the field, if it is one.
    setPicked(input.current ? parseDateInput(input.current.value) : null)
    setOpen(true)
  }
  const close = (focus: 'field' | 'button') => {
    setOpen(false)
    ;(focus === 'field' ? input : button).current?.focus()
  }
  const select = (iso: string) => {
    const field = input.current
    if (field) typeInto(field, `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`)
    close('field')
  }

  return (
    <Field label={label} htmlFor={id} errors={errors} errorId={errorId} hint={hint}>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          aria-invalid={invalid || undefined}
          aria-describedby={cx(hintId, invalid && errorId) || undefined}
          {...inputProps}
          onInput={typed}
          className={cx(fieldControl, css({ flex: '1', minWidth: '0' }), className)}
        />
        <span id={hintId} className={css({ srOnly: true })}>
          Day, month and year, as dd/mm/yyyy
        </span>
        <button
          ref={button}
          type="button"
          aria-label="Open calendar"
          aria-describedby={buttonHintId}
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          disabled={locked}
          onClick={() => (open ? close('button') : openCalendar())}
          className={calendarButton}
        >
          <CalendarIcon />
        </button>
        <span id={buttonHintId} className={css({ srOnly: true })}>
          Calendar for {name}
        </span>
      </div>
      {open && (
        <ChunkBoundary>
          <DateCalendar
            id={calendarId}
            label={name}
            value={picked}
            min={range?.min}
            max={range?.max}
            timeZone={timeZone}
            onSelect={select}
            onClose={() => close('button')}
          />
        </ChunkBoundary>
      )}
    </Field>
  )
}

/**
 * Writes text into the field the way typing does: React's own value setter (so a controlled field's onChange
 * runs) and a bubbling input event (so Conform and any form listener see it).
 */
function typeInto(field: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  if (setter) setter.call(field, text)
  else field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

const calendarButton = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _expanded: { bg: 'brand.50', borderColor: 'brand.600' },
  _disabled: { bg: 'gray.100', color: 'fg.muted', cursor: 'not-allowed' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
})

function CalendarIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  )
}
