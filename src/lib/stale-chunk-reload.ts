/**
 * After a deploy, a page loaded before it asks for chunks the new build no longer has. Vite reports a failed
 * chunk as `vite:preloadError`; the error still goes on to the screen's boundary (ChunkBoundary, with Retry),
 * and meanwhile the chunk is asked for again: if the server says it is gone (404), this is a new deploy and the
 * page reloads once to pick it up. A chunk that did not arrive for want of a network is not reloaded for: Retry
 * is the answer there. Once only: a chunk still gone right after a reload (a broken deploy) stays with Retry.
 */
const RELOADED_AT = 'acp-stale-chunk-reloaded-at'
const ONCE_WITHIN_MS = 30_000

export function shouldReloadForStaleChunk(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0)
  if (now - last < ONCE_WITHIN_MS) return false
  storage.setItem(RELOADED_AT, String(now))
  return true
}

/** The chunk's address in Vite's error ("Failed to fetch dynamically imported module: https://…/x.js"). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /(https?:\/\/\S+?\.(?:js|css))\b/.exec(message)?.[1] ?? null
}

/** Whether the server says the chunk no longer exists; a failed request (offline) is not "gone". */
async function isGone(url: string, fetcher: typeof fetch): Promise<boolean> {
  try {
    const res = await fetcher(url, { method: 'HEAD', cache: 'no-store' })
    return res.status === 404 || res.status === 410
  } catch {
    return false
  }
}

export function reloadOnStaleChunks(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const url = chunkUrlOf((event as Event & { payload?: unknown }).payload)
    if (!url) return
    void isGone(url, target.fetch.bind(target)).then((gone) => {
      if (gone && shouldReloadForStaleChunk(target.sessionStorage)) target.location.reload()
    })
  })
}
