/// <reference lib="WebWorker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { FILE_CACHE, FILE_CACHE_MAX_AGE_SECONDS, FILE_CACHE_MAX_ENTRIES, isCachedFile } from './file-urls.ts'

// Kept so the page can empty the cache and its expiry records together (logout, agency switch).
export const fileExpiration = new ExpirationPlugin({
  maxEntries: FILE_CACHE_MAX_ENTRIES,
  maxAgeSeconds: FILE_CACHE_MAX_AGE_SECONDS,
  purgeOnQuotaError: true,
})

/**
 * Documents, service reports and invoice/quote PDFs: they do not change once issued, so the cached copy
 * is served first and opens offline. Only a 200 is kept: an error or a sign-in page must not stick.
 */
export function registerFileCache() {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isCachedFile(url),
    new CacheFirst({
      cacheName: FILE_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), fileExpiration],
    }),
  )
}

declare const self: ServiceWorkerGlobalScope
