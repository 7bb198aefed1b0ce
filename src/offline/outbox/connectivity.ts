/**
 * Whether the outbox can reach the server, as the page shows it (issue 12 item 6): "No connection" only when the
 * browser is offline; online but without an answer, the server is down or unreachable, and a light probe (a
 * replay, which first asks GET /v1/auth/session) runs every few seconds while changes wait, so the queue drains
 * within seconds of the server's return without anyone pressing Sync now.
 */
export type Connectivity =
  | { status: 'online' }
  | { status: 'offline' }
  | { status: 'unreachable'; nextTryAt: number | null }

const PROBE_DELAYS_MS = [2_000, 4_000, 8_000]
const PROBE_MAX_MS = 10_000

let current: Connectivity = { status: 'online' }
const listeners = new Set<() => void>()
let probeTimer: ReturnType<typeof setTimeout> | null = null
let failedProbes = 0

function set(next: Connectivity) {
  current = next
  for (const listener of listeners) listener()
}

export const connectivity = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

/** The delay before the n-th probe after the server stopped answering: 2 s, 4 s, 8 s, then every 10 s. */
export const probeDelayMs = (failed: number) => PROBE_DELAYS_MS[failed] ?? PROBE_MAX_MS

/**
 * Told after every page replay. `probe` runs the next replay; `waiting` says whether anything is left to send
 * (with nothing waiting there is nothing to probe for).
 */
export function noteReplay(
  reachedServer: boolean,
  { waiting, probe }: { waiting: boolean; probe: () => void },
  now = Date.now(),
) {
  if (probeTimer) clearTimeout(probeTimer)
  probeTimer = null
  if (reachedServer) {
    failedProbes = 0
    return set({ status: 'online' })
  }
  if (!browserOnline()) {
    failedProbes = 0
    return set({ status: 'offline' })
  }
  if (!waiting) return set({ status: 'unreachable', nextTryAt: null })
  const delay = probeDelayMs(failedProbes)
  failedProbes += 1
  probeTimer = setTimeout(probe, delay)
  set({ status: 'unreachable', nextTryAt: now + delay })
}

/** The browser says the connection is back or gone: the state follows at once (the `online` handler replays). */
export function noteBrowserOnline(online: boolean) {
  if (!online) {
    if (probeTimer) clearTimeout(probeTimer)
    probeTimer = null
    set({ status: 'offline' })
  }
}
