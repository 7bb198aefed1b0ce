import { type BrowserContext, expect, type Page } from '@playwright/test'

/** Waits until the service worker is active and controls the page (the first visit installs it). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The query keys in the saved cache (IndexedDB 'acp-offline'), read the way the app stores them. */
export function savedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('acp-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('cache')) return resolve([])
          const get = db.transaction('cache').objectStore('cache').get('query-client')
          get.onsuccess = () => {
            const row = get.result as { client: { clientState: { queries: { queryKey: unknown }[] } } } | undefined
            resolve(row ? row.client.clientState.queries.map((q) => JSON.stringify(q.queryKey)) : [])
            db.close()
          }
        }
      }),
  )
}

/** Waits until the persister has written a query whose key contains `fragment` (it writes at most once a second). */
export async function waitForSaved(page: Page, fragment: string) {
  await expect
    .poll(async () => (await savedQueryKeys(page)).some((k) => k.includes(fragment)), { timeout: 10_000 })
    .toBe(true)
}

/** Everything the origin keeps in IndexedDB and the Cache Storage, as text, for "nothing of X remains" checks. */
export function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = []
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(store).objectStore(store).getAll()
          all.onsuccess = () => resolve(all.result)
        })
        parts.push(`${info.name}/${store}: ${JSON.stringify(rows, (_k, v) => (v instanceof Blob ? '[blob]' : v))}`)
      }
      db.close()
    }
    for (const name of await caches.keys()) {
      // The precache holds the app itself, the same for everyone.
      if (name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      parts.push(`cache ${name}: ${(await cache.keys()).map((r) => r.url).join(' ')}`)
    }
    return parts.join('\n')
  })
}

/** Offline in page and worker alike (context.setOffline blocks the worker's fetches too). */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await page.waitForFunction(() => !navigator.onLine)
}
