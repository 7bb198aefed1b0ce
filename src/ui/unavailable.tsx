import type { ReactNode } from 'react'
import { css, cx } from '../../styled-system/css'

const reasonClass = css({ fontSize: 'xs', fontWeight: 'normal', color: 'fg.muted', whiteSpace: 'nowrap' })

/** The visible reason beside a disabled entry point, e.g. '(Not available yet)'. */
export function UnavailableReason({ children }: { children: ReactNode }) {
  return <span className={reasonClass}>({children})</span>
}

/**
 * A link whose destination does not exist yet: the words stay where the user expects them (a count is real
 * data), marked disabled and saying why, instead of leading to a 404. Focusable, so keyboard and screen-reader
 * users meet it and hear why.
 */
export function UnavailableLink({
  children,
  reason,
  className,
}: {
  children: ReactNode
  reason: string
  className?: string
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, and <a> without one is no link at all
    <span
      role="link"
      aria-disabled="true"
      tabIndex={0}
      data-disabled=""
      className={cx(className, css({ cursor: 'not-allowed', color: 'fg.muted', textDecoration: 'none' }))}
    >
      {children} <UnavailableReason>{reason}</UnavailableReason>
    </span>
  )
}
