import { expect, type Locator, type Page } from '@playwright/test'
import type { PortfolioRow } from '../../../src/contract/portfolio.ts'

type PortfolioList = { items: PortfolioRow[]; total: number }

/** The managed portfolio (/portfolio): search, filters (sidebar on desktop, drawer on phones), list and pager. */
export class PortfolioPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`/portfolio${search}`)
    await expect(this.heading()).toBeVisible()
  }

  heading = () => this.page.getByRole('heading', { level: 1, name: 'Portfolio' })
  searchBox = () => this.page.getByRole('searchbox', { name: 'Search by address' })

  // --- filters ------------------------------------------------------------------------------------------------

  sidebar = () => this.page.getByRole('complementary', { name: 'Filters' })
  filtersButton = () => this.page.getByRole('button', { name: /^Filters/ })
  drawer = () => this.page.getByRole('dialog', { name: 'Filters' })
  /** The sidebar on wide screens; the drawer (which must be open) on narrow ones. */
  filters = async (): Promise<Locator> => ((await this.sidebar().isVisible()) ? this.sidebar() : this.drawer())
  clearFiltersButton = () => this.page.getByRole('button', { name: 'Clear filters' }).filter({ visible: true })

  /** A checkbox of the filter panel, by its group's legend ('Services', 'Compliance status', …) and label. */
  async checkbox(group: string, name: string) {
    return (await this.filters())
      .getByRole('group', { name: group, exact: true })
      .getByRole('checkbox', { name, exact: true })
  }

  /**
   * Ticks a filter checkbox. Its state comes from the URL, so it shows checked once the navigation commits, a
   * moment after the click: click, then wait for it (check() fails when the state lags the click).
   */
  async tick(group: string, name: string) {
    const box = await this.checkbox(group, name)
    await box.click()
    await expect(box).toBeChecked()
  }

  // --- the list -----------------------------------------------------------------------------------------------

  table = () => this.page.getByRole('table', { name: 'Properties' })
  rows = () => this.table().locator('tbody tr')
  cards = () => this.page.getByRole('list', { name: 'Properties' }).locator(':scope > li')
  /** The address links of the list as shown: table rows on desktop, cards on phones. */
  region = () => this.page.getByRole('region', { name: 'Properties' })
  addressLinks = () => this.region().getByRole('link').filter({ visible: true })
  rangeText = () => this.page.getByText(/^Showing \d+ of \d+$/)
  pager = () => this.page.getByRole('navigation', { name: 'Portfolio pages' })
  noResults = () => this.page.getByText('No properties found', { exact: true })
  results = () => this.region().locator('[aria-busy]')

  /** Waits until the list on screen is the current one, not the previous page kept while loading. */
  async settled() {
    await expect(this.results()).toHaveAttribute('aria-busy', 'false')
  }

  async goToPage(n: number) {
    await this.pager()
      .getByRole('button', { name: `Page ${n}`, exact: true })
      .click()
  }

  // --- the URL and the API ------------------------------------------------------------------------------------

  /**
   * A search param's values, whether the URL repeats the key (?facet=A&facet=B, as links from emails do) or the
   * router wrote the list as JSON (?facet=["A","B"]).
   */
  urlValues(name: string): string[] {
    return new URL(this.page.url()).searchParams.getAll(name).flatMap((value) => {
      if (!value.startsWith('[')) return [value.replace(/^"(.*)"$/, '$1')]
      const parsed: unknown = JSON.parse(value)
      return Array.isArray(parsed) ? parsed.map(String) : [value]
    })
  }

  /** GET /v1/portfolio with the page's own session, to know what the screen should show. */
  async api(query = ''): Promise<PortfolioList> {
    const response = await this.page.request.get(`/v1/portfolio${query}`)
    expect(response.ok()).toBe(true)
    return (await response.json()).data as PortfolioList
  }
}
