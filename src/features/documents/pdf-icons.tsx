import type { ReactNode } from 'react'

/** The viewer's toolbar icons, decorative: each button carries its own accessible name. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const PreviousIcon = () => (
  <Icon>
    <path d="M15 6l-6 6 6 6" />
  </Icon>
)
export const NextIcon = () => (
  <Icon>
    <path d="M9 6l6 6-6 6" />
  </Icon>
)
export const ZoomOutIcon = () => (
  <Icon>
    <path d="M5 12h14" />
  </Icon>
)
export const ZoomInIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
)
export const FitWidthIcon = () => (
  <Icon>
    <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
  </Icon>
)
export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
)
