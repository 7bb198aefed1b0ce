import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react'
import { flushSync } from 'react-dom'
import { css } from '../../styled-system/css'
import { isValidEmail } from '../contract/forward-email.ts'
import { EMAIL_INVALID } from '../contract/tenancy.ts'
import { Button } from './button.tsx'
import { fieldControl } from './field.tsx'

export type TagsInputProps = {
  label: string
  values: string[]
  onChange: (values: string[]) => void
  max: number
  errors?: string[]
  disabled?: boolean
  hint?: string
  /** The field's id (its label points at it); made up when absent. */
  id?: string
  /** Cleans one typed value (trimmed and lower-cased emails by default). */
  normalize?: (text: string) => string
  /** The message for a value that may not be added, or null. Valid emails only by default. */
  validate?: (value: string) => string | null
  placeholder?: string
}

const normalizeEmail = (text: string) => text.trim().toLowerCase()
const validateEmail = (value: string) => (isValidEmail(value) ? null : EMAIL_INVALID)

/** Splits pasted or typed text into its values: commas, semicolons, spaces and new lines separate them. */
export function splitTags(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
}

/**
 * Adds `typed` (one or several values) to `values`: cleaned, duplicates skipped, never past `max`. Returns the new
 * list, what is left in the field (the first value that could not be added and those after it) and why.
 */
export function addTags(
  values: readonly string[],
  typed: string,
  {
    max,
    normalize = normalizeEmail,
    validate = validateEmail,
  }: { max: number; normalize?: (t: string) => string; validate?: (v: string) => string | null },
): { values: string[]; rest: string; error: string | null } {
  const next = [...values]
  const parts = splitTags(typed)
  for (const [index, part] of parts.entries()) {
    const value = normalize(part)
    const error = next.includes(value) ? null : next.length >= max ? `At most ${max} addresses` : validate(value)
    if (error) return { values: next, rest: parts.slice(index).join(', '), error }
    if (!next.includes(value)) next.push(value)
  }
  return { values: next, rest: '', error: null }
}

/**
 * The app's one tags input (email lists: To, CC, forward and send email): type a value and press Enter, a comma or
 * leave the field to add it; pasting a list adds each. Only valid values are accepted (emails by default,
 * foundations §5); each one added can be removed with its button, and Backspace in the empty field removes the
 * last. At `max` the field is disabled and says so.
 */
export function TagsInput({
  label,
  values,
  onChange,
  max,
  errors,
  disabled,
  hint,
  id: givenId,
  normalize,
  validate,
  placeholder = 'name@example.com, then Enter',
}: TagsInputProps) {
  const madeId = useId()
  const id = givenId ?? madeId
  const [text, setText] = useState('')
  const [typingError, setTypingError] = useState<string | null>(null)
  const add = (typed: string) => {
    const result = addTags(values, typed, { max, normalize, validate })
    if (result.values.length !== values.length) onChange(result.values)
    setText(result.rest)
    setTypingError(result.error)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault()
      add(text)
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      onChange(values.slice(0, -1))
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text')
    if (splitTags(pasted).length < 2) return
    event.preventDefault()
    add(`${text} ${pasted}`)
  }
  const message = typingError ?? errors?.[0]
  const full = values.length >= max
  return (
    <div className={css({ display: 'grid', gap: '1.5', mb: '4' })}>
      <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {hint}
        </p>
      )}
      {values.length > 0 && (
        <ul aria-label={`${label} addresses`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
          {values.map((value) => (
            <li
              key={value}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                pl: '3',
                bg: 'brand.50',
                borderRadius: 'full',
                fontSize: 'sm',
                maxWidth: 'full',
              })}
            >
              <span className={css({ overflowWrap: 'anywhere' })}>{value}</span>
              <Button
                variant="ghost"
                disabled={disabled}
                onClick={() => {
                  // The button goes with its tag: focus stays in the field rather than falling to the page. Applied
                  // at once, so a field disabled while full is enabled again before it takes focus.
                  flushSync(() => onChange(values.filter((v) => v !== value)))
                  document.getElementById(id)?.focus()
                }}
                className={css({ borderRadius: 'full', px: '2' })}
              >
                <span aria-hidden>✕</span>
                <span className={css({ srOnly: true })}>Remove {value}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="off"
        className={fieldControl}
        value={text}
        disabled={disabled || full}
        placeholder={full ? `At most ${max} addresses` : placeholder}
        aria-invalid={message ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => {
          setText(event.target.value)
          setTypingError(null)
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => add(text)}
      />
      {message && (
        <p id={`${id}-error`} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {message}
        </p>
      )}
    </div>
  )
}
