import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accessIssueActions,
  accessIssues,
  agencyFeatureFlags,
  bookingSlots,
  properties,
  propertyServices,
} from '../../server/db/schema/index.ts'
import { FULLY_BOOKED_DAY, UNSCHEDULED_SERVICE_ID } from '../../server/db/seed/booking.ts'
import { BOOKING_NOT_ALLOWED } from '../../server/routes/booking.ts'
import { PROPERTY_MESSAGES } from '../../server/routes/property/property-access.ts'
import { standInSchedule } from '../../server/scheduling/schedule.ts'
import { BOOKING_TEXTS, type BookingBody } from '../../src/contract/booking.ts'
import { SERVICES } from '../../src/contract/catalog.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { type SignedInApp, signedInApp } from './signed-in-app.ts'
import type { TestApp } from './test-app.ts'

// Booking on behalf of a tenant against the seed: Harbour (NSW, portal booking allowed) as master; Bayside
// (portal booking not allowed) as pm.vic; the stand-in schedule has smoke alarm times for ten days.
let t: TestApp
let harbour: string
let harbour2: string
let bayside: string
let impersonating: string
let get: SignedInApp['get']
let post: SignedInApp['post']
beforeAll(async () => {
  ;({ t, harbour, bayside, impersonating, get, post } = await signedInApp(30))
  harbour2 = await t.signIn('master', 'NSW')
})
afterAll(() => t.close())

const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0

/** Live Harbour properties with a live smoke alarm service, made still to be booked (each test takes its own). */
let pool: number[] | undefined
async function nextProperty(): Promise<number> {
  pool ??= (
    await t.db
      .selectDistinct({ id: properties.id })
      .from(properties)
      .innerJoin(propertyServices, eq(propertyServices.propertyId, properties.id))
      .where(
        and(
          eq(properties.agencyId, agencyId('Harbour & Co Property')),
          eq(properties.isCancelled, false),
          eq(propertyServices.serviceId, 1),
          eq(propertyServices.isCancelled, false),
          eq(propertyServices.isOnHold, false),
          eq(propertyServices.isPendingCancellation, false),
        ),
      )
      .orderBy(properties.id)
  ).map((p) => p.id)
  const id = pool.shift()
  if (!id) throw new Error('the seed has too few properties with smoke alarms')
  // Still to be booked, whatever the seed made of it.
  await t.db
    .update(propertyServices)
    .set({ jobStatus: 'OVERDUE', bookedInDate: null })
    .where(and(eq(propertyServices.propertyId, id), eq(propertyServices.serviceId, 1)))
  return id
}

type Slot = { timeFrom: string; timeTo: string; technicianId: number; oasMetadataId: number }
async function firstTimes(id: number, cookie = harbour): Promise<{ date: string; bookingTimes: Slot[] }[]> {
  const res = await get(`/v1/property/${id}/booking/availability?service=SMOKE`, cookie)
  expect(res.status).toBe(200)
  return res.body.data
}

const contact = { name: 'Ann Occupant', email: 'ann@example.com', mobile: '61412345678', isPrimaryContact: true }
function bodyFor(id: number, date: string, slot: Slot, extra: Partial<BookingBody> = {}): BookingBody {
  return {
    propertyId: id,
    bookingTypes: 'SMOKE',
    contacts: [contact],
    oasResult: {
      oasMetadataId: slot.oasMetadataId,
      date,
      startTime: slot.timeFrom,
      endTime: slot.timeTo,
      technicianId: slot.technicianId,
    },
    ...extra,
  }
}
const key = () => ({ 'Idempotency-Key': `booking-${crypto.randomUUID()}` })

describe('GET /v2/property/{id}/services/bookable', () => {
  it('lists the services still to be booked, one entry each', async () => {
    const id = await nextProperty()
    const res = await get(`/v2/property/${id}/services/bookable`, harbour)
    expect(res.status).toBe(200)
    expect(res.body.data).toContainEqual({ name: 'Smoke Alarm', services: [1], bookingTypes: 'SMOKE' })
  })

  it('with the override flag lists every live service, booked in or not', async () => {
    const id = await nextProperty()
    await t.db
      .update(propertyServices)
      .set({ jobStatus: 'BOOKED_IN' })
      .where(and(eq(propertyServices.propertyId, id), eq(propertyServices.serviceId, 1)))
    const types = async () =>
      (await get(`/v2/property/${id}/services/bookable`, harbour)).body.data.map(
        (b: { bookingTypes: string }) => b.bookingTypes,
      )
    expect(await types()).not.toContain('SMOKE')
    const flag = { agencyId: agencyId('Harbour & Co Property'), flag: 'OverrideBookableServices' }
    const set = (enabled: boolean) =>
      t.db
        .insert(agencyFeatureFlags)
        .values({ ...flag, enabled })
        .onConflictDoUpdate({ target: [agencyFeatureFlags.agencyId, agencyFeatureFlags.flag], set: { enabled } })
    await set(true)
    expect(await types()).toContain('SMOKE')
    await set(false)
  })

  it('refuses agencies without portal booking, other agencies and unknown properties', async () => {
    const id = await nextProperty()
    const [bay] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.agencyId, agencyId('Bayside Rentals')))
      .limit(1)
    expect(await get(`/v2/property/${bay?.id}/services/bookable`, bayside)).toMatchObject({
      status: 403,
      body: { error: BOOKING_NOT_ALLOWED },
    })
    expect(await get(`/v2/property/${id}/services/bookable`, bayside)).toMatchObject({
      status: 403,
      body: { error: PROPERTY_MESSAGES.forbidden },
    })
    expect((await get('/v2/property/99999999/services/bookable', harbour)).status).toBe(404)
    expect((await get('/v2/property/abc/services/bookable', harbour)).status).toBe(404)
  })
})

describe('GET /v1/property/{id}/booking/availability', () => {
  it('answers days with times, technician and slot id; the fully booked day is left out', async () => {
    const id = await nextProperty()
    const days = await firstTimes(id)
    expect(days.length).toBeGreaterThan(5)
    expect(days[0]?.bookingTimes[0]).toMatchObject({ timeFrom: '08:00', timeTo: '10:00' })
    expect(typeof days[0]?.bookingTimes[0]?.oasMetadataId).toBe('number')
    const full = new Date(Date.parse(`${t.summary.today}T00:00:00Z`) + FULLY_BOOKED_DAY * 86_400_000)
    expect(days.map((d) => d.date)).not.toContain(full.toISOString().slice(0, 10))
  })

  it('400 without a service or with one the property cannot book; the unscheduled service has no times', async () => {
    const id = await nextProperty()
    expect(await get(`/v1/property/${id}/booking/availability`, harbour)).toMatchObject({
      status: 400,
      body: { fieldErrors: { service: [BOOKING_TEXTS.serviceRequired] } },
    })
    expect(await get(`/v1/property/${id}/booking/availability?service=nonsense`, harbour)).toMatchObject({
      status: 400,
      body: { fieldErrors: { service: [BOOKING_TEXTS.serviceNotBookable] } },
    })
    // The schedule itself has nothing for the unscheduled service.
    const slots = await t.db.select().from(bookingSlots).where(eq(bookingSlots.serviceId, UNSCHEDULED_SERVICE_ID))
    expect(slots).toEqual([])
  })
})

describe('holding and booking a time', () => {
  it('books a held time once, and the property shows the service booked in', async () => {
    const id = await nextProperty()
    const [day] = await firstTimes(id)
    const slot = day?.bookingTimes[0] as Slot
    const hold = await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, harbour)
    expect(hold.status).toBe(200)
    expect(Date.parse(hold.body.data.heldUntil) - Date.now()).toBeGreaterThan(290_000)
    // Held: another session no longer sees it.
    const other = await firstTimes(id, harbour2)
    expect(other[0]?.bookingTimes.map((b) => b.oasMetadataId)).not.toContain(slot.oasMetadataId)

    const headers = key()
    const body = bodyFor(id, day?.date ?? '', slot)
    const first = await post(`/v1/property/${id}/booking`, body, harbour, headers)
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({
      propertyId: id,
      bookingTypes: 'SMOKE',
      date: day?.date,
      startTime: '08:00',
    })
    const again = await post(`/v1/property/${id}/booking`, body, harbour, headers)
    expect(again).toEqual(first)
    // A new request (another key) is told: the time is booked, no longer held.
    expect(await post(`/v1/property/${id}/booking`, body, harbour, key())).toMatchObject({
      status: 409,
      body: { error: BOOKING_TEXTS.holdLost },
    })

    const detail = await get(`/v1/property/${id}`, harbour)
    const smoke = detail.body.data.services.find((s: { serviceId: number }) => s.serviceId === 1)
    expect(smoke).toMatchObject({ bookedInDate: day?.date })
    expect(smoke.tags).toContain('BOOKED_IN')
    // And smoke is no longer bookable there.
    const bookable = await get(`/v2/property/${id}/services/bookable`, harbour)
    expect(bookable.body.data.map((b: { bookingTypes: string }) => b.bookingTypes)).not.toContain('SMOKE')
  })

  it('another session cannot hold or book a held time; a released or expired hold frees it', async () => {
    const id = await nextProperty()
    const [day] = await firstTimes(id)
    const slot = day?.bookingTimes[1] as Slot
    expect((await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, harbour)).status).toBe(
      200,
    )
    expect(
      await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, harbour2),
    ).toMatchObject({
      status: 409,
      body: { error: BOOKING_TEXTS.slotTaken },
    })
    expect((await post(`/v1/property/${id}/booking`, bodyFor(id, day?.date ?? '', slot), harbour2, key())).status).toBe(
      409,
    )

    const del = await t.call(`/v1/property/${id}/booking/hold/${slot.oasMetadataId}`, {
      method: 'DELETE',
      cookie: harbour,
    })
    expect(del.status).toBe(200)
    expect(
      (await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, harbour2)).status,
    ).toBe(200)

    // The hold runs out: the first session may hold it again.
    await t.db
      .update(bookingSlots)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(bookingSlots.id, slot.oasMetadataId))
    expect((await post(`/v1/property/${id}/booking`, bodyFor(id, day?.date ?? '', slot), harbour2, key())).status).toBe(
      409,
    )
    expect((await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, harbour)).status).toBe(
      200,
    )
  })

  it('expired holds do not count and are cleared: by the next hold of anyone, and by the clean-up job', async () => {
    const id = await nextProperty()
    // A day no other test here uses (times are the service's, shared by every property).
    const day = (await firstTimes(id))[6]
    const [a, b, c] = (day?.bookingTimes ?? []) as Slot[]
    if (!a || !b || !c) throw new Error('the seed has too few times on the seventh day')
    for (const slot of [a, b]) {
      expect(
        (await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, harbour)).status,
      ).toBe(200)
    }
    // Both run out (b is the session's current hold, a was let go when b was held).
    await t.db
      .update(bookingSlots)
      .set({ heldBySession: 'someone-gone', heldUntil: new Date(Date.now() - 1000) })
      .where(eq(bookingSlots.id, a.oasMetadataId))
    await t.db
      .update(bookingSlots)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(bookingSlots.id, b.oasMetadataId))
    // Not counted: another session sees both as free.
    const seen = (await firstTimes(id, harbour2)).flatMap((d) => d.bookingTimes.map((x) => x.oasMetadataId))
    expect(seen).toEqual(expect.arrayContaining([a.oasMetadataId, b.oasMetadataId]))
    // Anyone's next hold clears what is left of them.
    expect((await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: c.oasMetadataId }, harbour2)).status).toBe(
      200,
    )
    const rows = await t.db
      .select()
      .from(bookingSlots)
      .where(inArray(bookingSlots.id, [a.oasMetadataId, b.oasMetadataId]))
    expect(rows.map((r) => [r.heldBySession, r.heldUntil])).toEqual([
      [null, null],
      [null, null],
    ])
    // The clean-up job's call: an expired hold goes, a live one stays.
    await t.db
      .update(bookingSlots)
      .set({ heldBySession: 'someone-gone', heldUntil: new Date(Date.now() - 1000) })
      .where(eq(bookingSlots.id, a.oasMetadataId))
    expect(await standInSchedule(t.db).clearExpiredHolds()).toBe(1)
    const [live] = await t.db.select().from(bookingSlots).where(eq(bookingSlots.id, c.oasMetadataId))
    expect(live?.heldUntil?.getTime()).toBeGreaterThan(Date.now())
    expect(await standInSchedule(t.db).clearExpiredHolds()).toBe(0)
  })

  it('two sessions racing for one time: one holds and books, the other is told', async () => {
    const id = await nextProperty()
    const [day] = await firstTimes(id)
    // Several times over (on PostgreSQL the two holds run on two connections at once).
    const days = await firstTimes(id)
    for (const other of days.slice(1, 5)) {
      const contested = other.bookingTimes[2] as Slot
      const race = await Promise.all(
        [harbour, harbour2].map((cookie) =>
          post(`/v1/property/${id}/booking/hold`, { oasMetadataId: contested.oasMetadataId }, cookie),
        ),
      )
      expect(race.map((h) => h.status).sort()).toEqual([200, 409])
    }
    const slot = day?.bookingTimes[2] as Slot
    const holds = await Promise.all(
      [harbour, harbour2].map((cookie) =>
        post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, cookie),
      ),
    )
    expect(holds.map((h) => h.status).sort()).toEqual([200, 409])
    const books = await Promise.all(
      [harbour, harbour2].map((cookie) =>
        post(`/v1/property/${id}/booking`, bodyFor(id, day?.date ?? '', slot), cookie, key()),
      ),
    )
    expect(books.map((b) => b.status).sort()).toEqual([201, 409])
    expect(books.find((b) => b.status === 409)?.body.error).toBe(BOOKING_TEXTS.holdLost)
  })

  it('from the access-issue wizard: the booking records the BOOKING solution with the time, or is not made', async () => {
    const id = await nextProperty()
    await t.db.update(accessIssues).set({ state: 'RESOLVED' }).where(eq(accessIssues.propertyId, id))
    const [issue] = await t.db
      .insert(accessIssues)
      .values({ propertyId: id, issueType: 'NO_TENANT_DETAILS', entryMethod: 'APPOINTMENT', state: 'OPEN' })
      .returning()
    const day = (await firstTimes(id))[7]
    const slot = day?.bookingTimes[0] as Slot
    expect((await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, harbour)).status).toBe(
      200,
    )
    // A solution the property's issues do not suggest: 409, and neither the booking nor the hold is used up.
    const wrong = bodyFor(id, day?.date ?? '', slot, { resolveAccessIssue: { solutionLabel: 'REPLACE_KEYS' } })
    expect((await post(`/v1/property/${id}/booking`, wrong, harbour, key())).status).toBe(409)
    const body = bodyFor(id, day?.date ?? '', slot, { resolveAccessIssue: { solutionLabel: 'BOOK_ON_BEHALF' } })
    const res = await post(`/v1/property/${id}/booking`, body, harbour, key())
    expect(res.status).toBe(201)
    expect(res.body.data.accessIssueAction.id).toBeGreaterThan(0)
    const [resolved] = await t.db
      .select()
      .from(accessIssues)
      .where(eq(accessIssues.id, issue?.id ?? 0))
    expect(resolved?.state).toBe('RESOLVED')
    const [action] = await t.db
      .select()
      .from(accessIssueActions)
      .where(eq(accessIssueActions.id, res.body.data.accessIssueAction.id))
    const [y, m, d] = (day?.date ?? '').split('-')
    expect(action).toMatchObject({
      solutionLabel: 'BOOK_ON_BEHALF',
      notes: `Booked for ${d}/${m}/${y}, ${slot.timeFrom}–${slot.timeTo}`,
    })
  })

  it('400 with field errors for bad bodies, never 500', async () => {
    const id = await nextProperty()
    const [day] = await firstTimes(id)
    const slot = day?.bookingTimes[3] as Slot
    // Held, so that only the body stands between the request and a booking.
    expect((await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, harbour)).status).toBe(
      200,
    )
    const url = `/v1/property/${id}/booking`
    const base = bodyFor(id, day?.date ?? '', slot)
    // A service this property cannot book now (which ones it can depends on the seed's job states).
    const bookable = (await get(`/v2/property/${id}/services/bookable`, harbour)).body.data as {
      bookingTypes: string
    }[]
    const notBookable = SERVICES.map((s) => s.code).find((code) => !bookable.some((b) => b.bookingTypes === code))
    const cases: [unknown, string, string][] = [
      [{ ...base, bookingTypes: '' }, 'bookingTypes', BOOKING_TEXTS.serviceRequired],
      [{ ...base, propertyId: 0 }, 'propertyId', BOOKING_TEXTS.propertyNotFound],
      [{ ...base, contacts: [] }, 'contacts', BOOKING_TEXTS.noRecipient],
      [{ ...base, contacts: [{ ...contact, isPrimaryContact: false }] }, 'contacts', BOOKING_TEXTS.noPrimary],
      [{ ...base, contacts: [contact, { ...contact, name: 'Bo' }] }, 'contacts', BOOKING_TEXTS.manyPrimary],
      [{ ...base, contacts: [{ ...contact, mobile: null }] }, 'contacts', BOOKING_TEXTS.primaryNoMobile],
      [{ ...base, contacts: [{ ...contact, email: null }] }, 'contacts', BOOKING_TEXTS.primaryNoEmail],
      [
        {
          ...base,
          nominatedContact: { isEnabled: true, isPrimaryContact: false, name: '', email: 'x', mobile: '12a' },
        },
        'nominatedContact.name',
        BOOKING_TEXTS.nameRequired,
      ],
      [
        { ...base, nominatedContact: { isEnabled: true, isPrimaryContact: false, name: 'N', email: 'x', mobile: '1' } },
        'nominatedContact.email',
        BOOKING_TEXTS.emailInvalid,
      ],
      [
        {
          ...base,
          nominatedContact: {
            isEnabled: true,
            isPrimaryContact: false,
            name: 'N',
            email: 'n@x.au',
            mobile: '1234567890123456',
          },
        },
        'nominatedContact.mobile',
        BOOKING_TEXTS.mobileInvalid,
      ],
      [{ ...base, oasResult: { ...base.oasResult, date: 'tomorrow' } }, 'oasResult.date', BOOKING_TEXTS.timeRequired],
      [{ ...base, bookingTypes: notBookable }, 'bookingTypes', BOOKING_TEXTS.serviceNotBookable],
    ]
    for (const [body, field, message] of cases) {
      const res = await post(url, body, harbour, key())
      expect(res.status, field).toBe(400)
      expect(res.body.fieldErrors?.[field], field).toContain(message)
    }
    expect((await post(url, 'nonsense', harbour)).status).toBe(400)
    expect(await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: 'x' }, harbour)).toMatchObject({
      status: 400,
      body: { fieldErrors: { oasMetadataId: [BOOKING_TEXTS.timeRequired] } },
    })
  })

  it('refuses other agencies and impersonating sessions', async () => {
    const id = await nextProperty()
    const [day] = await firstTimes(id)
    const slot = day?.bookingTimes[4] as Slot
    const body = bodyFor(id, day?.date ?? '', slot)
    expect((await post(`/v1/property/${id}/booking/hold`, { oasMetadataId: slot.oasMetadataId }, bayside)).status).toBe(
      403,
    )
    expect((await post(`/v1/property/${id}/booking`, body, bayside, key())).status).toBe(403)
    expect((await get(`/v1/property/${id}/booking/availability?service=SMOKE`, bayside)).status).toBe(403)
    expect(await post(`/v1/property/${id}/booking`, body, impersonating, key())).toMatchObject({
      status: 403,
      body: { error: IMPERSONATION_REFUSAL },
    })
  })
})

describe('GET /v1/priority-level', () => {
  it('lists the levels, filtered by service suffix; 400 for a bad isInternal', async () => {
    expect((await get('/v1/priority-level', harbour)).body.data.length).toBe(3)
    expect((await get('/v1/priority-level?serviceSuffix=P', harbour)).body.data).toEqual([
      { code: 'PRIORITY', name: 'Priority', serviceSuffix: 'P' },
    ])
    expect((await get('/v1/priority-level?isInternal=maybe', harbour)).status).toBe(400)
  })
})
