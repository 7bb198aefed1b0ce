import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ShellPage, signIn, smallTouchTargets } from './pages/shell.ts'

const PHONE = { width: 360, height: 780 }
const MEDIUM = { width: 900, height: 900 }
const WIDE = { width: 1400, height: 900 }

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE })

  test('the menu button opens a drawer with the whole navigation; the top bar has no nav items', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    await expect(shell.topNav()).toBeHidden()
    await expect(shell.userMenuButton()).toBeVisible()
    await expect(shell.menuButton()).toHaveAttribute('aria-expanded', 'false')

    const reportedFindings = (await shell.gates())['problem-register'] ? ['Reported Findings'] : []
    await shell.openDrawer()
    const nav = shell.drawerNav()
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Portfolio',
      /^Required Updates$/,
      /^Quotes/,
      /^Access Issues$/,
      ...reportedFindings,
      /^Bookings/,
      /^Invoices/,
      /^Key Management/,
      /^Key Collection History/,
      /^Service Reports & Quotes/,
    ])
    await expect(nav.getByRole('list', { name: 'Action Required' })).toBeVisible()
    await expect(nav.getByRole('list', { name: 'Keys' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    const bookings = nav.getByRole('link', { name: /^Bookings/ })
    await expect(bookings).toHaveAttribute('href', /\/Bookings\/view$/)
    await expect(bookings).toHaveAttribute('target', '_blank')
    await expect(bookings).toHaveAttribute('rel', 'noopener noreferrer')
    expect(await smallTouchTargets(shell.drawer().locator('a, button'))).toEqual([])

    // Following a link closes the drawer.
    await nav.getByRole('link', { name: 'Home' }).click()
    await expect(shell.drawer()).toBeHidden()
  })

  test('the drawer (its dialog started on demand) and the user menu open when pressed while the first screen is still loading', async ({
    page,
  }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    // A call that keeps the dashboard loading: the header's menus have not started their machinery yet.
    await page.route('**/v1/reported-findings/analytics/urgent*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue().catch(() => {})
    })
    await page.goto('/')
    await shell.openDrawer()
    await page.keyboard.press('Escape')
    await expect(shell.drawer()).toBeHidden()
    await page.goto('/')
    await shell.openUserMenu()
    await expect(shell.openMenu().getByRole('menuitem', { name: 'Settings' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(shell.openMenu()).toBeHidden()
    await expect(shell.userMenuButton()).toBeFocused()
  })

  test('header and footer controls are touch-sized and nothing scrolls sideways', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    expect(await smallTouchTargets(page.locator('header a, header button, footer a, footer button'))).toEqual([])
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
    await shell.openDrawer()
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
  })

  test('the signed-in home page and the open drawer have no accessibility violations', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await shell.openDrawer()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })

  test('Skip to content is the first stop and moves focus to the content', async ({ page }) => {
    await signIn(page)
    // A fresh load: where a user arrives, with focus at the top of the document.
    await page.reload()
    await expect(page.getByRole('banner')).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test.describe('at 900 px', () => {
  test.use({ viewport: MEDIUM })

  test("the top nav shows Home, Portfolio, Action Required and folds the rest into 'More'", async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    await expect(shell.topNavItems()).toHaveText(['Home', 'Portfolio', 'Action Required', 'More'])
    await expect(shell.topNav().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(shell.menuButton()).toBeVisible()

    await shell.moreButton().click()
    await expect(shell.openMenu().getByRole('menuitem')).toHaveText([
      /^Bookings/,
      /^Invoices/,
      /^Key Management/,
      /^Key Collection History/,
      /^Service Reports & Quotes/,
    ])
    await expect(shell.openMenu().getByRole('group', { name: 'Keys' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(shell.openMenu()).toBeHidden()
  })

  test('Action Required is a keyboard menu of real links', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    const trigger = shell.topNav().getByRole('button', { name: 'Action Required' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const items = shell.openMenu().getByRole('menuitem')
    // Required Updates is built (issue 18), as Access Issues is.
    await expect(items.first()).toHaveText('Required Updates')
    await expect(items.first()).toHaveAttribute('href', '/action-required/update')
    await expect(shell.openMenu().getByRole('menuitem', { name: /^Quotes/ })).toHaveAttribute(
      'href',
      /\/Quotations\/index$/,
    )
    await expect(shell.openMenu().getByRole('menuitem', { name: /^Access Issues/ })).toHaveAttribute(
      'href',
      '/action-required/access-issues',
    )
    await page.keyboard.press('Escape')
    await expect(shell.openMenu()).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})

test.describe('at 1400 px', () => {
  test.use({ viewport: WIDE })

  test("every item is inline, with no 'More' and no menu button", async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    await expect(shell.topNavItems()).toHaveText([
      'Home',
      'Portfolio',
      'Action Required',
      /^Bookings/,
      /^Invoices/,
      'Keys',
      /^Service Reports & Quotes/,
    ])
    await expect(shell.moreButton()).toBeHidden()
    await expect(shell.menuButton()).toBeHidden()
    await shell.topNav().getByRole('button', { name: 'Keys' }).click()
    await expect(shell.openMenu().getByRole('menuitem')).toHaveText([/^Key Management/, /^Key Collection History/])
  })

  test('Lease Checks is for QLD agencies only', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page, 'pm.vic', 'VIC')
    await expect(shell.topNav().getByRole('link', { name: /^Bookings/ })).toBeVisible()
    await expect(shell.topNav().getByRole('link', { name: /^Lease Checks/ })).toHaveCount(0)

    await page.context().clearCookies()
    await signIn(page, 'multi', 'QLD')
    const leaseChecks = shell.topNav().getByRole('link', { name: /^Lease Checks/ })
    await expect(leaseChecks).toBeVisible()
    await expect(leaseChecks).toHaveAttribute('href', /\/BetweenTenancyBatches\/manageTenancyChange$/)
    await expect(leaseChecks).toHaveAttribute('target', '_blank')
  })

  test('the user menu has Settings and Logout, and no Switch Back for a normal user', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    await shell.openUserMenu()
    const menu = shell.openMenu()
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings/preferences')
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/auth/logout')
    await expect(menu.getByRole('menuitem', { name: 'Switch Back' })).toHaveCount(0)
    // One agency: nothing to switch to.
    await expect(menu.getByRole('menuitem', { name: 'Switch Portfolio' })).toHaveCount(0)
    await expect(menu).toContainText('Olivia Bennett')
  })

  test('a user of several agencies can switch portfolio from the user menu', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page, 'multi', 'VIC')
    await shell.openUserMenu()
    await expect(shell.openMenu().getByRole('menuitem', { name: 'Switch Portfolio' })).toBeVisible()
  })

  test('the signed-in home page and an open menu have no accessibility violations', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await shell.openUserMenu()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })

  test('an impersonating session offers Switch Back in the user menu', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page, 'support', 'VIC', { impersonate: 'pm.vic' })
    await shell.openUserMenu()
    await expect(shell.openMenu().getByRole('menuitem', { name: 'Switch Back' })).toBeVisible()
    await expect(shell.openMenu()).toContainText('Impersonated by Jordan Ellis')
  })

  test('the footer has help, social, policy and licence details', async ({ page }) => {
    const shell = new ShellPage(page)
    await signIn(page)
    const footer = shell.footer()
    await expect(footer.getByRole('link', { name: /1300 852 301/ })).toHaveAttribute('href', 'tel:1300852301')
    await expect(footer.getByRole('link', { name: /^Help centre/ })).toHaveAttribute('target', '_blank')
    for (const name of ['Facebook', 'LinkedIn', 'Instagram']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', /^https:/)
    }
    for (const name of ['Privacy policy', 'Terms of use', 'Complaints policy']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
    }
    await expect(footer.locator('dt')).toHaveText(['VIC', 'NSW', 'QLD', 'SA', 'WA'])
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Agency Compliance Portal`)
  })
})

test('the 404 page shows the user, agency, state and route reference when signed in', async ({ page }) => {
  const shell = new ShellPage(page)
  await signIn(page)
  const response = await page.request.get('/v1/auth/session')
  const { data: session } = await response.json()
  await page.goto('/no/such/page?x=1')
  await expect(page.getByRole('heading', { name: "The page you're looking for doesn't exist" })).toBeVisible()
  const reference = page.locator('dl').filter({ has: page.getByText('Agency state') })
  await expect(reference.locator('dt')).toHaveText(['User id', 'Agency id', 'Agency state', 'Route'])
  await expect(reference.locator('dd')).toHaveText([
    String(session.user.id),
    String(session.complianceAgencyId),
    'VIC',
    '/no/such/page?x=1',
  ])
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  // Inside the app: the shell's header and its one <main>.
  await expect(shell.header()).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test.describe('with no service worker yet (a first visit on a weak link)', () => {
  test.use({ serviceWorkers: 'block' })

  test('a deferred part of the shell whose chunk does not arrive leaves the page working, and comes once back online', async ({
    page,
    context,
  }) => {
    await signIn(page)
    // The upload tray and the outbox badge load once the first screen is idle: their chunks fail this time.
    let refusing = true
    await context.route(/\/assets\/(upload-tray|outbox-badge-live)-[\w-]+\.js$/, (route) =>
      refusing ? route.abort('internetdisconnected') : route.continue(),
    )
    const failed = page.waitForEvent('requestfailed', (r) => /upload-tray|outbox-badge-live/.test(r.url()))
    await page.goto('/')
    await failed
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia')
    await expect(page.getByText('Something went wrong')).toBeHidden()

    refusing = false
    const loaded = page.waitForResponse((r) => /upload-tray-[\w-]+\.js$/.test(r.url()) && r.ok())
    await context.setOffline(true)
    await context.setOffline(false)
    await loaded
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia')
  })
})
