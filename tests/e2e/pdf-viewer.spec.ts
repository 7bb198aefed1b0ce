import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { devices, expect, test } from '@playwright/test'
import { DocumentsPage, uniqueName } from './pages/documents-page.ts'
import { goOffline, waitForSaved, waitForServiceWorker } from './pages/offline.ts'
import { cspViolations, jpeg2000ScanPdf, multiPagePdf, PdfViewerDialog, pluginFrames } from './pages/pdf-viewer.ts'
import { PropertyPage } from './pages/property-page.ts'
import { signIn, smallTouchTargets } from './pages/shell.ts'
import { UrgentActionsPage } from './pages/urgent-actions.ts'

type Invoices = { items: { invoiceNumber: string; pdfUrl: string | null }[] }

// Sign-in, an upload and an offline reload on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 })

// The first visit installs the worker (and precaches the viewer and PDF.js's worker) before signing in.
test.beforeEach(async ({ page }) => {
  await page.goto('/auth/login')
  await waitForServiceWorker(page)
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true })

  test('a service report PDF opens in the app with pages, zoom and download, and again offline', async ({
    page,
    context,
  }) => {
    const violations = cspViolations(page)
    await signIn(page)
    await waitForServiceWorker(page)
    const property = await new PropertyPage(page).findProperty((p) => !p.isIntegrated && !p.isCancelled)
    const id = property.compliancePropertyId
    const docs = new DocumentsPage(page)
    await docs.open(id)
    const report = await multiPagePdf(uniqueName('smoke-service-report', 'pdf'), 2)
    await docs.upload([report], 'Service report', ['Smoke Alarm'])
    await expect(docs.document(report.name)).toBeVisible()

    const viewer = new PdfViewerDialog(page)
    await docs
      .document(report.name)
      .getByRole('button', { name: `Open ${report.name}` })
      .click()
    await expect(viewer.dialog().getByRole('heading', { name: report.name })).toBeVisible()
    await viewer.expectDrawn(1, 2)
    expect(await pluginFrames(page)).toBe(0)
    // Fits the phone: the page fills the width and nothing scrolls sideways.
    const fitted = await viewer.cssWidth(1, 2)
    expect(fitted).toBeGreaterThan(250)
    expect(fitted).toBeLessThanOrEqual(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await smallTouchTargets(viewer.toolbar().getByRole('button'))).toEqual([])
    expect(await smallTouchTargets(viewer.dialog().getByRole('button', { name: 'Close' }))).toEqual([])
    await expect(viewer.button('Previous page')).toBeDisabled()

    // Pages.
    await viewer.button('Next page').click()
    await viewer.expectDrawn(2, 2)
    await expect(viewer.button('Next page')).toBeDisabled()
    await viewer.button('Previous page').click()
    await viewer.expectDrawn(1, 2)

    // Zoom: in past the width (the page area scrolls sideways, the screen does not), out, and back to the width.
    const fitZoom = await viewer.zoom().innerText()
    await viewer.button('Zoom in').click()
    await expect(viewer.zoom()).not.toHaveText(fitZoom)
    await expect.poll(() => viewer.cssWidth(1, 2)).toBeGreaterThan(fitted)
    await viewer.button('Zoom in').click()
    await expect.poll(() => viewer.cssWidth(1, 2)).toBeGreaterThan(360)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await viewer.button('Zoom out').click()
    await viewer.button('Zoom out').click()
    await expect(viewer.zoom()).toHaveText('25%')
    await expect(viewer.button('Zoom out')).toBeDisabled()
    await expect.poll(() => viewer.cssWidth(1, 2)).toBeLessThan(fitted)
    await viewer.button('Fit to width').click()
    await expect(viewer.zoom()).toHaveText(fitZoom)
    await expect.poll(() => viewer.cssWidth(1, 2)).toBe(fitted)

    // Download: the same bytes, under the document's name.
    const downloading = page.waitForEvent('download')
    await viewer.button(/^Download/).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(report.name)
    expect(Buffer.compare(await readFile((await download.path()) ?? ''), report.buffer)).toBe(0)

    expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
    await viewer.close()

    // Offline, after a reload: the app, the viewer's chunk and PDF.js's worker come from the precache, the
    // file from the worker's file cache.
    await waitForSaved(page, `"documents","MANAGED",${id}`)
    await waitForSaved(page, `"property",${id},"detail"`)
    await goOffline(context, page)
    await page.reload()
    await expect(page.getByRole('heading', { name: /^Documents/ })).toBeVisible()
    await docs
      .document(report.name)
      .getByRole('button', { name: `Open ${report.name}` })
      .click()
    await viewer.expectDrawn(1, 2)
    await viewer.button('Next page').click()
    await viewer.expectDrawn(2, 2)
    expect(await pluginFrames(page)).toBe(0)
    await context.setOffline(false)
    expect(violations).toEqual([])
    await page.screenshot({ path: '.tmp/pdf-viewer-360.png' })
  })
})

test.describe('on an Android phone', () => {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7']
  test.use(pixel)

  test('an invoice PDF opens from the property page, drawn without a frame', async ({ page }) => {
    const violations = cspViolations(page)
    await signIn(page)
    const pp = new PropertyPage(page)
    let invoice: Invoices['items'][number] | undefined
    const property = await pp.findProperty(async (p) => {
      const invoices = await pp.api<Invoices>(`/v1/property/${p.compliancePropertyId}/invoices`)
      invoice = invoices.items.find((i) => i.pdfUrl)
      return invoice !== undefined
    })
    if (!invoice) throw new Error('No invoice with a PDF')
    await pp.open(property.compliancePropertyId)
    await pp
      .invoice(invoice.invoiceNumber)
      .getByRole('button', { name: `View PDF of invoice ${invoice.invoiceNumber}` })
      .click()
    const viewer = new PdfViewerDialog(page)
    await expect(viewer.dialog().getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible()
    await viewer.expectDrawn(1, 1)
    expect(await pluginFrames(page)).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await smallTouchTargets(viewer.toolbar().getByRole('button'))).toEqual([])
    await viewer.close()
    // Focus returns to the button that opened it.
    await expect(pp.invoice(invoice.invoiceNumber).getByRole('button', { name: /^View PDF/ })).toBeFocused()
    expect(violations).toEqual([])
  })
})

test('a scan with a JPEG 2000 image is drawn, without WebAssembly and without loosening the CSP', async ({ page }) => {
  const violations = cspViolations(page)
  await signIn(page)
  const property = await new PropertyPage(page).findProperty((p) => !p.isIntegrated && !p.isCancelled)
  const docs = new DocumentsPage(page)
  await docs.open(property.compliancePropertyId)
  const scan = await jpeg2000ScanPdf(uniqueName('gas-certificate-scan', 'pdf'))
  await docs.upload([scan], 'Service report', ['Gas'])
  await docs
    .document(scan.name)
    .getByRole('button', { name: `Open ${scan.name}` })
    .click()
  // The page has nothing but the image: ink means the decoder ran.
  await new PdfViewerDialog(page).expectDrawn(1, 1)
  expect(violations).toEqual([])
})

test('a quote PDF opens from the dashboard; a file the server refuses says so', async ({ page }) => {
  await signIn(page, 'support', 'WA')
  const u = new UrgentActionsPage(page)
  await u.open('urgent-quotes')
  const row = u.rows('Urgent quotes').first()
  const number = ((await row.getAttribute('aria-label')) ?? '').replace('Quote ', '')
  const viewer = new PdfViewerDialog(page)

  // The service worker fetches PDFs, so the failure is staged on the context (which sees the worker's fetches).
  await page
    .context()
    .route('**/v1/quote/*/pdf', (route) =>
      route.fulfill({ status: 500, json: { success: false, data: null, error: 'Storage unavailable' } }),
    )
  await row.getByRole('button', { name: `View PDF of quote ${number}` }).click()
  await expect(viewer.dialog().getByRole('alert')).toContainText(`Failed to open quote-${number}.pdf`)
  await expect(viewer.dialog().getByRole('alert')).toContainText('Storage unavailable')
  await viewer.close()
  await page.context().unroute('**/v1/quote/*/pdf')

  await row.getByRole('button', { name: `View PDF of quote ${number}` }).click()
  await expect(viewer.dialog().getByRole('heading', { name: `Quote ${number}` })).toBeVisible()
  await viewer.expectDrawn(1, 1)
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
  await page.screenshot({ path: '.tmp/pdf-viewer-desktop.png' })
  await viewer.close()

  // Bytes that are not a PDF: said so, with Download to open them elsewhere.
  const other = u.rows('Urgent quotes').nth(1)
  const otherNumber = ((await other.getAttribute('aria-label')) ?? '').replace('Quote ', '')
  await page
    .context()
    .route('**/v1/quote/*/pdf', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a PDF at all' }),
    )
  await other.getByRole('button', { name: `View PDF of quote ${otherNumber}` }).click()
  await expect(viewer.dialog().getByRole('alert')).toContainText(`quote-${otherNumber}.pdf cannot be shown here`)
  const downloading = page.waitForEvent('download')
  await viewer
    .dialog()
    .getByRole('button', { name: `Download quote-${otherNumber}.pdf` })
    .click()
  expect((await downloading).suggestedFilename()).toBe(`quote-${otherNumber}.pdf`)
})
