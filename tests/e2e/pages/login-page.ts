import type { Page } from '@playwright/test'

/** The state selection page (/auth/login). */
export class LoginPage {
  constructor(readonly page: Page) {}

  heading = () => this.page.getByRole('heading', { name: 'Select your state' })
  stateButton = (code: string) => this.page.getByRole('button', { name: new RegExp(`^${code}:`) })
  stateButtons = () => this.page.getByRole('listitem').getByRole('button')

  async open(query = '') {
    await this.page.goto(`/auth/login${query}`)
  }
}
