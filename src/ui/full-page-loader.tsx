import { css } from '../../styled-system/css'

export type FullPageLoaderProps = {
  /** Shown under the spinner and announced; without it screen readers hear `label`. */
  text?: string
  label?: string
}

/** A centred spinner that fills the screen while a whole page waits (sign-in, first load). */
export function FullPageLoader({ text, label = 'Loading' }: FullPageLoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({
        minHeight: '60dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '4',
        p: '6',
        textAlign: 'center',
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          width: '12',
          height: '12',
          borderRadius: 'full',
          borderWidth: '4px',
          borderColor: 'brand.100',
          borderTopColor: 'brand.600',
          animation: 'spin',
          // Motion-sensitive users still see a loader, just a slower one.
          _motionReduce: { animationDuration: '2.5s' },
        })}
      />
      {text ? (
        <p className={css({ color: 'fg.muted', fontSize: 'md', maxWidth: 'sm' })}>{text}</p>
      ) : (
        <span className={css({ srOnly: true })}>{label}</span>
      )}
    </div>
  )
}
