import { expect, test } from '@playwright/test'
import type { PortfolioRow } from '../../src/contract/portfolio.ts'
import { goOffline, savedQueryKeys, storedText, waitForSaved, waitForServiceWorker } from './pages/offline.ts'
import { PropertyPage } from './pages/property-page.ts'
import { signIn } from './pages/shell.ts'

type Invoices = { items: { invoiceNumber: string; pdfUrl: string | null }[] }

test.describe.configure({ timeout: 90_000 })

// The first visit installs the worker, which downloads the whole app: done before signing in, so the
// sign-in's own page loads do not compete with it on a busy machine.
test.beforeEach(async ({ page }) => {
  await page.goto('/auth/login')
  await waitForServiceWorker(page)
})

test('the app meets Chromium’s installability criteria', async ({ page }) => {
  await page.goto('/auth/login')
  await waitForServiceWorker(page)
  // Named once the first screen has settled and the worker is registered (src/offline/manifest-link.ts).
  await expect(page.locator('link[rel="manifest"]')).toBeAttached()
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's contexts are incognito-like, where Chromium never installs: every other criterion must pass.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([])

  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await page.request.get(href ?? '')).json()
  expect(manifest).toMatchObject({
    name: 'Agency Compliance Portal',
    short_name: 'Compliance',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#12438f',
    background_color: '#ffffff',
  })
  expect(manifest.description).toBeTruthy()
  expect(manifest.screenshots.length).toBeGreaterThan(0)
  // Each icon is a real PNG of the size it claims.
  const purposes = new Set<string>()
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const response = await page.request.get(icon.src)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes)
    purposes.add(`${icon.purpose} ${icon.sizes}`)
  }
  expect([...purposes]).toEqual(expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']))
})

test('the dashboard, the portfolio and a property reload offline with their data', async ({ page, context }) => {
  await signIn(page, 'pm.vic', 'VIC')
  await waitForServiceWorker(page)
  const pp = new PropertyPage(page)
  const rows = (await pp.api<{ items: PortfolioRow[] }>('/v1/portfolio?page-size=5')).items
  const row = rows[0]
  if (!row) throw new Error('pm.vic has no properties')

  await page.goto('/portfolio')
  await expect(page.getByRole('region', { name: 'Properties' }).getByText(row.address.line1).first()).toBeVisible()
  await waitForSaved(page, '"portfolio","list"')
  await pp.open(row.compliancePropertyId)
  await expect(pp.heading()).toContainText(row.address.line1)
  await waitForSaved(page, `"property",${row.compliancePropertyId},"detail"`)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia')

  await goOffline(context, page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia')
  await expect(page.getByRole('status', { name: 'Offline' })).toContainText(/Showing data saved at \d/)
  // Forwarding, uploading and enrolment need the server: the urgent actions say so while offline.
  await expect(page.getByText("You're offline. Forwarding, uploading and changes here need a connection")).toBeVisible()
  await page.goto('/portfolio')
  await expect(page.getByRole('region', { name: 'Properties' }).getByText(row.address.line1).first()).toBeVisible()
  await pp.open(row.compliancePropertyId)
  await expect(pp.heading()).toContainText(row.address.line1)
  // Making a copy needs the server: the button says why it is off.
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeDisabled()
  await expect(page.getByText("You're offline. Making it available offline needs a connection")).toBeVisible()
  await page.getByRole('button', { name: 'Property actions' }).click()
  await expect(page.getByRole('menu')).toContainText("You're offline. This change needs a connection")
  await page.keyboard.press('Escape')
  // The keys are kept on the device when edited offline (offline-keys.spec.ts): their button stays on.
  await expect(page.getByRole('button', { name: 'Update keys' })).toBeEnabled()

  // Back online, stale data refreshes and the notice goes.
  await context.setOffline(false)
  await expect(page.getByRole('status', { name: 'Offline' })).toBeHidden()
})

test('an invoice PDF opened once opens offline', async ({ page, context }) => {
  await signIn(page, 'pm.vic', 'VIC')
  await waitForServiceWorker(page)
  const pp = new PropertyPage(page)
  let pdfUrl: string | null = null
  await pp.findProperty(async (p) => {
    const invoices = await pp.api<Invoices>(`/v1/property/${p.compliancePropertyId}/invoices`)
    pdfUrl = invoices.items.find((i) => i.pdfUrl)?.pdfUrl ?? null
    return pdfUrl !== null
  })
  const open = (url: string) =>
    page.evaluate(async (u) => {
      const r = await fetch(u)
      return { status: r.status, type: r.headers.get('content-type'), start: (await r.text()).slice(0, 5) }
    }, url)
  const online = await open(pdfUrl ?? '')
  expect(online).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' })
  await goOffline(context, page)
  expect(await open(pdfUrl ?? '')).toEqual(online)
})

test('"Make available offline" on a portfolio page opens a never-visited property offline', async ({
  page,
  context,
}) => {
  await signIn(page, 'pm.vic', 'VIC')
  await waitForServiceWorker(page)
  const pp = new PropertyPage(page)
  const first = (await pp.api<{ items: PortfolioRow[] }>('/v1/portfolio?page-size=1')).items[0]
  if (!first) throw new Error('pm.vic has no properties')
  // A search narrows the page to a few properties, so the test does not fetch 25 of them.
  const query = first.address.line1
  const rows = (await pp.api<{ items: PortfolioRow[] }>(`/v1/portfolio?query=${encodeURIComponent(query)}`)).items
  await page.goto(`/portfolio?query=${encodeURIComponent(query)}`)
  await page.getByRole('button', { name: 'Make available offline' }).click()
  await expect(page.getByText(/^Ready offline · as of \d/)).toBeVisible({ timeout: 30_000 })
  for (const row of rows)
    await waitForSaved(page, JSON.stringify(['offline', 'ready', 'property', row.compliancePropertyId]))

  await goOffline(context, page)
  await pp.open(first.compliancePropertyId)
  await expect(pp.heading()).toContainText(first.address.line1)
  await page.reload()
  await expect(pp.heading()).toContainText(first.address.line1)
  await expect(page.getByText(/^Ready offline · as of \d/)).toBeVisible()
})

test('after an agency switch, and after logout, nothing of the other agency or user remains stored', async ({
  page,
}) => {
  await signIn(page, 'multi', 'NSW')
  await expect(page.getByRole('main').getByText('Harbour & Co Property')).toBeVisible()
  await waitForServiceWorker(page)
  const pp = new PropertyPage(page)
  let pdfUrl = ''
  const property = await pp.findProperty(async (p) => {
    const invoices = await pp.api<Invoices>(`/v1/property/${p.compliancePropertyId}/invoices`)
    pdfUrl = invoices.items.find((i) => i.pdfUrl)?.pdfUrl ?? ''
    return pdfUrl !== ''
  })
  await pp.open(property.compliancePropertyId)
  await expect(pp.heading()).toContainText(property.address.line1)
  await page.evaluate((url) => fetch(url).then((r) => r.arrayBuffer()), pdfUrl)
  await waitForSaved(page, `"property",${property.compliancePropertyId},"detail"`)
  // The check below can fail: Harbour's property and PDF are stored now.
  expect(await storedText(page)).toContain(property.address.line1)
  expect(await storedText(page)).toContain(pdfUrl)

  await page.goto('/')
  await page.getByRole('button', { name: 'Switch portfolio' }).click()
  await page
    .getByRole('dialog', { name: 'Switch portfolio' })
    .getByRole('button', { name: /Sunshine Coast Realty/ })
    .click()
  await expect(page.getByRole('main').getByText('Sunshine Coast Realty')).toBeVisible()
  // Saves are throttled (a second): the old agency's data goes at once, the new one's comes with the next save.
  const switched = (stored: string) =>
    stored.includes('Sunshine Coast Realty') && !stored.includes(property.address.line1)
  await expect.poll(async () => switched(await storedText(page))).toBe(true)
  expect(await storedText(page)).not.toContain(pdfUrl)

  await page.goto('/auth/logout')
  await expect(page.getByRole('heading', { name: 'Select your state' })).toBeVisible()
  await expect.poll(() => storedText(page)).not.toContain('Sunshine Coast Realty')
  expect(await savedQueryKeys(page)).toEqual([])
})

test('a new version offers Reload: it waits while a form has unsaved input, then reloads into the new version', async ({
  page,
}) => {
  await signIn(page, 'pm.vic', 'VIC')
  await waitForServiceWorker(page)
  await page.goto('/settings/preferences')
  const select = page.getByLabel('Preset dashboard filters to this property manager')
  await expect(select.locator('option').nth(1)).toBeAttached()
  // The app has registered its worker on this page (it names the manifest after): a registration of its own
  // after the one below would replace the waiting version.
  await expect(page.locator('link[rel="manifest"]')).toBeAttached()
  // The next deployment, as the browser sees one: another worker script installs beside the running one
  // and waits. (Playwright cannot change the bytes of the worker's own script; a new script URL does the same.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version', { scope: '/' }))
  const banner = page.getByRole('status', { name: 'Update' })
  await expect(banner).toContainText('A new version is available')

  // Unsaved input: Reload explains and keeps the page (a marker on window survives).
  await page.evaluate(() => Object.assign(window, { stillHere: true }))
  const initial = await select.inputValue()
  await select.selectOption({ index: initial === '' ? 1 : 0 })
  await banner.getByRole('button', { name: 'Reload' }).click()
  await expect(banner).toContainText('Save or close the form you are working on first, then reload.')
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true)

  await select.selectOption(initial)
  await banner.getByRole('button', { name: 'Reload' }).click()
  await page.waitForFunction(() => !('stillHere' in window))
  // The reloaded page runs under the new version.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js?next-version'))
})

test('Settings → Storage shows persistence and usage, and clears offline data', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  await waitForServiceWorker(page)
  await page.goto('/portfolio')
  await waitForSaved(page, '"portfolio","list"')
  await page.goto('/settings')
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Storage' }).click()
  await expect(page.getByRole('heading', { name: 'Storage' })).toBeVisible()
  await expect(page.getByText(/^(On|Off): the browser/)).toBeVisible()
  await expect(page.getByText(/ of .* available$/)).toBeVisible()
  await page.getByRole('button', { name: 'Clear offline data' }).click()
  await expect(page.getByText('Offline data cleared. Screens load from the server again.')).toBeVisible()
  await expect.poll(async () => (await savedQueryKeys(page)).some((k) => k.includes('portfolio'))).toBe(false)
})

test.describe('on iOS Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  })

  test('an "Add to Home Screen" hint explains how to install, until dismissed', async ({ page }) => {
    await signIn(page, 'pm.vic', 'VIC')
    const hint = page.getByRole('region', { name: 'Install' })
    await expect(hint).toContainText('Add to Home Screen')
    await hint.getByRole('button', { name: 'Dismiss' }).click()
    await expect(hint).toBeHidden()
    await page.reload()
    await expect(page.locator('main#main')).toBeVisible()
    await expect(hint).toBeHidden()
  })
})
