import { useEffect, useState } from 'react'
import { isIsoDate, parseDateInput, toDateInput } from '../../contract/dates.ts'
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced.ts'
import { DateInput } from '../../ui/index.ts'

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
 * The app's date input (typed as dd/mm/yyyy or d/m/yyyy, or picked from its calendar, whose years are held to the
 * range) for one service date. Either reaches the form 300 ms after the last change (foundations §5), or at once
 * on leaving the field, so each keystroke does not re-check the form or re-suggest the next date.
 */
export function ServiceDateInput({ id, label, value, onChange, onBlur, range, errors, errorId, disabled }: Props) {
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

  return (
    <DateInput
      id={id}
      label={label}
      errors={errors}
      errorId={errorId}
      range={range}
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (pending !== value) onChange(pending)
        onBlur()
      }}
    />
  )
}
