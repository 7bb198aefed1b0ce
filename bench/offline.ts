import type { BrowserContext, Page } from '@playwright/test'
import { DEMO_PASSWORD } from '../server/db/seed/index.ts'
import { launchBrowser } from './lib/browser.ts'
import { buildApp } from './lib/build.ts'
import { tempDir } from './lib/cleanup.ts'
import { startAppWithClient } from './lib/offline-app.ts'
import {
  measureStart,
  recordRenderTime,
  type Start,
  savedCache,
  storageUsage,
  trimSavedCache,
  waitForWorker,
} from './lib/offline-page.ts'
import { signIn } from './lib/sign-in.ts'
import { fixed, printTable } from './lib/table.ts'

const RUNS = 7
const CACHED_QUERIES = 300
/** pm.vic's agency in the seed (Bayside Rentals, VIC). */
const PM_VIC = { username: 'pm.vic', password: DEMO_PASSWORD, stateCode: 'VIC', agencyId: 2 }

const log = (line: string) => process.stdout.write(`${line}\n`)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

type Row = { name: string; starts: Start[] }

/** Offline then online, alternately, so both see the same machine load; one unmeasured start each first. */
async function alternate(context: BrowserContext, page: Page, url: string, names: [string, string]): Promise<Row[]> {
  const rows: Row[] = names.map((name) => ({ name, starts: [] }))
  for (let run = 0; run <= RUNS; run++) {
    for (const [index, offline] of [true, false].entries()) {
      await context.setOffline(offline)
      const start = await measureStart(page, url)
      if (run > 0) rows[index]?.starts.push(start)
    }
  }
  await context.setOffline(false)
  return rows
}

/** Waits until the saved cache holds a query whose key mentions `id` (at most 20 s). */
async function waitForSaved(page: Page, id: string): Promise<void> {
  const deadline = Date.now() + 20_000
  // Reading before Dexie has created its database would create an empty one under it.
  const exists = () => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'acp-offline'))
  while (!((await exists()) && (await savedCache(page)).keys.some((key) => key.includes(id)))) {
    if (Date.now() > deadline) throw new Error(`The property ${id} was not saved for offline within 20 s`)
    await page.waitForTimeout(250)
  }
}

/** Makes portfolio pages available offline (the app's own button) until the saved cache holds `count` queries. */
async function fillSavedCache(page: Page, appUrl: string, count: number): Promise<void> {
  for (let portfolioPage = 1; (await savedCache(page)).queries < count; portfolioPage++) {
    if (portfolioPage > 5) throw new Error(`Five portfolio pages gave fewer than ${count} saved queries`)
    await page.goto(`${appUrl}/portfolio?page=${portfolioPage}`)
    await page.getByRole('button', { name: 'Make available offline' }).click()
    await page.getByText(/^Ready offline · as of/).waitFor({ timeout: 180_000 })
    await page.waitForTimeout(1500) // the persister writes at most once a second
  }
}

/** (d) Offline start: a warm start to a rendered property page offline beside the same start online. */
export async function offlineBenchmark(): Promise<void> {
  const out = tempDir('acp-bench-offline-build-')
  log('Building the app with Vite…')
  await buildApp(out.dir)
  const app = await startAppWithClient(out.dir)
  const { browser, close } = await launchBrowser()
  try {
    const cookie = await signIn(app.url, PM_VIC)
    const context = await browser.newContext()
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url: app.url }])
    const first = await (await context.request.get(`${app.url}/v1/portfolio?page-size=1`)).json()
    const property = first.data.items[0] as { compliancePropertyId: number; address: { line1: string } }
    const url = `${app.url}/property/${property.compliancePropertyId}`
    await recordRenderTime(context, property.address.line1)

    // The first visit installs the worker and saves the property; the second runs under the worker.
    const page = await context.newPage()
    await measureStart(page, url)
    await waitForWorker(page)
    await measureStart(page, url)
    // A first visit saves the cache once its screen has settled (a second of quiet, DEVICE_STORE_SETTLE), not at
    // once: wait for the property to be in it, or the offline start would have nothing to show.
    await waitForSaved(page, String(property.compliancePropertyId))
    const warm = await alternate(context, page, url, ['offline, warm', 'online, warm (baseline)'])
    const small = await savedCache(page)

    log(`Making portfolio pages available offline until ${CACHED_QUERIES} queries are saved…`)
    await fillSavedCache(page, app.url, CACHED_QUERIES)
    // Trimmed where the app is not running, so it cannot save over the trimmed copy.
    await page.goto(`${app.url}/favicon.svg`)
    await trimSavedCache(page, CACHED_QUERIES, small.keys)
    const large = await savedCache(page)
    const usage = await storageUsage(page)
    const withLarge = await alternate(context, page, url, ['offline, warm, large cache', 'online, warm, large cache'])

    log(`\n(d) Offline start: load → rendered property page (${property.address.line1}), ${RUNS} runs each`)
    log(`    ${app.url}; a warm start has the worker installed and the query cache saved\n`)
    printTable(
      [
        { title: 'start' },
        { title: 'saved queries', align: 'right' },
        { title: 'median ms', align: 'right' },
        { title: 'min ms', align: 'right' },
        { title: 'max ms', align: 'right' },
        { title: 'restore median ms', align: 'right' },
      ],
      [
        ...warm.map((row) => ({ ...row, queries: small.queries })),
        ...withLarge.map((row) => ({ ...row, queries: large.queries })),
      ].map((row) => {
        const rendered = row.starts.map((s) => s.renderedMs)
        const restores = row.starts.flatMap((s) => (s.restoreMs === null ? [] : [s.restoreMs]))
        return [
          row.name,
          String(row.queries),
          fixed(median(rendered)),
          fixed(Math.min(...rendered)),
          fixed(Math.max(...rendered)),
          restores.length ? fixed(median(restores)) : '–',
        ]
      }),
    )
    log(`\n    saved cache: ${small.queries} queries = ${fixed(small.jsonBytes / 1024)} KB as JSON after one visit;`)
    log(
      `    ${large.queries} queries = ${fixed(large.jsonBytes / 1024)} KB as JSON (origin storage in use: ${fixed(usage / 1024)} KB,`,
    )
    log('    precached app and cached PDFs included)')
  } finally {
    await close()
    await app.close()
    await out.remove()
  }
}
