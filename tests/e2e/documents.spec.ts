import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { FILE_TOO_LARGE, INVALID_FILE_TYPE, MAX_UPLOAD_BYTES } from '../../src/contract/documents.ts'
import { DocumentsPage, dispatchOutboxSync, noisePng, PNG_1X1, textFile, uniqueName } from './pages/documents-page.ts'
import { goOffline, waitForSaved, waitForServiceWorker } from './pages/offline.ts'
import { PropertyPage } from './pages/property-page.ts'
import { signIn, smallTouchTargets } from './pages/shell.ts'

// Journeys that look a property up through the API first, and move megabytes through a slowed connection.
test.describe.configure({ timeout: 90_000 })

/** A property of pm.vic's agency that may be changed. Each test names its own documents, so they can share it. */
async function managedProperty(page: Page): Promise<number> {
  await signIn(page)
  const property = await new PropertyPage(page).findProperty((p) => !p.isIntegrated && !p.isCancelled)
  return property.compliancePropertyId
}

test('three files upload two at a time with real progress, and each appears once', async ({ page }) => {
  const docs = new DocumentsPage(page)
  await docs.open(await managedProperty(page))
  const files = ['a', 'b', 'c'].map((stem) => textFile(uniqueName(`survey-${stem}`, 'txt'), 768 * 1024))
  // A slow uplink (300 KB/s) keeps the uploads running long enough to watch them.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  })
  await docs.upload(files)

  await expect(docs.tray().getByRole('progressbar')).toHaveCount(2)
  await expect(docs.tray().getByText('Uploading 3 file(s)')).toBeVisible()
  await expect(
    docs
      .tray()
      .getByText(/^Uploading\.\.\. \(([1-9]|[1-9]\d)%\)$/)
      .first(),
  ).toBeVisible()
  const names = files.map((f) => f.name)
  // While two run, the third waits its turn.
  await expect(docs.trayItem(names[2] as string).getByText('Queued')).toBeVisible()
  expect(await docs.tray().getByRole('progressbar').count()).toBeLessThanOrEqual(2)
  // Leaving now would lose them: the browser asks first, and staying keeps them going.
  const leaving = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const prompt = await leaving
  expect(prompt.type()).toBe('beforeunload')
  await prompt.dismiss()
  expect(page.isClosed()).toBe(false)

  await expect(docs.tray().getByText('3 upload(s) completed')).toBeVisible({ timeout: 60_000 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  for (const name of names) {
    await expect(docs.trayItem(name).getByText('Uploaded (100%)')).toBeVisible()
    await expect(docs.trayItem(name).getByText(/^Received \d\d\/\d\d\/\d{4} .* · Ref [0-9A-F]{8}$/)).toBeVisible()
    await expect(docs.document(name)).toHaveCount(1)
  }
  await docs.tray().getByRole('button', { name: 'Clear' }).click()
  await expect(docs.tray()).toBeHidden()
})

test('the attributes dialog checks its fields; an oversize and a wrong-type file fail at once', async ({ page }) => {
  const docs = new DocumentsPage(page)
  await docs.open(await managedProperty(page))
  const big = {
    name: uniqueName('scan', 'pdf'),
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
  }
  big.buffer.write('%PDF-1.4\n')
  const exe = { name: uniqueName('setup', 'exe'), mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') }
  await docs.pickFiles([big, exe])

  const dialog = docs.dialog()
  await dialog.getByRole('button', { name: 'Upload 2 files' }).click()
  await expect(dialog.getByText('Document type is required')).toBeVisible()
  await expect(dialog.getByLabel('Other service name')).toBeHidden()
  await dialog.getByRole('checkbox', { name: 'Other' }).check()
  await dialog.getByLabel('Other service name').fill('x'.repeat(201))
  await dialog.getByLabel('Document type').selectOption({ label: 'Other' })
  await dialog.getByRole('button', { name: 'Upload 2 files' }).click()
  await expect(dialog.getByText('Other service name must be less than 200 characters')).toBeVisible()
  await dialog.getByLabel('Other service name').fill('Pool fence')
  await dialog.getByRole('button', { name: 'Upload 2 files' }).click()
  await expect(dialog).toBeHidden()

  await expect(docs.trayItem(big.name).getByText(`Failed (${FILE_TOO_LARGE})`)).toBeVisible()
  await expect(docs.trayItem(exe.name).getByText(`Failed (${INVALID_FILE_TYPE})`)).toBeVisible()
  await expect(docs.tray().getByText('2 upload(s) failed')).toBeVisible()
  // Neither was sent: after the queue's next checks the list still does not have them.
  await page.waitForTimeout(1500)
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Documents/ })).toBeVisible()
  await expect(docs.list().getByText(big.name)).toHaveCount(0)
  await expect(docs.list().getByText(exe.name)).toHaveCount(0)
})

test('links land pre-filtered; attributes are edited and a document deleted after confirming', async ({ page }) => {
  const docs = new DocumentsPage(page)
  const id = await managedProperty(page)
  await docs.open(id)
  const report = textFile(uniqueName('smoke-report', 'txt'))
  const photo = { name: uniqueName('meter', 'png'), mimeType: 'image/png', buffer: PNG_1X1 }
  await docs.upload([report], 'Service report', ['Smoke Alarm'])
  await docs.upload([photo], 'Photo', ['Gas'])
  await expect(docs.tray().getByText('2 upload(s) completed')).toBeVisible()

  await docs.open(id, '?filter=SERVICE_REPORT&service=SMOKE')
  await expect(page.getByRole('button', { name: /^Service report \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: /^Smoke Alarm \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(docs.document(report.name)).toBeVisible()
  await expect(docs.document(photo.name)).toHaveCount(0)

  // Edit: the photo becomes a third-party resolution, and the link for those finds it.
  await docs.open(id)
  await docs
    .document(photo.name)
    .getByRole('button', { name: `Edit ${photo.name}` })
    .click()
  await expect(docs.dialog().getByLabel('Document type')).toHaveValue('PHOTO')
  await docs.dialog().getByLabel('Document type').selectOption({ label: 'Third party resolution' })
  await docs.dialog().getByRole('button', { name: 'Save' }).click()
  await expect(docs.dialog()).toBeHidden()
  await docs.open(id, '?filter=THIRD_PARTY_RESOLUTION')
  await expect(docs.document(photo.name)).toContainText('Third party resolution')
  await expect(docs.document(report.name)).toHaveCount(0)

  // Delete asks first; Cancel keeps it, Delete removes it.
  await docs
    .document(photo.name)
    .getByRole('button', { name: `Delete ${photo.name}` })
    .click()
  await docs.dialog().getByRole('button', { name: 'Cancel' }).click()
  await expect(docs.document(photo.name)).toBeVisible()
  await docs
    .document(photo.name)
    .getByRole('button', { name: `Delete ${photo.name}` })
    .click()
  await docs.dialog().getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(docs.document(photo.name)).toHaveCount(0)
})

test('a document opened once opens again offline', async ({ page, context }) => {
  const docs = new DocumentsPage(page)
  await docs.open(await managedProperty(page))
  await waitForServiceWorker(page)
  const photo = { name: uniqueName('smoke-alarm', 'png'), mimeType: 'image/png', buffer: PNG_1X1 }
  await docs.upload([photo])
  await expect(docs.trayItem(photo.name).getByText('Uploaded (100%)')).toBeVisible()

  const openAndSee = async () => {
    await docs
      .document(photo.name)
      .getByRole('button', { name: `Open ${photo.name}` })
      .click()
    const image = docs.dialog().getByRole('img', { name: photo.name })
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    await docs.dialog().getByRole('button', { name: 'Close' }).click()
    await expect(docs.dialog()).toBeHidden()
  }
  await openAndSee()
  await context.setOffline(true)
  await openAndSee()
  await context.setOffline(false)
})

test('an upload made offline waits, survives a reload, and arrives exactly once on reconnect', async ({
  page,
  context,
}) => {
  // The first visit installs the worker; done before signing in so the two do not compete.
  await page.goto('/auth/login')
  await waitForServiceWorker(page)
  const docs = new DocumentsPage(page)
  const id = await managedProperty(page)
  await waitForServiceWorker(page)
  await docs.open(id)
  // The page and the dialog's lists are saved, so both work after an offline reload.
  await waitForSaved(page, '"property-document-services"')
  await waitForSaved(page, `"documents","MANAGED",${id}`)
  await waitForSaved(page, `"property",${id},"detail"`)

  await goOffline(context, page)
  const file = textFile(uniqueName('offline-inspection', 'txt'))
  await docs.upload([file], 'Compliance certificate', ['Smoke Alarm'])
  await expect(docs.trayItem(file.name).getByText('Waiting for connection')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: /^Documents/ })).toBeVisible()
  await expect(docs.trayItem(file.name).getByText('Waiting for connection')).toBeVisible()
  await expect(docs.document(file.name)).toHaveCount(0)

  await context.setOffline(false)
  await expect(docs.trayItem(file.name).getByText('Uploaded (100%)')).toBeVisible({ timeout: 30_000 })
  await expect(docs.trayItem(file.name).getByText(/^Received .* · Ref [0-9A-F]{8}$/)).toBeVisible()
  await expect(docs.document(file.name)).toHaveCount(1)
  // Exactly once on the server too, however many replays ran.
  const stored = await new PropertyPage(page).api<{ items: { name: string }[] }>(
    `/v1/property/${id}/documents?page-size=100`,
  )
  expect(stored.items.filter((d) => d.name === file.name)).toHaveLength(1)
})

/** A managed property's documents page, its worker ready, where the connection drops under every upload's send. */
async function documentsWithUploadsDropped(page: Page) {
  await page.goto('/auth/login')
  await waitForServiceWorker(page)
  const docs = new DocumentsPage(page)
  const id = await managedProperty(page)
  await waitForServiceWorker(page)
  await docs.open(id)
  // The connection drops under every attempt, the page's and the worker's.
  await page
    .context()
    .route(`**/v1/property/${id}/documents`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    )
  return { docs, id }
}

test('an upload whose connection drops waits in the outbox and the sync delivers it once', async ({
  page,
  context,
}) => {
  const { docs } = await documentsWithUploadsDropped(page)
  const file = textFile(uniqueName('dropped', 'txt'))
  await docs.upload([file], 'Compliance certificate', ['Gas'])
  await expect(docs.trayItem(file.name).getByText('Waiting for connection')).toBeVisible()

  await context.unrouteAll({ behavior: 'wait' })
  await dispatchOutboxSync(page)
  await expect(docs.trayItem(file.name).getByText('Uploaded (100%)')).toBeVisible({ timeout: 30_000 })
  await expect(docs.document(file.name)).toHaveCount(1)
})

test('a large photo is made a smaller JPEG on the device before its first send, and the sync delivers that copy', async ({
  page,
  context,
}) => {
  const { docs, id } = await documentsWithUploadsDropped(page)
  const photo = { name: uniqueName('meter-box', 'png'), mimeType: 'image/png', buffer: noisePng(1600, 1200) }
  await docs.upload([photo], 'Photo', ['Gas'])
  // Made smaller at its first send, and stored so: the tray names it as it is sent.
  const sentName = photo.name.replace(/\.png$/, '.jpg')
  await expect(docs.trayItem(sentName).getByText('Waiting for connection')).toBeVisible()

  await context.unrouteAll({ behavior: 'wait' })
  await dispatchOutboxSync(page)
  await expect(docs.trayItem(sentName).getByText('Uploaded (100%)')).toBeVisible({ timeout: 30_000 })
  const stored = await new PropertyPage(page).api<{ items: { name: string; size: number; contentType: string }[] }>(
    `/v1/property/${id}/documents?page-size=100`,
  )
  const [sent, ...again] = stored.items.filter((d) => d.name === sentName)
  expect(again).toHaveLength(0)
  expect(sent?.contentType).toBe('image/jpeg')
  expect(sent?.size).toBeLessThan(photo.buffer.length / 2)
})

test('a non-managed property has its own documents page, reached from the property', async ({ page }) => {
  // Harbour & Co (NSW) is the integrated agency with a software portfolio.
  await signIn(page, 'master', 'NSW')
  const property = await new PropertyPage(page).findNonManaged(() => true)
  await page.goto(`/non-managed-property/${property.agencyPortfolioPropertyId}`)
  await page.getByRole('link', { name: 'Documents', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/non-managed-property/${property.agencyPortfolioPropertyId}/documents$`))
  const docs = new DocumentsPage(page)
  await expect(page.getByRole('heading', { name: /^Documents \(\d+\)$/ })).toBeVisible()
  const file = textFile(uniqueName('strata-minutes', 'txt'))
  await docs.upload([file], 'Other', ['Other'])
  await expect(docs.trayItem(file.name).getByText('Uploaded (100%)')).toBeVisible()
  await expect(docs.trayItem(file.name)).toContainText(property.address.line1)
  await expect(docs.document(file.name)).toContainText('Other')
  await page.getByRole('link', { name: 'Back to property' }).click()
  await expect(page).toHaveURL(new RegExp(`/non-managed-property/${property.agencyPortfolioPropertyId}$`))
})

test('a document deleted meanwhile says so in the spec words when saved or deleted', async ({ page }) => {
  const docs = new DocumentsPage(page)
  const id = await managedProperty(page)
  await docs.open(id)
  const file = textFile(uniqueName('gone', 'txt'))
  await docs.upload([file], 'Lease agreement', ['Water Efficiency'])
  await expect(docs.document(file.name)).toBeVisible()
  const url = await docs
    .document(file.name)
    .getByRole('link', { name: `Download ${file.name}` })
    .getAttribute('href')
  const documentUrl = (url ?? '').replace(/\/file$/, '')

  await docs
    .document(file.name)
    .getByRole('button', { name: `Edit ${file.name}` })
    .click()
  // Someone else deletes it (the page's own fetch, so the Origin check passes).
  const status = await page.evaluate(
    (target) =>
      fetch(target, { method: 'DELETE', headers: { 'Idempotency-Key': crypto.randomUUID() } }).then((r) => r.status),
    documentUrl,
  )
  expect(status).toBe(200)
  await docs.dialog().getByLabel('Document type').selectOption({ label: 'Entry notice' })
  await docs.dialog().getByRole('button', { name: 'Save' }).click()
  await expect(docs.dialog().getByRole('alert')).toContainText('Property document not found')
  await docs.dialog().getByRole('button', { name: 'Cancel' }).click()

  await docs
    .document(file.name)
    .getByRole('button', { name: `Delete ${file.name}` })
    .click()
  await docs.dialog().getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(docs.dialog().getByRole('alert')).toContainText('Property document not found')
})

test('photos shared to the installed app are given a property and a kind, then uploaded', async ({ page }) => {
  await page.goto('/auth/login')
  await waitForServiceWorker(page)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await page.request.get(href ?? '')).json()
  expect(manifest.share_target).toMatchObject({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
  })
  await signIn(page)
  await waitForServiceWorker(page)
  const property = await new PropertyPage(page).findProperty((p) => !p.isIntegrated && !p.isCancelled)

  // What the phone does on "Share": a multipart POST navigation to the manifest's share_target.
  const name = uniqueName('gallery', 'png')
  await page.evaluate(
    ({ fileName, bytes }) => {
      const form = document.createElement('form')
      form.method = 'POST'
      form.action = '/share-target'
      form.enctype = 'multipart/form-data'
      const input = document.createElement('input')
      input.type = 'file'
      input.name = 'files'
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], fileName, { type: 'image/png' }))
      input.files = transfer.files
      form.append(input)
      document.body.append(form)
      form.submit()
    },
    { fileName: name, bytes: [...PNG_1X1] },
  )
  await page.waitForURL(/\/share-target\?share=/)
  await expect(page.getByRole('list', { name: 'Shared files' })).toContainText(name)
  await page.getByLabel('Which property are these for?').fill(property.address.line1)
  await page.getByRole('button', { name: property.address.fullAddress }).click()
  await page.getByLabel('Document type').selectOption({ label: 'Photo' })
  await page.getByRole('checkbox', { name: 'Smoke Alarm' }).check()
  await page.getByRole('button', { name: 'Upload 1 file' }).click()

  await page.waitForURL(`/property/${property.compliancePropertyId}/documents`)
  const docs = new DocumentsPage(page)
  await expect(docs.trayItem(name).getByText('Uploaded (100%)')).toBeVisible()
  await expect(docs.document(name)).toHaveCount(1)
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('the documents page, the dialog and the tray fit the phone, with no accessibility violations', async ({
    page,
  }) => {
    const docs = new DocumentsPage(page)
    await docs.open(await managedProperty(page))
    const noSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    await expect(docs.list()).toBeVisible()
    expect(await noSideways()).toBe(true)
    expect(
      await smallTouchTargets(page.locator('section[aria-labelledby="documents-title"]').getByRole('button')),
    ).toEqual([])
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])

    await docs.pickFiles([textFile(uniqueName('phone', 'txt'))])
    expect(await noSideways()).toBe(true)
    expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
    await docs.describeAndUpload()
    await expect(docs.tray().getByText('1 upload(s) completed')).toBeVisible()
    expect(await noSideways()).toBe(true)
    expect(await smallTouchTargets(docs.tray().getByRole('button'))).toEqual([])
    expect(
      (await new AxeBuilder({ page }).include('section[aria-labelledby="upload-tray-title"]').analyze()).violations,
    ).toEqual([])
    await page.screenshot({ path: '.tmp/docs-client-360.png' })
  })
})
