import type { Page } from '@playwright/test'

/** The dashboard's 'Urgent action required' section. */
export class UrgentActionsPage {
  constructor(readonly page: Page) {}

  section = () => this.page.getByRole('region', { name: 'Urgent action required' })
  tabs = () => this.section().getByRole('tab')
  tab = (name: string) => this.section().getByRole('tab', { name })
  panel = () => this.section().getByRole('tabpanel')
  list = (name: string) => this.panel().getByRole('list', { name, exact: true })
  rows = (name: string) => this.list(name).locator(':scope > li')
  row = (label: string) => this.panel().getByRole('listitem', { name: label, exact: true })
  skeleton = () => this.section().getByTestId('skeleton-rows')
  viewAll = () => this.panel().getByRole('link', { name: /^View all / })
  toast = (title: string) => this.page.getByText(title, { exact: true })

  async open(tab?: string) {
    await this.page.goto(tab === undefined ? '/' : `/?action-required-tab=${encodeURIComponent(tab)}`)
    await this.section().waitFor()
  }

  /** The tab named in the URL, as the app wrote it. */
  urlTab() {
    return new URL(this.page.url()).searchParams.get('action-required-tab')
  }
}
