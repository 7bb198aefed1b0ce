import { expect, type Locator, type Page } from '@playwright/test'
import { isLegacyPath } from '../../../src/lib/legacy-links.ts'
import { ShellPage } from './shell.ts'

/** The 404 page's heading (src/features/shell/not-found-screen.tsx). */
export const NOT_FOUND_HEADING = "The page you're looking for doesn't exist"

type Found = { where: string; text: string }

/**
 * Collects the links a user can follow on the screens it is shown, then follows every one: an in-app link must
 * not end on the 404 page, and a link to the state's legacy site must be one of the spec's legacy pages.
 * Disabled entry points (no href) are not links and are skipped. Later work re-runs it over its own screens:
 * `const audit = new LinkAudit(page); await audit.collect(scope, 'where'); …; await audit.expectNoDeadLinks()`.
 */
export class LinkAudit {
  private readonly inApp = new Map<string, Found>()
  private readonly newTab = new Map<string, Found>()

  constructor(readonly page: Page) {}

  /** Every visible link under `scope`: in-app ones by path and query, new-tab ones by full address. */
  async collect(scope: Locator, where: string): Promise<void> {
    const links = await scope.locator('a[href]').evaluateAll((elements) =>
      elements
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({
          href: (el as HTMLAnchorElement).href,
          target: el.getAttribute('target'),
          text: (el.textContent ?? '').trim().replace(/\s+/g, ' '),
        })),
    )
    const origin = new URL(this.page.url()).origin
    for (const link of links) {
      const url = new URL(link.href)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue // tel:, mailto:
      const found = { where, text: link.text }
      if (link.target === '_blank' || url.origin !== origin) this.newTab.set(url.href, found)
      else this.inApp.set(`${url.pathname}${url.search}`, found)
    }
  }

  /** Opens each menu trigger under `scope` in turn and collects the links of the open menu. */
  async collectMenus(triggers: Locator, where: string): Promise<void> {
    const shell = new ShellPage(this.page)
    for (const trigger of await triggers.filter({ visible: true }).all()) {
      const name = (await trigger.textContent())?.trim() || (await trigger.getAttribute('aria-label')) || 'menu'
      await trigger.click()
      await expect(shell.openMenu()).toBeVisible()
      await this.collect(shell.openMenu(), `${where} › ${name}`)
      await this.page.keyboard.press('Escape')
      await expect(shell.openMenu()).toBeHidden()
    }
  }

  get count(): number {
    return this.inApp.size + this.newTab.size
  }

  /** Follows every collected link and lists the dead ones: the test fails naming each with where it was found. */
  async expectNoDeadLinks(): Promise<void> {
    const dead: string[] = []
    const session = (await (await this.page.request.get('/v1/auth/session')).json()).data
    const legacySite = new URL(session.complianceSystemUrl, this.page.url()).href.replace(/\/+$/, '')
    for (const [href, found] of this.newTab) {
      // Other sites (a quote's approval page, social links) are the data's or the footer's, not this app's screens.
      if (!href.startsWith(legacySite)) continue
      const path = new URL(href.slice(legacySite.length), 'http://x').pathname
      if (!isLegacyPath(path)) dead.push(`${found.where}: '${found.text}' → ${href} (not a legacy page)`)
    }
    // Signing out ends the session the other links need, so that link is followed last.
    const inApp = [...this.inApp].sort(
      ([a], [b]) => Number(a.startsWith('/auth/logout')) - Number(b.startsWith('/auth/logout')),
    )
    for (const [href, found] of inApp) {
      await this.page.goto(href)
      // Every screen, the 404 page and the legacy site have a first-level heading once they have rendered.
      await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 })
      if (await this.page.getByRole('heading', { name: NOT_FOUND_HEADING }).isVisible()) {
        dead.push(`${found.where}: '${found.text}' → ${href} (the 404 page)`)
      }
    }
    expect(dead).toEqual([])
  }
}
