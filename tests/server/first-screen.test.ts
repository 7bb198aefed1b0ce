import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstScreen, preloadLinks, type Visitor } from '../../server/http/first-screen.ts'
import { staticRoutes } from '../../server/http/static.ts'

// The HTML of a first visit names the screen's chunks and first calls (issue 16 goal 3).
const CHUNKS = {
  login: ['/assets/login-a1.js'],
  'eula-modal': ['/assets/eula-modal-b2.js'],
  'terms-first': ['/assets/terms-first-c3.js'],
  shell: ['/assets/shell-d4.js', '/assets/login-a1.js'],
  dashboard: ['/assets/dashboard-e5.js', '/assets/shell-d4.js'],
  property: ['/assets/property-f6.js'],
  documents: ['/assets/documents-g7.js'],
  settings: ['/assets/settings-h8.js'],
}

describe('firstScreen', () => {
  it('sends a signed-out visitor of any app address to the sign-in page: its chunk, the session probe and the systems', () => {
    for (const address of ['/', '/property/12', '/auth/login']) {
      expect(firstScreen(address, '', 'signed-out')).toEqual({
        chunks: ['login'],
        calls: ['/v1/auth/session-probe', '/v1/auth/systems'],
      })
    }
  })

  it('gives a signed-in visit the layout, the licence check and the screen: the property and its cards', () => {
    expect(firstScreen('/property/307', '', 'signed-in')).toEqual({
      chunks: ['terms-first', 'shell', 'property'],
      calls: [
        '/v1/auth/session-probe',
        '/v1/me/terms',
        '/v1/me/active-experiments',
        '/v1/me/agency-settings',
        '/v1/property/307',
        '/v1/property/307/invoices',
        '/v1/property/307/contacts?landlords=true&occupants=true&propertyManagers=true',
        '/v1/property/307/appliances',
        '/v1/property/307/entry-method-preferences',
        '/v1/agency/entry-method-preferences',
      ],
    })
    expect(firstScreen('/property/307/documents', '', 'signed-in').chunks).toEqual([
      'terms-first',
      'shell',
      'property',
      'documents',
    ])
  })

  it("adds the property's reported findings where the agency has the problem register", () => {
    const findings = '/v1/property/307/reported-findings'
    expect(firstScreen('/property/307', '', 'signed-in', { problemRegister: true }).calls).toContain(findings)
    expect(firstScreen('/property/307', '', 'signed-in', { problemRegister: false }).calls).not.toContain(findings)
    // The documents screen does not show the card.
    expect(firstScreen('/property/307/documents', '', 'signed-in', { problemRegister: true }).calls).not.toContain(
      '/v1/property/307/reported-findings',
    )
  })

  it('names no call that depends on a query string or a pending agreement', () => {
    expect(firstScreen('/portfolio', '?query=smith', 'signed-in').calls).toEqual([
      '/v1/auth/session-probe',
      '/v1/me/terms',
    ])
    expect(firstScreen('/property/307', '', 'terms-pending')).toEqual({
      chunks: ['terms-first', 'shell', 'eula-modal'],
      calls: ['/v1/auth/session-probe', '/v1/me/terms'],
    })
  })

  it("names the dashboard's numbers for the manager its filter is preset to, or that its address names", () => {
    const stats = (search: string, preset: number | null) =>
      firstScreen('/', search, 'signed-in', { dashboardManager: preset }).calls.filter((call) =>
        call.startsWith('/v1/stats'),
      )
    expect(stats('', 6)).toEqual(['/v1/stats?propertyManagerId=6'])
    expect(stats('', null)).toEqual(['/v1/stats'])
    expect(stats('?property-manager=9', 6)).toEqual(['/v1/stats?propertyManagerId=9'])
    expect(stats('?property-manager=all', 6)).toEqual(['/v1/stats'])
    expect(stats('?property-manager=1%22', 6)).toEqual([])
    expect(firstScreen('/', '?graphs-tab=other-service-providers', 'signed-in', { dashboardManager: 6 }).calls).toEqual(
      ['/v1/auth/session-probe', '/v1/me/terms'],
    )
  })

  it('does not take anything from the address but a whole-number property id', () => {
    expect(firstScreen('/property/1%22%3E', '', 'signed-in').calls).toEqual(['/v1/auth/session-probe', '/v1/me/terms'])
    expect(firstScreen('/property/0', '', 'signed-in').calls).not.toContain('/v1/property/0')
  })
})

describe('preloadLinks', () => {
  it('names each file once, unknown chunks not at all, then all the calls in one request with the cookie', () => {
    const links = preloadLinks({ chunks: ['shell', 'dashboard', 'nowhere'], calls: ['/v1/a?x=1&y=2', '/v1/b'] }, CHUNKS)
    expect(links).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/shell-d4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-e5.js">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/v1/first-screen?call=%2Fv1%2Fa%3Fx%3D1%26y%3D2&amp;call=%2Fv1%2Fb">',
    )
  })

  it('names no request for a screen without calls', () => {
    expect(preloadLinks({ chunks: ['settings'], calls: [] }, CHUNKS)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/settings-h8.js">',
    )
  })
})

describe('the served shell', () => {
  let dir: string
  let visitor: Visitor = 'signed-out'
  let app: ReturnType<typeof staticRoutes>
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'acp-first-screen-'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><head><title>App</title></head><body><div id="root"></div></body>',
    )
    writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(CHUNKS))
    app = staticRoutes(dir, async () => ({ visitor, dashboardManager: 6, problemRegister: true }))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const shell = async (address: string) => {
    const res = await app.request(address)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    return res.text()
  }

  it('carries the hints in its head, for the visitor the server found', async () => {
    visitor = 'signed-in'
    const html = await shell('/')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-e5.js">')
    const calls = /href="(\/v1\/first-screen\?[^"]+)"><\/head>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? ''
    expect(new URLSearchParams(calls.split('?')[1]).getAll('call')).toEqual([
      '/v1/auth/session-probe',
      '/v1/me/terms',
      '/v1/me/active-experiments',
      '/v1/me/agency-settings',
      '/v1/agency/property-managers',
      '/v1/stats?propertyManagerId=6',
    ])
    // The header, painted before any script, ahead of the app's root.
    expect(html).toMatch(
      /<div id="boot-shell" aria-hidden="true"[^>]*>.*Agency Compliance Portal.*<\/div><div id="root">/,
    )
    visitor = 'signed-out'
    const signedOut = await shell('/')
    expect(signedOut).toContain('href="/assets/login-a1.js"')
    expect(signedOut).not.toContain('dashboard')
    expect(signedOut).not.toContain('boot-shell')
  })

  it('serves index.html asked for by name as built, and a missing asset as 404', async () => {
    expect(await (await app.request('/index.html')).text()).not.toContain('modulepreload')
    expect((await app.request('/assets/gone-x1.js')).status).toBe(404)
  })
})
