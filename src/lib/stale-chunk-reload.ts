/**
 * After a deploy, a page loaded before it asks for chunks the new build no longer has. Vite reports that as
 * `vite:preloadError`: the page reloads once to pick up the new build instead of breaking. Once only: if the
 * chunk is still missing right after a reload (offline, a broken deploy), the error goes on to the screen's
 * error boundary, which offers Retry.
 */
const RELOADED_AT = 'acp-stale-chunk-reloaded-at'
const ONCE_WITHIN_MS = 30_000

export function shouldReloadForStaleChunk(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0)
  if (now - last < ONCE_WITHIN_MS) return false
  storage.setItem(RELOADED_AT, String(now))
  return true
}

export function reloadOnStaleChunks(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return
    if (!shouldReloadForStaleChunk(target.sessionStorage)) return
    event.preventDefault()
    target.location.reload()
  })
}
