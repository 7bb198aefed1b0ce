import { useEffect, useState } from 'react'

/**
 * Runs `callback` once the main thread is idle after the first screen (at most `timeout` ms later), so what a
 * screen does not need to show itself (toasts, the upload tray) costs its first paint nothing. Returns a cancel.
 */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, Math.min(timeout, 1000))
  return () => window.clearTimeout(id)
}

/** False until the main thread has been idle once after mounting (see whenIdle). */
export function useIdle(timeout = 3000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), timeout), [timeout])
  return idle
}
