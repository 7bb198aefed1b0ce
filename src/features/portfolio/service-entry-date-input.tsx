import { useEffect, useId, useRef, useState } from 'react'
import { css, cx } from '../../../styled-system/css'
import { isIsoDate, parseDateInput, toDateInput } from '../../contract/dates.ts'
import { Field, fieldControl } from '../../ui/index.ts'
import { SEARCH_DEBOUNCE_MS } from './search-box.tsx'

/** The date input's range: the year selector runs from 1900 to 5 years ahead (foundations §9). */
export function dateInputRange(today: string): { min: string; max: string } {
  return { min: '1900-01-01', max: `${Number(today.slice(0, 4)) + 5}-12-31` }
}

/**
 * What typed text stands for: a yyyy-MM-dd date when it is one (dd/mm/yyyy or d/m/yyyy) within the range; blank
 * for nothing; otherwise the text itself, which the form's schema rejects with the spec's message.
 */
export function dateInputValue(text: string, range: { min: string; max: string }): string {
  const trimmed = text.trim()
  if (!trimmed) return ''
  const iso = parseDateInput(trimmed)
  return iso && iso >= range.min && iso <= range.max ? iso : trimmed
}

const shown = (value: string) => (isIsoDate(value) ? toDateInput(value) : value)

type Props = {
  id: string
  label: string
  /** yyyy-MM-dd, '' or text that is not a date. */
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  range: { min: string; max: string }
  errors?: string[]
  errorId: string
  disabled?: boolean
}

/**
 * A date typed as dd/mm/yyyy or d/m/yyyy, or picked from the platform's calendar (whose year selector is held to
 * the range). Either reaches the form 300 ms after the last change (foundations §5), or at once on leaving the
 * field, so each keystroke does not re-check the form or re-suggest the next date.
 */
export function ServiceDateInput({ id, label, value, onChange, onBlur, range, errors, errorId, disabled }: Props) {
  const hintId = useId()
  const pickerRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(() => shown(value))
  const [seen, setSeen] = useState(value)
  // The value changed under us (the suggested next date, a gas lock clearing it): show it.
  if (value !== seen) {
    setSeen(value)
    if (dateInputValue(text, range) !== value) setText(shown(value))
  }
  const pending = dateInputValue(text, range)

  useEffect(() => {
    if (pending === value) return
    const timer = setTimeout(() => onChange(pending), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [pending, value, onChange])

  const openPicker = () => {
    const picker = pickerRef.current
    if (!picker) return
    try {
      picker.showPicker()
    } catch {
      picker.focus()
    }
  }

  const invalid = Boolean(errors?.length)
  return (
    <Field label={label} htmlFor={id} errors={errors} errorId={errorId}>
      <div className={css({ position: 'relative', display: 'flex', gap: '2' })}>
        <input
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          value={text}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={cx(hintId, invalid && errorId) || undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            if (pending !== value) onChange(pending)
            onBlur()
          }}
          className={cx(fieldControl, css({ flex: '1', minWidth: '0' }))}
        />
        <span id={hintId} className={css({ srOnly: true })}>
          Day, month and year, as dd/mm/yyyy
        </span>
        <button
          type="button"
          onClick={openPicker}
          disabled={disabled}
          aria-label={`Choose ${label.toLowerCase()} from a calendar`}
          className={pickerButton}
        >
          <CalendarIcon />
        </button>
        {/* The platform's calendar, opened by the button; out of the tab order and hidden from screen readers,
            which have the text field. */}
        <input
          ref={pickerRef}
          type="date"
          tabIndex={-1}
          aria-hidden
          min={range.min}
          max={range.max}
          value={isIsoDate(pending) ? pending : ''}
          onChange={(event) => {
            if (event.target.value) setText(toDateInput(event.target.value))
          }}
          className={css({
            position: 'absolute',
            right: '0',
            bottom: '0',
            width: '1px',
            height: '1px',
            opacity: 0,
            pointerEvents: 'none',
          })}
        />
      </div>
    </Field>
  )
}

const pickerButton = css({
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
