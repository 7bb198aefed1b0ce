import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { PRODUCT_NAME } from '../../src/contract/provider.ts'
import type { UpdateRow } from '../../src/contract/updates.ts'
import { apiData } from './pages/reported-findings.ts'
import { ShellPage, signIn, smallTouchTargets } from './pages/shell.ts'

/*
 * Issue 18 item 5: /action-required/update from the Action Required menu; reasons, search and paging in the URL
 * (kept over a reload), totals as the server counts them, the CSV export and its failure text, each card leading
 * to its fix, and the page at 360 px with axe. Read-only: pm.vic's data is not changed.
 */
test.setTimeout(120_000)

type List = { items: UpdateRow[]; total: number }
const main = (page: Page) => page.getByRole('main')
const total = async (page: Page) =>
  Number(((await page.getByTestId('required-updates-total').textContent()) ?? '').replace(/\D/g, ''))
const cards = (page: Page) => main(page).getByRole('list', { name: 'Required updates' }).locator(':scope > li')
const search = (page: Page) => new URL(page.url()).searchParams

test('from the menu: reasons, search and pages in the URL over a reload, totals from the server', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  await page.setViewportSize({ width: 1400, height: 900 })
  const shell = new ShellPage(page)
  await shell.topNav().getByRole('button', { name: 'Action Required' }).click()
  await shell.openMenu().getByRole('menuitem', { name: 'Required Updates' }).click()
  await page.waitForURL(/\/action-required\/update$/)
  await expect(page).toHaveTitle(`Required Updates | ${PRODUCT_NAME}`)
  const all = await apiData<List>(page, '/v1/update/summary?page-size=10')
  await expect.poll(() => total(page)).toBe(all.total)
  await expect(cards(page)).toHaveCount(Math.min(10, all.total))
  await expect(cards(page).first()).toContainText(all.items[0]?.address.line1 ?? '')

  // The overdue count links to the OVERDUE reason; its number is the list's total for that reason.
  const overdue = await apiData<List>(page, '/v1/update/summary?facet=OVERDUE')
  await expect(main(page).getByRole('status').filter({ hasText: 'overdue services' })).toContainText(
    `${overdue.total} properties have overdue services`,
  )
  await main(page).getByRole('link', { name: 'Show overdue properties' }).click()
  await expect.poll(() => search(page).getAll('facet')).toEqual(['OVERDUE'])
  await expect.poll(() => total(page)).toBe(overdue.total)
  await expect(main(page).getByRole('button', { name: 'Service overdue' })).toHaveAttribute('aria-pressed', 'true')

  // A second reason widens the list (repeatable facet).
  await main(page).getByRole('button', { name: 'Access details to update' }).click()
  await expect.poll(() => search(page).getAll('facet')).toEqual(['OVERDUE', 'ACCESS_DETAILS'])
  const both = await apiData<List>(page, '/v1/update/summary?facet=OVERDUE&facet=ACCESS_DETAILS')
  await expect.poll(() => total(page)).toBe(both.total)

  // Search: the URL follows once typing stops (300 ms), and the list is the server's for that text.
  const word = (both.items[0]?.address.line1 ?? '').split(' ').slice(1).join(' ')
  await main(page).getByLabel('Search by address').fill(word)
  await expect.poll(() => search(page).get('query')).toBe(word)
  const searched = await apiData<List>(
    page,
    `/v1/update/summary?facet=OVERDUE&facet=ACCESS_DETAILS&query=${encodeURIComponent(word)}`,
  )
  await expect.poll(() => total(page)).toBe(searched.total)
  await expect(cards(page).first()).toContainText(word)

  // A reload keeps every filter.
  await page.reload()
  await expect.poll(() => total(page)).toBe(searched.total)
  await expect(main(page).getByLabel('Search by address')).toHaveValue(word)
  await expect(main(page).getByRole('button', { name: 'Access details to update' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // Paging over the unfiltered list: page 2 is the server's second page.
  await page.goto('/action-required/update')
  expect(all.total).toBeGreaterThan(10)
  await main(page)
    .getByRole('navigation', { name: 'Required updates pages' })
    .getByRole('button', { name: '2' })
    .click()
  await expect.poll(() => search(page).get('page')).toBe('2')
  const second = await apiData<List>(page, '/v1/update/summary?page-size=10&page=2')
  await expect(cards(page).first()).toContainText(second.items[0]?.address.line1 ?? '')
})

test('Export downloads the filtered list as CSV; a failure says the server’s reason', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  await page.goto('/action-required/update?facet=OVERDUE')
  const overdue = await apiData<List>(page, '/v1/update/summary?facet=OVERDUE')
  await expect.poll(() => total(page)).toBe(overdue.total)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Export' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^required-updates-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).split('\r\n').filter(Boolean)
  expect(lines[0]).toBe('\uFEFFAddress,Property manager,Required updates,Services,Access issue open since')
  expect(lines).toHaveLength(overdue.total + 1)

  await page.route('**/v1/update/summary/export*', (route) =>
    route.fulfill({ status: 503, headers: { 'x-error-message': 'The export is busy, try again soon' }, body: '' }),
  )
  await main(page).getByRole('button', { name: 'Export' }).click()
  await expect(page.getByText('The export is busy, try again soon')).toBeVisible()
})

test('each card leads to its fix on the property: the access-issue wizard, or the services', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  const access = await apiData<List>(page, '/v1/update/summary?facet=ACCESS_DETAILS')
  const first = access.items[0]
  if (!first) throw new Error('no property with an access issue open over 30 days in the seed')
  await page.goto('/action-required/update?facet=ACCESS_DETAILS')
  await cards(page)
    .first()
    .getByRole('link', { name: `Resolve access issue at ${first.address.line1}` })
    .click()
  await page.waitForURL(new RegExp(`/property/${first.compliancePropertyId}\\?open=access-issues$`))
  await expect(page.getByRole('dialog')).toBeVisible()

  const service = (
    await apiData<List>(page, '/v1/update/summary?facet=MISSING_LAST_SERVICE_DATE&facet=OVERDUE')
  ).items.find((r) => !r.reasons.includes('ACCESS_DETAILS'))
  if (!service) throw new Error('no property with a service reason only')
  await page.goto(`/action-required/update?query=${encodeURIComponent(service.address.line1)}`)
  await cards(page)
    .filter({ hasText: service.address.line1 })
    .first()
    .getByRole('link', { name: `Review services at ${service.address.line1}` })
    .click()
  await page.waitForURL(new RegExp(`/property/${service.compliancePropertyId}#services$`))
  const services = page.getByRole('region', { name: 'Services' })
  await expect(services).toBeVisible()
  await expect(services).toContainText(service.services[0]?.name ?? '')
})

test('at 360 px: one column, 44 px targets, no axe violations; an empty result says so', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await signIn(page, 'pm.vic', 'VIC')
  await page.goto('/action-required/update')
  await expect(cards(page).first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  // Every control of the page; the breadcrumb trail is the shared title block's (its own text links).
  const controls = main(page)
    .locator('a, button, select, input')
    .filter({ hasNotText: /^Home$/ })
  expect(await smallTouchTargets(controls)).toEqual([])
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])

  await page.goto('/action-required/update?query=zzzz-no-such-street')
  await expect(main(page).getByText('No required updates found')).toBeVisible()
})
