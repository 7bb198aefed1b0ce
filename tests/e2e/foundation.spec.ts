import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page.ts'

test('a new visitor lands on the state selection, read from the API', async ({ page }) => {
  const login = new LoginPage(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(login.heading()).toBeVisible()
  await expect(page).toHaveTitle('Sign in | Agency Compliance Portal')
  await expect(login.stateButtons()).toHaveText(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
  await expect(page.getByRole('button', { name: 'Need access?' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Forgot username?' })).toBeVisible()
})

test('the state buttons are touch-sized and the page has no accessibility violations', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  await expect(login.heading()).toBeVisible()
  for (const button of await login.stateButtons().all()) {
    const box = await button.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})

test('Need access? opens a dialog that Escape closes', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  await page.getByRole('button', { name: 'Need access?' }).click()
  const dialog = page.getByRole('dialog', { name: 'Need access?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: /1300/ })).toHaveAttribute('href', /^tel:/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('choosing a state goes to its sign-in page with the token login parameters', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open('?redirect=%2Fportfolio%3Ffacet%3DOVERDUE')
  await login.stateButton('NSW').click()
  await page.waitForURL(/\/standin\/nsw\/sign-in\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('login_type')).toBe('token')
  expect(url.searchParams.get('redirect_url')).toBe(new URL('/auth/callback', url.origin).toString())
  const state = url.searchParams.get('state') ?? ''
  expect(Buffer.from(state, 'base64url').toString()).toBe('/portfolio?facet=OVERDUE')
})

test('__acp_state_id goes straight to that state', async ({ page }) => {
  await page.goto('/auth/login?__acp_state_id=4')
  await page.waitForURL(/\/standin\/qld\/sign-in\?/)
})

test('other /auth paths show the not-found page', async ({ page }) => {
  await page.goto('/auth/no-such-page')
  await expect(page.getByRole('heading', { name: "The page you're looking for doesn't exist" })).toBeVisible()
  await expect(page.getByText('/auth/no-such-page')).toBeVisible()
})

test('a signed-out visit to an app page asks to sign in first, keeping the way back', async ({ page }) => {
  await page.goto('/no/such/page?x=1')
  await expect(new LoginPage(page).heading()).toBeVisible()
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/no/such/page?x=1')
})
