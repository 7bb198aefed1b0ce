import { expect, type Locator, type Page } from '@playwright/test'
import { encodeReturnPath } from '../../../src/lib/return-path.ts'

export const DEMO_PASSWORD = 'demo1234'

/**
 * Signs in through the state sign-in stand-in and waits for the dashboard. `impersonate` signs
 * a support user in as someone else.
 *
 * The stand-in's form is posted directly, and the browser opens the app's callback with its answer: the app then
 * trades the token for a session and goes to the dashboard, as after the form. The pages before it (the state list,
 * the stand-in's form) are tested in foundation.spec.ts and session.spec.ts; loading them in every test cost
 * seconds a test on a loaded 2-core CI machine.
 */
export async function signIn(
  page: Page,
  username = 'pm.vic',
  stateCode = 'VIC',
  options: { impersonate?: string } = {},
) {
  // The origin relative requests go to: the context's base URL, which may be a proxy in front of the server.
  const origin = new URL((await page.request.get('/v1/auth/systems')).url()).origin
  const res = await page.request.post(`/standin/${stateCode.toLowerCase()}/sign-in`, {
    headers: { Origin: origin },
    form: {
      username,
      password: DEMO_PASSWORD,
      redirect_url: `${origin}/auth/callback`,
      state: encodeReturnPath('/'),
      ...(options.impersonate ? { impersonate: options.impersonate } : {}),
    },
    maxRedirects: 0,
  })
  expect(res.status(), `the stand-in signs ${username} in`).toBe(303)
  await page.goto(String(res.headers().location))
  // Generous waits: on a loaded 2-core CI machine the callback and the dashboard take seconds.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 })
  // By CSS, not role: a modal may hide the shell from the accessibility tree. A pending licence agreement
  // is shown first, alone: nothing behind it may ask the server until it is accepted.
  const licence = page.getByRole('alertdialog', { name: 'End User License Agreement' })
  await expect(page.locator('main#main').or(licence)).toBeVisible({ timeout: 15_000 })
}

/** The signed-in layout: header, top navigation, drawer, user menu and footer. */
export class ShellPage {
  constructor(readonly page: Page) {}

  header = () => this.page.getByRole('banner')
  /** The top navigation (md up); the drawer's navigation is inside drawer(). */
  topNav = () => this.header().getByRole('navigation', { name: 'Main' })
  menuButton = () => this.page.getByRole('button', { name: 'Open menu' })
  drawer = () => this.page.getByRole('dialog', { name: 'Menu' })
  drawerNav = () => this.drawer().getByRole('navigation', { name: 'Main' })
  userMenuButton = () => this.page.getByRole('button', { name: 'User menu' })
  moreButton = () => this.topNav().getByRole('button', { name: 'More' })
  /** The open menu (Ark renders one at a time, in a portal). */
  openMenu = () => this.page.getByRole('menu')
  footer = () => this.page.getByRole('contentinfo')
  main = () => this.page.locator('main#main')

  async openDrawer() {
    await this.menuButton().click()
    await expect(this.drawer()).toBeVisible()
  }

  async openUserMenu() {
    await this.userMenuButton().click()
    await expect(this.openMenu()).toBeVisible()
  }

  /** The top navigation's visible direct items (links and menu buttons), in order. */
  topNavItems = () => this.topNav().locator(':scope > ul > li > :is(a, button)').filter({ visible: true })

  /** The experiments and flags on for the signed-in agency, as the app sees them. */
  async gates(): Promise<Record<string, true>> {
    const response = await this.page.request.get('/v1/me/active-experiments')
    return (await response.json()).data
  }

  async hasNoHorizontalScroll(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  }
}

/** Every visible interactive element under `scope` whose box is smaller than 44 × 44 px. */
export async function smallTouchTargets(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ el, box }) => `${el.textContent?.trim() || el.getAttribute('aria-label')} (${box.width}×${box.height})`),
  )
}
