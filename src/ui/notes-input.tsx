import type { ComponentProps, ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'
import { Field, fieldControl } from './field.tsx'

type Props = Omit<ComponentProps<'textarea'>, 'id' | 'maxLength'> & {
  id: string
  label: string
  /** The characters typed so far (the counter's first number). */
  length: number
  max: number
  /** The most characters accepted, when fewer than max ('under 500': 499 with a counter out of 500). */
  allowed?: number
  errors?: string[]
  errorId?: string
  hint?: ReactNode
}

/**
 * The app's notes field: a textarea with the 'n / max characters' counter, which turns red over the limit. More
 * can be typed than allowed (the form's schema says so with its message), so nothing pasted is silently cut.
 */
export function NotesInput({
  id,
  label,
  length,
  max,
  allowed = max,
  errors,
  errorId = `${id}-error`,
  hint,
  ...textarea
}: Props) {
  const counterId = `${id}-counter`
  const over = length > allowed
  return (
    <Field label={label} htmlFor={id} errors={errors} errorId={errorId} hint={hint}>
      <textarea
        rows={3}
        {...textarea}
        id={id}
        aria-invalid={textarea['aria-invalid'] ?? (errors?.length ? true : undefined)}
        aria-describedby={cx(textarea['aria-describedby'] ?? (errors?.length ? errorId : undefined), counterId)}
        className={cx(fieldControl, css({ py: '2', minHeight: '24', resize: 'vertical' }))}
      />
      <p
        id={counterId}
        className={css({ fontSize: 'sm', textAlign: 'right', color: over ? 'danger' : 'fg.muted' })}
        data-over={over || undefined}
      >
        {length} / {max} characters
      </p>
    </Field>
  )
}
