import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import type { FindingGroup, ReportedFinding } from '../../src/contract/reported-findings.ts'
import { FINDING_TEXTS, FINDING_TOASTS } from '../../src/contract/reported-findings.ts'
import { LinkAudit } from './pages/dead-links.ts'
import { goOffline, waitForSaved, waitForServiceWorker } from './pages/offline.ts'
import { apiData, PropertyFindingsSection, ReportedFindingsListPage } from './pages/reported-findings.ts'
import { ShellPage, signIn, smallTouchTargets } from './pages/shell.ts'
import { UrgentActionsPage } from './pages/urgent-actions.ts'
import { isWizardCase } from './support/finding-cases.ts'

/*
 * Issue 15 (list and property parts): /action-required/reported-findings reached from the dashboard's 'Resolve
 * reported findings' tab with the same total; category and manager filters in the URL over a reload; the pager;
 * VIC shows urgent findings only; dismiss and restore a finding on the property; agencies without the problem
 * register get the restricted page.
 */
test.setTimeout(120_000)

type List = { items: FindingGroup[]; total: number; unfilteredTotal: number }
type Category = { id: number; name: string; isUrgent: boolean }

// The dismissals below change the totals the first test compares: the tests of this file run one after another.
test.describe.configure({ mode: 'default' })

test('pm.vic: View all lands on the list with the same total; categories and manager in the URL over a reload; VIC urgent only; 360 px, axe, links', async ({
  page,
}) => {
  await signIn(page, 'pm.vic', 'VIC')
  const urgent = new UrgentActionsPage(page)
  await urgent.open('reported-findings')
  await expect(urgent.viewAll()).toHaveText(/^View all \d+ reported findings$/)
  const count = Number(((await urgent.viewAll().textContent()) ?? '').replace(/\D/g, ''))
  const manager = await page
    .getByRole('main')
    .getByLabel('Property manager', { exact: true })
    .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')
  await urgent.viewAll().click()
  await page.waitForURL(/\/action-required\/reported-findings/)

  const list = new ReportedFindingsListPage(page)
  await expect(list.heading()).toBeVisible()
  await expect(page).toHaveTitle(/Reported findings/)
  expect(await list.totalNumber()).toBe(count)
  await expect(list.propertyManager().locator('option:checked')).toHaveText(manager)
  await expect(list.chip('Needs action')).toHaveAttribute('aria-current', 'page')

  // VIC: only urgent findings, and no 'Not urgent' chip; the category filter offers urgent categories only.
  await expect(list.chip('Not urgent')).toHaveCount(0)
  const everyone = await apiData<List>(page, '/v1/reported-findings?page-size=100')
  const shown = everyone.items.flatMap((g) => g.reportedFindings)
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.every((f) => f.servicingCategory.isUrgent)).toBe(true)
  const categories = await apiData<Category[]>(page, '/v1/reported-findings/servicing-categories')
  const urgentCategories = categories.filter((c) => c.isUrgent)
  await list.categoryButton().click()
  for (const c of categories) await expect(list.category(c.name)).toHaveCount(c.isUrgent ? 1 : 0)

  // Filter by the category with most findings and all managers: the URL holds them, the total follows the server.
  const byCategory = new Map<string, number>()
  for (const f of shown) byCategory.set(f.servicingCategory.name, (byCategory.get(f.servicingCategory.name) ?? 0) + 1)
  const chosen = urgentCategories.toSorted((a, b) => (byCategory.get(b.name) ?? 0) - (byCategory.get(a.name) ?? 0))[0]
  if (!chosen) throw new Error('no urgent category')
  // The box follows the URL, so it is checked once the navigation lands (check() would look before that).
  await list.category(chosen.name).click()
  await expect(list.category(chosen.name)).toBeChecked()
  await expect.poll(() => list.search().getAll('category')).toEqual([String(chosen.id)])
  await page.keyboard.press('Escape')
  await list.propertyManager().selectOption({ label: 'All property managers' })
  await expect.poll(() => list.search().get('property-manager')).toBeNull()
  const filtered = await apiData<List>(page, `/v1/reported-findings?page-size=10&category=${chosen.id}`)
  await expect.poll(() => list.totalNumber()).toBe(filtered.total)
  await expect(list.categoryButton()).toHaveText(/1 selected/)
  for (const card of await list.cards().all()) await expect(card).toContainText(chosen.name)

  // A manager too, then a reload keeps both.
  const managers = await apiData<{ items: { id: number; name: string }[] }>(page, '/v1/agency/property-managers')
  const withFindings = managers.items.find((m) => everyone.items.some((g) => g.propertyManager?.id === m.id))
  if (!withFindings) throw new Error('no manager with findings')
  await list.propertyManager().selectOption({ label: withFindings.name })
  await expect.poll(() => list.search().get('property-manager')).toBe(String(withFindings.id))
  const both = await apiData<List>(
    page,
    `/v1/reported-findings?page-size=10&category=${chosen.id}&property-manager=${withFindings.id}`,
  )
  await expect.poll(() => list.totalNumber()).toBe(both.total)
  await page.reload()
  await expect(list.heading()).toBeVisible()
  expect(list.search().getAll('category')).toEqual([String(chosen.id)])
  await expect(list.propertyManager().locator('option:checked')).toHaveText(withFindings.name)
  await expect(list.categoryButton()).toHaveText(/1 selected/)
  expect(await list.totalNumber()).toBe(both.total)
  if (both.total === 0) await expect(list.empty()).toBeVisible()

  // Back to everything: cards with address, service, date and badges; 360 px, touch targets and axe.
  await list.open()
  await expect.poll(() => list.totalNumber()).toBe(everyone.total)
  const first = list.cards().first()
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/property\/\d+$/)
  await expect(first.getByText('Service date')).toBeVisible()
  await page.setViewportSize({ width: 360, height: 780 })
  await expect(first).toBeVisible()
  expect(await new ShellPage(page).hasNoHorizontalScroll()).toBe(true)
  const targets = page
    .getByRole('main')
    .locator('nav[aria-label="Reported findings status"], nav[aria-label$="pages"]')
    .locator('a, button')
  expect(await smallTouchTargets(targets)).toEqual([])
  expect(await smallTouchTargets(list.categoryButton())).toEqual([])
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  await list.categoryButton().click()
  await expect(list.category(chosen.name)).toBeVisible()
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1280, height: 900 })

  const audit = new LinkAudit(page)
  await audit.collect(page.getByRole('main'), 'reported findings list')
  expect(audit.count).toBeGreaterThan(2)
  await audit.expectNoDeadLinks()
})

test('multi in QLD: every category, facet chips in the URL, and the pager', async ({ page }) => {
  await signIn(page, 'multi', 'QLD')
  const list = new ReportedFindingsListPage(page)
  await list.open()
  await expect(list.chip('Not urgent')).toBeVisible()
  const all = await apiData<List>(page, '/v1/reported-findings?page-size=10')
  expect(await list.totalNumber()).toBe(all.total)

  if (all.total > 10) {
    await expect(list.range()).toHaveText(`Showing 10 of ${all.total}`)
    await expect(list.cards()).toHaveCount(10)
    const firstOnPage1 = await list.cards().first().textContent()
    await list.pager().getByRole('button', { name: 'Next page' }).click()
    await expect(list.pager().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(list.search().get('page')).toBe('2')
    await expect(list.cards().first()).not.toHaveText(firstOnPage1 ?? '')
    await page.reload()
    await expect(list.pager().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  } else {
    await expect(list.pager()).toHaveCount(0)
  }

  // Dismissed: the cards say so, with by and date; the chip is in the URL (and page 1 again).
  await list.chip('Dismissed').click()
  await expect.poll(() => list.search().get('facet')).toBe('DISMISSED')
  expect(list.search().get('page')).toBeNull()
  const dismissed = await apiData<List>(page, '/v1/reported-findings?page-size=10&facet=DISMISSED')
  await expect.poll(() => list.totalNumber()).toBe(dismissed.total)
  if (dismissed.total > 0) await expect(list.cards().first()).toContainText(FINDING_TEXTS.dismissedBadge)
  await list.chip('Urgent').click()
  await expect.poll(() => list.search().get('facet')).toBe('URGENT')
  const urgentOnly = await apiData<List>(page, '/v1/reported-findings?page-size=10&facet=URGENT')
  await expect.poll(() => list.totalNumber()).toBe(urgentOnly.total)

  // A bad bookmark is not a crash: unknown values are dropped.
  await list.open('?facet=SOON&category=abc&page=0&property-manager=x')
  await expect.poll(() => list.totalNumber()).toBe(all.total)
})

/** An open, dismissible finding of the agency whose title is unique on its property. */
async function dismissibleFinding(page: Page): Promise<{ propertyId: number; finding: ReportedFinding }> {
  const list = await apiData<List>(page, '/v1/reported-findings?page-size=100')
  for (const group of list.items) {
    const id = group.property.compliancePropertyId
    const { groups } = await apiData<{ groups: FindingGroup[] }>(page, `/v1/property/${id}/reported-findings`)
    const findings = groups.flatMap((g) => g.reportedFindings)
    if (isWizardCase(findings)) continue
    const finding = findings.find(
      (f) =>
        f.problemRegister.isDismissible &&
        !f.problemRegister.isDismissed &&
        f.problemRegister.status === 'OPEN' &&
        findings.filter((o) => o.originalProblemItem.title === f.originalProblemItem.title).length === 1,
    )
    if (finding) return { propertyId: id, finding }
  }
  throw new Error('no dismissible finding')
}

test('pm.vic: dismiss then restore a finding on the property (toasts, badges, after a reload)', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  const { propertyId, finding } = await dismissibleFinding(page)
  const title = finding.originalProblemItem.title
  const findings = new PropertyFindingsSection(page)
  await page.goto(`/property/${propertyId}`)
  await expect(findings.finding(title)).toBeVisible()
  await expect(findings.finding(title)).toContainText(finding.servicingCategory.name)
  await expect(findings.finding(title).getByText(FINDING_TEXTS.dismissedBadge)).toHaveCount(0)

  await findings.menu(title).click()
  await page.getByRole('menuitem', { name: 'Dismiss finding' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to dismiss this finding?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Dismiss finding' }).click()
  await expect(findings.toast(FINDING_TOASTS.dismissed[0])).toBeVisible()
  await expect(findings.toast(FINDING_TOASTS.dismissed[1])).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(findings.finding(title).getByText(FINDING_TEXTS.dismissedBadge)).toBeVisible()
  await expect(findings.finding(title)).toContainText('by Olivia Bennett')
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([])
  await page.reload()
  await expect(findings.finding(title).getByText(FINDING_TEXTS.dismissedBadge)).toBeVisible()

  await findings.menu(title).click()
  await expect(page.getByRole('menuitem', { name: 'Dismiss finding' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Restore finding' }).click()
  const restore = page.getByRole('alertdialog', { name: 'Are you sure you want to restore this finding?' })
  await restore.getByRole('button', { name: 'Restore finding' }).click()
  await expect(findings.toast(FINDING_TOASTS.restored[0])).toBeVisible()
  await expect(findings.toast(FINDING_TOASTS.restored[1])).toBeVisible()
  await expect(findings.finding(title).getByText(FINDING_TEXTS.dismissedBadge)).toHaveCount(0)
  await page.reload()
  await expect(findings.finding(title)).toBeVisible()
  await expect(findings.finding(title).getByText(FINDING_TEXTS.dismissedBadge)).toHaveCount(0)
})

test('offline: the findings of a property open from this device; a dismissal waits there and reaches the server once', async ({
  page,
  context,
}) => {
  await signIn(page, 'multi', 'QLD')
  await waitForServiceWorker(page)
  const { propertyId, finding } = await dismissibleFinding(page)
  const title = finding.originalProblemItem.title
  const findings = new PropertyFindingsSection(page)
  await page.goto(`/property/${propertyId}`)
  await expect(findings.finding(title)).toBeVisible()
  await waitForSaved(page, `"property",${propertyId},"detail"`)
  await waitForSaved(page, `"property",${propertyId},"reported-findings"`)

  const writes = { count: 0, online: true }
  const url = `**/v1/reported-findings/${finding.problemRegister.problemRegisterId}/dismiss`
  await context.route(url, (route) => {
    if (!writes.online) return route.abort('internetdisconnected')
    writes.count++
    return route.continue()
  })
  writes.online = false
  await goOffline(context, page)
  await page.reload()
  await expect(findings.finding(title)).toBeVisible()
  await findings.menu(title).click()
  await page.getByRole('menuitem', { name: 'Dismiss finding' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Dismiss finding' }).click()
  await expect(findings.toast('Waiting to sync')).toBeVisible()
  const pending = page.getByRole('region', { name: 'Reported finding changes waiting to sync' })
  await expect(pending).toContainText(`Dismiss finding: ${title}`)
  await expect(findings.finding(title).getByText('Dismissal waiting to sync')).toBeVisible()
  await expect(findings.menu(title)).toBeDisabled()
  expect(writes.count).toBe(0)

  writes.online = true
  await context.setOffline(false)
  await expect(pending).toBeHidden({ timeout: 30_000 })
  await expect(findings.finding(title).getByText(FINDING_TEXTS.dismissedBadge)).toBeVisible({ timeout: 15_000 })
  await page.reload()
  await expect(findings.finding(title).getByText(FINDING_TEXTS.dismissedBadge)).toBeVisible()
  await page.waitForTimeout(1500)
  expect(writes.count).toBe(1)
})

test('master (no problem register): the list is restricted and the property has no findings section', async ({
  page,
}) => {
  await signIn(page, 'master', 'NSW')
  await page.goto('/action-required/reported-findings?facet=URGENT')
  await page.waitForURL(/\/auth\/restricted/)
  await expect(page.getByRole('heading', { name: 'This page is restricted' })).toBeVisible()
  await page.goBack()
  await page.goto('/')
  await expect(page.locator('main#main')).toBeVisible()
  const session = await apiData<{ complianceAgencyId: number }>(page, '/v1/auth/session')
  const portfolio = await apiData<{ items: { compliancePropertyId: number }[] }>(page, '/v1/portfolio?page-size=1')
  const id = portfolio.items[0]?.compliancePropertyId
  expect(id, `a property of agency ${session.complianceAgencyId}`).toBeDefined()
  await page.goto(`/property/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(new PropertyFindingsSection(page).section()).toHaveCount(0)
})
