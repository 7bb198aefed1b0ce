import { gzipSync } from 'node:zlib'
import type { Browser, Response } from '@playwright/test'

export type Asset = { path: string; kind: 'js' | 'css'; rawBytes: number; gzipBytes: number }
export type FirstScreen = {
  /** The path the page ended on (after client-side redirects). */
  landedOn: string
  assets: Asset[]
  rawBytes: number
  gzipBytes: number
  /** Uncaught errors, console errors and failed JS/CSS loads: a broken first screen loads less than a working one. */
  pageErrors: string[]
}

function kindOf(response: Response): Asset['kind'] | undefined {
  const type = response.headers()['content-type'] ?? ''
  const { pathname } = new URL(response.url())
  if (type.includes('javascript') || /\.m?js$/.test(pathname)) return 'js'
  if (type.includes('text/css') || pathname.endsWith('.css')) return 'css'
  return undefined
}

/**
 * Loads `url` in a fresh headless page, as a first-time visitor (no cache, no service worker), waits until
 * the network is idle, and sums every JS and CSS response: raw bytes and gzip -9 bytes.
 */
export async function measureFirstScreen(browser: Browser, url: string): Promise<FirstScreen> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const pending: Promise<Asset | Error>[] = []
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('console', (message) => {
      // Failed loads are judged below, by what failed: a 401 from the session check is expected.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        pageErrors.push(message.text())
      }
    })
    page.on('response', (response) => {
      const kind = kindOf(response)
      if (!kind) return
      if (!response.ok()) {
        pageErrors.push(`${response.status()} for ${response.url()}`)
        return
      }
      pending.push(
        response.body().then(
          (body) => ({
            path: new URL(response.url()).pathname,
            kind,
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          (error: unknown) => new Error(`No body for ${response.url()}: ${String(error)}`),
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const byPath = new Map<string, Asset>()
    for (const asset of await Promise.all(pending)) {
      if (asset instanceof Error) throw asset
      byPath.set(asset.path, asset)
    }
    const assets = [...byPath.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
    return {
      landedOn: new URL(page.url()).pathname,
      assets,
      rawBytes: assets.reduce((sum, a) => sum + a.rawBytes, 0),
      gzipBytes: assets.reduce((sum, a) => sum + a.gzipBytes, 0),
      pageErrors,
    }
  } finally {
    await context.close()
  }
}
