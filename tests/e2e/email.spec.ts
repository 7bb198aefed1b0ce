import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { EMAIL_TEXTS } from '../../src/contract/email.ts'
import { EMAIL_INVALID } from '../../src/contract/tenancy.ts'
import { CHUNK_TEXTS } from '../../src/ui/lazy-chunk.tsx'
import { EmailDialog, PNG_1PX } from './pages/email.ts'
import { PropertyPage } from './pages/property-page.ts'
import { signIn, smallTouchTargets } from './pages/shell.ts'

// pm.vic (Bayside Rentals): her email is on the agency's configured sending domain, and the agency has the
// download-email experiment. Sending only adds rows (sent emails), so other suites are not affected.
test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 360, height: 780 } })

const XSS = {
  address: '"><img src=x onerror=alert(1)>@example.com',
  text: '<script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">x</a>',
}

async function openOnAProperty(page: import('@playwright/test').Page) {
  const pp = new PropertyPage(page)
  await signIn(page)
  const property = await pp.findProperty((p) => !p.isCancelled)
  await page.goto(`/property/${property.compliancePropertyId}`)
  const email = new EmailDialog(page)
  await email.openByKeyboard()
  return email
}

test('compose with two recipients and an image, preview (XSS inert), download the .eml, send: Email sent', async ({
  page,
}) => {
  page.on('dialog', (d) => {
    throw new Error(`A browser dialog opened: ${d.message()}`)
  })
  const email = await openOnAProperty(page)
  await expect(email.from()).toHaveValue('olivia.bennett@baysiderentals.com.au')

  // Only valid emails become tags; an XSS-looking address is refused as text.
  await email.addAddresses(email.to(), XSS.address)
  await expect(email.dialog().getByRole('alert').filter({ hasText: EMAIL_INVALID })).toBeVisible()
  await email.to().fill('')
  await email.addAddresses(email.to(), 'tenant.one@example.com', 'tenant.two@example.com')
  await email.addAddresses(email.cc(), 'tenant.one@example.com')
  await email.button('Preview').press('Enter')
  await expect(
    email.dialog().getByText(/already included in the "To" section \(tenant\.one@example\.com\)/),
  ).toBeVisible()
  await email.dialog().getByRole('button', { name: 'Remove tenant.one@example.com' }).last().click()
  await expect(email.dialog().getByRole('list', { name: 'To addresses' }).getByRole('listitem')).toHaveCount(2)
  await expect(email.dialog().getByText(/already included in the "To" section/)).toBeHidden()

  // The message: typed text (with markup that must stay text), bold by keyboard, and an uploaded image.
  await email.message().click()
  await page.keyboard.type('Hello tenants, ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('important')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(` ${XSS.text}`)
  await expect(email.message().locator('strong')).toHaveText('important')
  await expect(email.counter()).toContainText(' / 499 characters')
  await email
    .dialog()
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1PX })
  const image = email.message().getByRole('img', { name: 'photo.png' })
  await expect(image).toHaveAttribute('src', /\/v1\/misc\/image\/[0-9a-f-]{36}/)
  await expect(image).toHaveAttribute('width', '200')

  // 360 px: nothing scrolls sideways; axe finds nothing in the dialog.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])

  // Preview, by keyboard: the server's HTML sanitised again; what was typed is text, nothing runs.
  await email.button('Preview').focus()
  await page.keyboard.press('Enter')
  await expect(email.preview()).toBeVisible()
  await expect(email.preview().getByText('tenant.one@example.com, tenant.two@example.com')).toBeVisible()
  const body = email.previewFrame().locator('body')
  await expect(body).toContainText('important')
  await expect(body).toContainText('<script>window.__xss=1</script>')
  expect(await email.previewFrame().locator('script').count()).toBe(0)
  expect(await email.previewFrame().locator('[onerror], [onclick], [onload]').count()).toBe(0)
  expect(await email.previewFrame().locator('a[href^="javascript:" i]').count()).toBe(0)
  await expect(email.previewFrame().locator('img[src*="/v1/misc/image/"]')).toHaveCount(1)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  // Legacy mode: axe runs inside the sandboxed preview frame itself instead of opening a page to merge frames.
  const axePreview = await new AxeBuilder({ page }).include('[role=dialog]').setLegacyMode(true).analyze()
  expect(axePreview.violations.map((v) => v.id)).toEqual([])

  // Download: a real .eml with the same subject and recipients.
  const downloading = page.waitForEvent('download')
  await email.preview().getByRole('button', { name: 'Download' }).press('Enter')
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.eml$/)
  await expect(email.toast(EMAIL_TEXTS.downloadSuccess)).toBeVisible()
  const eml = await readFile(await download.path())
  const text = eml.toString('utf8')
  expect(text).toMatch(/^To: .*tenant\.one@example\.com/im)
  expect(text).toMatch(/tenant\.two@example\.com/)
  expect(text).toMatch(/^From: .*olivia\.bennett@baysiderentals\.com\.au/im)
  expect(text).toMatch(/^Subject: /im)
  const parser = await import('mailparser').catch(() => null)
  if (parser) {
    const mail = await parser.simpleParser(eml)
    expect(mail.text).toContain('important')
    // What was typed is escaped text in the HTML part: no element, handler or URL made of it.
    expect(mail.html || '').not.toMatch(/<script|<[a-z]+[^>]*\son[a-z]+=|<a[^>]*href="javascript:/i)
    expect(mail.html || '').toContain('&lt;script&gt;')
    expect(mail.attachments.some((a) => a.contentType === 'image/png')).toBe(true)
  }
  await email.preview().getByRole('button', { name: 'Close preview' }).press('Enter')
  await expect(email.preview()).toBeHidden()

  // Send: 'Email sent', the dialog closes and the draft is gone.
  await email.button('Send email').focus()
  await page.keyboard.press('Enter')
  await expect(email.toast(EMAIL_TEXTS.sent)).toBeVisible()
  await expect(email.dialog()).toBeHidden()
  await email.openByKeyboard()
  await expect(email.dialog().getByRole('list', { name: 'To addresses' })).toBeHidden()
})

test('a draft survives going offline and a reload; offline, preview and send are disabled with the reason', async ({
  page,
  context,
}) => {
  const email = await openOnAProperty(page)
  await email.addAddresses(email.to(), 'draft.keeper@example.com')
  await email.message().click()
  await page.keyboard.type('Kept on the device')
  // An image over 2MB is refused before any upload, with the spec's message.
  const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)])
  await email
    .dialog()
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big })
  await expect(email.toast(EMAIL_TEXTS.imageTooLarge)).toBeVisible()
  await expect(email.message().getByRole('img', { name: 'big.png' })).toHaveCount(0)
  await context.setOffline(true)
  await expect(
    email.dialog().getByText(/You're offline\. Previewing, downloading or sending an email needs a connection/),
  ).toBeVisible()
  await expect(email.button('Send email')).toBeDisabled()
  await expect(email.button('Preview')).toBeDisabled()
  // Let the debounced save land, then reload online and open the form again.
  await page.waitForTimeout(800)
  await context.setOffline(false)
  await page.reload()
  await email.openByKeyboard()
  await expect(email.dialog().getByText('draft.keeper@example.com', { exact: true })).toBeVisible()
  await expect(email.message()).toContainText('Kept on the device')
  await email.button('Discard draft').click()
  await expect(email.dialog()).toBeHidden()
  await email.openByKeyboard()
  await expect(email.dialog().getByText('draft.keeper@example.com', { exact: true })).toBeHidden()
})

test('the gating screens: "not set up" with the set-up links, and sending disabled without a sending domain', async ({
  page,
  browser,
}) => {
  // multi's address is on none of Bayside's sending domains.
  await signIn(page, 'multi', 'VIC')
  const pp = new PropertyPage(page)
  const bayside = await pp.findProperty((p) => !p.isCancelled)
  await page.goto(`/property/${bayside.compliancePropertyId}`)
  const email = new EmailDialog(page)
  await email.openByKeyboard({ compose: false })
  await expect(email.dialog().getByRole('alert')).toContainText(EMAIL_TEXTS.accountNotSetup)
  const setup = email
    .dialog()
    .getByRole('link', { name: /^Set up / })
    .first()
  await expect(setup).toHaveAttribute('href', /^https:\/\/mail\.[a-z.]+\/setup$/)
  await expect(setup).toHaveAttribute('target', '_blank')
  await expect(email.dialog().getByRole('button', { name: 'Send email' })).toHaveCount(0)
  const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])

  // Swan River has no sending domain at all.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const other = await context.newPage()
  await signIn(other, 'support', 'WA')
  // The agency's first property from the portfolio list (its ids lie beyond what PropertyPage probes).
  const portfolio = (await (await other.request.get('/v1/portfolio')).json()).data
  const swan = portfolio.items[0].compliancePropertyId as number
  await other.goto(`/property/${swan}`)
  const disabled = new EmailDialog(other)
  await disabled.openByKeyboard({ compose: false })
  await expect(disabled.dialog().getByRole('alert')).toContainText(EMAIL_TEXTS.sendingDisabled)
  await expect(disabled.dialog().getByRole('alert')).toContainText(EMAIL_TEXTS.sendingDisabledDetail)
  await expect(disabled.dialog().getByRole('link')).toHaveCount(0)
  await context.close()
})

test('a failed image upload says so; the Link tool is a popover that takes only web and mail addresses', async ({
  page,
}) => {
  page.on('dialog', (d) => {
    throw new Error(`A browser dialog opened: ${d.message()}`)
  })
  const email = await openOnAProperty(page)
  await page.route('**/v1/misc/image/upload', (route) =>
    route.fulfill({ status: 500, json: { success: false, data: null, error: 'Storage unavailable' } }),
  )
  await email
    .dialog()
    .locator('input[type=file]')
    .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: PNG_1PX })
  await expect(email.toast(EMAIL_TEXTS.imageUploadFailed)).toBeVisible()
  await expect(email.message().getByRole('img')).toHaveCount(0)
  await page.unroute('**/v1/misc/image/upload')

  // Link: select a word, the popover asks for the address, refuses javascript:, sets https.
  await email.message().click()
  await page.keyboard.type('Book here')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.keyboard.press('Shift+ArrowLeft')
  await email.dialog().getByRole('button', { name: 'Link', exact: true }).click()
  const popover = email.dialog().getByRole('dialog', { name: 'Link' })
  const address = popover.getByRole('textbox', { name: 'Link address' })
  await expect(address).toBeFocused()
  await expect(address).toHaveValue('https://')
  expect(await smallTouchTargets(popover.locator('button, input'))).toEqual([])
  await address.fill('javascript:alert(1)')
  await address.press('Enter')
  await expect(popover.getByRole('alert')).toHaveText('Links must start with https://, http:// or mailto:')
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await address.fill('https://example.com/book')
  await popover.getByRole('button', { name: 'Apply' }).click()
  await expect(popover).toBeHidden()
  await expect(email.message().getByRole('link', { name: 'here' })).toHaveAttribute('href', 'https://example.com/book')
  // Escape closes the popover, not the email dialog.
  await email.dialog().getByRole('button', { name: 'Link', exact: true }).click()
  await expect(popover).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popover).toBeHidden()
  await expect(email.dialog()).toBeVisible()
  await email.button('Discard draft').click()
})

test.describe('a dialog whose chunk does not arrive', () => {
  // No service worker: it would serve the precached chunk, and this is about the network failing.
  test.use({ serviceWorkers: 'block' })

  test('says so with Retry instead of a blank page; Retry opens it once the chunk arrives', async ({ page }) => {
    const pp = new PropertyPage(page)
    await signIn(page)
    const property = await pp.findProperty((p) => !p.isCancelled)
    await page.goto(`/property/${property.compliancePropertyId}`)
    const chunk = '**/assets/send-email-dialog-*.js'
    await page.route(chunk, (route) => route.abort('internetdisconnected'))
    const email = new EmailDialog(page)
    await page.getByRole('button', { name: 'Property actions' }).click()
    await page.getByRole('menuitem', { name: 'Send email to tenant' }).click()
    const failed = page.getByRole('alertdialog', { name: CHUNK_TEXTS.title })
    await expect(failed).toBeVisible()
    await expect(failed).toContainText(CHUNK_TEXTS.body)
    await page.unroute(chunk)
    await failed.getByRole('button', { name: CHUNK_TEXTS.retry }).click()
    await expect(email.dialog()).toBeVisible()
    await expect(failed).toBeHidden()
  })
})
