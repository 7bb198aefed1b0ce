import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { NonManagedPage } from './pages/non-managed-page.ts'
import { ShellPage, signIn, smallTouchTargets } from './pages/shell.ts'

/*
 * The other providers' portfolio as a property manager of an integrated agency (Harbour & Co Property, NSW) uses
 * it. The tests change service entries and providers, so they run one after another: a count read from the API
 * must still be right when the screen shows it.
 */
// Long journeys on a machine shared with other runs: more than the default 30 s each.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

const PHONE = { width: 360, height: 780 }

/** Today in Sydney, the agency's date, as yyyy-MM-dd. */
function sydneyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date())
}
function shiftDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/')
/** d/m/yyyy, without leading zeros: the short form people type. */
const dmyyyy = (iso: string) => {
  const [y, m, d] = iso.split('-')
  return `${Number(d)}/${Number(m)}/${y}`
}
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test.beforeEach(async ({ page }) => {
  await signIn(page, 'master', 'NSW')
})

test('the other providers are a tab of the portfolio: search, filter, page and open a property', async ({ page }) => {
  const nm = new NonManagedPage(page)
  await page.goto('/portfolio')
  await nm.tab('Other providers').click()
  await expect.poll(() => nm.urlValues('managed-by')).toEqual(['OTHER'])
  await expect(nm.tab('Other providers')).toHaveAttribute('aria-current', 'page')
  await expect(nm.tab('Managed by us')).not.toHaveAttribute('aria-current', 'page')
  await expect(page).toHaveTitle('Portfolio | Agency Compliance Portal')

  const all = await nm.nonManagedApi()
  expect(all.total).toBeGreaterThan(25)
  await expect(nm.rangeText()).toHaveText(`Showing 25 of ${all.total}`)
  await expect(nm.rows()).toHaveCount(25)

  // Page 2 shows the next properties.
  const firstOfPage1 = await nm.addressLinks().first().textContent()
  await nm.goToPage(2)
  await expect.poll(() => nm.urlValues('page')).toEqual(['2'])
  await nm.settled()
  await expect(nm.addressLinks().first()).not.toHaveText(firstOfPage1 ?? '')

  // A status filter starts again from page 1 and shows only what matches.
  await nm.tick('Status', 'Overdue')
  await expect.poll(() => nm.urlValues('facet')).toEqual(['OVERDUE'])
  await expect.poll(() => nm.urlValues('page')).toEqual([])
  const overdue = await nm.nonManagedApi('?facet=OVERDUE')
  expect(overdue.total).toBeLessThan(all.total)
  await expect(nm.rangeText()).toHaveText(`Showing ${Math.min(25, overdue.total)} of ${overdue.total}`)
  await nm.settled()
  for (const services of await nm.rows().locator('td:nth-child(3)').allTextContents()) {
    expect(services).toContain('Overdue')
  }

  // Provided by: one provider's properties.
  const providers = (await (await page.request.get('/v1/portfolio/integrated/service-providers')).json()).data.items
  const provider = providers[0] as { id: number; supplier_name: string }
  await (await nm.filters()).getByLabel('Provided by').selectOption({ label: provider.supplier_name })
  await expect.poll(() => nm.urlValues('provided-by')).toEqual([String(provider.id)])
  const byProvider = await nm.nonManagedApi(`?facet=OVERDUE&provided-by=${provider.id}`)
  await expect(nm.rangeText()).toHaveText(`Showing ${Math.min(25, byProvider.total)} of ${byProvider.total}`)

  // The URL is the whole state: a reload keeps it; Clear filters keeps the view.
  await page.reload()
  await expect(nm.rangeText()).toHaveText(`Showing ${Math.min(25, byProvider.total)} of ${byProvider.total}`)
  await expect(await nm.checkbox('Status', 'Overdue')).toBeChecked()
  await nm.clearFiltersButton().click()
  await expect.poll(() => nm.urlValues('facet')).toEqual([])
  await expect.poll(() => nm.urlValues('managed-by')).toEqual(['OTHER'])
  await expect(nm.rangeText()).toHaveText(`Showing 25 of ${all.total}`)

  // Search by a street name, once the typing stops.
  const line1 = all.items[3]?.address.line1 ?? ''
  const word = line1.split(/\s+/).filter((w) => /^[a-z]{4,}$/i.test(w))[0] ?? ''
  expect(word).not.toBe('')
  await nm.searchBox().pressSequentially(word, { delay: 40 })
  await expect.poll(() => nm.urlValues('query')).toEqual([word])
  await nm.settled()
  const found = await nm.nonManagedApi(`?query=${encodeURIComponent(word)}`)
  await expect(nm.rangeText()).toHaveText(`Showing ${Math.min(25, found.total)} of ${found.total}`)
  for (const address of await nm.rows().locator('td:first-child').allTextContents()) {
    expect(address.toLowerCase()).toContain(word.toLowerCase())
  }

  // A property opens on its own page, where its services can be edited too.
  await nm.addressLinks().filter({ hasText: line1 }).first().click()
  await expect(page).toHaveURL(/\/non-managed-property\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(line1)
  await page.getByRole('button', { name: 'Edit services', exact: true }).click()
  await expect(nm.editDialog()).toBeVisible()
  await nm.editDialog().getByRole('button', { name: 'Cancel' }).click()
  await expect(nm.editDialog()).toBeHidden()
})

test('a service date with a rule broken says so, and saves once fixed, with the next date suggested', async ({
  page,
}) => {
  const nm = new NonManagedPage(page)
  // A property whose smoke alarm service has no last date yet: the edit below gives it one.
  const candidates = await nm.nonManagedApi('?facet=MISSING_LAST_SERVICE_DATE&page-size=100')
  const row = candidates.items.find((r) =>
    r.services.some((s) => s.complianceRequirementId === 1 && s.lastServiceDate === null),
  )
  expect(row, 'a property without a smoke alarm last service date').toBeDefined()
  if (!row) return
  const line1 = row.address.line1
  await nm.open(`&query=${encodeURIComponent(line1)}`)
  await nm.editButton(line1).click()
  await expect(nm.editDialog()).toBeVisible()
  const smoke = nm.service('Smoke Alarm')
  const last = smoke.getByRole('textbox', { name: 'Last service date' })
  const next = smoke.getByRole('textbox', { name: 'Next service date' })
  const save = nm.editDialog().getByRole('button', { name: 'Save services' })

  const today = sydneyToday()
  // Not a date, then a date in the future: each is refused with the spec's words.
  await last.fill('31/02/2026')
  await save.click()
  await expect(smoke.getByRole('alert')).toHaveText('Please select or enter a valid date (dd/mm/yyyy)')
  await last.fill(ddmmyyyy(shiftDays(today, 1)))
  await expect(smoke.getByRole('alert')).toHaveText('Last service date cannot be in the future')
  await expect(nm.editDialog()).toBeVisible()

  // Fixed, typed the short way: the next date follows 300 ms later (last date plus the 12-month frequency).
  const lastDate = shiftDays(today, -40)
  await last.fill(dmyyyy(lastDate))
  const [y, m, d] = lastDate.split('-')
  const expectedNext = `${d}/${m}/${Number(y) + 1}`
  await expect(next).toHaveValue(expectedNext)
  await expect(smoke.getByRole('alert')).toHaveCount(0)

  // A next date before the last one is refused, then put back.
  await next.fill(ddmmyyyy(shiftDays(lastDate, -1)))
  await save.click()
  await expect(smoke.getByRole('alert')).toHaveText('Next service date must be on or after the last service date')
  await next.fill(expectedNext)
  await expect(smoke.getByRole('alert')).toHaveCount(0)

  const provider = smoke.getByRole('combobox', { name: 'Provided by' })
  const providerName = (await provider.locator('option').nth(1).textContent()) ?? ''
  await provider.selectOption({ index: 1 })
  await save.click()
  await expect(nm.toast('Property updated')).toBeVisible()
  await expect(nm.editDialog()).toBeHidden()

  // The list shows the saved entry, and the server has it.
  const shown = nm.rows().filter({ hasText: line1 }).locator('td:nth-child(3)')
  await expect(shown).toContainText(`Last ${ddmmyyyy(lastDate)} · Next ${expectedNext} · ${providerName}`)
  const saved = (await nm.nonManagedApi(`?query=${encodeURIComponent(line1)}`)).items.find(
    (r) => r.portfolioPropertyId === row.portfolioPropertyId,
  )
  expect(saved?.services.find((s) => s.complianceRequirementId === 1)).toMatchObject({
    lastServiceDate: lastDate,
    nextServiceDate: `${Number(y) + 1}-${m}-${d}`,
    providedBy: { providedBy: providerName },
  })
})

test("'Add service provider' adds one, and a second time says 'Add failed'", async ({ page }) => {
  const nm = new NonManagedPage(page)
  await nm.open()
  await nm.providersButton().click()
  const list = nm.dialog('Service providers')
  await expect(list.getByRole('list', { name: 'Service providers' })).toBeVisible()
  await list.getByRole('button', { name: 'Add service provider' }).click()
  const add = nm.dialog('Add service provider')
  await add.getByRole('button', { name: 'Add service provider' }).click()
  await expect(add.getByRole('alert')).toHaveText('Service provider name is required')

  const name = `E2E Fire Safety ${unique()}`
  await add.getByLabel('Service provider name').fill(name)
  await add.getByRole('button', { name: 'Add service provider' }).click()
  await expect(nm.toast('Service provider added')).toBeVisible()
  await expect(add).toBeHidden()
  await expect(list.getByRole('listitem').filter({ hasText: name })).toBeVisible()

  // The same name again: the server refuses, and the popover says why.
  await list.getByRole('button', { name: 'Add service provider' }).click()
  await add.getByLabel('Service provider name').fill(name.toUpperCase())
  await add.getByRole('button', { name: 'Add service provider' }).click()
  const failure = add.getByRole('alert').filter({ hasText: 'Add failed' })
  await expect(failure).toContainText(`Failed to add service provider: ${name} is already in your list`)
  await add.getByRole('button', { name: 'Cancel' }).click()
  await list.getByRole('button', { name: 'Close' }).last().click()
  await expect(list).toBeHidden()

  // From a property's service form: the new provider is chosen there, and the form is not saved by it.
  const patches: string[] = []
  const errors: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await nm
    .region()
    .getByRole('button', { name: /^Edit services of / })
    .filter({ visible: true })
    .first()
    .click()
  const smoke = nm.service('Smoke Alarm')
  await smoke.getByRole('button', { name: 'Add service provider for Smoke Alarm' }).click()
  const other = `E2E Alarms ${unique()}`
  await add.getByLabel('Service provider name').fill(other)
  await add.getByRole('button', { name: 'Add service provider' }).click()
  await expect(add).toBeHidden()
  const chosen = smoke.getByRole('combobox', { name: 'Provided by' })
  await expect(chosen.locator('option:checked')).toHaveText(other)
  await page.waitForLoadState('networkidle')
  expect(patches).toEqual([])
  expect(errors).toEqual([])
  await expect(nm.editDialog()).toBeVisible()
})

test('Export downloads the filtered list as a CSV; a failure says why', async ({ page }) => {
  const nm = new NonManagedPage(page)
  await nm.open('&facet=OVERDUE')
  const overdue = await nm.nonManagedApi('?facet=OVERDUE')
  const [download] = await Promise.all([page.waitForEvent('download'), nm.exportButton().click()])
  expect(download.suggestedFilename()).toMatch(/^non-managed-portfolio-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await (await download.createReadStream()).toArray()
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n')
  expect(lines[0]).toContain('Address')
  expect(lines).toHaveLength(overdue.total + 1)

  await page.route('**/v1/portfolio/integrated/export**', (route) =>
    route.fulfill({ status: 503, headers: { 'x-error-message': 'The export is busy, try again soon' }, body: '' }),
  )
  await nm.exportButton().click()
  await expect(nm.toast('The export is busy, try again soon')).toBeVisible()
  await page.unroute('**/v1/portfolio/integrated/export**')
  await page.route('**/v1/portfolio/integrated/export**', (route) => route.fulfill({ status: 500, body: '' }))
  await nm.exportButton().click()
  await expect(nm.toast('Failed to export integrated properties')).toBeVisible()
})

test('the view and its edit dialog have no accessibility violations', async ({ page }) => {
  const nm = new NonManagedPage(page)
  await nm.open('&facet=MISSING_SUPPLIER')
  await nm.settled()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await nm
    .region()
    .getByRole('button', { name: /^Edit services of / })
    .filter({ visible: true })
    .first()
    .click()
  await expect(nm.editDialog()).toBeVisible()
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
})

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE })

  test('cards, filters in a drawer, the edit form fits, touch-sized controls', async ({ page }) => {
    const nm = new NonManagedPage(page)
    const shell = new ShellPage(page)
    await nm.open()
    await expect(nm.table()).toBeHidden()
    await expect(nm.cards()).toHaveCount(25)
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
    expect(await smallTouchTargets(nm.region().locator('a, button, input, select'))).toEqual([])
    expect(await smallTouchTargets(nm.tabs().locator('a'))).toEqual([])

    await nm.filtersButton().click()
    await nm.tick('Status', 'Missing supplier')
    await expect.poll(() => nm.urlValues('facet')).toEqual(['MISSING_SUPPLIER'])
    expect(await smallTouchTargets(nm.drawer().locator('a, button, select, label:has(input)'))).toEqual([])
    await nm
      .drawer()
      .getByRole('button', { name: /^Show \d+ propert/ })
      .click()
    await expect(nm.drawer()).toBeHidden()
    await nm.settled()

    await nm
      .region()
      .getByRole('button', { name: /^Edit services of / })
      .filter({ visible: true })
      .first()
      .click()
    await expect(nm.editDialog()).toBeVisible()
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
    // Not Conform's hidden stand-ins for the date fields, nor the calendar's input, which the button opens.
    expect(
      await smallTouchTargets(
        nm.editDialog().locator('button, input:not([type=hidden]):not([type=date]), select:not([data-conform])'),
      ),
    ).toEqual([])
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})

test('an agency without connected software is not offered the other providers', async ({ browser }) => {
  // A fresh context: this test signs in as someone else than beforeEach did.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signIn(page, 'pm.vic', 'VIC')
  const nm = new NonManagedPage(page)
  await page.goto('/portfolio')
  await expect(nm.heading()).toBeVisible()
  await expect(nm.rangeText()).toBeVisible()
  await expect(nm.tabs()).toHaveCount(0)
  await context.close()
})
