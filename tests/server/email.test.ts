import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessIssues, sentEmails } from '../../server/db/schema/index.ts'
import { isInert, PNG, propertyOf, waitForEmail, XSS } from './email-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Email to tenants (issue 17): form options and gate, preview, .eml download, images, send through the queue.
let t: TestApp
let bayside: string
let harbour: string
let notSetup: string
let disabled: string
let impersonating: string
let property: number
let harbourProperty: number
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30, email: { retry: quickRetry() } })
  bayside = await t.signIn('pm.vic', 'VIC')
  harbour = await t.signIn('master', 'NSW')
  notSetup = await t.signIn('multi', 'VIC')
  disabled = await t.signIn('support', 'WA')
  impersonating = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
  property = await propertyOf(t, 'Bayside Rentals')
  harbourProperty = await propertyOf(t, 'Harbour & Co Property')
}, 240_000)
afterAll(() => t?.close(), 60_000)

function quickRetry() {
  return { retryLimit: 1, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 }
}
const FROM = 'olivia.bennett@baysiderentals.com.au'
const body = (extra: Record<string, unknown> = {}) => ({
  fromEmail: FROM,
  toAddresses: ['tenant@example.com', 'second@example.com'],
  ccAddresses: [],
  message: '<p>Hello <strong>there</strong>, please book a time.</p>',
  propertyId: property,
  ...extra,
})
const post = async (path: string, payload: unknown, cookie = bayside, headers: Record<string, string> = {}) => {
  const res = await t.call(path, { method: 'POST', cookie, body: payload, headers })
  const type = res.headers.get('content-type') ?? ''
  return { status: res.status, res, body: type.includes('json') ? await res.json() : await res.arrayBuffer() }
}
async function upload(bytes: Buffer, name = 'photo.png', cookie = bayside, headers: Record<string, string> = {}) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  const res = await t.request('/v1/misc/image/upload', {
    method: 'PUT',
    headers: { Origin: 'http://localhost', Cookie: cookie, ...headers },
    body: form,
  })
  return { status: res.status, body: await res.json() }
}

describe('GET /v1/email/{emailType}/form', () => {
  it('gives the From choices, the default recipient and the occupants when the user may send', async () => {
    const res = await t.call(`/v1/email/occupant-notification/form?propertyId=${property}`, { cookie: bayside })
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data.gate).toEqual({ status: 'enabled' })
    expect(data.fromOptions).toEqual([FROM, 'rentals@baysiderentals.com.au', 'reception@baysiderentals.com.au'])
    expect(data.defaultRecipient).toEqual({ name: 'Olivia Bennett', email: FROM })
    expect(data.recipientOptions.some((r: { type: string }) => r.type === 'occupant')).toBe(true)
    expect(data.canDownload).toBe(true)
  })

  it('says "not set up" with the set-up links, or disabled without a sending domain', async () => {
    const other = await (
      await t.call(`/v1/email/occupant-notification/form?propertyId=${property}`, { cookie: notSetup })
    ).json()
    expect(other.data.gate).toEqual({
      status: 'notSetup',
      setupLinks: [{ domain: 'baysiderentals.com.au', url: 'https://mail.baysiderentals.com.au/setup' }],
    })
    expect(other.data.fromOptions).toEqual([])
    // Sunshine Coast has two sending domains, one without a set-up page yet: only the known link is listed.
    const qld = await t.signIn('multi', 'QLD')
    const sunshine = await propertyOf(t, 'Sunshine Coast Realty')
    const two = await (
      await t.call(`/v1/email/occupant-notification/form?propertyId=${sunshine}`, { cookie: qld })
    ).json()
    expect(two.data.gate).toEqual({
      status: 'notSetup',
      setupLinks: [{ domain: 'sunshinecoastrealty.com.au', url: 'https://mail.sunshinecoastrealty.com.au/setup' }],
    })
    const swan = await propertyOf(t, 'Swan River Realty')
    const none = await (
      await t.call(`/v1/email/occupant-notification/form?propertyId=${swan}`, { cookie: disabled })
    ).json()
    expect(none.data.gate).toEqual({ status: 'disabled' })
  })

  it("refuses another agency's property and an unknown email type", async () => {
    const res = await t.call(`/v1/email/occupant-notification/form?propertyId=${harbourProperty}`, { cookie: bayside })
    expect(res.status).toBe(403)
    expect((await t.call(`/v1/email/nope/form?propertyId=${property}`, { cookie: bayside })).status).toBe(400)
  })
})

describe('POST /v1/email/{emailType}/preview', () => {
  it('answers subject, from, recipients and the HTML', async () => {
    const res = await post(
      '/v1/email/occupant-notification/preview',
      body({ ccAddresses: ['cc@example.com'], sendToDefaultRecipient: true }),
    )
    expect(res.status).toBe(200)
    const data = res.body.data
    expect(data.subject).toMatch(/^Access to .+ for compliance servicing$/)
    expect(data.from).toEqual({ email: FROM })
    expect(data.recipients).toEqual([
      { type: 'to', email: 'tenant@example.com' },
      { type: 'to', email: 'second@example.com' },
      { type: 'cc', email: 'cc@example.com' },
      { type: 'cc', email: FROM },
    ])
    expect(data.preview_html).toContain('<strong>there</strong>')
  })

  it('answers 400 with the spec messages', async () => {
    const res = await post('/v1/email/occupant-notification/preview', {
      ...body({ fromEmail: '', toAddresses: ['a@x.com'], ccAddresses: ['a@x.com'] }),
    })
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual({
      fromEmail: ['A "From" email is required'],
      ccAddresses: ['One or more email addresses are already included in the "To" section (a@x.com)'],
    })
    const tooLong = await post(
      '/v1/email/occupant-notification/preview',
      body({ message: `<p>${'a'.repeat(500)}</p>` }),
    )
    expect(tooLong.body.fieldErrors).toEqual({ message: ['Message should be 500 characters or less'] })
    const none = await post('/v1/email/occupant-notification/preview', body({ toAddresses: [] }))
    expect(none.body.fieldErrors).toEqual({ toAddresses: ['At least one email is required'] })
    const foreign = await post('/v1/email/occupant-notification/preview', body({ fromEmail: 'someone@else.com' }))
    expect(foreign.body.fieldErrors).toEqual({ fromEmail: ['Choose a "From" email of your agency'] })
  })

  it('leaves XSS in every field inert', async () => {
    const res = await post(
      '/v1/email/occupant-notification/preview',
      body({ message: `<p>Hi</p>${XSS}`, emailFooter: XSS }),
    )
    expect(res.status).toBe(200)
    const html: string = res.body.data.preview_html
    expect(isInert(html)).toBe(true)
    // The footer is text: shown, escaped, never markup.
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('<p>Hi</p>')
    // Sanity: the check itself finds a live handler.
    expect(isInert('<img src=x onerror="alert(1)">')).toBe(false)
  })

  it('refuses a user whose email is not on a sending domain, another agency and impersonation', async () => {
    const gated = await post(
      '/v1/email/occupant-notification/preview',
      body({ fromEmail: 'sam.nguyen@coastalgroup.com.au' }),
      notSetup,
    )
    expect(gated.status).toBe(403)
    expect(gated.body.error).toBe('Seems like your account is not setup yet')
    const other = await post('/v1/email/occupant-notification/preview', body({ propertyId: harbourProperty }))
    expect(other.status).toBe(403)
    const imp = await post('/v1/email/occupant-notification/preview', body(), impersonating)
    expect(imp.status).toBe(403)
  })
})

describe('images: PUT /v1/misc/image/upload and GET /v1/misc/image/{id}', () => {
  it('stores a PNG by its bytes and serves it with its type and nosniff, to its agency only', async () => {
    const res = await upload(PNG, 'anything.jpg')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ contentType: 'image/png', size: PNG.length })
    expect(res.body.data.public_url).toBe(`/v1/misc/image/${res.body.data.id}`)
    const got = await t.call(res.body.data.public_url, { cookie: bayside })
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('image/png')
    expect(got.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG)
    expect((await t.call(res.body.data.public_url, { cookie: harbour })).status).toBe(404)
  })

  it('stores an image once for a repeated Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': `image-${crypto.randomUUID()}` }
    const first = await upload(PNG, 'a.png', bayside, headers)
    const again = await upload(PNG, 'a.png', bayside, headers)
    expect(first.status).toBe(200)
    expect(again.body).toMatchObject({ success: true })
    expect(again.body.data.id).toBe(first.body.data.id)
  })

  it('refuses what is not an image by its bytes, and more than 2MB', async () => {
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.png')
    expect(svg.status).toBe(400)
    expect(svg.body.fieldErrors).toEqual({ file: ['Only PNG, JPEG, GIF and WebP images can be added'] })
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])
    const large = await upload(big)
    expect(large.status).toBe(413)
    expect(large.body.error).toBe('File is too large. The maximum is 2MB.')
    const imp = await upload(PNG, 'a.png', impersonating)
    expect(imp.status).toBe(403)
  })
})

describe('POST /v1/email/{emailType}/download', () => {
  it('answers a real .eml with the message, its recipients and its inline image', async () => {
    const image = (await upload(PNG)).body.data
    const message = `<p>See the meter box:</p><p><img src="${image.public_url}"></p>`
    const res = await post(
      '/v1/email/occupant-notification/download',
      body({ message, ccAddresses: ['cc@example.com'] }),
    )
    expect(res.status).toBe(200)
    expect(res.res.headers.get('content-type')).toBe('message/rfc822')
    expect(res.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="email-property-\d+-\d{4}-\d{2}-\d{2}\.eml"$/,
    )
    const parsed = await simpleParser(Buffer.from(res.body as ArrayBuffer))
    expect(parsed.subject).toMatch(/^Access to /)
    expect(parsed.from?.text).toBe(FROM)
    expect([parsed.to].flat().map((a) => a?.text)).toEqual(['tenant@example.com, second@example.com'])
    expect([parsed.cc].flat().map((a) => a?.text)).toEqual(['cc@example.com'])
    expect(parsed.text).toContain('See the meter box:')
    const inline = parsed.attachments.find((a) => a.contentType === 'image/png')
    expect(inline?.content).toEqual(PNG)
    expect(inline?.contentDisposition).toBe('inline')
    expect(inline?.related).toBe(true)
    // mailparser shows a cid: image as a data: URL of the inline part: the HTML refers to this very image.
    expect(parsed.html).toContain(`data:image/png;base64,${PNG.toString('base64')}`)
    expect(Buffer.from(res.body as ArrayBuffer).toString()).toContain('Content-ID: <')
  })

  it('needs the download-email experiment', async () => {
    const res = await post(
      '/v1/email/occupant-notification/download',
      body({ fromEmail: 'grace.whitfield@harbourco.com.au', propertyId: harbourProperty }),
      harbour,
    )
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('Downloading emails is not enabled for this agency')
  })
})

describe('POST /v1/notice/send-occupant-notification', () => {
  it('queues the email, answers at once, and the worker sends it; the agency sees its state', async () => {
    const res = await post('/v1/notice/send-occupant-notification', body({ message: `<p>Hi</p>${XSS}` }))
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ state: 'queued', accessIssueAction: null })
    const sent = await waitForEmail(t, res.body.data.emailId, (r) => r.state === 'sent')
    expect(sent).toMatchObject({ attempts: 1, lastError: null, propertyId: property, kind: 'OCCUPANT_NOTIFICATION' })
    expect(isInert(sent.bodyHtml ?? '')).toBe(true)
    const list = await (await t.call(`/v1/email/sent?propertyId=${property}`, { cookie: bayside })).json()
    expect(list.data.items[0]).toMatchObject({
      id: sent.id,
      state: 'sent',
      sentBy: 'Olivia Bennett',
      to: ['tenant@example.com', 'second@example.com'],
    })
    const others = await (await t.call('/v1/email/sent', { cookie: harbour })).json()
    expect(others.data.items.some((e: { id: number }) => e.id === sent.id)).toBe(false)
    const pastEnd = await (await t.call(`/v1/email/sent?propertyId=${property}&page=999`, { cookie: bayside })).json()
    expect(pastEnd.data).toEqual({ items: [], total: list.data.total })
  })

  it('sends once for a repeated Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': `email-${crypto.randomUUID()}` }
    const first = await post('/v1/notice/send-occupant-notification', body(), bayside, headers)
    const again = await post('/v1/notice/send-occupant-notification', body(), bayside, headers)
    expect(again.body.data.emailId).toBe(first.body.data.emailId)
    const rows = await t.db.select().from(sentEmails).where(eq(sentEmails.id, first.body.data.emailId))
    expect(rows).toHaveLength(1)
  })

  it('resolves the access issue with the EMAIL solution in the same request', async () => {
    const withIssue = await propertyOf(t, 'Bayside Rentals', true)
    const res = await post(
      '/v1/notice/send-occupant-notification',
      body({ propertyId: withIssue, resolveAccessIssue: { solutionLabel: 'EMAIL_TENANT', notes: 'Emailed' } }),
    )
    expect(res.status).toBe(200)
    expect(res.body.data.accessIssueAction.id).toBeGreaterThan(0)
    const open = await t.db.select().from(accessIssues).where(eq(accessIssues.propertyId, withIssue))
    expect(open.filter((i) => i.resolutionLabel === 'Send an email to the tenant').length).toBeGreaterThan(0)
    // Nothing left to resolve: neither the resolution nor the email is kept.
    const count = (await t.db.select().from(sentEmails)).length
    const again = await post(
      '/v1/notice/send-occupant-notification',
      body({ propertyId: withIssue, resolveAccessIssue: { solutionLabel: 'EMAIL_TENANT' } }),
    )
    expect(again.status).toBe(409)
    expect((await t.db.select().from(sentEmails)).length).toBe(count)
  })

  it('answers 400, refuses another agency, the gate and impersonation', async () => {
    const bad = await post('/v1/notice/send-occupant-notification', body({ toAddresses: ['a', 'b@x.com'] }))
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toEqual({ 'toAddresses.0': ['Please enter a valid email address'] })
    expect((await post('/v1/notice/send-occupant-notification', body({ propertyId: harbourProperty }))).status).toBe(
      403,
    )
    const gated = await post('/v1/notice/send-occupant-notification', body(), notSetup)
    expect(gated.status).toBe(403)
    expect((await post('/v1/notice/send-occupant-notification', body(), impersonating)).status).toBe(403)
  })
})
