import { expect, type Page } from '@playwright/test'
import type { PropertyDetail } from '../../../src/contract/property.ts'
import { PropertyPage } from './property-page.ts'

/** /action-required/access-issues: filters, the cards, the pager and the request-resolve dialog. */
export class AccessIssuesListPage {
  constructor(readonly page: Page) {}

  heading = () => this.page.getByRole('heading', { level: 1, name: 'Access issues' })
  total = () => this.page.getByTestId('access-issues-total')
  propertyManager = () => this.page.getByLabel('Property manager', { exact: true })
  chips = () => this.page.getByRole('navigation', { name: 'Urgency' }).getByRole('link')
  chip = (name: string) =>
    this.page.getByRole('navigation', { name: 'Urgency' }).getByRole('link', { name, exact: true })
  list = (name: string) => this.page.getByRole('list', { name, exact: true })
  cards = (name: string) => this.list(name).locator(':scope > li')
  range = () => this.page.getByText(/^Showing \d+ of \d+$/)
  pager = () => this.page.getByRole('navigation', { name: /pages$/ })
  empty = () => this.page.getByText('No access issues found', { exact: true })
  skeleton = () => this.page.getByTestId('skeleton-rows')

  async open(search = '') {
    await this.page.goto(`/action-required/access-issues${search}`)
    await expect(this.heading()).toBeVisible()
  }

  /** The count in the heading ('28 notices', '1 property'). */
  async totalNumber(): Promise<number> {
    await expect(this.total()).toHaveText(/^\d+ /)
    return Number.parseInt((await this.total().textContent()) ?? '', 10)
  }
}

/**
 * The seed's access-issue cases are among an agency's first 30 properties and the wizard's spec resolves them: a
 * test that changes notices or preferences passes `{ skipAccessCases: true }` to leave them alone.
 */
const ACCESS_CASE_PROPERTIES = 30

/** The first `count` properties of the signed-in agency that match, in id order. */
export async function findProperties(
  page: Page,
  count: number,
  matches: (p: PropertyDetail) => boolean,
  { skipAccessCases = false } = {},
): Promise<PropertyDetail[]> {
  const pp = new PropertyPage(page)
  const found: PropertyDetail[] = []
  const ids = (await pp.agencyPropertyIds()).slice(skipAccessCases ? ACCESS_CASE_PROPERTIES : 0)
  for (let start = 0; start < ids.length && found.length < count; start += 8) {
    const batch = await Promise.all(ids.slice(start, start + 8).map((id) => pp.fetchProperty(id)))
    for (const p of batch) if (p && matches(p) && found.length < count) found.push(p)
  }
  if (found.length < count) throw new Error(`Only ${found.length} properties of the agency match`)
  return found
}
