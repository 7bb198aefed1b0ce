import { expect, test } from '@playwright/test'
import { signIn } from './pages/shell.ts'

test('a legacy page link goes on to the legacy site of the agency state', async ({ page }) => {
  await signIn(page, 'master', 'NSW')
  await page.goto('/JobOrders/add?address=1%20Smith%20St&agencyPortfolioPropertyId=42')
  await page.waitForURL('**/standin/nsw/legacy/JobOrders/add?**')
  const url = new URL(page.url())
  expect(url.searchParams.get('address')).toBe('1 Smith St')
  expect(url.searchParams.get('agencyPortfolioPropertyId')).toBe('42')
  await expect(page.getByRole('heading', { name: 'New South Wales legacy site' })).toBeVisible()
})

test('/error explains and leads home', async ({ page }) => {
  await signIn(page, 'master', 'NSW')
  await page.goto('/error')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
})
