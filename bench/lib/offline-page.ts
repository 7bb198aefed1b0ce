import type { BrowserContext, Page } from '@playwright/test'

/** Records, from the first byte of every page, when an h1 containing `text` appeared (performance.now()). */
export async function recordRenderTime(context: BrowserContext, text: string): Promise<void> {
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  await context.addInitScript(`{
    const wanted = ${JSON.stringify(text)};
    new MutationObserver((records, observer) => {
      if (document.querySelector('h1')?.textContent?.includes(wanted) !== true) return;
      window.__renderedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }`)
}

export type Start = { renderedMs: number; restoreMs: number | null }

/** One warm start: load `url`, wait for the page to render, read when it did and how long the restore took. */
export async function measureStart(page: Page, url: string): Promise<Start> {
  await page.goto(url, { waitUntil: 'commit' })
  try {
    await page.waitForFunction(() => '__renderedAt' in window, undefined, { timeout: 30_000 })
  } catch (error) {
    const body = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    ).slice(0, 300)
    throw new Error(`${url} did not render (now at ${page.url()}, page text: ${JSON.stringify(body)}): ${error}`)
  }
  return page.evaluate(() => ({
    renderedMs: (window as unknown as { __renderedAt: number }).__renderedAt,
    restoreMs: performance.getEntriesByName('acp-restore')[0]?.duration ?? null,
  }))
}

export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The saved cache row (IndexedDB 'acp-offline'): how many queries, and its size as JSON. */
export function savedCache(page: Page): Promise<{ queries: number; jsonBytes: number; keys: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('acp-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('cache').objectStore('cache').get('query-client')
          get.onsuccess = () => {
            const queries: { queryKey: unknown }[] = get.result?.client.clientState.queries ?? []
            open.result.close()
            resolve({
              queries: queries.length,
              jsonBytes: new TextEncoder().encode(JSON.stringify(get.result ?? null)).length,
              keys: queries.map((q) => JSON.stringify(q.queryKey)),
            })
          }
        }
      }),
  )
}

/**
 * Cuts the saved cache to exactly `count` queries, keeping first the queries in `keep` (those the measured
 * page needs): the restore benchmark then reads a realistic cache of a known size.
 */
export function trimSavedCache(page: Page, count: number, keep: string[]): Promise<number> {
  return page.evaluate(
    ({ count, keep }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('acp-offline')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = open.result.transaction('cache', 'readwrite').objectStore('cache')
          const get = store.get('query-client')
          get.onsuccess = () => {
            const row = get.result
            const queries: { queryKey: unknown[] }[] = row.client.clientState.queries
            // No named inner functions here: tsx would wrap them in a helper the page does not have.
            const rank = queries.map((q) => (keep.includes(JSON.stringify(q.queryKey)) ? 0 : 1))
            const order = queries.map((_q, i) => i).sort((a, b) => (rank[a] ?? 1) - (rank[b] ?? 1))
            row.client.clientState.queries = order.slice(0, count).map((i) => queries[i])
            store.put(row).onsuccess = () => resolve(row.client.clientState.queries.length)
          }
        }
      }),
    { count, keep },
  )
}

/** What the origin uses in all storage (IndexedDB, caches, …), as the browser estimates it. */
export function storageUsage(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
}
