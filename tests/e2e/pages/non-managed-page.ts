import { expect, type Page } from '@playwright/test'
import type { NonManagedRow } from '../../../src/contract/portfolio.ts'
import { PortfolioPage } from './portfolio-page.ts'

type NonManagedList = { items: NonManagedRow[]; total: number }

/** /portfolio?managed-by=OTHER: the other providers' properties, their service-entry dialog and providers. */
export class NonManagedPage extends PortfolioPage {
  constructor(page: Page) {
    super(page)
  }

  override async open(search = '') {
    await this.page.goto(`/portfolio?managed-by=OTHER${search.replace(/^\?/, '&')}`)
    // A first visit loads the view's own chunk and three lists before the heading: slow on a busy CI machine.
    await expect(this.heading()).toBeVisible({ timeout: 15_000 })
    await expect(this.tab('Other providers')).toHaveAttribute('aria-current', 'page')
  }

  tabs = () => this.page.getByRole('navigation', { name: 'Managed by' })
  tab = (name: 'Managed by us' | 'Other providers') => this.tabs().getByRole('link', { name, exact: true })
  override table = () => this.page.getByRole('table', { name: 'Properties serviced by other providers' })
  override cards = () =>
    this.page.getByRole('list', { name: 'Properties serviced by other providers' }).locator(':scope > li')
  /** The address links of the list as shown (table on desktop, cards on phones). */
  override addressLinks = () => this.region().getByRole('link', { name: /\S/ }).filter({ visible: true })
  editButton = (line1: string) =>
    this.region()
      .getByRole('button', { name: `Edit services of ${line1}`, exact: true })
      .filter({ visible: true })
  exportButton = () => this.page.getByRole('button', { name: 'Export', exact: true })
  providersButton = () => this.page.getByRole('button', { name: 'Service providers', exact: true })

  // --- dialogs -------------------------------------------------------------------------------------------------

  dialog = (name: string) => this.page.getByRole('dialog', { name })
  editDialog = () => this.dialog('Edit services')
  /** A service's group of the edit form, by its name ('Smoke Alarm'). */
  service = (name: string) => this.editDialog().getByRole('group', { name })
  /** A toast, by its title (by text: an open dialog hides the toaster from the accessibility tree). */
  toast = (title: string) => this.page.getByText(title, { exact: true })

  /** GET /v1/portfolio/integrated with the page's session. */
  async nonManagedApi(query = ''): Promise<NonManagedList> {
    const response = await this.page.request.get(`/v1/portfolio/integrated${query}`)
    expect(response.ok()).toBe(true)
    return (await response.json()).data as NonManagedList
  }
}
