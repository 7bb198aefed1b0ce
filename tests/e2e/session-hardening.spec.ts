import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page.ts'
import { watchErrors } from './pages/page-errors.ts'
import { signIn } from './pages/shell.ts'

test('a signed-out visit to the sign-in page and the state sign-in logs no error and asks for nothing missing', async ({
  page,
}) => {
  const errors = watchErrors(page)
  await page.goto('/')
  await expect(new LoginPage(page).heading()).toBeVisible()
  await new LoginPage(page).stateButton('VIC').click()
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

test('a sign-out link cannot send the browser to another site', async ({ page, context }) => {
  // Two sign-ins and two sign-outs (each clearing the saved data) on a loaded 2-core machine.
  test.setTimeout(60_000)
  const visitedElsewhere: string[] = []
  await context.route('https://evil.example/**', (route) => {
    visitedElsewhere.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Phished</h1>' })
  })
  await signIn(page, 'pm.vic', 'VIC')
  await page.goto(`/auth/logout?logout_url=${encodeURIComponent('https://evil.example/login')}`)
  await expect(new LoginPage(page).heading()).toBeVisible({ timeout: 15_000 })
  expect(visitedElsewhere).toEqual([])

  // A path of the app itself is still followed.
  await signIn(page, 'pm.vic', 'VIC')
  const origin = new URL(page.url()).origin
  await page.goto(`/auth/logout?logout_url=${encodeURIComponent('/auth/login?__acp_state_id=2')}`)
  // The sign-in page for NSW, which may already have gone on to NSW's own sign-in (on this origin, the stand-in's).
  await expect(page).toHaveURL(/\/auth\/login\?__acp_state_id=2$|\/standin\/nsw\/sign-in\?/, { timeout: 15_000 })
  expect(new URL(page.url()).origin).toBe(origin)
})
