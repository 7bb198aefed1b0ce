import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, emailImages, properties, propertyServices, sentEmails } from '../../server/db/schema/index.ts'
import { IDEMPOTENCY_IN_PROGRESS } from '../../src/contract/error-codes.ts'
import { PNG, propertyOf } from './email-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Issue 17: twenty requests at once per write of email and booking — the same Idempotency-Key twenty times (a
// client retrying, a double tap), and twenty different keys where that makes sense. Exactly one effect per key,
// never a 500. PGlite runs one query at a time and hides races, so this runs on a PostgreSQL server only
// (DATABASE_URL), as CI does.
const N = 20
const url = process.env.DATABASE_URL
let t: TestApp
let vic: string
let nsw: string
let nswSessions: string[]

type Answer = {
  status: number
  body: { success: boolean; data: unknown; error: string | null }
  /** The stored answer of an earlier request with this key (Idempotent-Replayed), not a new effect. */
  replayed: boolean
}
const answerOf = async (res: Response): Promise<Answer> => ({
  status: res.status,
  body: await res.json(),
  replayed: res.headers.get('Idempotent-Replayed') === 'true',
})
async function call(method: string, path: string, cookie: string, body: unknown, key: string): Promise<Answer> {
  return answerOf(await t.call(path, { method, cookie, body, headers: { 'Idempotency-Key': key } }))
}
const tally = (answers: { status: number }[]) => {
  const out: Record<number, number> = {}
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1
  return out
}
const times = <T>(f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => f(i)))
/**
 * One key twenty times at once: the first is done; the others are told it is still in progress (409
 * IDEMPOTENCY_IN_PROGRESS, to retry) or, arriving after it finished, get its answer replayed. Retried once it is
 * done, each gets the first's answer.
 */
async function sameKeyBurst(send: () => Promise<Answer>, ok: number) {
  const burst = await times(send)
  const fresh = burst.filter((a) => !a.replayed)
  expect(tally(fresh)[ok]).toBe(1)
  const first = fresh.find((a) => a.status === ok) as Answer
  const waited = fresh.filter((a) => a !== first)
  expect(waited.every((a) => a.status === 409 && (a.body as { code?: string }).code === IDEMPOTENCY_IN_PROGRESS)).toBe(
    true,
  )
  for (const r of burst.filter((a) => a.replayed)) expect([r.status, r.body]).toEqual([ok, first.body])
  const retried = await times(send)
  expect(tally(retried)).toEqual({ [ok]: N })
  for (const r of retried) expect(r.body).toEqual(first.body)
  return first
}

describe.skipIf(!url)('bursts of twenty on PostgreSQL (email, image upload, booking)', () => {
  beforeAll(async () => {
    t = await createTestApp({ propertiesPerAgency: 30 })
    vic = await t.signIn('pm.vic', 'VIC')
    nsw = await t.signIn('master', 'NSW')
    nswSessions = [nsw]
    for (let i = 1; i < N; i++) nswSessions.push(await t.signIn('master', 'NSW'))
  }, 240_000)
  afterAll(() => t?.close(), 60_000)

  const message = (propertyId: number, text: string) => ({
    fromEmail: 'olivia.bennett@baysiderentals.com.au',
    toAddresses: ['tenant@example.com'],
    ccAddresses: [],
    sendToDefaultRecipient: false,
    message: `<p>${text}</p>`,
    emailFooter: '',
    propertyId,
  })
  const emailsWith = async (text: string) =>
    (
      await t.db
        .select()
        .from(sentEmails)
        .where(sql`${sentEmails.bodyHtml} like ${`%${text}%`}`)
    ).length

  it('POST send-occupant-notification: one key twenty times is one email; twenty keys are twenty', async () => {
    const property = await propertyOf(t, 'Bayside Rentals')
    const key = randomUUID()
    await sameKeyBurst(
      () => call('POST', '/v1/notice/send-occupant-notification', vic, message(property, 'burst-same'), key),
      200,
    )
    expect(await emailsWith('burst-same')).toBe(1)

    const distinct = await times(() =>
      call('POST', '/v1/notice/send-occupant-notification', vic, message(property, 'burst-distinct'), randomUUID()),
    )
    expect(tally(distinct)).toEqual({ 200: N })
    expect(await emailsWith('burst-distinct')).toBe(N)
  })

  it('POST send-occupant-notification resolving an access issue: twenty keys, one resolution, the rest told 409', async () => {
    const property = await propertyOf(t, 'Bayside Rentals', true)
    const body = { ...message(property, 'burst-resolve'), resolveAccessIssue: { solutionLabel: 'EMAIL_TENANT' } }
    const answers = await times(() => call('POST', '/v1/notice/send-occupant-notification', vic, body, randomUUID()))
    expect(tally(answers)).toEqual({ 200: 1, 409: N - 1 })
    // The losers' emails went with their transactions.
    expect(await emailsWith('burst-resolve')).toBe(1)
  })

  it('PUT /v1/misc/image/upload: one key twenty times is one image; twenty keys are twenty', async () => {
    const upload = async (key: string) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'meter.png')
      const res = await t.request('/v1/misc/image/upload', {
        method: 'PUT',
        headers: { Origin: 'http://localhost', Cookie: vic, 'Idempotency-Key': key },
        body: form,
      })
      return answerOf(res)
    }
    const before = (await t.db.select().from(emailImages)).length
    const key = randomUUID()
    await sameKeyBurst(() => upload(key), 200)
    expect((await t.db.select().from(emailImages)).length).toBe(before + 1)

    const distinct = await times(() => upload(randomUUID()))
    expect(tally(distinct)).toEqual({ 200: N })
    expect(new Set(distinct.map((a) => (a.body.data as { id: number }).id)).size).toBe(N)
    expect((await t.db.select().from(emailImages)).length).toBe(before + 1 + N)
  })

  it('booking: twenty sessions hold one time, one gets it; twenty books of it (one key, then twenty keys) make one booking', async () => {
    const [row] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(propertyServices, eq(propertyServices.propertyId, properties.id))
      .where(
        and(
          eq(properties.agencyId, t.summary.agencyIds['Harbour & Co Property'] ?? 0),
          eq(properties.isCancelled, false),
          eq(propertyServices.serviceId, 1),
          eq(propertyServices.isCancelled, false),
          eq(propertyServices.isOnHold, false),
          eq(propertyServices.isPendingCancellation, false),
        ),
      )
      .limit(1)
    const id = row?.id ?? 0
    await t.db
      .update(propertyServices)
      .set({ jobStatus: 'OVERDUE', bookedInDate: null })
      .where(and(eq(propertyServices.propertyId, id), eq(propertyServices.serviceId, 1)))
    const days = (await (await t.call(`/v1/property/${id}/booking/availability?service=SMOKE`, { cookie: nsw })).json())
      .data as {
      date: string
      bookingTimes: { oasMetadataId: number; timeFrom: string; timeTo: string; technicianId: number }[]
    }[]
    const day = days[2]
    const slot = day?.bookingTimes[0]
    if (!day || !slot) throw new Error('no time to book')

    // Twenty managers choose the same time at once.
    const holds = await Promise.all(
      nswSessions.map((cookie) =>
        call('POST', `/v1/property/${id}/booking/hold`, cookie, { oasMetadataId: slot.oasMetadataId }, randomUUID()),
      ),
    )
    expect(tally(holds)).toEqual({ 200: 1, 409: N - 1 })
    const winner = nswSessions[holds.findIndex((h) => h.status === 200)] as string

    const body = {
      propertyId: id,
      bookingTypes: 'SMOKE',
      contacts: [{ name: 'Ann Occupant', email: 'ann@example.com', mobile: '61412345678', isPrimaryContact: true }],
      oasResult: {
        oasMetadataId: slot.oasMetadataId,
        date: day.date,
        startTime: slot.timeFrom,
        endTime: slot.timeTo,
        technicianId: slot.technicianId,
      },
    }
    const key = randomUUID()
    await sameKeyBurst(() => call('POST', `/v1/property/${id}/booking`, winner, body, key), 201)
    // New keys: the time is booked, no longer held by anyone.
    const distinct = await times(() => call('POST', `/v1/property/${id}/booking`, winner, body, randomUUID()))
    expect(tally(distinct)).toEqual({ 409: N })
    const made = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.propertyId, id), inArray(bookings.slotId, [slot.oasMetadataId])))
    expect(made).toHaveLength(1)
  })
})
