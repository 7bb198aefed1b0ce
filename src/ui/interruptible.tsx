import { type ReactNode, useDeferredValue } from 'react'

/**
 * Renders `children` in a background render: the first (blocking) render shows `fallback`, then React builds the
 * children in slices of a few milliseconds, yielding to the browser between them, and shows them at once. For the
 * large part of a screen below its heading: the heading paints first, and no single task builds the whole
 * screen (issue 16 goal 4). Later updates inside render as usual.
 */
export function Interruptible({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false)
  return ready ? children : fallback
}
