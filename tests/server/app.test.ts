import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let distDir: string
let withStatic: ReturnType<typeof createApp>
const logLines: string[] = []

beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 5 })
  distDir = mkdtempSync(path.join(os.tmpdir(), 'acp-dist-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><head><title>shell</title></head><div id="root">')
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  const config = { ...readConfig({ NODE_ENV: 'test' }), staticDir: distDir }
  const logger = createLogger('info', (line) => logLines.push(line))
  withStatic = createApp({ db: t.db, config, logger, fileStore: t.fileStore })
})
afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true })
  await t.close()
})

const get = (p: string, headers: Record<string, string> = {}) => withStatic.request(`http://localhost${p}`, { headers })

describe('one origin for API and app', () => {
  it('answers unknown API paths with the JSON 404 envelope, not the shell', async () => {
    for (const p of ['/v1/nope', '/v2/property/1/nothing-here']) {
      const res = await get(p)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(await res.json()).toEqual({ success: false, data: null, error: 'Not found', code: 'NOT_FOUND' })
    }
  })

  it('caches hashed assets for a year and never caches the shell or the service worker', async () => {
    const asset = await get('/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const p of ['/', '/index.html', '/sw.js']) {
      const res = await get(p)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('falls back to index.html for app routes', async () => {
    const res = await get('/property/12/documents?filter=SERVICE_REPORT')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>shell</title>')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it("preloads a property's reported findings on its first visit only where the agency has the problem register", async () => {
    const firstPropertyOf = async (cookie: string) => {
      const res = await t.call('/v1/portfolio?page-size=1', { headers: { Cookie: cookie } })
      return ((await res.json()) as { data: { items: { compliancePropertyId: number }[] } }).data.items[0]
        ?.compliancePropertyId
    }
    // pm.vic: Bayside Rentals has it; master: Harbour & Co Property has not.
    for (const [username, state, expected] of [
      ['pm.vic', 'VIC', true],
      ['master', 'NSW', false],
    ] as const) {
      const cookie = await t.signIn(username, state)
      const id = await firstPropertyOf(cookie)
      const html = await (await get(`/property/${id}`, { Cookie: cookie })).text()
      // The first calls, named in one request (server/http/first-screen-calls.ts).
      const batch = /href="\/v1\/first-screen\?([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? ''
      const calls = new URLSearchParams(batch).getAll('call')
      expect(calls, username).toContain(`/v1/property/${id}`)
      expect(calls.includes(`/v1/property/${id}/reported-findings`), username).toBe(expected)
    }
  })

  it('answers a missing asset with 404 rather than the shell', async () => {
    const res = await get('/assets/index-gone.js')
    expect(res.status).toBe(404)
  })

  it('gives every response a request id and logs the request as JSON with it', async () => {
    const res = await get('/v1/auth/systems')
    const id = res.headers.get('x-request-id')
    expect(id).toBeTruthy()
    const entry = logLines.map((l) => JSON.parse(l)).find((l) => l.reqId === id)
    expect(entry).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/v1/auth/systems', status: 200 })
  })

  it('sends security headers', async () => {
    const res = await get('/')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
