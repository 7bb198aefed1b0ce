import { desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  invoices,
  portfolioProperties,
  quoteNotificationSubscriptions,
  sentEmails,
} from '../../server/db/schema/index.ts'
import { ACCEPTED_DIGITS, harbourUploadableInvoices } from './invoice-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Uploads, forwarding and new-management actions of the 'Urgent action required' tabs.
let t: TestApp
let harbour: string
let bayside: string
let impersonating: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30 })
  harbour = await t.signIn('master', 'NSW')
  bayside = await t.signIn('pm.vic', 'VIC')
  impersonating = await t.signIn('support', 'NSW', { impersonate: 'master' })
})
afterAll(() => t.close())

const send = async (path: string, cookie: string, body?: unknown) => {
  const res = await t.call(path, { method: 'POST', cookie, body })
  return { status: res.status, body: await res.json() }
}
type Row = { id: number; invoiceNumber: string; integration: { isEligibleToUpload: boolean } | null }
const overdue = async (cookie = harbour): Promise<Row[]> =>
  (await (await t.call('/v1/invoice/analytics/overdue', { cookie })).json()).data.items
const invoiceRow = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]
const settle = async (id: number) => {
  for (let i = 0; i < 50; i++) {
    const row = await invoiceRow(id)
    if (row?.integrationStatus !== 'UPLOADING') return row
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('upload did not finish')
}
/** A synced, not-uploaded invoice of Harbour whose number ends in one of `digits`, with no error from before. */
async function eligibleInvoice(digits: number[]) {
  const [row] = await harbourUploadableInvoices(t, digits)
  if (!row) throw new Error('no such invoice in the seed')
  await t.db.update(invoices).set({ lastUploadError: null }).where(eq(invoices.id, row.id))
  return row
}

describe('POST /v1/invoice/{id}/upload', () => {
  it('answers at once with the invoice uploading, then records the upload', async () => {
    const invoice = await eligibleInvoice([0, 2, 4])
    const res = await send(`/v1/invoice/${invoice.id}/upload`, harbour)
    expect(res.status).toBe(202)
    expect(res.body.data.integration).toMatchObject({ isUploading: true, isUploaded: false, isEligibleToUpload: false })
    const done = await settle(invoice.id)
    expect(done).toMatchObject({ integrationStatus: 'UPLOADED', uploadedBy: 'Grace Whitfield', lastUploadError: null })
    const again = await send(`/v1/invoice/${invoice.id}/upload`, harbour)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('This invoice has already been uploaded')
  })

  it('keeps the software error when the upload fails, and a retry can succeed', async () => {
    const invoice = await eligibleInvoice([1])
    await send(`/v1/invoice/${invoice.id}/upload`, harbour)
    const failed = await settle(invoice.id)
    expect(failed).toMatchObject({ integrationStatus: 'NOT_UPLOADED' })
    expect(failed?.lastUploadError).toBe('PropertyTree did not respond in time. Try again later.')
    await send(`/v1/invoice/${invoice.id}/upload`, harbour)
    expect(await settle(invoice.id)).toMatchObject({ integrationStatus: 'UPLOADED', lastUploadError: null })
  })

  it('resumes an upload that no server is running any more, unless the session only looks (impersonating)', async () => {
    const invoice = await eligibleInvoice(ACCEPTED_DIGITS)
    const dueDate = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10)
    await t.db
      .update(invoices)
      .set({ integrationStatus: 'UPLOADING', uploadStartedAt: null, dueDate, isPaid: false })
      .where(eq(invoices.id, invoice.id))
    // A support user looking as the master user sees it uploading, and resumes nothing.
    expect((await overdue(impersonating)).find((i) => i.id === invoice.id)?.integration).toMatchObject({
      isUploading: true,
    })
    expect(await invoiceRow(invoice.id)).toMatchObject({ integrationStatus: 'UPLOADING', uploadStartedAt: null })
    const shown = (await overdue()).find((i) => i.id === invoice.id)
    expect(shown?.integration).toMatchObject({ isUploading: true })
    expect(await settle(invoice.id)).toMatchObject({ integrationStatus: 'UPLOADED' })
  })

  it("refuses invoices not synced with software, another agency's, unknown ones and impersonation", async () => {
    const [vicInvoice] = await overdue(bayside)
    expect((await send(`/v1/invoice/${vicInvoice?.id}/upload`, bayside)).body.error).toBe(
      'This invoice cannot be uploaded: its property is not synced with your management software',
    )
    expect((await send(`/v1/invoice/${vicInvoice?.id}/upload`, harbour)).status).toBe(403)
    expect((await send('/v1/invoice/99999999/upload', harbour)).body.error).toBe('Invoice not found')
    expect((await send('/v1/invoice/abc/upload', harbour)).status).toBe(404)
    const [mine] = await overdue()
    expect((await send(`/v1/invoice/${mine?.id}/upload`, impersonating)).status).toBe(403)
  })
})

describe('forwarding invoices and quotes', () => {
  const lastEmail = async () => (await t.db.select().from(sentEmails).orderBy(desc(sentEmails.id)).limit(1))[0]

  it('sends the invoice with its PDF through the email service', async () => {
    const [invoice] = await overdue()
    const body = { toAddresses: ['Owner@Example.com'], ccAddresses: ['cc@example.com'], message: 'Please pay.' }
    const res = await send(`/v1/invoice/${invoice?.id}/forward`, harbour, body)
    expect(res.status).toBe(200)
    const email = await lastEmail()
    expect(email).toMatchObject({
      kind: 'INVOICE_FORWARD',
      subjectId: invoice?.id,
      toAddresses: ['owner@example.com'],
      ccAddresses: ['cc@example.com'],
      replyTo: 'grace.whitfield@harbourco.com.au',
    })
    expect(email?.subject).toContain(invoice?.invoiceNumber)
    expect(email?.bodyText).toContain('Please pay.')
    expect(email?.attachmentFileIds).toHaveLength(1)
  })

  it('answers 400 with the email form messages and sends nothing', async () => {
    const [invoice] = await overdue()
    const before = (await lastEmail())?.id
    const six = Array.from({ length: 6 }, (_, i) => `p${i}@example.com`)
    const res = await send(`/v1/invoice/${invoice?.id}/forward`, harbour, {
      toAddresses: six,
      ccAddresses: ['x'],
      message: 'm'.repeat(500),
    })
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toMatchObject({
      toAddresses: ['A maximum of 5 To emails are allowed'],
      'ccAddresses.0': ['Please enter a valid email address'],
      message: ['Message should be 500 characters or less'],
    })
    const both = await send(`/v1/invoice/${invoice?.id}/forward`, harbour, {
      toAddresses: ['a@example.com'],
      ccAddresses: ['A@example.com'],
    })
    expect(both.body.fieldErrors.ccAddresses).toEqual([
      'One or more email addresses are already included in the "To" section (a@example.com)',
    ])
    expect((await send(`/v1/invoice/${invoice?.id}/forward`, harbour, {})).body.fieldErrors.toAddresses).toEqual([
      'At least one email is required',
    ])
    expect((await lastEmail())?.id).toBe(before)
    expect((await send(`/v1/invoice/${invoice?.id}/forward`, impersonating, { toAddresses: ['a@b.co'] })).status).toBe(
      403,
    )
  })

  it('forwards a quote and subscribes the sender when asked', async () => {
    const quotes = (await (await t.call('/v1/quote/analytics/immediate-action', { cookie: harbour })).json()).data.items
    const quote = quotes[0]
    const res = await send(`/v1/quote/${quote.complianceQuoteId}/forward`, harbour, {
      toAddresses: ['landlord@example.com'],
      subscribeToNotifications: true,
    })
    expect(res.status).toBe(200)
    expect(await lastEmail()).toMatchObject({ kind: 'QUOTE_FORWARD', subjectId: quote.complianceQuoteId })
    const subs = await t.db
      .select()
      .from(quoteNotificationSubscriptions)
      .where(eq(quoteNotificationSubscriptions.quoteId, quote.complianceQuoteId))
    expect(subs).toHaveLength(1)
    expect(
      (await send(`/v1/quote/${quote.complianceQuoteId}/forward`, bayside, { toAddresses: ['a@b.co'] })).status,
    ).toBe(403)
  })
})

describe('new management actions', () => {
  const list = async () =>
    (await (await t.call('/v1/portfolio/analytics/new-managements', { cookie: harbour })).json()).data
  const row = async (id: number) =>
    (await t.db.select().from(portfolioProperties).where(eq(portfolioProperties.id, id)))[0]

  it('marks one under enrolment, by whom and when', async () => {
    const target = (await list()).items.find((m: { isUnderEnrolment: boolean }) => !m.isUnderEnrolment)
    const res = await send(`/v1/portfolio/new-management/${target.portfolioPropertyId}/under-enrolment`, harbour)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ isUnderEnrolment: true, underEnrolmentBy: 'Grace Whitfield' })
    expect((await row(target.portfolioPropertyId))?.isUnderEnrolment).toBe(true)
  })

  it('dismisses one, which then leaves the list and cannot be acted on', async () => {
    const before = await list()
    const target = before.items[0]
    expect((await send(`/v1/portfolio/new-management/${target.portfolioPropertyId}/dismiss`, harbour)).status).toBe(200)
    const after = await list()
    expect(after.total).toBe(before.total - 1)
    const again = await send(`/v1/portfolio/new-management/${target.portfolioPropertyId}/dismiss`, harbour)
    expect(again.body.error).toBe('New management not found')
  })

  it("refuses another agency's, non-integrated agencies and impersonation", async () => {
    const target = (await list()).items[0]
    const id = target.portfolioPropertyId
    expect((await send(`/v1/portfolio/new-management/${id}/dismiss`, impersonating)).status).toBe(403)
    expect((await send(`/v1/portfolio/new-management/${id}/dismiss`, bayside)).status).toBe(403)
    const multi = await t.signIn('multi', 'QLD')
    const other = await send(`/v1/portfolio/new-management/${id}/under-enrolment`, multi)
    expect(other.body.error).toBe('You do not have access to this new management')
    const untouched = await t.db
      .select()
      .from(portfolioProperties)
      .where(inArray(portfolioProperties.id, [id]))
    expect(untouched[0]?.dismissedAt).toBeNull()
  })
})
