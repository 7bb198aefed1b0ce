import { type ReactNode, useEffect, useRef } from 'react'
import { css } from '../../../styled-system/css'

/** A step's heading; it takes focus when the user moves to the step, so screen readers announce where they are. */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null)
  // Only on arrival: re-running when `focus` changes would pull focus from the field being typed in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run once, on mount
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [])
  return (
    <h3
      ref={ref}
      tabIndex={-1}
      // WizardDialog opens on it: opening neither pops a phone's keyboard nor rings Close.
      data-wizard-heading=""
      className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3', outline: 'none' })}
    >
      {children}
    </h3>
  )
}

/** Back on the left, the way on to the right; on phones both full width, the way on first under the thumb. */
export function WizardFooter({ back, next }: { back?: ReactNode; next: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column-reverse', sm: 'row' },
        justifyContent: 'space-between',
        gap: '3',
        mt: '6',
        pt: '4',
        borderTopWidth: '1px',
        borderColor: 'border',
        '& > *': { width: { base: 'full', sm: 'auto' } },
      })}
    >
      {back ?? <span />}
      {next}
    </div>
  )
}

export const errorText = css({ color: 'danger', fontSize: 'sm' })
