import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { DEMO_PASSWORD } from '../server/db/seed/index.ts'
import { chromiumLaunchOptions } from '../tests/chromium.ts'
import { buildApp, buildBaseline } from './lib/build.ts'
import { defer, tempDir } from './lib/cleanup.ts'
import { goalLines } from './lib/lighthouse-goals.ts'
import { startProductServer } from './lib/product-server.ts'
import { signIn } from './lib/sign-in.ts'
import { fixed, printTable } from './lib/table.ts'

/** LIGHTHOUSE_RUNS and LIGHTHOUSE_PAGES (names, comma-separated: baseline,login,dashboard,portfolio,property,documents) narrow a run while working on one page. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',')
/** LIGHTHOUSE_SAVE=dir keeps each run's full report (JSON) there, to read its long tasks, script costs and LCP element. */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE
/** LIGHTHOUSE_APP_DIR=dir measures an app already built there (vite build --outDir dir), e.g. two commits A/B. */
const APP_DIR = process.env.LIGHTHOUSE_APP_DIR
/** pm.vic's agency in the seed (Bayside Rentals, VIC), as the offline bench signs in. */
const PM_VIC = { username: 'pm.vic', password: DEMO_PASSWORD, stateCode: 'VIC', agencyId: 2 }
const CHROME_FLAGS = ['--headless=new', ...chromiumLaunchOptions.args]

const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(new URL(import.meta.resolve('lighthouse/package.json')), 'utf8')) as { version: string }
).version
const log = (line: string) => process.stdout.write(`${line}\n`)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

type Page = { key: string; name: string; origin: 'app' | 'baseline'; path: string; signedIn: boolean }

export type Measure = {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  requests: number
  jsRequests: number
  jsKb: number
  chain: number
  longestTask: number
}

type NetworkItem = { resourceType?: string; transferSize?: number; resourceSize?: number; url: string }
type Audit = { numericValue?: number; details?: { items?: unknown[]; longestChain?: { length?: number } } }

/** The figures of one Lighthouse result. JS KB is what went over the wire (a service worker's answer counts 0). */
function figures(audits: Record<string, Audit>, score: number): Measure {
  const requests = (audits['network-requests']?.details?.items ?? []) as NetworkItem[]
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const tasks = (audits['long-tasks']?.details?.items ?? []) as { duration?: number }[]
  return {
    score: Math.round(score * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    requests: requests.length,
    jsRequests: scripts.length,
    jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    chain: audits['critical-request-chains']?.details?.longestChain?.length ?? 0,
    longestTask: Math.max(0, ...tasks.map((t) => t.duration ?? 0)),
  }
}

/**
 * Lighthouse (mobile preset, simulated throttling) on the Chromium listening on `port`. A trace Lighthouse could
 * not record (NO_NAVSTART, NO_FCP on a busy machine) is measured once more rather than failing the whole run.
 */
async function audit(port: number, url: string, warm: boolean, attempt = 1): Promise<Measure> {
  try {
    return await auditOnce(port, url, warm)
  } catch (error) {
    if (attempt >= 3 || !(error instanceof LighthouseRuntimeError)) throw error
    console.log(`  ${url}: ${error.message}; measuring again`)
    return audit(port, url, warm, attempt + 1)
  }
}

class LighthouseRuntimeError extends Error {}

async function auditOnce(port: number, url: string, warm: boolean): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Warm: keep the worker, its caches, IndexedDB and the HTTP cache of the visit before.
    disableStorageReset: warm,
  })
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  if (SAVE_DIR) {
    const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-')
    mkdirSync(SAVE_DIR, { recursive: true })
    writeFileSync(path.join(SAVE_DIR, `${slug}-${warm ? 'warm' : 'cold'}-${Date.now()}.json`), JSON.stringify(lhr))
  }
  const landed = new URL(lhr.finalDisplayedUrl).pathname
  if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed}`)
  return figures(lhr.audits as Record<string, Audit>, lhr.categories.performance?.score ?? Number.NaN)
}

/**
 * One cold and one warm measurement of `url` in a fresh Chromium profile: the cookie is set first (signed-in
 * pages), Lighthouse measures the cold visit, a visit waits for the service worker to control the page and
 * the query cache to be saved, then Lighthouse measures again without resetting storage.
 */
async function coldAndWarm(url: string, cookie: string | undefined): Promise<{ cold: Measure; warm: Measure }> {
  const chrome = await launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: CHROME_FLAGS })
  const kill = defer(() => chrome.kill())
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const context = browser.contexts()[0]
    if (!context) throw new Error('Chromium has no default context')
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string]
      await context.addCookies([{ name, value, url: new URL(url).origin }]) // path / (a page URL would narrow it)
    }
    const cold = await audit(chrome.port, url, false)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    // The app registers its worker after the first render; the baseline has none (then this waits 10 s).
    await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 })
      .catch(() => undefined)
    await page.waitForTimeout(1500) // the persister writes at most once a second
    await page.close()
    await browser.close() // disconnects; the browser itself stays for Lighthouse
    const warm = await audit(chrome.port, url, true)
    return { cold, warm }
  } finally {
    await kill()
  }
}

/** Each figure's median over the runs (each on its own: the medians may come from different runs). */
function medianOf(runs: Measure[]): Measure {
  const m = (key: keyof Measure) => median(runs.map((x) => x[key]))
  return {
    score: m('score'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    requests: m('requests'),
    jsRequests: m('jsRequests'),
    jsKb: m('jsKb'),
    chain: m('chain'),
    longestTask: m('longestTask'),
  }
}

const row = (name: string, runs: Measure[]): string[] => {
  const m = medianOf(runs)
  return [
    name,
    String(m.score),
    fixed(m.fcp / 1000, 2),
    fixed(m.lcp / 1000, 2),
    fixed(m.tbt, 0),
    fixed(m.cls, 3),
    String(m.requests),
    String(m.jsRequests),
    fixed(m.jsKb),
    String(m.chain),
    fixed(m.longestTask, 0),
    runs.map((x) => x.score).join(' '),
  ]
}

/** Lighthouse mobile, cold and warm, for the app's main pages beside a bare Vite + React page, served alike. */
export async function lighthouseBenchmark(): Promise<void> {
  const appOut = tempDir('acp-bench-lh-app-')
  const baselineOut = tempDir('acp-bench-lh-baseline-')
  log(
    APP_DIR ? `Building the baseline with Vite (the app: ${APP_DIR})…` : 'Building the app and the baseline with Vite…',
  )
  if (!APP_DIR) await buildApp(appOut.dir)
  await buildBaseline(baselineOut.dir)
  log('Starting the product server for each…')
  const [app, baseline] = await Promise.all([
    startProductServer(APP_DIR ?? appOut.dir),
    startProductServer(baselineOut.dir),
  ])
  try {
    const cookie = await signIn(app.url, PM_VIC)
    const first = await fetch(`${app.url}/v1/portfolio?page-size=1`, { headers: { Cookie: cookie } })
    const id = ((await first.json()) as { data: { items: { compliancePropertyId: number }[] } }).data.items[0]
      ?.compliancePropertyId
    if (id === undefined) throw new Error('the seeded portfolio is empty')
    const pages: Page[] = [
      { key: 'baseline', name: 'bare Vite + React (baseline)', origin: 'baseline', path: '/', signedIn: false },
      { key: 'login', name: '/auth/login (signed out)', origin: 'app', path: '/auth/login', signedIn: false },
      { key: 'dashboard', name: '/ (dashboard)', origin: 'app', path: '/', signedIn: true },
      { key: 'portfolio', name: '/portfolio', origin: 'app', path: '/portfolio', signedIn: true },
      { key: 'property', name: `/property/${id}`, origin: 'app', path: `/property/${id}`, signedIn: true },
      {
        key: 'documents',
        name: `/property/${id}/documents`,
        origin: 'app',
        path: `/property/${id}/documents`,
        signedIn: true,
      },
    ]
    const results = pages
      .filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.key))
      .map((page) => ({ page, cold: [] as Measure[], warm: [] as Measure[] }))
    // Round-robin, so every page sees the same spread of machine load.
    for (let run = 1; run <= RUNS; run++) {
      for (const result of results) {
        const { page } = result
        const url = `${page.origin === 'app' ? app.url : baseline.url}${page.path}`
        log(`  run ${run}/${RUNS}: ${page.name}`)
        const { cold, warm } = await coldAndWarm(url, page.signedIn ? cookie : undefined)
        result.cold.push(cold)
        result.warm.push(warm)
      }
    }

    log(
      `\n(f) Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, simulated throttling; median of ${RUNS} runs, fresh profile each`,
    )
    log('    cold: first visit; warm: the same profile again after a visit (service worker and caches warm)\n')
    printTable(
      [
        { title: 'page' },
        { title: 'score', align: 'right' },
        { title: 'FCP s', align: 'right' },
        { title: 'LCP s', align: 'right' },
        { title: 'TBT ms', align: 'right' },
        { title: 'CLS', align: 'right' },
        { title: 'requests', align: 'right' },
        { title: 'JS req', align: 'right' },
        { title: 'JS KB', align: 'right' },
        { title: 'chain', align: 'right' },
        { title: 'long task ms', align: 'right' },
        { title: 'scores' },
      ],
      [
        ...results.map((r) => row(`${r.page.name}, cold`, r.cold)),
        ...results.map((r) => row(`${r.page.name}, warm`, r.warm)),
      ],
    )
    log('\n    JS KB: transferred (compressed) script bytes; a service worker answer transfers 0.')
    log('    chain: the longest critical request chain (Lighthouse); long task: the longest main-thread task')
    log('    Lighthouse saw (its own CPU slowdown applied).')
    log('\nGoals (issue 16), on the medians:')
    const medians = results.map(({ page, cold, warm }) => ({
      name: page.name,
      app: page.origin === 'app',
      signedIn: page.signedIn,
      cold: medianOf(cold),
      warm: medianOf(warm),
    }))
    for (const line of goalLines(medians)) log(`    ${line}`)
  } finally {
    await app.close()
    await baseline.close()
    await appOut.remove()
    await baselineOut.remove()
  }
}
