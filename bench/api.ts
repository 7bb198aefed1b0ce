import os from 'node:os'
import { DEMO_PASSWORD } from '../server/db/seed/index.ts'
import { goalLines } from './lib/api-goals.ts'
import { startBareHono } from './lib/bare-hono.ts'
import { type LoadResult, measure } from './lib/http-load.ts'
import { type AppProcess, cpuWhile } from './lib/process-cpu.ts'
import { startSeededApp } from './lib/seeded-app.ts'
import { startServerProcess } from './lib/server-process.ts'
import { signIn } from './lib/sign-in.ts'
import { fixed, printTable } from './lib/table.ts'

export type ApiOptions = { connections: number; duration: number }

const FLOOR = 'GET /v1/auth/session (signed-in floor)'

/** Seconds of load before each measured run (JIT, pools, prepared statements). */
const WARMUP = 1

// Browsers ask for compressed answers, and the app compresses (hono/compress) when asked.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/** Fails early, before any load, if an endpoint does not answer 200 with a successful envelope. */
async function check(url: string, headers: Record<string, string>): Promise<string> {
  const body = await checked(url, headers)
  return typeof body.data?.total === 'number' ? `total ${body.data.total}` : 'ok'
}

type Body = { success?: boolean; data?: { total?: number; items?: { compliancePropertyId?: number }[] } }
async function checked(url: string, headers: Record<string, string>): Promise<Body> {
  const response = await fetch(url, { headers })
  const body = (await response.json()) as Body
  if (response.status !== 200 || body.success !== true) {
    throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`)
  }
  return body
}

/** What the signed-in dashboard asks for when it opens (src/features/dashboard, src/api/*.ts). */
export const DASHBOARD_CALLS = [
  '/v1/stats',
  '/v1/stats/integrated',
  '/v1/me/agency-settings',
  '/v1/agency/property-managers',
  '/v1/notice/analytics/urgent-active-notices',
  '/v1/agency/access-issues/analytics/urgent',
  '/v1/quote/analytics/immediate-action',
  '/v1/invoice/analytics/overdue',
  '/v1/reported-findings/analytics/urgent',
  // (New managements are asked for only by agencies synced with a PMS; Bayside Rentals is not.)
]

/** (b) API throughput: the app's endpoints on seeded data beside a bare Hono endpoint, in one run. */
export async function apiBenchmark({ connections, duration }: ApiOptions): Promise<void> {
  process.stdout.write('Migrating and seeding a fresh database…\n')
  const started = performance.now()
  const seeded = await startSeededApp({ log: (message) => process.stdout.write(`  seed: ${message}\n`) })
  // On a PostgreSQL server the app runs as `npm start` runs it: its own process, one worker per core. The
  // embedded database stays in this one process (as npm start keeps it in one).
  const server = seeded.databaseUrl
    ? await startServerProcess({ DATABASE_URL: seeded.databaseUrl, DATA_DIR: seeded.dataDir, SIGN_IN_STANDIN: '1' })
    : undefined
  const app = { ...seeded, url: server?.url ?? seeded.url }
  const bare = await startBareHono()
  try {
    const seconds = (performance.now() - started) / 1000
    const { counts } = app.summary
    process.stdout.write(
      `Ready in ${fixed(seconds)} s: ${app.database}; ` +
        `${counts.properties ?? '?'} properties, ${counts.suburbs ?? '?'} suburbs; ` +
        (server ? `server process: npm start's, ${server.workers} worker(s)\n` : 'app in this process\n'),
    )
    // pm.vic, a property manager of Bayside Rentals (VIC), as the browser signs in.
    const agencyId = app.summary.agencyIds['Bayside Rentals']
    if (agencyId === undefined) throw new Error('The seed made no Bayside Rentals agency')
    const cookie = await signIn(app.url, { username: 'pm.vic', password: DEMO_PASSWORD, stateCode: 'VIC', agencyId })
    const signedIn = { ...BROWSER, cookie }
    const first = (await checked(`${app.url}/v1/portfolio`, signedIn)).data?.items?.[0]?.compliancePropertyId
    if (first === undefined) throw new Error('GET /v1/portfolio listed no property')
    // Whose CPU a row's requests cost: bare Hono runs in this process, as the app does on PGlite.
    const here: AppProcess = { pid: process.pid, children: false }
    const appProcess: AppProcess = server ? { pid: server.pid, children: true } : here
    const endpoints = [
      { name: 'bare Hono GET / (baseline)', url: `${bare.url}/`, headers: BROWSER, cpuOf: here },
      { name: 'GET /v1/auth/systems', url: `${app.url}/v1/auth/systems`, headers: BROWSER },
      // The same without Accept-Encoding: the difference is what compressing the answer costs.
      { name: 'GET /v1/auth/systems, uncompressed', url: `${app.url}/v1/auth/systems`, headers: {} },
      { name: 'GET /v1/meta/suburbs?q=rich', url: `${app.url}/v1/meta/suburbs?q=rich`, headers: BROWSER },
      // Signed in: the floor any signed-in request pays, then the screens' reads.
      { name: FLOOR, url: `${app.url}/v1/auth/session`, headers: signedIn },
      { name: `GET /v1/property/${first}`, url: `${app.url}/v1/property/${first}`, headers: signedIn, goal: true },
      { name: 'GET /v1/portfolio', url: `${app.url}/v1/portfolio`, headers: signedIn, goal: true },
      ...DASHBOARD_CALLS.map((path) => ({
        name: `GET ${path}`,
        url: `${app.url}${path}`,
        headers: signedIn,
        goal: true,
      })),
    ]
    const results: { name: string; result: LoadResult; goal: boolean; cpu?: { app: number; postgres: number } }[] = []
    for (const { name, url, headers, cpuOf = appProcess, goal = false } of endpoints) {
      const note = await check(url, headers)
      process.stdout.write(`Load: ${name} (${note}), ${WARMUP} s warm-up + ${duration} s…\n`)
      const { result, cpu } = await cpuWhile(cpuOf, () =>
        measure(url, { connections, duration, headers, warmup: WARMUP }),
      )
      results.push({ name, result, goal, ...(cpu ? { cpu } : {}) })
    }
    // CPU over the warm-up and the measured run, shared by the requests of both (at about the same rate).
    const perRequest = (seconds: number | undefined, r: LoadResult) =>
      seconds === undefined || r.rps === 0 ? '–' : fixed((seconds * 1e6) / (r.rps * (duration + WARMUP)), 0)

    const base = results[0]?.result
    const ratio = (value: number, of: number | undefined) => (of ? `${fixed(value / of, 2)}×` : '–')
    const load = os.loadavg().map((n) => fixed(n, 2))
    process.stdout.write(
      `\n(b) API throughput: ${connections} connections, ${duration} s each after ${WARMUP} s warm-up; ` +
        'load generator in a separate process\n' +
        `    requests send Accept-Encoding: ${BROWSER['accept-encoding']} unless marked uncompressed\n` +
        `    machine: ${os.availableParallelism()} CPUs, load average ${load.join(' ')} (1/5/15 min) at the end\n\n`,
    )
    printTable(
      [
        { title: 'endpoint' },
        { title: 'req/s', align: 'right' },
        { title: 'p50 ms', align: 'right' },
        { title: 'p95 ms', align: 'right' },
        { title: 'p99 ms', align: 'right' },
        { title: 'errors', align: 'right' },
        { title: 'req/s vs bare', align: 'right' },
        { title: 'p95 vs bare', align: 'right' },
        { title: 'app CPU µs/req', align: 'right' },
        ...(server ? [{ title: 'PostgreSQL µs/req', align: 'right' } as const] : []),
      ],
      results.map(({ name, result: r, cpu }) => [
        name,
        fixed(r.rps, 0),
        fixed(r.p50, 2),
        fixed(r.p95, 2),
        fixed(r.p99, 2),
        String(r.non2xx + r.errors),
        ratio(r.rps, base?.rps),
        ratio(r.p95, base?.p95),
        perRequest(cpu?.app, r),
        ...(server ? [perRequest(cpu?.postgres, r)] : []),
      ]),
    )
    process.stdout.write('\n')
    for (const { name, result: r } of results) {
      const verdict = r.non2xx + r.errors === 0 ? 'all 2xx' : `${r.non2xx} non-2xx, ${r.errors} connection errors`
      process.stdout.write(`    ${name}: ${r.total} responses in ${fixed(r.seconds, 2)} s, ${verdict}\n`)
    }
    const floor = results.find((r) => r.name === FLOOR)?.result
    const lines = goalLines(
      results.filter((r) => r.goal).map(({ name, result }) => ({ name, ...result })),
      floor && base ? floor.rps / base.rps : Number.NaN,
    )
    process.stdout.write(
      `\nGoals (issue 16 goal 5)${server ? '' : ', which are about a PostgreSQL server (set DATABASE_URL)'}:\n`,
    )
    for (const line of lines) process.stdout.write(`    ${line}\n`)
  } finally {
    await bare.close()
    await server?.close()
    await seeded.close()
  }
}
