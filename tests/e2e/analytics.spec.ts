import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import type { AnalyticsScope, InvoiceAnalytics } from '../../src/contract/analytics.ts'
import { apiData } from './pages/reported-findings.ts'
import { ShellPage, signIn, smallTouchTargets } from './pages/shell.ts'

/*
 * Issue 18 item 6: /analytics for an agency with advanced analytics (multi in Bayside, also a member of Sunshine
 * with it and Harbour without): every chart with its sentence and table, the agency filter in the URL changing
 * the figures and kept over a reload, a CSV export; the error page and no user-menu item where the experiment is
 * off; axe and 360 px. Reads only: no record is changed.
 */
test.setTimeout(120_000)

const SECTIONS = [
  'Compliance rate by service',
  'Compliance rate by property manager',
  'Overdue services by age',
  'Access issues opened and resolved',
  'Reported findings by category and outcome',
  'Quotes by severity',
  'Invoices paid on time',
]

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const invoiceSentence = (d: InvoiceAnalytics) => {
  const due = d.months.reduce((s, m) => s + m.due, 0)
  const onTime = d.months.reduce((s, m) => s + m.paidOnTime, 0)
  return `${onTime.toLocaleString('en-AU')} of ${due.toLocaleString('en-AU')} invoices due in this period were paid on time`
}

async function openFromUserMenu(page: Page) {
  const shell = new ShellPage(page)
  await shell.userMenuButton().click()
  await shell.openMenu().getByRole('menuitem', { name: 'Analytics' }).click()
  await page.waitForURL(/\/analytics/)
}

test('multi in Bayside: every chart with its text alternative; the agency filter in the URL changes the figures; CSV export; axe', async ({
  page,
}) => {
  await signIn(page, 'multi', 'VIC')
  await openFromUserMenu(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page).toHaveTitle(/^Analytics \|/)

  for (const title of SECTIONS) {
    const s = section(page, title)
    await expect(s.getByTestId('summary'), title).toBeVisible({ timeout: 15_000 })
    await expect(s.locator('canvas'), title).toHaveAttribute('aria-hidden', 'true')
    await expect(s.getByRole('button', { name: `Export ${title} as CSV` })).toBeEnabled()
  }
  // The text alternative: a sentence always, and the table behind 'Show the figures as a table'.
  const invoices = section(page, 'Invoices paid on time')
  await invoices.getByText('Show the figures as a table').click()
  const table = invoices.getByRole('table', { name: 'Invoices paid on time' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Paid on time' })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(13)

  // Both analytics agencies by default; Harbour (no experiment) is not offered.
  const scope = await apiData<AnalyticsScope>(page, '/v1/analytics/scope')
  expect(scope.agencies.map((a) => a.name)).toEqual(['Bayside Rentals', 'Sunshine Coast Realty'])
  const agency = page.getByLabel('Agency', { exact: true })
  await expect(agency.locator('option')).toHaveText(['All my agencies', 'Bayside Rentals', 'Sunshine Coast Realty'])
  const all = await apiData<InvoiceAnalytics>(page, '/v1/analytics/invoices')
  await expect(invoices.getByTestId('summary')).toContainText(invoiceSentence(all))

  const bayside = scope.agencies[0]?.id ?? 0
  await agency.selectOption('Bayside Rentals')
  await expect(page).toHaveURL(new RegExp(`[?&]agency=${bayside}(&|$)`))
  const one = await apiData<InvoiceAnalytics>(page, `/v1/analytics/invoices?agency=${bayside}`)
  expect(invoiceSentence(one)).not.toBe(invoiceSentence(all))
  await expect(invoices.getByTestId('summary')).toContainText(invoiceSentence(one))

  // The period too; both survive a reload.
  await page.getByLabel('Period', { exact: true }).selectOption('Last 6 months')
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}/)
  await page.reload()
  await expect(agency).toHaveValue(String(bayside))
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('6')
  const six = await apiData<InvoiceAnalytics>(
    page,
    `/v1/analytics/invoices?agency=${bayside}&from=${new URL(page.url()).searchParams.get('from')}`,
  )
  expect(six.months).toHaveLength(6)
  await expect(section(page, 'Invoices paid on time').getByTestId('summary')).toContainText(invoiceSentence(six))

  // The CSV export downloads the same figures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section(page, 'Invoices paid on time').getByRole('button', { name: 'Export Invoices paid on time as CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^analytics-invoices-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/)
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv).toContain('Month due,Invoices due,Paid on time,Paid late,Unpaid')
  const last = six.months.at(-1)
  expect(csv).toContain(`${last?.month},${last?.due},${last?.paidOnTime},${last?.paidLate},${last?.unpaid}`)

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test('Harbour (no advanced analytics): no Analytics in the user menu, and /analytics shows the error page', async ({
  page,
}) => {
  await signIn(page, 'master', 'NSW')
  const shell = new ShellPage(page)
  await shell.userMenuButton().click()
  await expect(shell.openMenu().getByRole('menuitem', { name: 'Settings' })).toBeVisible()
  await expect(shell.openMenu().getByRole('menuitem', { name: 'Analytics' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.goto('/analytics')
  await page.waitForURL((url) => url.pathname === '/error')
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
  expect((await page.request.get('/v1/analytics/compliance')).status()).toBe(403)
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })

  test('pm.vic: the dashboard fits, its controls are 44 px, axe-clean', async ({ page }) => {
    await signIn(page, 'pm.vic', 'VIC')
    await page.goto('/analytics')
    for (const title of SECTIONS) {
      await expect(section(page, title).getByTestId('summary'), title).toBeVisible({ timeout: 15_000 })
    }
    // One agency only: no agency filter.
    await expect(page.getByLabel('Agency', { exact: true })).toHaveCount(0)
    await section(page, 'Quotes by severity').getByText('Show the figures as a table').click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await smallTouchTargets(page.locator('main#main').locator('button, select, summary'))).toEqual([])
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})
