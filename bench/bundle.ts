import { launchBrowser } from './lib/browser.ts'
import { buildApp, buildBaseline } from './lib/build.ts'
import { type FirstScreen, measureFirstScreen } from './lib/bundle-size.ts'
import { tempDir } from './lib/cleanup.ts'
import { type Stub, serveStatic } from './lib/static-server.ts'
import { fixed, printTable, signed } from './lib/table.ts'

/** Where a signed-out first visit to / should end up. */
const EXPECTED_LANDING = '/auth/login'
const EMPTY_LIST = JSON.stringify({ success: true, data: { items: [], total: 0 }, error: null })
const SIGNED_OUT = JSON.stringify({ success: false, data: null, error: 'Not signed in' })

/**
 * No API runs for this measurement: GET /v1/auth/systems (the sign-in screen's list) gets an empty list,
 * any other /v1 call (the session check) a 401, as a signed-out first visitor gets. Records what was asked.
 */
function apiStub(asked: string[]): Stub {
  return (pathname) => {
    if (!pathname.startsWith('/v1/')) return undefined
    asked.push(pathname)
    return pathname === '/v1/auth/systems'
      ? { status: 200, type: 'application/json', body: EMPTY_LIST }
      : { status: 401, type: 'application/json', body: SIGNED_OUT }
  }
}

async function firstScreenOf(outDir: string, stub: Stub | undefined): Promise<FirstScreen> {
  const server = await serveStatic(outDir, stub)
  const { browser, close } = await launchBrowser()
  try {
    return await measureFirstScreen(browser, `${server.url}/`)
  } finally {
    await close()
    await server.close()
  }
}

const kb = (bytes: number) => fixed(bytes / 1024)

/** (a) First-screen bundle: the JS and CSS a first visit to / loads, the app beside a bare Vite + React page. */
export async function bundleBenchmark(): Promise<void> {
  const appOut = tempDir('acp-bench-app-')
  const baselineOut = tempDir('acp-bench-baseline-')
  try {
    process.stdout.write('Building the app and the baseline with Vite…\n')
    await buildApp(appOut.dir)
    await buildBaseline(baselineOut.dir)
    const stubbed: string[] = []
    const app = await firstScreenOf(appOut.dir, apiStub(stubbed))
    const baseline = await firstScreenOf(baselineOut.dir, undefined)

    process.stdout.write(`\n(a) First-screen bundle: JS + CSS loaded by a first visit to /\n`)
    process.stdout.write(`    app lands on ${app.landedOn}; baseline lands on ${baseline.landedOn}\n`)
    if (app.landedOn !== EXPECTED_LANDING) {
      process.stdout.write(`    WARNING: expected the app to redirect / to ${EXPECTED_LANDING}\n`)
    }
    for (const [name, s] of [
      ['app', app],
      ['baseline', baseline],
    ] as const) {
      for (const message of s.pageErrors) process.stdout.write(`    WARNING: ${name} page error: ${message}\n`)
    }
    process.stdout.write('\n')
    const row = (name: string, s: FirstScreen) => [name, String(s.assets.length), kb(s.rawBytes), kb(s.gzipBytes)]
    printTable(
      [
        { title: 'build' },
        { title: 'files', align: 'right' },
        { title: 'raw KB', align: 'right' },
        { title: 'gzip KB', align: 'right' },
      ],
      [
        row('app', app),
        row('baseline (Vite + React)', baseline),
        [
          'difference',
          signed(app.assets.length - baseline.assets.length, 0),
          signed((app.rawBytes - baseline.rawBytes) / 1024),
          signed((app.gzipBytes - baseline.gzipBytes) / 1024),
        ],
      ],
    )
    const ratio = baseline.gzipBytes > 0 ? app.gzipBytes / baseline.gzipBytes : Number.NaN
    process.stdout.write(`\n    app / baseline (gzip): ${fixed(ratio, 2)}×\n\n    app files (gzip -9 KB):\n`)
    for (const a of app.assets) process.stdout.write(`      ${kb(a.gzipBytes).padStart(7)}  ${a.path}\n`)
    process.stdout.write(
      "\n    Note: no real API ran for this measurement. A stub answered the app's /v1 requests:\n" +
        `      GET /v1/auth/systems -> 200 ${EMPTY_LIST}\n` +
        `      any other /v1/*      -> 401 ${SIGNED_OUT} (signed out)\n` +
        `    requests stubbed: ${stubbed.length ? [...new Set(stubbed)].join(', ') : 'none'}\n`,
    )
  } finally {
    await appOut.remove()
    await baselineOut.remove()
  }
}
