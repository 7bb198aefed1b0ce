import type { AddressInfo } from 'node:net'
import { and, eq, isNotNull } from 'drizzle-orm'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, properties, sentEmails } from '../../server/db/schema/index.ts'
import { isInert, PNG, propertyOf, waitForEmail, XSS } from './email-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Real SMTP (issue 17): SMTP_URL points at an smtp-server on 127.0.0.1; what arrives is parsed with mailparser.
let t: TestApp
let smtp: SMTPServer
let cookie: string
let property: number
const arrived: { envelope: string[]; mail: ParsedMail }[] = []
let refuse = false

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refuse) return callback(Object.assign(new Error('Mailbox service unavailable'), { responseCode: 451 }))
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          arrived.push({ envelope: session.envelope.rcptTo.map((r) => r.address), mail })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  t = await createTestApp({
    propertiesPerAgency: 20,
    email: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
    },
  })
  cookie = await t.signIn('pm.vic', 'VIC')
  property = await propertyOf(t, 'Bayside Rentals')
}, 240_000)
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

const FROM = 'olivia.bennett@baysiderentals.com.au'
async function send(message: string) {
  const res = await t.call('/v1/notice/send-occupant-notification', {
    method: 'POST',
    cookie,
    body: {
      fromEmail: FROM,
      toAddresses: ['tenant@example.com', 'other.tenant@example.com'],
      ccAddresses: ['landlord@example.com'],
      sendToDefaultRecipient: true,
      message,
      emailFooter: 'Kind regards,\nBayside Rentals',
      propertyId: property,
    },
  })
  return { status: res.status, body: await res.json() }
}

describe('sending through SMTP', () => {
  it('delivers the message: subject, recipients, HTML, text and the inline image', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(PNG)]), 'meter.png')
    const uploaded = await (
      await t.request('/v1/misc/image/upload', {
        method: 'PUT',
        headers: { Origin: 'http://localhost', Cookie: cookie },
        body: form,
      })
    ).json()
    const res = await send(`<p>Please <em>book</em> a time.</p><p><img src="${uploaded.data.public_url}"></p>${XSS}`)
    expect(res.status).toBe(200)
    const row = await waitForEmail(t, res.body.data.emailId, (r) => r.state === 'sent')
    expect(row.attempts).toBe(1)
    const got = arrived.find((a) => a.mail.messageId === row.messageId)
    expect(got).toBeDefined()
    const mail = got?.mail as ParsedMail
    expect(got?.envelope.sort()).toEqual(
      ['landlord@example.com', FROM, 'other.tenant@example.com', 'tenant@example.com'].sort(),
    )
    expect(mail.subject).toBe(row.subject)
    expect(mail.from?.text).toBe(FROM)
    expect(mail.replyTo?.text).toBe(FROM)
    expect([mail.to].flat()[0]?.text).toBe('tenant@example.com, other.tenant@example.com')
    expect([mail.cc].flat()[0]?.text).toBe(`landlord@example.com, ${FROM}`)
    expect(mail.html).toContain('<em>book</em>')
    // mailparser turns the cid: image into a data: URL; everything else in the delivered HTML is inert.
    expect(isInert(String(mail.html).replace(/src="data:image\/png;base64,[^"]+"/g, 'src="cid"'))).toBe(true)
    expect(mail.text).toContain('Please book a time.')
    expect(mail.text).toContain('Kind regards,\nBayside Rentals')
    const image = mail.attachments.find((a) => a.contentType === 'image/png')
    expect(image?.content).toEqual(PNG)
    expect(image?.contentDisposition).toBe('inline')
  })

  it('never fails the request when the server refuses: queued, retried, then failed with the reason', async () => {
    refuse = true
    try {
      const started = Date.now()
      const res = await send('<p>Hello</p>')
      expect(res.status).toBe(200)
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(res.body.data.state).toBe('queued')
      const retrying = await waitForEmail(t, res.body.data.emailId, (r) => r.attempts >= 1)
      expect(retrying.state).toBe('queued')
      expect(retrying.lastError).toContain('Mailbox service unavailable')
      const failed = await waitForEmail(t, res.body.data.emailId, (r) => r.state === 'failed', 30_000)
      expect(failed.attempts).toBe(3)
      expect(failed.lastError).toContain('Mailbox service unavailable')
      const list = await (await t.call(`/v1/email/sent?propertyId=${property}`, { cookie })).json()
      expect(list.data.items.find((e: { id: number }) => e.id === failed.id)).toMatchObject({
        state: 'failed',
        attempts: 3,
      })
    } finally {
      refuse = false
    }
  }, 60_000)
})

describe('forwarded invoices and quotes go through the same queue', () => {
  it('an invoice forwarded is recorded as queued, then arrives through SMTP with its PDF; sent shows in the list', async () => {
    const [invoice] = await t.db
      .select({ id: invoices.id, number: invoices.invoiceNumber, propertyId: invoices.propertyId })
      .from(invoices)
      .innerJoin(properties, eq(properties.id, invoices.propertyId))
      .where(and(eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0), isNotNull(invoices.fileId)))
      .limit(1)
    if (!invoice) throw new Error('the seed gives Bayside no invoice with a PDF')
    const started = Date.now()
    const res = await t.call(`/v1/invoice/${invoice.id}/forward`, {
      method: 'POST',
      cookie,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { toAddresses: ['owner@example.com'], ccAddresses: [], message: 'For your records.' },
    })
    expect(res.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
    const [recorded] = await t.db
      .select()
      .from(sentEmails)
      .where(and(eq(sentEmails.kind, 'INVOICE_FORWARD'), eq(sentEmails.subjectId, invoice.id)))
    if (!recorded) throw new Error('the forward was not recorded')
    expect(recorded.propertyId).toBe(invoice.propertyId)
    const row = await waitForEmail(t, recorded.id, (r) => r.state === 'sent')
    const mail = arrived.find((a) => a.mail.messageId === row.messageId)?.mail
    expect(mail?.subject).toContain(invoice.number)
    expect(mail?.text).toContain('For your records.')
    expect(mail?.html).toBeFalsy()
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf')
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf?.contentDisposition).toBe('attachment')
    const list = await (await t.call(`/v1/email/sent?propertyId=${invoice.propertyId}`, { cookie })).json()
    expect(list.data.items.find((e: { id: number }) => e.id === row.id)).toMatchObject({
      kind: 'INVOICE_FORWARD',
      state: 'sent',
    })
  })
})
