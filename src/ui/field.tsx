import type { ComponentProps, ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'

export const fieldControl = css({
  width: 'full',
  minHeight: '11',
  px: '3',
  border: '1px solid',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  fontSize: 'md',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
  _disabled: { bg: 'gray.100', cursor: 'not-allowed' },
  '&[aria-invalid=true]': { borderColor: 'danger' },
})

type FieldProps = {
  label: ReactNode
  htmlFor: string
  errors?: string[]
  errorId?: string
  hint?: ReactNode
  children: ReactNode
  /** No margin of its own below: in a row or bar that spaces its items. */
  flush?: boolean
  className?: string
}

/** A labelled form field with its hint and the first error message under it. */
export function Field({ label, htmlFor, errors, errorId, hint, children, flush, className }: FieldProps) {
  return (
    <div className={cx(css({ display: 'grid', gap: '1.5' }), !flush && css({ mb: '4' }), className)}>
      <label htmlFor={htmlFor} className={css({ fontWeight: 'semibold' })}>
        {label}
      </label>
      {hint && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{hint}</p>}
      {children}
      {errors?.[0] && (
        <p id={errorId} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {errors[0]}
        </p>
      )}
    </div>
  )
}

/** A native select: the platform picker is the best one on phones. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cx(fieldControl, className)} {...props} />
}

/** A checkbox with its label, the whole row a 44 px target. */
export function CheckboxField({ label, className, ...props }: ComponentProps<'input'> & { label: ReactNode }) {
  return (
    <label
      className={cx(
        css({ display: 'flex', alignItems: 'center', gap: '3', minHeight: '11', cursor: 'pointer' }),
        className,
      )}
    >
      <input type="checkbox" className={css({ width: '5', height: '5', accentColor: 'brand.600' })} {...props} />
      <span className={css({ minWidth: '0', overflowWrap: 'anywhere' })}>{label}</span>
    </label>
  )
}
