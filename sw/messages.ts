/// <reference lib="WebWorker" />
import { fileExpiration } from './caching.ts'
import { FILE_CACHE } from './file-urls.ts'

declare const self: ServiceWorkerGlobalScope

/** What the page may ask of the worker. The reply goes back on the message's port. */
export type PageMessage = { type: 'SKIP_WAITING' } | { type: 'CLEAR_FILE_CACHE' }

export function listenForPageMessages() {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message = event.data as PageMessage | undefined
    if (message?.type === 'SKIP_WAITING') void self.skipWaiting()
    if (message?.type === 'CLEAR_FILE_CACHE') {
      // The expiry records name the files' URLs: they go with the cache.
      const done = fileExpiration
        .deleteCacheAndMetadata()
        .catch(() => caches.delete(FILE_CACHE))
        .then(() => event.ports[0]?.postMessage({ cleared: true }))
      event.waitUntil(done)
    }
  })
}
