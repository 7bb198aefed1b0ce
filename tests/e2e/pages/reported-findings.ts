import { expect, type Page } from '@playwright/test'

/** GET an API path with the page's session: the envelope's data. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path)
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true)
  return (await response.json()).data as T
}

/** /action-required/reported-findings: filters, the cards and the pager. */
export class ReportedFindingsListPage {
  constructor(readonly page: Page) {}

  heading = () => this.page.getByRole('heading', { level: 1, name: /^Reported findings/ })
  total = () => this.page.getByTestId('reported-findings-total')
  propertyManager = () => this.page.getByRole('main').getByLabel('Property manager', { exact: true })
  categoryButton = () => this.page.getByRole('main').getByRole('button', { name: /^Category/ })
  category = (name: string) =>
    this.page.getByRole('group', { name: 'Servicing categories' }).getByLabel(name, { exact: true })
  chipNav = () => this.page.getByRole('navigation', { name: 'Reported findings status' })
  chip = (name: string) => this.chipNav().getByRole('link', { name, exact: true })
  cards = () => this.page.getByRole('list', { name: 'Reported findings', exact: true }).locator(':scope > li')
  range = () => this.page.getByText(/^Showing \d+ of \d+$/)
  pager = () => this.page.getByRole('navigation', { name: /pages$/ })
  empty = () => this.page.getByText('No reported findings found', { exact: true })

  async open(search = '') {
    await this.page.goto(`/action-required/reported-findings${search}`)
    await expect(this.heading()).toBeVisible()
  }

  /** The count in the heading: 'Reported findings (12)' → 12. */
  async totalNumber(): Promise<number> {
    await expect(this.total()).toHaveText(/^\s*\(\d+\)$/)
    return Number(((await this.total().textContent()) ?? '').replace(/\D/g, ''))
  }

  search = () => new URL(this.page.url()).searchParams
}

/** The property page's 'Reported findings' section. */
export class PropertyFindingsSection {
  constructor(readonly page: Page) {}

  section = () => this.page.getByRole('region', { name: 'Reported findings' })
  finding = (title: string) => this.section().getByRole('listitem', { name: title, exact: true })
  menu = (title: string) => this.section().getByRole('button', { name: `Resolve: ${title}`, exact: true })
  /** A toast's title or text (a pending item on the page may say 'Waiting to sync' too). */
  toast = (text: string) => this.page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })
}
