import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import * as v from 'valibot'
import type { Tenancy } from '../../src/contract/tenancy.ts'
import { OccupantBodySchema } from '../../src/contract/tenancy-bodies.ts'
import { DocumentsPage, PNG_1X1, textFile, type UploadFile, uniqueName } from './pages/documents-page.ts'
import { goOffline, waitForSaved, waitForServiceWorker } from './pages/offline.ts'
import { PropertyPage } from './pages/property-page.ts'
import { signIn } from './pages/shell.ts'
import { FlakyProxy } from './support/flaky-proxy.ts'
import { OwnServer } from './support/own-server.ts'

/**
 * Issue 12: a field write is never lost, never applied twice, never applied out of order. Each journey runs
 * against a server of its own behind a TCP proxy that cuts, slows, holds and refuses connections (what the
 * browser's own route aborts cannot: those never reach the server), and ends by reading back from the server
 * that every write arrived exactly once, in order, and that the app says so.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const server = new OwnServer(Number(process.env.E2E_OWN_PORT ?? 4391))
const proxy = new FlakyProxy(server.port)

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await server.start()
  await proxy.start()
})
test.afterAll(async () => {
  await proxy.stop()
  await server.stop()
})
test.afterEach(() => {
  proxy.latencyMs = 0
  proxy.setDown(false)
})

/** A fresh browser profile through the proxy, signed in, with the worker in control. */
async function fieldPhone(browser: Browser, username = 'pm.vic', state = 'VIC') {
  const context = await browser.newContext({ baseURL: proxy.url, viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  await page.goto('/auth/login')
  await waitForServiceWorker(page)
  await signIn(page, username, state)
  return { context, page }
}

/** Reopens the app in the same profile after the page was closed (a phone killing the app). */
async function reopen(context: BrowserContext, path: string) {
  const page = await context.newPage()
  await page.goto(path)
  return page
}

/**
 * What the server has, asked on a connection of its own ('Connection: close'): a kept-alive one may be closed by
 * the server's idle timeout just as it is reused, through the proxy a reset of the test's own making.
 */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Connection: 'close' } })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()).data as T
}

const documentsNamed = async (page: Page, id: number, names: string[]) => {
  const list = await api<{ items: { name: string }[] }>(page, `/v1/property/${id}/documents?page-size=100`)
  return names.map((name) => list.items.filter((d) => d.name === name).length)
}

/** A field phone on the documents page of a property of its own. */
async function documentsOfOwnProperty(browser: Browser) {
  const { context, page } = await fieldPhone(browser)
  const id = (await ownProperty(page, (p) => !p.isIntegrated && !p.isCancelled)).compliancePropertyId
  const docs = new DocumentsPage(page)
  await docs.open(id)
  return { context, page, id, docs }
}

const uploadsTo = (id: number) => new RegExp(`^POST /v1/property/${id}/documents$`)
const photo = (stem: string): UploadFile => ({ name: uniqueName(stem, 'png'), mimeType: 'image/png', buffer: PNG_1X1 })

const taken = new Set<number>()
/** A property of the agency no other journey of this file uses. */
async function ownProperty(page: Page, matches: (p: { isIntegrated: boolean; isCancelled: boolean }) => boolean) {
  const property = await new PropertyPage(page).findProperty((p) => !taken.has(p.compliancePropertyId) && matches(p))
  taken.add(property.compliancePropertyId)
  return property
}

async function editableTenancy(
  page: Page,
  also: (tenancy: Tenancy) => boolean = () => true,
): Promise<{ id: number; tenancy: Tenancy }> {
  const property = await ownProperty(page, (p) => !p.isIntegrated && !p.isCancelled)
  const current = (property as unknown as { tenancy: { currentTenancy: Tenancy | null; upcomingTenancy: unknown } })
    .tenancy
  const usable =
    current.currentTenancy &&
    !current.upcomingTenancy &&
    current.currentTenancy.occupants.every((o) => v.safeParse(OccupantBodySchema, o).success) &&
    also(current.currentTenancy)
  if (!usable) return editableTenancy(page, also)
  return { id: property.compliancePropertyId, tenancy: current.currentTenancy as Tenancy }
}

const activeTenancy = async (page: Page, id: number) =>
  (await api<{ activeTenancy: Tenancy | null }>(page, `/v1/property/${id}/tenancies`)).activeTenancy

const panel = (page: Page) => page.getByRole('region', { name: 'Current tenancy' })

async function editNotes(page: Page, notes: string, expectStart?: string) {
  await panel(page).getByRole('button', { name: 'Tenancy actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit tenancy' }).click()
  const wizard = page.getByRole('dialog', { name: 'Edit tenancy' })
  const field = wizard.getByLabel('Notes', { exact: true })
  if (expectStart !== undefined) await expect(field).toHaveValue(expectStart)
  await field.fill(notes)
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByRole('button', { name: 'Submit' }).click()
  await expect(wizard).toBeHidden()
}

async function openProperty(page: Page, id: number) {
  await page.goto(`/property/${id}`)
  await expect(panel(page)).toBeVisible()
  await waitForSaved(page, `"property",${id}`)
}

/** With E2E_TIMINGS set, how long a write took to arrive once the server was back (for the closing note). */
const timing = (journey: string, since: number) => {
  if (process.env.E2E_TIMINGS)
    console.log(`[timing] ${journey}: arrived ${Date.now() - since} ms after the server's return`)
}

const outboxSays = (page: Page, text: string | RegExp) => expect(page.getByRole('status').filter({ hasText: text }))

test('1. uploads on a flapping connection: cut mid-body, the resend meets the open claim, and still each arrives once', async ({
  browser,
}) => {
  const { context, page, id, docs } = await documentsOfOwnProperty(browser)
  const files = [textFile(uniqueName('flap-a', 'txt'), 400 * 1024), textFile(uniqueName('flap-b', 'txt'), 400 * 1024)]
  // Each upload's connection drops half-way through its body, once.
  proxy.resetOnce(uploadsTo(id), 200 * 1024)
  proxy.resetOnce(uploadsTo(id), 150 * 1024)
  await docs.upload(files, 'Compliance certificate', ['Smoke Alarm'])
  for (const file of files)
    await expect(docs.trayItem(file.name).getByText('Uploaded (100%)')).toBeVisible({ timeout: 60_000 })
  expect(
    await documentsNamed(
      page,
      id,
      files.map((f) => f.name),
    ),
  ).toEqual([1, 1])
  await page.reload()
  expect(
    await documentsNamed(
      page,
      id,
      files.map((f) => f.name),
    ),
  ).toEqual([1, 1])
  await context.close()
})

test('2. replay in order: offline "mark vacant" then "add tenancy" arrive in that order, over a slow link, page and worker both replaying', async ({
  browser,
}) => {
  const { context, page } = await fieldPhone(browser)
  // No vacate date yet: a renewal copies none, and the vacancy would give it today's if it came first.
  const { id } = await editableTenancy(page, (t) => t.vacatingAt === null)
  const before = new Set(
    (await api<{ items: Tenancy[] }>(page, `/v1/property/${id}/tenancies`)).items.map((t) => t.tenancyId),
  )
  await openProperty(page, id)
  await goOffline(context, page)
  await panel(page).getByRole('button', { name: 'Tenancy actions' }).click()
  await page.getByRole('menuitem', { name: 'Mark property as vacant' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as vacant' }).click()
  const pending = page.getByRole('region', { name: 'Changes not yet synced' })
  await expect(pending).toContainText('Mark as vacant')
  // Then a renewal: a new tenancy from today. Swapped, the vacancy would end it at once.
  await panel(page).getByRole('button', { name: 'Tenancy actions' }).click()
  await page.getByRole('menuitem', { name: 'Renew tenancy' }).click()
  const renewal = page.getByRole('dialog', { name: 'Renew tenancy' })
  await renewal.getByRole('button', { name: 'Next' }).click()
  await renewal.getByRole('button', { name: 'Next' }).click()
  await renewal.getByRole('button', { name: 'Submit' }).click()
  await expect(renewal).toBeHidden()
  await expect(pending).toContainText('Renew tenancy')
  // Latency as on one bar of signal, then the connection returns: the page and the worker both replay.
  proxy.latencyMs = 700
  await context.setOffline(false)
  const isWrite = (request: string) => request.startsWith(`POST /v1/property/${id}/`)
  const writes = () => proxy.requests.filter(isWrite)
  // In the order they were made. An answer lost on the slow link (the browser's reconnect can cut one) is asked
  // again with the same Idempotency-Key: a resend is allowed, a second write is not (checked below).
  await expect
    .poll(() => [...new Set(writes())], { timeout: 60_000 })
    .toEqual([`POST /v1/property/${id}/mark-as-vacant`, `POST /v1/property/${id}/tenancy`])
  proxy.latencyMs = 0
  await expect(pending).toBeHidden({ timeout: 30_000 })
  // Both accepted, none refused or waiting for review (were one, the outbox's page would name it here).
  await page.goto('/outbox')
  await outboxSays(page, 'Everything is synced.').toBeVisible({ timeout: 30_000 })
  // The renewal may start today (current) or after the lease it renews (upcoming): look in every place.
  const list = await api<{ items: Tenancy[] }>(page, `/v1/property/${id}/tenancies`)
  const detail = await api<{ tenancy: { currentTenancy: Tenancy | null; upcomingTenancy: Tenancy | null } }>(
    page,
    `/v1/property/${id}`,
  )
  const seen = [...list.items, detail.tenancy.currentTenancy, detail.tenancy.upcomingTenancy]
  const renewals = [
    ...new Map(
      seen.filter((t): t is Tenancy => t !== null && !before.has(t.tenancyId)).map((t) => [t.tenancyId, t]),
    ).values(),
  ]
  // The renewal is not vacated: it arrived after the vacancy.
  expect(renewals.map((t) => t.vacatingAt)).toEqual([null])
  const keysOfWrites = proxy.idempotencyKeys.filter((_, i) => isWrite(proxy.requests[i] ?? ''))
  expect(keysOfWrites.every((key) => key !== null)).toBe(true)
  expect(new Set(keysOfWrites).size).toBe(2)
  await context.close()
})

test('3. a write in flight when the app closes is not stuck: reopened it is queued with Retry and Discard, and arrives once', async ({
  browser,
}) => {
  const { context, page } = await fieldPhone(browser)
  const { id, tenancy } = await editableTenancy(page)
  await openProperty(page, id)
  // The edit reaches the proxy but not the server; the app is closed meanwhile.
  const edit = new RegExp(`^PUT /v1/property/${id}/tenancy/`)
  const release = proxy.hold(edit)
  const notes = `closed mid-send ${Date.now()}`
  await panel(page).getByRole('button', { name: 'Tenancy actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit tenancy' }).click()
  const wizard = page.getByRole('dialog', { name: 'Edit tenancy' })
  await wizard.getByLabel('Notes', { exact: true }).fill(notes)
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByRole('button', { name: 'Next' }).click()
  await wizard.getByRole('button', { name: 'Submit' }).click()
  await expect.poll(() => proxy.arrived.filter((r) => edit.test(r)).length).toBe(1)
  await page.close()
  proxy.setDown(true)
  release()

  const again = await reopen(context, '/outbox')
  const row = again.getByRole('listitem', { name: /^Edit tenancy/ })
  await expect(row.getByText('Queued')).toBeVisible({ timeout: 20_000 })
  await expect(row.getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Discard' })).toBeVisible()
  const back = Date.now()
  proxy.setDown(false)
  await outboxSays(again, 'Everything is synced.').toBeVisible({ timeout: 30_000 })
  timing('3 in flight when the app closed', back)
  const now = await activeTenancy(again, id)
  expect(now?.notes).toBe(notes)
  expect(now?.version).toBe(tenancy.version + 1)
  await context.close()
})

test('4. photos are on the device once the attributes dialog goes: the app closed that moment loses none', async ({
  browser,
}) => {
  const { context, page, id, docs } = await documentsOfOwnProperty(browser)
  const release = proxy.hold(uploadsTo(id))
  const photos = ['one', 'two', 'three', 'four'].map((stem) => photo(`field-${stem}`))
  await docs.upload(photos, 'Photo', ['Smoke Alarm'])
  await page.close()
  release()
  const again = await reopen(context, `/property/${id}/documents`)
  const tray = new DocumentsPage(again)
  for (const file of photos)
    await expect(tray.trayItem(file.name).getByText('Uploaded (100%)')).toBeVisible({ timeout: 60_000 })
  expect(
    await documentsNamed(
      again,
      id,
      photos.map((f) => f.name),
    ),
  ).toEqual([1, 1, 1, 1])
  await context.close()
})

test('5. a server killed during an upload: its claim is released, and the upload arrives soon after the server is back', async ({
  browser,
}) => {
  const { context, page, id, docs } = await documentsOfOwnProperty(browser)
  // 4 MB trickling through at 64 KB a step: the server is killed while the body is still arriving.
  const file = textFile(uniqueName('restart', 'txt'), 4 * 1024 * 1024)
  proxy.latencyMs = 200
  await docs.upload([file], 'Compliance certificate', ['Gas'])
  await expect(docs.trayItem(file.name).getByText(/Uploading|Processing/)).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => proxy.requests.filter((r) => uploadsTo(id).test(r)).length).toBe(1)
  await page.waitForTimeout(1000)
  await server.kill()
  proxy.latencyMs = 0
  await expect(docs.trayItem(file.name).getByText('Waiting for connection')).toBeVisible({ timeout: 20_000 })
  await expect(docs.tray().getByText(/The server is not reachable — next try at \d\d:\d\d:\d\d/)).toBeVisible()
  await server.start()
  // From the moment it answers again: its start-up on a loaded machine is not the app's to wait out.
  const back = Date.now()
  await expect(docs.trayItem(file.name).getByText('Uploaded (100%)')).toBeVisible({ timeout: 60_000 })
  timing('5 server restarted mid-upload (from when it answers)', back)
  // Within the probe's seconds and the dead claim's lease, not the old 24 hours (or 10 minutes of backoff).
  expect(Date.now() - back).toBeLessThan(45_000)
  expect(await documentsNamed(page, id, [file.name])).toEqual([1])
  await context.close()
})

test('6. a second offline edit of a tenancy starts from the first and both arrive, in order, with no conflict', async ({
  browser,
}) => {
  const { context, page } = await fieldPhone(browser)
  const { id, tenancy } = await editableTenancy(page)
  await openProperty(page, id)
  await goOffline(context, page)
  await editNotes(page, 'first visit: smoke alarm chirping')
  await editNotes(page, 'second visit: alarm replaced', 'first visit: smoke alarm chirping')
  await context.setOffline(false)
  await page.goto('/outbox')
  await outboxSays(page, 'Everything is synced.').toBeVisible({ timeout: 30_000 })
  const now = await activeTenancy(page, id)
  expect(now?.notes).toBe('second visit: alarm replaced')
  expect(now?.version).toBe(tenancy.version + 2)
  await context.close()
})

test('7. the logout warning counts every unsent write, uploads included; staying signed in, all of them arrive', async ({
  browser,
}) => {
  const { context, page } = await fieldPhone(browser)
  const { id } = await editableTenancy(page)
  await openProperty(page, id)
  const docs = new DocumentsPage(page)
  await docs.open(id)
  await waitForSaved(page, '"property-document-services"')
  await goOffline(context, page)
  const files = [textFile(uniqueName('logout-a', 'txt')), textFile(uniqueName('logout-b', 'txt'))]
  await docs.upload(files, 'Compliance certificate', ['Smoke Alarm'])
  await page.goto(`/property/${id}`)
  await editNotes(page, 'edited before logging out')
  await page.goto('/auth/logout')
  await expect(page.getByRole('heading', { name: 'You have 3 changes not synced' })).toBeVisible()
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Stay signed in' }).click()
  await page.goto(`/property/${id}/documents`)
  for (const file of files)
    await expect(docs.trayItem(file.name).getByText('Uploaded (100%)')).toBeVisible({ timeout: 60_000 })
  expect(
    await documentsNamed(
      page,
      id,
      files.map((f) => f.name),
    ),
  ).toEqual([1, 1])
  expect((await activeTenancy(page, id))?.notes).toBe('edited before logging out')
  await context.close()
})

test('8. an upload answered 500 online is kept and sent again, not dropped; the toast-free tray says it waits', async ({
  browser,
}) => {
  const { context, page, id, docs } = await documentsOfOwnProperty(browser)
  let failures = 2
  await context.route(`**/v1/property/${id}/documents`, (route) => {
    if (route.request().method() !== 'POST' || failures <= 0) return route.continue()
    failures -= 1
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, data: null, error: 'Internal error' }),
    })
  })
  const file = textFile(uniqueName('five-hundred', 'txt'))
  await docs.upload([file], 'Compliance certificate', ['Smoke Alarm'])
  await expect(docs.trayItem(file.name).getByText('Uploaded (100%)')).toBeVisible({ timeout: 60_000 })
  expect(failures).toBe(0)
  expect(await documentsNamed(page, id, [file.name])).toEqual([1])
  await context.close()
})

test('9. a server that is down is not "No connection": the app says it is not reachable and sends as soon as it is back', async ({
  browser,
}) => {
  const { context, page } = await fieldPhone(browser)
  const { id } = await editableTenancy(page)
  await openProperty(page, id)
  proxy.setDown(true)
  await editNotes(page, 'sent when the server returns')
  await page.goto('/outbox')
  await expect(page.getByText(/The server is not reachable — next try at \d\d:\d\d:\d\d/)).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText(/No connection/)).toHaveCount(0)
  const back = Date.now()
  proxy.setDown(false)
  await outboxSays(page, 'Everything is synced.').toBeVisible({ timeout: 30_000 })
  timing('9 server down, then back', back)
  // Within the probe's 10 s and a sync, not the outbox's minutes of backoff.
  expect(Date.now() - back).toBeLessThan(25_000)
  expect((await activeTenancy(page, id))?.notes).toBe('sent when the server returns')
  await context.close()
})

test('10. a queued "confirm tenancy" that meets a changed tenancy can be reviewed and confirmed again, not only discarded', async ({
  browser,
}) => {
  const { context, page } = await fieldPhone(browser)
  const { id, tenancy } = await editableTenancy(page)
  await openProperty(page, id)
  await goOffline(context, page)
  await panel(page).getByRole('button', { name: 'Confirm tenancy' }).click()
  await expect(page.getByRole('region', { name: 'Changes not yet synced' })).toContainText('Confirm tenancy details')
  // Someone else edits the tenancy meanwhile (from a desk, online).
  const desk = await browser.newContext({ baseURL: proxy.url, storageState: await context.storageState() })
  const changed = await desk.request.put(`/v1/property/${id}/tenancy/${tenancy.tenancyId}`, {
    headers: { Origin: proxy.url, Connection: 'close' },
    data: {
      tenancy: {
        startedAt: tenancy.startedAt,
        endedAt: tenancy.endedAt,
        vacatingAt: tenancy.vacatingAt,
        notes: 'changed at the desk',
        version: tenancy.version,
      },
      occupants: tenancy.occupants.map((o) => v.parse(OccupantBodySchema, o)),
    },
  })
  expect(changed.status()).toBe(200)
  await desk.close()
  await context.setOffline(false)
  await page.goto('/outbox')
  const row = page.getByRole('listitem', { name: 'Confirm tenancy details' })
  await expect(row.getByText('Conflict', { exact: true })).toBeVisible({ timeout: 30_000 })
  await row.getByRole('button', { name: 'Review conflict' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm tenancy details' })
  await dialog.getByRole('button', { name: 'Confirm these details' }).click()
  await outboxSays(page, 'Everything is synced.').toBeVisible({ timeout: 30_000 })
  const property = await api<{ tenancy: { currentTenancy: Tenancy & { confirmedAt?: string | null } } }>(
    page,
    `/v1/property/${id}`,
  )
  expect(property.tenancy.currentTenancy.notes).toBe('changed at the desk')
  await context.close()
})

test('11. a refused upload keeps its file: Download saves it, and Clear asks before discarding it', async ({
  browser,
}) => {
  const { context, page, id, docs } = await documentsOfOwnProperty(browser)
  await context.route(`**/v1/property/${id}/documents`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, data: null, error: 'Uploads are closed for this property' }),
        })
      : route.continue(),
  )
  const file = textFile(uniqueName('refused', 'txt'))
  await docs.upload([file], 'Compliance certificate', ['Smoke Alarm'])
  const item = docs.trayItem(file.name)
  await expect(item.getByText('Failed (Uploads are closed for this property)')).toBeVisible({ timeout: 30_000 })
  const download = page.waitForEvent('download')
  await item.getByRole('button', { name: `Download ${file.name}` }).click()
  expect((await download).suggestedFilename()).toBe(file.name)
  await docs.tray().getByRole('button', { name: 'Clear' }).click()
  const ask = page.getByRole('alertdialog')
  await expect(ask).toContainText(`Upload of ${file.name}`)
  await ask.getByRole('button', { name: 'Keep it' }).click()
  await expect(item).toBeVisible()
  await docs.tray().getByRole('button', { name: 'Clear' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard change' }).click()
  await expect(item).toBeHidden()
  await context.close()
})
