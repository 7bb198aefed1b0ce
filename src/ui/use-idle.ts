import { startTransition, useEffect, useState } from 'react'

let firstScreenBusy: () => boolean = () => false

/** What still counts as the first screen loading, beside the page's own load (main.tsx: queries fetching). */
export function setFirstScreenBusy(check: () => boolean): void {
  firstScreenBusy = check
}

const POLL_MS = 50

let holds = 0

/**
 * Holds whenIdle back until the returned release is called (once): the first screen is still being drawn. Its
 * render is a transition (RenderInSlices), which yields to the browser between slices, and an idle moment between
 * two slices is not the screen having settled: what waits for it would land in the middle of the first paint.
 */
export function holdIdle(): () => void {
  holds++
  let released = false
  return () => {
    if (released) return
    released = true
    holds--
  }
}

let settledOnce = false

/**
 * Whether the first screen has settled (a long quiet, DEVICE_STORE_SETTLE, has been seen): from then on what waits
 * for it — a dialog opened later that reads the outbox — runs at the next idle moment instead of waiting for a new
 * quiet. Unit tests of single components start from there (tests/unit-setup.ts).
 */
export function markFirstScreenSettled(settled = true): void {
  settledOnce = settled
}

export type Settle = {
  /** At the latest this many ms from now, settled or not. */
  timeout?: number
  /**
   * For how long the page must have been quiet (no route loading, no call in flight): between a screen's code
   * arriving and its parts' calls starting (a tab's panel mounts a render later), nothing fetches for a moment.
   */
  quietFor?: number
}

/**
 * What loads Dexie (the outbox, the saved cache) waits for a longer quiet: its script and the first reads of
 * IndexedDB are the heaviest thing a first visit defers, and must not land among the screen's own renders.
 */
const LONG_QUIET_MS = 1000
export const DEVICE_STORE_SETTLE: Settle = { quietFor: LONG_QUIET_MS, timeout: 10_000 }

/**
 * Runs `callback` once the first screen has settled — the page loaded, its calls answered, the main thread idle —
 * or at the latest after `timeout`, so what a screen does not need to show itself (toasts, the upload tray, the
 * outbox and Dexie) costs its first paint nothing and lands after the renders the answers cause, not between
 * them. A browser idles while it waits on the network, so idleness alone would be too early. Returns a cancel.
 */
export function whenIdle(callback: () => void, { timeout = 3000, quietFor = POLL_MS }: Settle = {}): () => void {
  const deadline = Date.now() + timeout
  let stopped = false
  let quietSince: number | null = null
  let cancelStep = () => {}
  const step = () => {
    if (stopped) return
    const quiet = document.readyState === 'complete' && holds === 0 && !firstScreenBusy()
    quietSince = quiet ? (quietSince ?? Date.now()) : null
    const settled = settledOnce || (quietSince !== null && Date.now() - quietSince >= quietFor)
    if (!settled && Date.now() < deadline) {
      const timer = window.setTimeout(() => {
        cancelStep = onIdle(step, Math.max(0, deadline - Date.now()))
      }, POLL_MS)
      cancelStep = () => window.clearTimeout(timer)
      return
    }
    stopped = true
    if (settled && quietFor >= LONG_QUIET_MS) settledOnce = true
    callback()
  }
  cancelStep = onIdle(step, timeout)
  return () => {
    stopped = true
    cancelStep()
  }
}

function onIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  // Safari has no requestIdleCallback: a short timer, since the caller polls (a long one would slow every poll).
  const id = window.setTimeout(callback, Math.min(timeout, 100))
  return () => window.clearTimeout(id)
}

/**
 * False until the first screen has settled after mounting (see whenIdle). What it then draws (the header's menus,
 * a section below the fold) renders as a transition: every part settling at once would otherwise render in one
 * long task, in the way of a tap; a transition yields between components.
 */
export function useIdle({ timeout, quietFor }: Settle = {}): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), { timeout, quietFor }), [timeout, quietFor])
  return idle
}

/** Spread on the plain stand-in of a control useArmed starts: it is not swapped while pressed or focused. */
export type InUseHandlers = { onPointerDown: () => void; onFocus: () => void; onBlur: () => void }

/**
 * For a control whose machinery (an Ark UI menu or dialog) need not run while the first screen renders: false until
 * the first screen has settled or `arm()` is called (the user reached for it first), then true for good. While its
 * plain stand-in is pressed or focused it is not swapped for the real control when the screen settles: a press
 * would end on a removed element and be lost, and focus would drop to the page. Pressed, it arms; left, it swaps.
 */
export function useArmed(): [armed: boolean, arm: () => void, inUse: InUseHandlers] {
  const idle = useIdle()
  const [asked, setAsked] = useState(false)
  const [used, setUsed] = useState(false)
  const inUse = { onPointerDown: () => setUsed(true), onFocus: () => setUsed(true), onBlur: () => setUsed(false) }
  return [asked || (idle && !used), () => setAsked(true), inUse]
}
