import { expect, type Page, test } from '@playwright/test'
import { signIn } from './pages/shell.ts'

/*
 * The HTML of a first visit names the screen's chunks and its first calls, these in one request
 * (server/http/first-screen.ts, first-screen-calls.ts). The app must take every answer from it: the one request
 * made once (the app's fetch used the preload), none of the calls it names asked for again, and no warning from
 * the browser that a preload went unused.
 */

// The worker would answer navigations with its precached shell, which carries no hints.
test.use({ serviceWorkers: 'block' })

/** The calls the HTML named, from its one preload of them all. */
async function preloadedCalls(page: Page) {
  const hrefs = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
  expect(hrefs).toHaveLength(1)
  expect(hrefs[0]).toMatch(/^\/v1\/first-screen\?/)
  return { batch: hrefs[0] ?? '', calls: new URL(hrefs[0] ?? '', 'http://x').searchParams.getAll('call') }
}

/** Opens `path` fresh, waits for `ready` and for the browser's unused-preload warning (3 s after load). */
async function firstVisit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const requests: string[] = []
  const warnings: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/v1/')) requests.push(url.pathname + url.search)
  })
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text())
  })
  await page.goto(path)
  await ready(page)
  await page.waitForTimeout(3500)
  const { batch, calls } = await preloadedCalls(page)
  return { batch, preloads: calls, requests, warnings }
}

function expectEachUsedOnce({ batch, preloads, requests, warnings }: Awaited<ReturnType<typeof firstVisit>>) {
  expect(preloads.length).toBeGreaterThan(0)
  expect(requests.filter((r) => r === batch)).toHaveLength(1)
  for (const call of preloads)
    expect(
      requests.filter((r) => r === call),
      `${call} was asked for again`,
    ).toHaveLength(0)
  expect(warnings).toEqual([])
}

test('the sign-in page, signed out: its session probe and systems come in one request, used', async ({ page }) => {
  const visit = await firstVisit(page, '/auth/login', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible()
  })
  expect(visit.preloads).toEqual(['/v1/auth/session-probe', '/v1/auth/systems'])
  expect(await page.locator('link[rel="modulepreload"][href*="/login-"]').count()).toBe(1)
  expectEachUsedOnce(visit)
})

test('the signed-in first screens take every answer of the one request their HTML preloads', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000)
  await signIn(page)
  const first = await page.request.get('/v1/portfolio?page-size=1')
  const id = ((await first.json()) as { data: { items: { compliancePropertyId: number }[] } }).data.items[0]
    ?.compliancePropertyId
  expect(id).toBeDefined()
  // Each screen, when it is ready, and its area's chunk (scripts/vite-chunks.ts).
  const screens: [string, (p: Page) => Promise<void>, string][] = [
    [
      '/',
      (p) => expect(p.getByRole('heading', { name: /^Good (morning|afternoon|evening)/ })).toBeVisible(),
      'dashboard',
    ],
    ['/portfolio', (p) => expect(p).toHaveTitle('Portfolio | Agency Compliance Portal'), 'portfolio'],
    [`/property/${id}`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(), 'property'],
    [`/property/${id}/documents`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(), 'documents'],
  ]
  // A first visit: the cookie, and nothing saved on the device yet (a saved copy answers some calls itself).
  const cookies = await context.cookies()
  for (const [path, ready, chunk] of screens) {
    const device = await browser.newContext({ serviceWorkers: 'block', baseURL: test.info().project.use.baseURL })
    await device.addCookies(cookies)
    const fresh = await device.newPage()
    const visit = await firstVisit(fresh, path, ready)
    expect(visit.preloads, path).toContain('/v1/auth/session-probe')
    // pm.vic's agency has the problem register: the overview's findings card asks for its findings at once.
    if (chunk === 'property') expect(visit.preloads, path).toContain(`/v1/property/${id}/reported-findings`)
    expectEachUsedOnce(visit)
    // The screen's own chunk is named too, so it downloads beside the entry.
    expect(await fresh.locator(`link[rel="modulepreload"][href*="/${chunk}-"]`).count(), path).toBe(1)
    // The header painted by the HTML alone has given way to the app's: one banner, with its menus.
    await expect(fresh.locator('#boot-shell'), path).toHaveCount(0)
    await expect(fresh.getByRole('banner'), path).toHaveCount(1)
    await device.close()
  }
})

test('a signed-in first visit paints the header from the HTML alone, before any script runs', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page)
  const device = await browser.newContext({
    serviceWorkers: 'block',
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  })
  await device.addCookies(await context.cookies())
  const fresh = await device.newPage()
  await fresh.goto('/portfolio')
  const painted = fresh.locator('#boot-shell')
  await expect(painted).toHaveText('Agency Compliance Portal')
  await expect(painted).toHaveAttribute('aria-hidden', 'true')
  // In the header's own colours (the same classes as the app's header).
  expect(
    await painted
      .locator('div')
      .first()
      .evaluate((e) => getComputedStyle(e).backgroundColor),
  ).toBe('rgb(18, 67, 143)')
  await device.close()

  // Signed out, nothing is painted ahead: the sign-in page is not under a header.
  const signedOut = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL })
  const visitor = await signedOut.newPage()
  await visitor.goto('/portfolio')
  await expect(visitor.locator('#boot-shell')).toHaveCount(0)
  await signedOut.close()
})
