import type { ReactNode } from 'react'
import { cx } from '../../styled-system/css'
import { Field, fieldControl } from './field.tsx'

type Props = {
  id: string
  label: ReactNode
  /** 'yyyy-MM', or '' when empty. A browser without a month picker lets people type mm/yyyy, read the same way. */
  value: string
  onChange: (month: string) => void
  /** The latest month that can be picked, 'yyyy-MM'. */
  max?: string
  errors?: string[]
  hint?: ReactNode
  disabled?: boolean
}

/** "05/2001" → "2001-05"; anything else is left for the form's schema to refuse. */
export function monthFromTyped(typed: string): string {
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(typed.trim())
  return slashed ? `${slashed[2]}-${(slashed[1] ?? '').padStart(2, '0')}` : typed.trim()
}

/**
 * The one month-and-year input of the app: the platform's month picker (a wheel on phones), 'yyyy-MM' in and
 * out. Where a browser has none it is a text field, and mm/yyyy typed there is understood.
 */
export function MonthInput({ id, label, value, onChange, max, errors, hint, disabled }: Props) {
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.length)
  return (
    <Field label={label} htmlFor={id} errors={errors} errorId={errorId} hint={hint}>
      <input
        id={id}
        type="month"
        value={value}
        max={max}
        placeholder="mm/yyyy"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(monthFromTyped(event.currentTarget.value))}
        className={cx(fieldControl)}
      />
    </Field>
  )
}
