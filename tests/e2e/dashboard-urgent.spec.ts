import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signIn } from './pages/shell.ts'
import { UrgentActionsPage } from './pages/urgent-actions.ts'

// Agencies by gating: Harbour (NSW; integrated, property-request enrolment, entry-method variant), Bayside (VIC;
// not integrated, problem register), Sunshine (QLD; integrated, problem register, no enrolment experiment),
// Swan River (WA; integrated, no problem register, no enrolment experiment).
test.setTimeout(90_000)

test('Harbour: new managements, access issues, urgent quotes and invoices; an unknown tab shows the first', async ({
  page,
}) => {
  await signIn(page, 'master', 'NSW')
  const u = new UrgentActionsPage(page)
  await u.open('no-such-tab')
  await expect(u.tabs()).toHaveText([
    'Enrol new managements',
    'Resolve access issues',
    'Review urgent quotes',
    'Pay overdue invoices',
  ])
  await expect(u.tab('Enrol new managements')).toHaveAttribute('aria-selected', 'true')
  // With property-request enrolment on, one under enrolment can still be enrolled: no 'Enrolment in progress',
  // and Enrol opens the property request creator here (issue 18) instead of the legacy job order page.
  const enrolling = u
    .rows('New managements')
    .filter({ hasText: /Under enrolment/ })
    .first()
  await expect(enrolling).toBeVisible()
  await expect(enrolling.getByRole('button', { name: /^Enrol / })).toBeEnabled()
  await expect(u.panel().getByRole('button', { name: 'Enrolment in progress' })).toHaveCount(0)

  await u.tab('Resolve access issues').click()
  await expect.poll(() => u.urlTab()).toBe('urgent-active-notices')
  await expect(u.rows('Urgent access issues').first()).toBeVisible()
  // The list is built (issue 14): 'View all' opens it filtered as the preview is.
  await expect(u.viewAll()).toHaveAttribute('href', /^\/action-required\/access-issues\?facet=URGENT/)

  await u.tab('Review urgent quotes').click()
  const quote = u.rows('Urgent quotes').first()
  await expect(quote.getByText('Urgent', { exact: true })).toBeVisible()
  await expect(quote.getByText(/^From \$[\d,.]+ inc\. GST · Expires \d\d\/\d\d\/\d{4}$/)).toBeVisible()
  await expect(u.viewAll()).toHaveAttribute('href', /\/Quotations\/index$/)

  await u.tab('Pay overdue invoices').click()
  await expect(u.rows('Overdue invoices')).toHaveCount(5)
  await expect(u.viewAll()).toHaveAttribute('href', /\/Invoices\/index$/)
  await expect(u.viewAll()).toHaveText(/^View all \d+ overdue invoices/)
  const axe = await new AxeBuilder({ page }).include('[data-section="urgent-actions"]').analyze()
  expect(axe.violations).toEqual([])
})

test('Bayside (VIC, problem register): urgent findings, notices and invoices without uploads', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  const u = new UrgentActionsPage(page)
  // Urgent quotes are hidden with the problem register, so asking for them shows the first tab.
  await u.open('urgent-quotes')
  await expect(u.tabs()).toHaveText(['Resolve reported findings', 'Resolve access issues', 'Pay overdue invoices'])
  await expect(u.tab('Resolve reported findings')).toHaveAttribute('aria-selected', 'true')
  const findings = u.list('Reported findings')
  await expect(findings).toBeVisible()
  // VIC shows only urgent reported findings.
  for (const text of await findings.locator('li li').allTextContents()) expect(text).toMatch(/^(Urgent|Non-compliant):/)
  // The list exists now: 'View all' opens it filtered as the preview is (the list's own spec checks the total).
  await expect(u.viewAll()).toHaveAttribute('href', /^\/action-required\/reported-findings/)

  await u.tab('Resolve access issues').click()
  await expect(
    u
      .rows('Urgent active notices')
      .first()
      .getByText(/^Raised \d\d\/\d\d\/\d{4}$/),
  ).toBeVisible()

  await u.tab('Pay overdue invoices').click()
  await expect(u.rows('Overdue invoices').first()).toBeVisible()
  await expect(u.panel().getByRole('button', { name: /^Upload to/ })).toHaveCount(0)
})

test('Sunshine (no enrolment experiment): mark under enrolment disables enrolling; dismiss removes it', async ({
  page,
}) => {
  await signIn(page, 'multi', 'QLD')
  const u = new UrgentActionsPage(page)
  await u.open()
  await expect(u.tabs()).toHaveText([
    'Enrol new managements',
    'Resolve reported findings',
    'Resolve access issues',
    'Pay overdue invoices',
  ])
  const row = u
    .rows('New managements')
    .filter({ has: page.getByRole('button', { name: /^Mark as under enrolment/ }) })
    .first()
  const address = (await row.getAttribute('aria-label')) ?? ''
  await row.getByRole('button', { name: /^Mark as under enrolment/ }).click()
  const marked = u.row(address)
  await expect(marked.getByRole('button', { name: 'Enrolment in progress' })).toBeDisabled()
  await expect(marked.getByText(/^by Sam Nguyen on \d\d\/\d\d\/\d{4}$/)).toBeVisible()
  await marked.getByRole('button', { name: /^Dismiss/ }).click()
  await expect(u.row(address)).toHaveCount(0)
  // Findings outside VIC are not limited to urgent categories; the list loads.
  await u.tab('Resolve reported findings').click()
  await expect(u.list('Reported findings')).toBeVisible()
})

test('Swan River (integrated, no problem register): urgent quotes shown, enrolment in progress disabled', async ({
  page,
}) => {
  await signIn(page, 'support', 'WA')
  const u = new UrgentActionsPage(page)
  await u.open('new-managements')
  await expect(u.tabs()).toHaveText([
    'Enrol new managements',
    'Resolve access issues',
    'Review urgent quotes',
    'Pay overdue invoices',
  ])
  await expect(u.rows('New managements').first()).toBeVisible()
  const underway = u.rows('New managements').filter({ hasText: /Under enrolment/ })
  for (const row of await underway.all()) {
    await expect(row.getByRole('button', { name: 'Enrolment in progress' })).toBeDisabled()
    await expect(row.getByRole('link', { name: /^Enrol/ })).toHaveCount(0)
  }
})

const UPLOAD_BUTTON = /^(Upload to PropertyTree|Retry upload)/

/** An invoice row that offers an upload (or a retry) and whose number ends in one of `digits` (the stand-in's rule). */
async function uploadableRow(u: UrgentActionsPage, digits: string) {
  await expect(u.rows('Overdue invoices').first()).toBeVisible()
  const rows = u.rows('Overdue invoices').filter({ has: u.page.getByRole('button', { name: UPLOAD_BUTTON }) })
  for (const row of await rows.all()) {
    const label = (await row.getAttribute('aria-label')) ?? ''
    if (digits.includes(label.at(-1) ?? '')) return { row: u.row(label), number: label.replace('Invoice ', '') }
  }
  throw new Error(`no uploadable invoice ending in one of ${digits}`)
}

test('invoice upload: uploading, then uploaded or the error with retry, refetched every 60 s', async ({ page }) => {
  await signIn(page, 'master', 'NSW')
  // A controllable clock for the 60 s refetch, from the next page load on.
  await page.clock.install()
  const u = new UrgentActionsPage(page)
  await u.open('overdue-invoices')
  const good = await uploadableRow(u, '024568')
  const bad = await uploadableRow(u, '37')
  await good.row.getByRole('button', { name: UPLOAD_BUTTON }).click()
  await bad.row.getByRole('button', { name: UPLOAD_BUTTON }).click()
  await expect(good.row.getByRole('button', { name: 'Uploading to PropertyTree…' })).toBeDisabled()
  await expect(bad.row.getByRole('button', { name: 'Uploading to PropertyTree…' })).toBeDisabled()
  // A queued job picks each upload up within a second and the stand-in takes 1–3 s, one job after the other: wait
  // until the server has both done; the list asks again 60 s later.
  // The list the page shows: a preset property manager's, when the user has one.
  const manager = new URL(page.url()).searchParams.get('property-manager')
  const listed = `/v1/invoice/analytics/overdue${manager && manager !== 'all' ? `?propertyManagerId=${manager}` : ''}`
  const stillUploading = async () => {
    const items = (await (await page.request.get(listed)).json()).data.items as {
      invoiceNumber: string
      integration: { isUploading: boolean }
    }[]
    const states = [good.number, bad.number].map((n) => items.find((i) => i.invoiceNumber === n)?.integration)
    if (states.includes(undefined)) throw new Error(`invoices ${good.number} and ${bad.number} are not both listed`)
    return states.map((state) => state?.isUploading)
  }
  await expect.poll(stillUploading, { timeout: 40_000 }).toEqual([false, false])
  await page.clock.fastForward(61_000)
  // The background refetch shows itself for at least a second, however quick it is.
  await expect(page.getByRole('status').filter({ hasText: 'Refreshing overdue invoices…' })).toBeVisible()
  await expect(good.row.getByText(/^Uploaded to PropertyTree on \d\d\/\d\d\/\d{4}$/)).toBeVisible()
  await expect(bad.row.getByText(/^Upload failed: PropertyTree rejected the invoice/)).toBeVisible()
  await expect(u.toast(`Invoice #${bad.number} failed to upload`)).toBeVisible()
  await expect(bad.row.getByRole('button', { name: /^Retry upload/ })).toBeEnabled()
  await expect(page.getByText('Refreshing overdue invoices…')).toBeHidden()
})

async function fillEmails(page: Page, label: string, emails: string[]) {
  const box = page.getByRole('dialog').getByLabel(label, { exact: true })
  for (const email of emails) {
    await box.fill(email)
    await box.press('Enter')
  }
}

test('forward invoice: the email form rules, then sent', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  const u = new UrgentActionsPage(page)
  await u.open('overdue-invoices')
  const row = u.rows('Overdue invoices').first()
  const number = ((await row.getAttribute('aria-label')) ?? '').replace('Invoice ', '')
  await row.getByRole('button', { name: /^Forward/ }).click()
  const dialog = page.getByRole('dialog', { name: `Forward invoice #${number}` })
  await dialog.getByRole('button', { name: 'Forward invoice' }).click()
  await expect(dialog.getByText('At least one email is required')).toBeVisible()
  await fillEmails(page, 'To', ['not-an-email'])
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
  await dialog.getByLabel('To', { exact: true }).fill('')
  await fillEmails(page, 'To', [
    'a1@example.com',
    'a2@example.com',
    'a3@example.com',
    'a4@example.com',
    'a5@example.com',
  ])
  await expect(dialog.getByLabel('To', { exact: true })).toBeDisabled()
  await fillEmails(page, 'CC', ['A1@example.com'])
  await dialog.getByLabel('Message (optional)').fill('x'.repeat(500))
  await expect(dialog.getByText('500 / 500 characters')).toBeVisible()
  await dialog.getByRole('button', { name: 'Forward invoice' }).click()
  await expect(
    dialog.getByText('One or more email addresses are already included in the "To" section (a1@example.com)'),
  ).toBeVisible()
  await expect(dialog.getByText('Message should be 500 characters or less')).toBeVisible()
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([])
  await dialog.getByRole('button', { name: 'Remove a1@example.com' }).last().click()
  await dialog.getByLabel('Message (optional)').fill('Please arrange payment.')
  await dialog.getByRole('button', { name: 'Forward invoice' }).click()
  await expect(u.toast(`Invoice #${number} forwarded`)).toBeVisible()
  await expect(dialog).toBeHidden()
})

test('quotes: PDF download, its failure toast, and forwarding with notifications; a forward failure', async ({
  page,
}) => {
  await signIn(page, 'support', 'WA')
  const u = new UrgentActionsPage(page)
  await u.open('urgent-quotes')
  const row = u.rows('Urgent quotes').first()
  const number = ((await row.getAttribute('aria-label')) ?? '').replace('Quote ', '')
  // The service worker fetches PDFs (and caches good ones), so the failure is staged on the context.
  await page.context().route('**/v1/quote/*/pdf', (route) => route.fulfill({ status: 500, body: 'nope' }))
  await row.getByRole('button', { name: /^Download PDF/ }).click()
  await expect(u.toast(`Quote ${number} failed to download`)).toBeVisible()
  await expect(u.toast('We experienced an error while trying to download the quote. Please try again.')).toBeVisible()
  await page.context().unroute('**/v1/quote/*/pdf')
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: /^Download PDF/ }).click()
  expect((await download).suggestedFilename()).toBe(`quote-${number}.pdf`)

  await row.getByRole('button', { name: /^Forward/ }).click()
  const dialog = page.getByRole('dialog', { name: `Forward quote ${number}` })
  await fillEmails(page, 'To', ['landlord@example.com'])
  await dialog.getByLabel('Email me updates about this quote').check()
  await page.route('**/v1/quote/*/forward', (route) =>
    route.fulfill({ status: 502, json: { success: false, data: null, error: 'Mail server unavailable' } }),
  )
  await dialog.getByRole('button', { name: 'Forward quote' }).click()
  await expect(dialog.getByText('We were unable to forward this quote')).toBeVisible()
  await expect(dialog.getByText('Mail server unavailable')).toBeVisible()
  await page.unroute('**/v1/quote/*/forward')
  await dialog.getByRole('button', { name: 'Forward quote' }).click()
  await expect(u.toast(`Quote ${number} forwarded`)).toBeVisible()
})

test('skeleton rows while loading, the spec failure texts, and the empty state', async ({ page }) => {
  await signIn(page, 'master', 'NSW')
  const u = new UrgentActionsPage(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/v1/invoice/analytics/overdue*', async (route) => {
    await held
    await route.fulfill({ status: 500, json: { success: false, data: null, error: 'Database down' } })
  })
  await u.open('overdue-invoices')
  await expect(u.skeleton().locator('li')).toHaveCount(5)
  release()
  await expect(u.panel().getByText('Failed to get overdue invoices', { exact: true })).toBeVisible()

  await page.route('**/v1/quote/analytics/immediate-action*', (route) =>
    route.fulfill({ json: { success: true, data: { items: [], total: 0 }, error: null } }),
  )
  await u.tab('Review urgent quotes').click()
  await expect(u.panel().getByText('No urgent quotes found')).toBeVisible()
  await page.route('**/v1/portfolio/analytics/new-managements*', (route) => route.fulfill({ status: 500, json: {} }))
  await u.tab('Enrol new managements').click()
  await expect(u.panel().getByText('Failed to get new managements')).toBeVisible()
})

test('impersonating: dismissing is refused with the spec toast', async ({ page }) => {
  await signIn(page, 'support', 'NSW', { impersonate: 'master' })
  const u = new UrgentActionsPage(page)
  await u.open('new-managements')
  const row = u.rows('New managements').first()
  await row.getByRole('button', { name: /^Dismiss/ }).click()
  await expect(u.toast('Failed to dismiss new management')).toBeVisible()
  await expect(row).toBeVisible()
})
