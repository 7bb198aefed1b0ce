import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PortfolioPage } from './pages/portfolio-page.ts'
import { ShellPage, signIn, smallTouchTargets } from './pages/shell.ts'

const PHONE = { width: 360, height: 780 }

/** The longest all-letter word of an address line: specific enough to narrow the list, never a number. */
const searchWordOf = (line1: string) =>
  line1
    .split(/[\s,/]+/)
    .filter((w) => /^[a-z]{3,}$/i.test(w))
    .sort((a, b) => b.length - a.length)[0] ?? ''

test.beforeEach(async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
})

test('Portfolio opens from the navigation, and the search narrows the list once the typing stops', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await new ShellPage(page).topNav().getByRole('link', { name: 'Portfolio' }).click()
  await expect(portfolio.heading()).toBeVisible()
  await expect(page).toHaveTitle('Portfolio | Agency Compliance Portal')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Portfolio',
  ])
  const all = await portfolio.api()
  await expect(portfolio.rangeText()).toHaveText(`Showing 25 of ${all.total}`)

  const word = searchWordOf((await portfolio.addressLinks().first().textContent()) ?? '')
  expect(word).not.toBe('')
  await portfolio.searchBox().pressSequentially(word, { delay: 40 })
  // What was typed stays in the box; the URL gets it whole, not a keystroke at a time.
  await expect(portfolio.searchBox()).toHaveValue(word)
  await expect.poll(() => portfolio.urlValues('query')).toEqual([word])
  await portfolio.settled()
  const found = await portfolio.api(`?query=${word}`)
  await expect(portfolio.rangeText()).toHaveText(`Showing ${Math.min(25, found.total)} of ${found.total}`)
  const addresses = await portfolio.rows().locator('td:first-child').allTextContents()
  expect(addresses.length).toBeGreaterThan(0)
  for (const address of addresses) expect(address.toLowerCase()).toContain(word.toLowerCase())
})

test('filters by facet and service in the URL, pages, survives a reload, and clears', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await portfolio.open()
  const all = await portfolio.api()
  expect(all.total).toBeGreaterThan(50)

  // Page 2 and back.
  const firstOfPage1 = await portfolio.addressLinks().first().textContent()
  await portfolio.goToPage(2)
  await expect.poll(() => portfolio.urlValues('page')).toEqual(['2'])
  await portfolio.settled()
  await expect(portfolio.addressLinks().first()).not.toHaveText(firstOfPage1 ?? '')
  await expect(portfolio.pager().getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await portfolio.pager().getByRole('button', { name: 'Previous page' }).click()
  await expect.poll(() => portfolio.urlValues('page')).toEqual([])
  await portfolio.settled()
  await expect(portfolio.addressLinks().first()).toHaveText(firstOfPage1 ?? '')

  // A filter starts again from page 1.
  await portfolio.goToPage(2)
  await expect.poll(() => portfolio.urlValues('page')).toEqual(['2'])
  await portfolio.tick('Compliance status', 'Compliant')
  await expect.poll(() => portfolio.urlValues('facet')).toEqual(['COMPLIANT'])
  expect(portfolio.urlValues('page')).toEqual([])
  const compliant = await portfolio.api('?facet=COMPLIANT')
  expect(compliant.total).toBeLessThan(all.total)
  await expect(portfolio.rangeText()).toHaveText(`Showing ${Math.min(25, compliant.total)} of ${compliant.total}`)

  await portfolio.tick('Services', 'Gas')
  await expect.poll(() => portfolio.urlValues('service')).toEqual(['2'])
  const withGas = await portfolio.api('?facet=COMPLIANT&service=2')
  expect(withGas.total).toBeLessThan(compliant.total)
  await expect(portfolio.rangeText()).toHaveText(`Showing ${Math.min(25, withGas.total)} of ${withGas.total}`)
  await portfolio.settled()
  for (const services of await portfolio.rows().locator('td:last-child').allTextContents()) {
    expect(services).toContain('Gas')
  }

  // The URL is the whole state: a reload shows the same list with the same boxes ticked.
  await page.reload()
  await expect(portfolio.rangeText()).toHaveText(`Showing ${Math.min(25, withGas.total)} of ${withGas.total}`)
  await expect(await portfolio.checkbox('Compliance status', 'Compliant')).toBeChecked()
  await expect(await portfolio.checkbox('Services', 'Gas')).toBeChecked()

  await portfolio.clearFiltersButton().click()
  await expect.poll(() => [...portfolio.urlValues('facet'), ...portfolio.urlValues('service')]).toEqual([])
  await expect(portfolio.rangeText()).toHaveText(`Showing 25 of ${all.total}`)
  await expect(await portfolio.checkbox('Compliance status', 'Compliant')).not.toBeChecked()
  await expect(portfolio.clearFiltersButton()).toHaveCount(0)
})

test('a link with bad values shows the list without them', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await portfolio.open('?facet=OVERDUE&facet=NOT_A_FACET&service=99&page=zero')
  const overdue = await portfolio.api('?facet=OVERDUE')
  await expect(portfolio.rangeText()).toHaveText(`Showing ${Math.min(25, overdue.total)} of ${overdue.total}`)
  await expect(await portfolio.checkbox('Compliance status', 'Overdue')).toBeChecked()
})

test('a property opens from the list', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await portfolio.open()
  const link = portfolio.addressLinks().nth(2)
  const street = (await link.textContent()) ?? ''
  await link.click()
  await expect(page).toHaveURL(/\/property\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(street)
})

test("a search that matches nothing says 'No properties found'", async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await portfolio.open()
  await portfolio.searchBox().fill('qqzzxjv')
  await expect(portfolio.noResults()).toBeVisible()
  await expect(portfolio.rangeText()).toHaveText('Showing 0 of 0')
  await expect(portfolio.pager()).toHaveCount(0)
  expect(portfolio.urlValues('query')).toEqual(['qqzzxjv'])
})

test('the page has no accessibility violations', async ({ page }) => {
  const portfolio = new PortfolioPage(page)
  await portfolio.open('?facet=COMPLIANT')
  await portfolio.settled()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE })

  test('cards, filters in a drawer, touch-sized controls and no sideways scroll', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    const shell = new ShellPage(page)
    await portfolio.open()
    await expect(portfolio.table()).toBeHidden()
    await expect(portfolio.sidebar()).toBeHidden()
    await expect(portfolio.cards()).toHaveCount(25)
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
    expect(await smallTouchTargets(portfolio.region().locator('a, button, input, select'))).toEqual([])

    await portfolio.filtersButton().click()
    await expect(portfolio.drawer()).toBeVisible()
    await portfolio.tick('Servicing status', 'Booked in')
    await expect.poll(() => portfolio.urlValues('facet')).toEqual(['BOOKED_IN'])
    const bookedIn = await portfolio.api('?facet=BOOKED_IN')
    await expect(portfolio.drawer().getByRole('button', { name: `Show ${bookedIn.total} properties` })).toBeVisible()
    expect(await smallTouchTargets(portfolio.drawer().locator('a, button, select, label:has(input)'))).toEqual([])
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await portfolio
      .drawer()
      .getByRole('button', { name: /^Show \d+ properties$/ })
      .click()
    await expect(portfolio.drawer()).toBeHidden()

    await expect(portfolio.filtersButton()).toHaveAccessibleName('Filters, 1 active')
    await expect(portfolio.rangeText()).toHaveText(`Showing ${Math.min(25, bookedIn.total)} of ${bookedIn.total}`)
    await portfolio.settled()
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})
