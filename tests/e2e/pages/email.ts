import { expect, type Locator, type Page } from '@playwright/test'

/** A 1×1 PNG: a real image whose type the server can tell by its bytes. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The Send email to tenant dialog and its preview, opened from the property's action menu. */
export class EmailDialog {
  constructor(readonly page: Page) {}

  dialog = () => this.page.getByRole('dialog', { name: 'Send email to tenant' })
  preview = () => this.page.getByRole('dialog', { name: 'Preview email' })
  to = () => this.dialog().getByLabel('To', { exact: true })
  cc = () => this.dialog().getByLabel('CC', { exact: true })
  from = () => this.dialog().getByLabel('From', { exact: true })
  message = () => this.dialog().getByRole('textbox', { name: 'Message' })
  counter = () => this.dialog().getByText(/^\d+ \/ 499 characters$/)
  button = (name: string) => this.dialog().getByRole('button', { name, exact: true })
  previewFrame = () => this.preview().frameLocator('iframe[title="Email message preview"]')
  /** A toast's title (by text: an open dialog hides the toaster from the accessibility tree). */
  toast = (title: string) => this.page.getByText(title, { exact: true })

  /**
   * Opens the dialog by keyboard: the Actions button, arrows to the item, Enter. `compose: false` for a user
   * the sending gate stops (no form to wait for).
   */
  async openByKeyboard({ compose = true }: { compose?: boolean } = {}) {
    const trigger = this.page.getByRole('button', { name: 'Property actions' })
    await trigger.focus()
    await this.page.keyboard.press('Enter')
    const item = this.page.getByRole('menuitem', { name: 'Send email to tenant' })
    await expect(item).toBeVisible()
    for (let i = 0; i < 12 && (await item.getAttribute('data-highlighted')) === null; i++) {
      await this.page.keyboard.press('ArrowDown')
    }
    await this.page.keyboard.press('Enter')
    await expect(this.dialog()).toBeVisible()
    if (compose) await expect(this.message()).toBeVisible()
  }

  /** Types addresses into a tags field, each added with Enter. */
  async addAddresses(field: Locator, ...emails: string[]) {
    for (const email of emails) {
      await field.fill(email)
      await field.press('Enter')
    }
  }
}
