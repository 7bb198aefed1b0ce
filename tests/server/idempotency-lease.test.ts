import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, properties } from '../../server/db/schema/index.ts'
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED } from '../../src/contract/error-codes.ts'
import { attributes, form, PDF_BYTES } from './documents-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let cookie: string
let master: string
let propertyId: number
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 4 })
  cookie = await t.signIn('pm.vic', 'VIC')
  master = await t.signIn('master', 'NSW')
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0))
  propertyId = row?.id ?? 0
})
afterAll(() => t.close())

const patch = (key: string) =>
  t.call('/v1/me/settings', {
    method: 'PATCH',
    cookie: master,
    body: { agency: { showPortfolioMirroring: true } },
    headers: { 'Idempotency-Key': key },
  })

/** Makes the key's stored answer look like a request that is still running (or died), held until `lockedUntil`. */
async function asIfRunning(key: string, lockedUntil: Date) {
  await t.db
    .update(idempotencyKeys)
    .set({ statusCode: null, responseBody: null, lockedUntil })
    .where(eq(idempotencyKeys.key, key))
}

describe('the claim of a request that is still running', () => {
  it('answers a resend 409 IDEMPOTENCY_IN_PROGRESS with Retry-After, and applies nothing', async () => {
    expect((await patch('lease-running-0001')).status).toBe(200)
    await asIfRunning('lease-running-0001', new Date(Date.now() + 60_000))
    const res = await patch('lease-running-0001')
    expect(res.status).toBe(409)
    expect(res.headers.get('retry-after')).toBe('2')
    expect(await res.json()).toMatchObject({ success: false, code: IDEMPOTENCY_IN_PROGRESS })
  })

  it('is taken over once its lease ran out (the process that held it died): the resend is applied', async () => {
    expect((await patch('lease-expired-0002')).status).toBe(200)
    await asIfRunning('lease-expired-0002', new Date(Date.now() - 1))
    const res = await patch('lease-expired-0002')
    expect(res.status).toBe(200)
    expect(res.headers.get('idempotent-replayed')).toBeNull()
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'lease-expired-0002'))
    expect(row).toMatchObject({ statusCode: 200, lockedUntil: null })
  })
})

describe('uploads are fingerprinted by their content', () => {
  const upload = (key: string, bytes: Uint8Array) =>
    t.request(`/v1/property/${propertyId}/documents`, {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: cookie, 'Idempotency-Key': key },
      body: form([
        attributes({ documentType: 'OTHER', services: [{ code: 'SMOKE' }] }),
        { name: 'file', file: bytes, filename: 'photo.pdf', type: 'application/pdf' },
      ]),
    })
  // Same length, other bytes: a length-only fingerprint took this for a resend of the first file.
  const other = PDF_BYTES.map((byte, i) => (i === PDF_BYTES.length - 3 ? byte ^ 1 : byte))

  it('replays a resend of the same file, and refuses another file of the same size under that key with 422', async () => {
    const first = await upload('upload-hash-0003', PDF_BYTES)
    expect(first.status).toBe(201)
    const again = await upload('upload-hash-0003', PDF_BYTES)
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await again.json()).data.id).toBe((await first.json()).data.id)
    const different = await upload('upload-hash-0003', other)
    expect(different.status).toBe(422)
    expect(await different.json()).toMatchObject({ code: IDEMPOTENCY_KEY_REUSED })
  })
})
