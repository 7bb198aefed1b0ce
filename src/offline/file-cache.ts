import { FILE_CACHE } from '../../sw/file-urls.ts'
import { askServiceWorker } from './service-worker.ts'

export { FILE_CACHE }

/**
 * Empties the cache of documents and PDFs. The worker deletes it with its expiry records (which name
 * the files' URLs); the page deletes the cache too, in case no worker runs (first visit, tests).
 */
export async function clearFileCache(): Promise<void> {
  await askServiceWorker({ type: 'CLEAR_FILE_CACHE' }).catch(() => undefined)
  if ('caches' in window) await caches.delete(FILE_CACHE)
}

/** Fetches a file into the cache, through the worker when it controls the page, else directly. */
export async function cacheFile(url: string): Promise<boolean> {
  if (!('caches' in window)) return false
  const cache = await caches.open(FILE_CACHE)
  if (await cache.match(url)) return true
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) return false
  if (!navigator.serviceWorker?.controller) await cache.put(url, response)
  return true
}
