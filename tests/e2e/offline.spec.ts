import { expect, test } from '@playwright/test'
import { goOffline, waitForSaved, waitForServiceWorker } from './pages/offline.ts'
import { signIn } from './pages/shell.ts'

test.describe.configure({ timeout: 60_000 })

test('the dashboard reloads offline with its data', async ({ page, context }) => {
  await signIn(page, 'pm.vic', 'VIC')
  await waitForServiceWorker(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia')
  await waitForSaved(page, '"session"')
  await goOffline(context, page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olivia')
  await expect(page.getByRole('main').getByText('Bayside Rentals')).toBeVisible()
})
