import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { holdIdle } from './use-idle.ts'

/**
 * Renders its children in a transition, once, after mounting: React then builds them in slices of a few
 * milliseconds and answers input in between, where a render from the router's store (always synchronous) is one
 * task as long as the whole screen (150 ms on a phone for the signed-in layout and the dashboard). For the first
 * screen, whose render is the largest of a visit. Until the slices have committed, what waits for the first screen to
 * settle (whenIdle) waits.
 */
export function RenderInSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (shown) return
    const release = holdIdle()
    startTransition(() => setShown(true))
    return release
  }, [shown])
  return shown ? children : null
}
