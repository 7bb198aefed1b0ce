import { expect, test } from '@playwright/test'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { LoginPage } from './pages/login-page.ts'
import { watchErrors } from './pages/page-errors.ts'
import { DEMO_PASSWORD, signIn } from './pages/shell.ts'

test('a property manager signs in through the state sign-in, stays signed in on reload, and logs out', async ({
  page,
}) => {
  await signIn(page, 'pm.vic', 'VIC')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia')
  await expect(page.getByRole('main').getByText('Bayside Rentals')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia')

  await page.goto('/auth/logout')
  await expect(new LoginPage(page).heading()).toBeVisible()
  await page.goto('/')
  await expect(page).toHaveURL(/\/auth\/login$/)
})

test('a wrong password is refused on the sign-in page', async ({ page }) => {
  await new LoginPage(page).open()
  await new LoginPage(page).stateButton('VIC').click()
  await page.getByLabel('Username', { exact: true }).fill('pm.vic')
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.')
  await expect(page).toHaveURL(/\/standin\/vic\/sign-in/)
})

test('an expired session shows the banner, and signing in again returns to the same page', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'pm.vic', 'VIC')
  await page.goto('/settings/preferences')
  await expect(page.getByRole('heading', { name: 'My preferences' })).toBeVisible()
  // The session ends behind the page's back (as when it times out on the server).
  await page.request.post('/v1/auth/logout', { headers: { Origin: baseURL ?? '' } })
  // The session is refetched when the window regains focus; this is that event.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
  await expect(page.getByText("We're sorry, your session has expired.")).toBeVisible()

  await page.getByRole('link', { name: 'Log in again' }).click()
  await new LoginPage(page).stateButton('VIC').click()
  await page.getByLabel('Username', { exact: true }).fill('pm.vic')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/settings/preferences')
  await expect(page.getByRole('heading', { name: 'My preferences' })).toBeVisible()
  await expect(page.getByText("We're sorry, your session has expired.")).toBeHidden()
})

test("switching portfolio shows the other agency and none of the first agency's data", async ({ page }) => {
  await signIn(page, 'multi', 'NSW')
  await expect(page.getByRole('main').getByText('Harbour & Co Property')).toBeVisible()
  await page.goto('/settings/preferences')
  const options = page.getByLabel('Preset dashboard filters to this property manager').locator('option')
  await expect(options.nth(1)).toBeAttached()
  const harbourManagers = (await options.allInnerTexts()).filter((t) => t !== 'All property managers')

  await page.goto('/')
  await page.getByRole('button', { name: 'Switch portfolio' }).click()
  const panel = page.getByRole('dialog', { name: 'Switch portfolio' })
  await expect(panel.getByRole('button')).toContainText([
    /Bayside Rentals/,
    /Harbour & Co Property/,
    /Sunshine Coast Realty/,
  ])
  await panel.getByRole('button', { name: /Sunshine Coast Realty/ }).click()
  await expect(panel).toBeHidden()
  await expect(page.getByRole('main').getByText('Sunshine Coast Realty')).toBeVisible()

  await page.goto('/settings/preferences')
  await expect(options.nth(1)).toBeAttached()
  const sunshineManagers = await options.allInnerTexts()
  expect(sunshineManagers.length).toBeGreaterThan(1)
  for (const name of harbourManagers) expect(sunshineManagers).not.toContain(name)
})

test('an impersonated session shows the banner and explains why a change is refused', async ({ page }) => {
  await new LoginPage(page).open()
  await new LoginPage(page).stateButton('VIC').click()
  await page.getByLabel('Username', { exact: true }).fill('support')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByText('Support staff: sign in as another user').click()
  await page.getByLabel('Username to impersonate').fill('pm.vic')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByText("Changes cannot be made to the agency's data during this session.")).toBeVisible()

  await page.goto('/settings/preferences')
  const select = page.getByLabel('Preset dashboard filters to this property manager')
  await select.selectOption({ index: 2 })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Failed to update settings')).toBeVisible()
  await expect(page.getByText(IMPERSONATION_REFUSAL)).toBeVisible()

  await page.getByRole('button', { name: 'Switch back' }).click()
  await expect(page.getByText("Changes cannot be made to the agency's data during this session.")).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordan')
})

test('the updated licence agreement must be accepted before anything else', async ({ page }) => {
  const errors = watchErrors(page)
  await signIn(page, 'new.pm', 'VIC')
  const dialog = page.getByRole('alertdialog', { name: 'End User License Agreement' })
  await expect(dialog).toBeVisible()
  // The agreement comes first: no screen behind it, so nothing asks the server, which would refuse (403).
  await expect(page.locator('main#main')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Accept and continue' }).click()
  await expect(dialog.getByText('You must accept the End User License Agreement to continue')).toBeVisible()
  await dialog.getByLabel('I have read and accept the End User License Agreement').check()
  await dialog.getByRole('button', { name: 'Accept and continue' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya')
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya')
  await expect(dialog).toBeHidden()
})

test('my preferences are saved and kept after a reload', async ({ page }) => {
  await signIn(page, 'master', 'NSW')
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/settings\/preferences$/)
  const save = page.getByRole('button', { name: 'Save changes' })
  await expect(save).toBeDisabled()
  const select = page.getByLabel('Preset dashboard filters to this property manager')
  const options = await select.locator('option').allInnerTexts()
  const current = (await select.locator('option:checked').textContent()) ?? ''
  const next = options.find((o) => o !== current && o !== 'All property managers') ?? 'All property managers'
  await select.selectOption({ label: next })
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByText('Settings updated')).toBeVisible()
  await page.reload()
  await expect(
    page.getByLabel('Preset dashboard filters to this property manager').locator('option:checked'),
  ).toHaveText(next)
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled()
})

test('notification preferences are turned off when the agency has disabled auto-send', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  await page.goto('/settings/notification-preferences')
  await expect(
    page.getByText('The option to automatically send service reports to owners has been turned off by the agency.'),
  ).toBeVisible()
  await expect(page.getByLabel('Property manager')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled()
})
