import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { PRODUCT_NAME } from '../../src/contract/provider.ts'
import {
  BUILT_YEAR_IN_FUTURE,
  BUILT_YEAR_REQUIRED,
  DOCUMENT_REQUIRED,
  FINDING_TEXTS,
  FINDING_TOASTS,
  type FindingGroup,
  type ReportedFinding,
  SELECT_A_FINDING,
} from '../../src/contract/reported-findings.ts'
import { PNG_1X1, uniqueName } from './pages/documents-page.ts'
import { goOffline, waitForSaved, waitForServiceWorker } from './pages/offline.ts'
import { apiData, PropertyFindingsSection } from './pages/reported-findings.ts'
import { signIn, smallTouchTargets } from './pages/shell.ts'
import { findFindingCase } from './support/finding-cases.ts'

/*
 * Issue 15, the resolve wizard: each path on the seed's 'wizard' case of Sunshine Coast Realty (multi in QLD) —
 * request a quote for two findings, dismiss and restore inside the wizard, the built year from the per-finding
 * menu, send a quote, the fatal modal, and a third-party resolution with two photos taken offline that arrives
 * once with its documents filed on the property. The journeys change the same case: one after another.
 */
test.setTimeout(120_000)
test.describe.configure({ mode: 'default' })

const open = (f: ReportedFinding) => f.problemRegister.status === 'OPEN' && !f.problemRegister.isDismissed
const title = (f: ReportedFinding) => f.originalProblemItem.title

type Case = { propertyId: number; group: FindingGroup; findings: ReportedFinding[] }

async function wizardCase(page: Page): Promise<Case> {
  const found = await findFindingCase((path) => apiData(page, path), 'wizard')
  const { groups } = await apiData<{ groups: FindingGroup[] }>(
    page,
    `/v1/property/${found.propertyId}/reported-findings`,
  )
  const group = groups.find((g) => g.service.suffix === found.suffix) ?? found.group
  return { propertyId: found.propertyId, group, findings: group.reportedFindings }
}

function pick(findings: ReportedFinding[], rule: (f: ReportedFinding) => boolean, what: string): ReportedFinding {
  const found = findings.find(rule)
  if (!found) throw new Error(`no ${what} in the wizard case`)
  return found
}

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Resolve reported findings' })
/** A toast over the open wizard (the modal hides the notifications region from the accessibility tree). */
const toast = (page: Page, text: string) =>
  page.locator('[data-scope=toast][data-part=root]').getByText(text, { exact: true })

async function openWizard(page: Page, c: Case) {
  const findings = new PropertyFindingsSection(page)
  await page.goto(`/property/${c.propertyId}`)
  await findings
    .section()
    .getByRole('button', { name: `Resolve ${c.group.service.name} findings` })
    .click()
  await expect(
    wizard(page).getByRole('heading', { name: 'How would you like to resolve these findings?' }),
  ).toBeVisible()
  return findings
}

test('request a quote for two findings, dismiss and restore one in the wizard; 360 px, keyboard and axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await signIn(page, 'multi', 'QLD')
  const c = await wizardCase(page)
  const quotable = c.findings.filter(
    (f) => open(f) && f.problemRegister.canRequestQuote && !f.problemRegister.quoteRequested,
  )
  expect(quotable.length).toBeGreaterThanOrEqual(2)
  const [first, second] = quotable as [ReportedFinding, ReportedFinding]
  const notQuotable = pick(c.findings, (f) => open(f) && !f.problemRegister.canRequestQuote, 'unquotable finding')
  const findings = await openWizard(page, c)
  const dialog = wizard(page)
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
  expect(await smallTouchTargets(dialog)).toEqual([])

  // Dismiss and restore one, from the wizard's own list: the question, the toast, the badge.
  await dialog.getByRole('button', { name: `Dismiss finding: ${title(first)}` }).click()
  const question = page.getByRole('alertdialog', { name: 'Are you sure you want to dismiss this finding?' })
  await question.getByRole('button', { name: 'Dismiss finding' }).click()
  await expect(toast(page, FINDING_TOASTS.dismissed[0])).toBeVisible()
  // Announced inside the modal too: the notifications region is hidden from screen readers while it is open.
  await expect(dialog.locator('[aria-live=polite]')).toHaveText(/^Successfully Dismissed\. /)
  await expect(dialog.getByRole('listitem').filter({ hasText: title(first) })).toContainText(
    FINDING_TEXTS.dismissedBadge,
  )
  await dialog.getByRole('button', { name: `Restore finding: ${title(first)}` }).click()
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to restore this finding?' })
    .getByRole('button', { name: 'Restore finding' })
    .click()
  await expect(toast(page, FINDING_TOASTS.restored[0])).toBeVisible()
  await expect(dialog.getByRole('button', { name: `Dismiss finding: ${title(first)}` })).toBeVisible()

  // Request quote: nothing chosen is refused; what cannot be quoted says why and cannot be chosen.
  await dialog.getByRole('button', { name: 'Request quote' }).click()
  await expect(dialog.getByRole('heading', { name: 'Request quote' })).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: title(notQuotable) })).toBeDisabled()
  await expect(dialog.getByText(FINDING_TEXTS.noQuote(PRODUCT_NAME)).first()).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText(SELECT_A_FINDING)).toBeVisible()
  await dialog.getByRole('checkbox', { name: title(first) }).check()
  // Keyboard: Space on the focused box chooses the second.
  await dialog.getByRole('checkbox', { name: title(second) }).focus()
  await page.keyboard.press('Space')
  await expect(dialog.getByText(SELECT_A_FINDING)).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('heading', { name: 'Request a quote for 2 findings?' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Request quote' }).click()
  await expect(dialog.getByRole('heading', { name: 'Quote requested' })).toBeVisible()
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])

  // Resolve more: reloaded, both carry the badge; closed, the property shows it too, and so does the server.
  await dialog.getByRole('button', { name: 'Continue' }).click()
  for (const f of [first, second]) {
    await expect(dialog.getByRole('listitem').filter({ hasText: title(f) })).toContainText(
      FINDING_TEXTS.quoteRequestedBadge,
    )
  }
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
  await expect(dialog).toBeHidden()
  await expect(findings.finding(title(first))).toContainText(FINDING_TEXTS.quoteRequestedBadge)
  const after = await wizardCase(page)
  for (const f of [first, second]) {
    const now = after.findings.find((x) => x.problemRegister.problemRegisterId === f.problemRegister.problemRegisterId)
    expect(now?.problemRegister.quoteRequested).toBe(true)
    expect(now?.problemRegister.isDismissed).toBe(false)
  }
})

test('the per-finding menu: built year and notes from Enter property built year, with the form rules', async ({
  page,
}) => {
  await signIn(page, 'multi', 'QLD')
  const c = await wizardCase(page)
  const built = pick(c.findings, (f) => open(f) && f.problemRegister.canEnterBuiltYear, 'built-year finding')
  const findings = new PropertyFindingsSection(page)
  await page.goto(`/property/${c.propertyId}`)
  await findings.menu(title(built)).click()
  // What it cannot take stays in the menu, disabled, saying why.
  const quote = page.getByRole('menuitem', { name: /^Request quote/ })
  await expect(quote).toHaveAttribute('aria-disabled', 'true')
  await expect(quote).toContainText(FINDING_TEXTS.noQuote(PRODUCT_NAME))
  await page.getByRole('menuitem', { name: 'Enter property built year' }).click()

  const dialog = wizard(page)
  await expect(dialog.getByRole('heading', { name: 'Enter property built year' })).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: title(built) })).toBeChecked()
  await dialog.getByRole('button', { name: 'Send to provider' }).click()
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible()
  await expect(dialog.getByText(BUILT_YEAR_REQUIRED)).toBeVisible()
  const nextYear = new Date().getFullYear() + 1
  await dialog.getByLabel('Month and year the property was built').fill(`${nextYear}-01`)
  await dialog.getByLabel('Notes', { exact: true }).fill('   ')
  await dialog.getByRole('button', { name: 'Send to provider' }).click()
  await expect(dialog.getByText(BUILT_YEAR_IN_FUTURE)).toBeVisible()
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible()
  await dialog.getByLabel('Month and year the property was built').fill('2001-05')
  await dialog.getByLabel('Notes', { exact: true }).fill('Built in 2001; the extension was added in 2015.')
  await dialog.getByRole('button', { name: 'Send to provider' }).click()
  await expect(dialog.getByRole('heading', { name: 'Information sent' })).toBeVisible()
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
  await expect(dialog).toBeHidden()
})

test('send a quote from the menu: the forward dialog over the wizard, then back to the findings', async ({ page }) => {
  await signIn(page, 'multi', 'QLD')
  const c = await wizardCase(page)
  const quoted = pick(
    c.findings,
    (f) => open(f) && f.problemRegister.canForwardToLandlord && !!f.quotation?.approvalUrl,
    'quote',
  )
  const number = quoted.quotation?.quoteNumber ?? ''
  const findings = new PropertyFindingsSection(page)
  await page.goto(`/property/${c.propertyId}`)
  await findings.menu(title(quoted)).click()
  await expect(page.getByRole('menuitem', { name: /^Review quote/ })).toHaveAttribute(
    'href',
    quoted.quotation?.approvalUrl ?? '',
  )
  const thirdParty = page.getByRole('menuitem', { name: /^Resolve by third party/ })
  await expect(thirdParty).toContainText(FINDING_TEXTS.noThirdParty(PRODUCT_NAME))
  await page.getByRole('menuitem', { name: 'Send quote' }).click()

  const forward = page.getByRole('dialog', { name: `Forward quote ${number}` })
  await expect(forward).toBeVisible()
  // The quote itself, as GET /v1/quote/{id} gives it now (P7-85).
  await expect(forward.getByLabel(`Quote ${number}`)).toContainText(/Status\w[\w ]*PriceFrom \$/)
  const to = forward.getByLabel('To', { exact: true })
  await to.fill('landlord@example.com')
  await to.press('Enter')
  await forward.getByRole('button', { name: 'Forward quote' }).click()
  await expect(toast(page, `Quote ${number} forwarded`)).toBeVisible()
  await expect(forward).toBeHidden()
  const dialog = wizard(page)
  await expect(dialog.getByRole('heading', { name: 'How would you like to resolve these findings?' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: `Send quote: ${title(quoted)}` })).toHaveText('Send quote again')
})

test('a failed load shows the fatal modal with the reason in brackets', async ({ page }) => {
  await signIn(page, 'multi', 'QLD')
  const c = await wizardCase(page)
  await page.route('**/v2/property/*/reported-findings/*', (route) =>
    route.fulfill({ status: 503, json: { success: false, data: null, error: 'The findings service is down' } }),
  )
  const findings = new PropertyFindingsSection(page)
  await page.goto(`/property/${c.propertyId}`)
  await findings
    .section()
    .getByRole('button', { name: `Resolve ${c.group.service.name} findings` })
    .click()
  const dialog = wizard(page)
  await expect(dialog.getByRole('heading', { name: FINDING_TEXTS.fatalTitle })).toBeVisible()
  await expect(dialog.getByText(FINDING_TEXTS.fatalBody)).toBeVisible()
  await expect(dialog.getByText('(The findings service is down)')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(dialog).toBeHidden()
})

test('offline at the property: a third-party resolution with two photos waits, then arrives once with its documents filed', async ({
  page,
  context,
}) => {
  await signIn(page, 'multi', 'QLD')
  await waitForServiceWorker(page)
  const c = await wizardCase(page)
  const target = pick(
    c.findings,
    (f) => open(f) && !f.problemRegister.canRequestQuote && !f.problemRegister.canEnterBuiltYear && !f.quotation,
    'finding for a third party',
  )
  const findings = new PropertyFindingsSection(page)
  await page.goto(`/property/${c.propertyId}`)
  await expect(findings.finding(title(target))).toBeVisible()
  await waitForSaved(page, `"property",${c.propertyId},"detail"`)
  await waitForSaved(page, `"property",${c.propertyId},"reported-findings"`)
  const before = await apiData<{ items: unknown[]; total: number }>(
    page,
    `/v1/property/${c.propertyId}/documents?filter=THIRD_PARTY_RESOLUTION`,
  )

  const writes = { online: false, documents: 0, submissions: 0 }
  await context.route('**/v1/reported-findings/temporary-document', (route) => {
    if (!writes.online) return route.abort('internetdisconnected')
    writes.documents++
    return route.continue()
  })
  await context.route(`**/v2/property/${c.propertyId}/reported-findings`, (route) => {
    if (!writes.online) return route.abort('internetdisconnected')
    writes.submissions++
    return route.continue()
  })
  await goOffline(context, page)
  await page.reload()
  await findings.menu(title(target)).click()
  await page.getByRole('menuitem', { name: 'Resolve by third party' }).click()

  const dialog = wizard(page)
  await expect(dialog.getByRole('heading', { name: 'Resolve by third party' })).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: title(target) })).toBeChecked()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText(DOCUMENT_REQUIRED)).toBeVisible()
  const photos = ['before', 'after'].map((stem) => ({
    name: uniqueName(`third-party-${stem}`, 'png'),
    mimeType: 'image/png',
    buffer: PNG_1X1,
  }))
  for (const photo of photos) await dialog.getByTestId('third-party-camera').setInputFiles(photo)
  const added = dialog.getByRole('list', { name: 'Documents added' })
  for (const photo of photos)
    await expect(added.getByRole('listitem').filter({ hasText: photo.name })).toContainText('Waiting to sync')
  await dialog.getByLabel('Notes (optional)').fill('Replaced by Coastal Electrical, invoice 5521.')
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByRole('heading', { name: 'Before you submit' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled()
  await dialog.getByLabel(FINDING_TEXTS.iUnderstand).check()
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByRole('heading', { name: 'Resolution submitted' })).toBeVisible()
  await expect(dialog.getByText('Saved on this device. It will be sent when the connection returns.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
  await expect(findings.finding(title(target)).getByText('Third party resolution waiting to sync')).toBeVisible()
  expect(writes).toEqual({ online: false, documents: 0, submissions: 0 })

  // Back online: the photos, then the resolution, each once; the documents are filed on the property.
  writes.online = true
  await context.setOffline(false)
  const pending = page.getByRole('region', { name: 'Reported finding changes waiting to sync' })
  await expect(pending).toBeHidden({ timeout: 30_000 })
  // Resolved, it leaves the property's findings (which lists what is still open).
  await expect(findings.finding(title(target))).toHaveCount(0, { timeout: 15_000 })
  await page.waitForTimeout(1500)
  expect(writes).toEqual({ online: true, documents: 2, submissions: 1 })
  const filed = await apiData<{ items: { name: string }[]; total: number }>(
    page,
    `/v1/property/${c.propertyId}/documents?filter=THIRD_PARTY_RESOLUTION`,
  )
  expect(filed.total).toBe(before.total + 2)
})
