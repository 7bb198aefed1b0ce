import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PORTFOLIO_SEGMENTS } from '../../src/contract/stats.ts'
import { DashboardPage } from './pages/dashboard-page.ts'
import { PortfolioPage } from './pages/portfolio-page.ts'
import { signIn, smallTouchTargets } from './pages/shell.ts'

const number = (n: number) => n.toLocaleString('en-AU')

test('the property-manager filter starts at the preset manager and every number follows it', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  const dashboard = new DashboardPage(page)
  const preset = await dashboard.preset()
  const managers = await dashboard.managers()
  // Arriving at / applies 'Preset dashboard filters to this property manager'.
  if (preset) await expect.poll(() => dashboard.param('property-manager')).toBe(String(preset))
  await expect(dashboard.managerSelect()).toHaveValue(preset ? String(preset) : '')

  await dashboard.managerSelect().selectOption({ label: 'All property managers' })
  await expect.poll(() => dashboard.param('property-manager')).toBe('all')
  const all = await dashboard.stats()
  await expect(dashboard.stat('Properties on service')).toHaveText(number(all.portfolioStats.MANAGED_BY_DI))
  await expect(dashboard.stat('Total properties under management')).toHaveText(
    number(all.portfolioStats.TOTAL_PORTFOLIO),
  )
  // Bayside Rentals is not integrated and has one agency for this user.
  await expect(page.locator('dt', { hasText: 'New properties under management' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Switch portfolio' })).toHaveCount(0)
  // It opens the property request creator (issue 18; property-requests.spec.ts).
  await expect(dashboard.newWorkOrder()).toBeEnabled()

  const other = managers.find((m) => m.id !== preset) ?? managers[0]
  if (!other) throw new Error('the seed has no property managers')
  await dashboard.managerSelect().selectOption({ label: other.name })
  await expect.poll(() => dashboard.param('property-manager')).toBe(String(other.id))
  const mine = await dashboard.stats(other.id)
  expect(mine.portfolioStats.MANAGED_BY_DI).toBeLessThan(all.portfolioStats.MANAGED_BY_DI)
  await expect(dashboard.stat('Properties on service')).toHaveText(number(mine.portfolioStats.MANAGED_BY_DI))
  const issues = dashboard.legendLink('Portfolio', 'Compliance issues')
  await expect(issues).toHaveText(new RegExp(`${number(mine.portfolioStats.COMPLIANCE_ISSUES)}$`))

  // The filter is in the URL: a reload keeps it, rather than going back to the preset.
  await page.reload()
  await expect(dashboard.managerSelect()).toHaveValue(String(other.id))
  await expect(dashboard.stat('Properties on service')).toHaveText(number(mine.portfolioStats.MANAGED_BY_DI))

  // The services breakdown: each service's number opens the portfolio filtered to it.
  await page.getByRole('button', { name: 'View services breakdown' }).click()
  const breakdown = page.getByRole('dialog', { name: 'Services breakdown' })
  await expect(breakdown.getByRole('link', { name: /^Smoke Alarm/ })).toHaveText(
    new RegExp(`${number(mine.portfolioStats.SERVICES_BREAKDOWN.smoke)} properties$`),
  )
})

test('a chart segment opens the matching filtered list, with as many properties as the chart says', async ({
  page,
}) => {
  await signIn(page, 'pm.vic', 'VIC')
  const dashboard = new DashboardPage(page)
  await dashboard.open()
  await dashboard.managerSelect().selectOption({ label: 'All property managers' })
  const stats = await dashboard.stats()
  const portfolio = dashboard.figure('Portfolio')
  // The donut is SVG drawn with the page (hidden from assistive technology); the legend links are the text alternative.
  await expect(portfolio.locator('svg[aria-hidden="true"] path')).toHaveCount(3)
  await expect(portfolio.getByRole('link')).toHaveText([
    `Compliant${number(stats.portfolioStats.COMPLIANT)}`,
    `Pending items${number(stats.portfolioStats.PENDING_ITEMS)}`,
    `Compliance issues${number(stats.portfolioStats.COMPLIANCE_ISSUES)}`,
  ])
  const actions = dashboard.figure('Actions required')
  const invoices = stats.actionRequired.INVOICES_STATS
  await expect(actions.getByRole('link', { name: /^Unpaid invoices/ })).toContainText(
    `Unpaid invoices: ${invoices.OVERDUE_INVOICES} overdue, ${invoices.OUTSTANDING_INVOICES} not yet due`,
  )

  // A click on the donut: the first segment (Compliant, more than a quarter) runs clockwise from 12 o'clock, so the
  // ring at 3 o'clock is in it.
  expect(stats.portfolioStats.COMPLIANT * 4).toBeGreaterThan(
    stats.portfolioStats.COMPLIANT + stats.portfolioStats.PENDING_ITEMS + stats.portfolioStats.COMPLIANCE_ISSUES,
  )
  const donut = portfolio.locator('svg[aria-hidden="true"]')
  const box = await donut.boundingBox()
  if (!box) throw new Error('the donut is not drawn')
  await donut.click({
    position: { x: box.width / 2 + (Math.min(box.width, box.height) / 2) * 0.8, y: box.height / 2 },
  })
  await expect(page).toHaveURL(/\/portfolio\?facet=COMPLIANT$/)
  await page.goBack()
  // The bar chart's canvas (chart.js, its own chunk) is drawn once it nears the viewport.
  await actions.scrollIntoViewIfNeeded()
  await expect(actions.locator('canvas')).toBeVisible()

  // Keyboard: the legend entry is a real link.
  await dashboard.legendLink('Portfolio', 'Compliance issues').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/portfolio\?/)
  const list = new PortfolioPage(page)
  expect(list.urlValues('facet').sort()).toEqual([...PORTFOLIO_SEGMENTS.COMPLIANCE_ISSUES].sort())
  await list.settled()
  const shown = Math.min(25, stats.portfolioStats.COMPLIANCE_ISSUES)
  await expect(list.rangeText()).toHaveText(`Showing ${shown} of ${stats.portfolioStats.COMPLIANCE_ISSUES}`)
})

test('the home search starts only with a query, after typing stops, and links to all results', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  const dashboard = new DashboardPage(page)
  const searches: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/portfolio') searches.push(new URL(r.url()).searchParams.get('query') ?? '')
  })
  await dashboard.open()
  await dashboard.searchBox().fill('   ')
  await page.waitForTimeout(600)
  expect(searches).toEqual([])
  await expect(dashboard.searchResults()).toHaveCount(0)

  // A broad query: more than a page, so the first page shows with 'View all n results'.
  const broad = 'st'
  const response = await page.request.get(`/v1/portfolio?query=${broad}&page-size=1`)
  const total = (await response.json()).data.total as number
  expect(total).toBeGreaterThan(25)
  // When each key reached the page: on a loaded machine two keys sent 60 ms apart can arrive a debounce apart.
  await dashboard.searchBox().evaluate((box) => {
    const typed: number[] = []
    Object.assign(window, { typed })
    box.addEventListener('input', () => typed.push(performance.now()))
  })
  await dashboard.searchBox().pressSequentially(broad, { delay: 60 })
  await expect(dashboard.searchResults()).toHaveCount(25)
  const typed = await page.evaluate(() => (window as unknown as { typed: number[] }).typed)
  const gap = (typed[1] ?? 0) - (typed[0] ?? 0)
  // Debounced: one search for the whole word, none for its first letter unless typing stopped after it.
  if (gap < 250) expect(searches).toEqual([broad])
  else expect(searches.filter((query) => query !== 's')).toEqual([broad])
  const viewAll = page.getByRole('link', { name: `View all ${number(total)} results` })
  await viewAll.click()
  await expect(page).toHaveURL(/\/portfolio\?query=st$/)
  await expect(new PortfolioPage(page).rangeText()).toHaveText(`Showing 25 of ${total}`)

  // A narrow query: everything fits on one page, so no 'View all'.
  await page.goBack()
  const first = (await (await page.request.get('/v1/portfolio?page-size=1')).json()).data.items[0]
  const street = String(first.address.line1)
  await dashboard.searchBox().fill(street)
  await expect(dashboard.searchResults().first()).toContainText(street)
  await expect(page.getByRole('link', { name: /^View all [\d,]+ results$/ })).toHaveCount(0)
  await dashboard.searchResults().first().click()
  await expect(page).toHaveURL(new RegExp(`/property/${first.compliancePropertyId}$`))
})

test('an integrated agency switches the charts to properties with other providers', async ({ page }) => {
  await signIn(page, 'master', 'NSW')
  const dashboard = new DashboardPage(page)
  await dashboard.open()
  await dashboard.managerSelect().selectOption({ label: 'All property managers' })
  const stats = await dashboard.stats()
  await expect(dashboard.stat('New properties under management')).toHaveText(
    number(stats.portfolioStats.NEW_MANAGEMENT ?? -1),
  )
  await expect(dashboard.graphsTab('Managed portfolio')).toHaveAttribute('aria-selected', 'true')
  await dashboard.graphsTab('Other service providers').click()
  await expect.poll(() => dashboard.param('graphs-tab')).toBe('other-service-providers')
  const other = (await dashboard.integratedStats()).nonManagedPortfolioStats
  const overdue = dashboard.legendLink('Needs attention', 'Overdue')
  await expect(overdue).toHaveText(`Overdue${number(other.OVERDUE)}`)
  await expect(dashboard.legendLink('Portfolio', 'Compliance issues')).toHaveText(
    `Compliance issues${number(other.COMPLIANCE_ISSUES)}`,
  )
  await page.reload()
  await expect(dashboard.graphsTab('Other service providers')).toHaveAttribute('aria-selected', 'true')
  await overdue.click()
  await expect(page).toHaveURL(/\/portfolio\?managed-by=OTHER&facet=OVERDUE$/)
})

test('a failed stats call shows the spec text, and the dashboard fits a 360 px phone', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  await page.setViewportSize({ width: 360, height: 780 })
  const dashboard = new DashboardPage(page)
  await dashboard.open()
  await dashboard.figure('Actions required').scrollIntoViewIfNeeded()
  await expect(dashboard.figure('Actions required').locator('canvas')).toBeVisible()
  await expect(dashboard.figure('Portfolio').locator('svg[aria-hidden="true"]')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await smallTouchTargets(dashboard.figure('Portfolio').getByRole('link'))).toEqual([])
  expect(await smallTouchTargets(dashboard.figure('Actions required').getByRole('link'))).toEqual([])
  const axe = await new AxeBuilder({ page })
    .include('section[aria-label="Portfolio numbers"]')
    .include('section[aria-label="Charts"]')
    .include('search')
    .analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])

  // The reload's HTML asks for its first calls in one request: without it, the app asks for each itself.
  await page.route('**/v1/first-screen?**', (route) => route.abort())
  await page.route('**/v1/stats?*', (route) =>
    route.fulfill({ status: 500, json: { success: false, data: null, error: 'Database unavailable' } }),
  )
  await page.route('**/v1/stats', (route) =>
    route.fulfill({ status: 500, json: { success: false, data: null, error: 'Database unavailable' } }),
  )
  await page.reload()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to get stats' }).first()).toBeVisible()
})
