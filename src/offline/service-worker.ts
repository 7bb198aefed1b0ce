import type { Workbox } from 'workbox-window'

/** What the app knows of its service worker: whether a new version is installed and waiting. */
type WorkerState = { updateWaiting: boolean }

let state: WorkerState = { updateWaiting: false }
let workbox: Workbox | undefined
let reloadRequested = false
/** Another tab's Reload already activated the new version: this page only has to reload. */
let newVersionRunning = false
const listeners = new Set<() => void>()

function setState(next: WorkerState) {
  state = next
  for (const listener of listeners) listener()
}

export const serviceWorkerState = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/**
 * Registers sw.js after the first render (workbox-window is loaded then, off the first screen's
 * budget). Not in development unless asked: the dev server's worker would cache stale modules.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || (import.meta.env.DEV && !import.meta.env.VITE_DEV_SW)) return
  const { Workbox } = await import('workbox-window')
  const url = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js'
  workbox = new Workbox(url, { scope: '/', type: import.meta.env.DEV ? 'module' : 'classic' })
  workbox.addEventListener('waiting', () => setState({ ...state, updateWaiting: true }))
  // Once the waiting version took over, the page reloads to run the code that matches it: only when this
  // page asked (its "Reload"). Another tab's Reload must not throw away this tab's unsaved work.
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return
    newVersionRunning = true
    if (reloadRequested) window.location.reload()
    else setState({ ...state, updateWaiting: true })
  })
  // A browser that blocks workers (some private modes, tests) simply runs without one.
  const registration = await workbox.register().catch(() => undefined)
  if (!registration) return
  // A long-open tab (a phone left on the app) still learns of new versions.
  window.setInterval(() => void workbox?.update(), 60 * 60_000)
}

/** The "Reload" of the update prompt: the waiting version takes over, then the page reloads. */
export function applyUpdate() {
  reloadRequested = true
  if (workbox && state.updateWaiting && !newVersionRunning) workbox.messageSkipWaiting()
  else window.location.reload()
}

/** Asks the active worker a question and waits (briefly) for its answer on a private channel. */
export async function askServiceWorker(message: { type: string }, timeoutMs = 3000): Promise<unknown> {
  const worker = navigator.serviceWorker?.controller ?? (await navigator.serviceWorker?.getRegistration())?.active
  if (!worker) return undefined
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = window.setTimeout(() => resolve(undefined), timeoutMs)
    channel.port1.onmessage = (event) => {
      window.clearTimeout(timer)
      resolve(event.data)
    }
    worker.postMessage(message, [channel.port2])
  })
}
