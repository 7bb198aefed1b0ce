import { type KeyboardEvent, useId, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { isValidEmail } from '../../../contract/forward-email.ts'
import { EMAIL_INVALID } from '../../../contract/tenancy.ts'
import { Button, fieldControl } from '../../../ui/index.ts'

type Props = {
  label: string
  emails: string[]
  onChange: (emails: string[]) => void
  max: number
  errors?: string[]
  disabled?: boolean
}

/**
 * An email picker: type an address and press Enter (or a comma, or leave the field) to add it. Only valid
 * addresses are accepted (foundations §5); each one added can be removed.
 */
export function EmailListField({ label, emails, onChange, max, errors, disabled }: Props) {
  const id = useId()
  const [text, setText] = useState('')
  const [typingError, setTypingError] = useState<string | null>(null)
  const add = () => {
    const email = text.trim().replace(/,$/, '').trim().toLowerCase()
    if (!email) return true
    if (!isValidEmail(email)) {
      setTypingError(EMAIL_INVALID)
      return false
    }
    if (!emails.includes(email)) onChange([...emails, email])
    setText('')
    setTypingError(null)
    return true
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      add()
    } else if (event.key === 'Backspace' && text === '' && emails.length > 0) {
      onChange(emails.slice(0, -1))
    }
  }
  const message = typingError ?? errors?.[0]
  return (
    <div className={css({ display: 'grid', gap: '1.5', mb: '4' })}>
      <label htmlFor={id} className={css({ fontWeight: 'semibold' })}>
        {label}
      </label>
      {emails.length > 0 && (
        <ul aria-label={`${label} addresses`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
          {emails.map((email) => (
            <li
              key={email}
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
              <span className={css({ overflowWrap: 'anywhere' })}>{email}</span>
              <Button
                variant="ghost"
                disabled={disabled}
                onClick={() => onChange(emails.filter((e) => e !== email))}
                className={css({ borderRadius: 'full', px: '2' })}
              >
                <span aria-hidden>✕</span>
                <span className={css({ srOnly: true })}>Remove {email}</span>
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
        disabled={disabled || emails.length >= max}
        placeholder={emails.length >= max ? `At most ${max} addresses` : 'name@example.com, then Enter'}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value)
          setTypingError(null)
        }}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      {message && (
        <p id={`${id}-error`} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {message}
        </p>
      )}
    </div>
  )
}
