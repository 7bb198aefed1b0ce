import { startBareHono } from './lib/bare-hono.ts'
import type { Statement } from './lib/bench-database.ts'
import { explain } from './lib/explain.ts'
import { measure } from './lib/http-load.ts'
import { startPortfolioApp } from './lib/portfolio-app.ts'
import { type Endpoint, type Measured, printExplains, printResults } from './lib/portfolio-report.ts'
import { searchTerms } from './lib/search-words.ts'
import { fixed } from './lib/table.ts'

export type PortfolioOptions = { connections: number; duration: number; properties: number }

// Browsers ask for compressed answers, and the app compresses (hono/compress) when asked.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }
const out = (line: string) => process.stdout.write(`${line}\n`)

/** One request before any load: it must answer 200 with success, or the run stops with the body shown. */
async function check(url: string, headers: Record<string, string>): Promise<number | undefined> {
  const response = await fetch(url, { headers })
  const text = await response.text()
  let body: { success?: boolean; data?: { total?: number } } = {}
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: reported below with the raw text.
  }
  if (response.status !== 200 || body.success !== true) {
    throw new Error(`GET ${url} answered ${response.status}:\n${text.slice(0, 1000)}`)
  }
  return body.data?.total
}

/** The portfolio's main query: the one that pages with `count(*) over ()` (the other fetches the page's services). */
const mainQuery = (statements: Statement[]) => statements.find((s) => /count\(\*\) over \(\)/i.test(s.text))

/** Portfolio search and facets on a large agency, on PostgreSQL, beside the bare Hono baseline, in one run. */
export async function portfolioBenchmark({ connections, duration, properties }: PortfolioOptions): Promise<void> {
  out(`Portfolio: migrating and seeding the demo data plus ${properties} Benchmark Realty properties…`)
  const app = await startPortfolioApp(properties, out)
  const bare = await startBareHono()
  try {
    out(`Seeded in ${fixed(app.seedSeconds)} s, then ANALYZE: ${app.where}`)
    out(`  ${app.summary.counts.properties ?? '?'} properties in all; signed in as support to Benchmark Realty`)
    if (!app.onPostgres) {
      out('WARNING: no PostgreSQL server binaries (/usr/lib/postgresql/*/bin) and no DATABASE_URL: fell back to')
      out('         embedded PGlite. These are NOT the PostgreSQL figures the p95 goal is about.')
    }
    // A few hundred matches and about ten: a broad search and a narrow one.
    const searches = await searchTerms(app.db.query, app.benchmarkAgencyId, [300, 10])
    const signedIn = { ...BROWSER, cookie: app.cookie }
    const portfolio = (name: string, query = ''): Endpoint => ({
      name,
      url: `${app.url}/v1/portfolio${query}`,
      headers: signedIn,
      goal: true,
    })
    const endpoints: Endpoint[] = [
      { name: 'bare Hono GET / (baseline)', url: `${bare.url}/`, headers: BROWSER, goal: false },
      // Session lookup, middleware and a few small queries: what any signed-in request costs.
      {
        name: 'GET /v1/auth/session (signed-in floor)',
        url: `${app.url}/v1/auth/session`,
        headers: signedIn,
        goal: false,
      },
      portfolio('portfolio, first page'),
      ...searches.map(({ query }) => portfolio(`search "${query}"`, `?query=${encodeURIComponent(query)}`)),
      portfolio('facet OVERDUE', '?facet=OVERDUE'),
      portfolio('facets BOOKED_IN + APPROACHING', '?facet=BOOKED_IN&facet=APPROACHING_NEXT_SERVICE'),
      // Every property has smoke alarms (service 1), so "gas only" matches none: the filter's worst case.
      portfolio('service 2 (gas), ONLY', '?service=2&serviceExclusivity=ONLY'),
      portfolio('services 1 + 2, ONLY', '?service=1&service=2&serviceExclusivity=ONLY'),
      portfolio('deep page 500', '?page=500'),
    ]

    // Every check (and the SQL it records) before any load: requests still queued from a previous load
    // would run their queries during the next check and be recorded with it.
    const checked: Omit<Measured, 'result'>[] = []
    for (const endpoint of endpoints) {
      const { result: total, statements } = await app.db.record(() => check(endpoint.url, endpoint.headers))
      const path = endpoint.url.slice(endpoint.url.indexOf('/', 'http://'.length))
      checked.push({ ...endpoint, path, total, statement: mainQuery(statements) })
    }
    const measured: Measured[] = []
    for (const row of checked) {
      const matches = row.total === undefined ? '' : `, total ${row.total}`
      out(`Load: ${row.name} (${row.path}${matches}), ${connections} connections, 1 s warm-up + ${duration} s…`)
      measured.push({ ...row, result: await measure(row.url, { connections, duration, headers: row.headers }) })
    }
    // One request at a time: the latency of the code and the query alone, without queueing for the CPUs.
    if (connections > 1) {
      for (const row of measured) {
        out(`Load: ${row.name}, 1 connection, 1 s warm-up + ${duration} s…`)
        row.single = await measure(row.url, { connections: 1, duration, headers: row.headers })
      }
    }
    // After the load, so every plan runs on a warm cache, as the measured requests did.
    for (const row of measured) {
      if (row.statement) row.plan = await explain(app.db.query, row.statement)
    }
    printResults(measured, { connections, duration })
    printExplains(measured, connections)
  } finally {
    await bare.close()
    await app.close()
  }
}
