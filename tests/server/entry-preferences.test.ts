import { and, eq, isNull, ne } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accessIssues,
  type EntryMethodPreferences,
  notices,
  oneOffEntryNotifications,
  properties,
  tenancies,
  users,
} from '../../server/db/schema/index.ts'
import { AGENCY_PREFERENCE_DEFAULTS } from '../../server/routes/property/entry-preference-state.ts'
import { ONE_OFF_MESSAGES } from '../../server/routes/property/one-off.ts'
import { PROPERTY_MESSAGES } from '../../server/routes/property/property-access.ts'
import { CANCELLED_PROPERTY } from '../../server/routes/property/tenancy-routes.ts'
import {
  AgencyEntryMethodPreferencesSchema,
  EntryMethodPreferencesSchema,
  EXPIRY_REQUIRED,
  expiryOutOfRange,
  SERVICE_REQUIRED,
  tempExpiryRange,
} from '../../src/contract/access-issues.ts'
import { toDateInput } from '../../src/contract/dates.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { todayInState } from '../../src/contract/states.ts'
import { NOTES_TOO_LONG } from '../../src/contract/tenancy.ts'
import { type SignedInApp, signedInApp } from './signed-in-app.ts'
import type { TestApp } from './test-app.ts'

// Entry-method preferences and one-off entry notifications against the seed, signed in to Bayside (VIC,
// agency preference 2: appointments allowed) as pm.vic.
let t: TestApp
let bayside: string
let harbour: string
let impersonating: string
const today = todayInState(7)
let get: SignedInApp['get']
let post: SignedInApp['post']
beforeAll(async () => {
  ;({ t, bayside, harbour, impersonating, get, post } = await signedInApp(30))
})
afterAll(() => t.close())
const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0
const days = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

/** Live, not integrated Bayside properties (unused by earlier tests: each test takes its own). */
let pool: number[] | undefined
async function nextProperty(): Promise<number> {
  pool ??= (
    await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId('Bayside Rentals')), eq(properties.isCancelled, false)))
      .orderBy(properties.id)
  ).map((p) => p.id)
  const id = pool.shift()
  if (!id) throw new Error('the seed has too few properties')
  return id
}
async function propertyOf(agency: string, cancelled = false) {
  const [p] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId(agency)), eq(properties.isCancelled, cancelled)))
  if (!p) throw new Error(`no property of ${agency}`)
  return p.id
}
const setPreferences = (id: number, prefs: EntryMethodPreferences) =>
  t.db.update(properties).set({ entryMethodPreferences: prefs }).where(eq(properties.id, id))

const validBody = {
  occupantAppointmentPreference: { value: 'YES', fieldOption: '0', expiresAt: days(20) },
  internalEnPreference: { value: 'NO' },
  vacantEntryPreference: { value: 'YES', fieldOption: '1' },
  comments: '  Call the tenant the day before  ',
}

describe('GET /v1/agency/entry-method-preferences', () => {
  it("sends the agency's value, its label and what properties without their own preferences get", async () => {
    const { status, body } = await get('/v1/agency/entry-method-preferences')
    expect(status).toBe(200)
    expect(v.parse(AgencyEntryMethodPreferencesSchema, body.data)).toEqual({
      preference: 2,
      label: 'Appointment first, entry notice when the occupant cannot be reached',
      defaults: AGENCY_PREFERENCE_DEFAULTS[2],
    })
    expect((await get('/v1/agency/entry-method-preferences', harbour)).body.data.preference).toBe(1)
  })
})

describe('GET /v1/property/{id}/entry-method-preferences', () => {
  it("reads preferences stored before temporary values as the field's preference", async () => {
    const id = await nextProperty()
    await setPreferences(id, { occupantAppointmentPreference: 'NO' })
    const { status, body } = await get(`/v1/property/${id}/entry-method-preferences`)
    expect(status).toBe(200)
    expect(v.parse(EntryMethodPreferencesSchema, body.data)).toEqual({
      occupantAppointmentPreference: { preference: 'NO', tempPreference: null, tempPreferenceExpiresAt: null },
      internalEnPreference: { preference: null, tempPreference: null, tempPreferenceExpiresAt: null },
      vacantEntryPreference: { preference: null, tempPreference: null, tempPreferenceExpiresAt: null },
      comments: null,
      tempExpireDateSettings: tempExpiryRange(today),
      updatedAt: null,
      updatedBy: null,
    })
    // The property read sends the value in force: its own, else the agency's default (Bayside: 2).
    const detail = (await get(`/v1/property/${id}`)).body.data
    expect(detail.entryMethodPreferences).toEqual({
      occupantAppointmentPreference: 'NO',
      internalEnPreference: 'BY_EXCEPTION',
      vacantEntryPreference: 'YES',
    })
  })

  it('answers 404 for an unknown property and 403 for another agency’s', async () => {
    expect((await get('/v1/property/99999999/entry-method-preferences')).body.error).toBe(PROPERTY_MESSAGES.notFound)
    const other = await get(`/v1/property/${await propertyOf('Harbour & Co Property')}/entry-method-preferences`)
    expect(other.status).toBe(403)
    expect(other.body.error).toBe(PROPERTY_MESSAGES.forbidden)
  })
})

describe('POST /v1/property/{id}/entry-method-preferences', () => {
  it('stores "allow until a set date" as NO with a temporary YES, and the property read follows it', async () => {
    const id = await nextProperty()
    const { status, body } = await post(`/v1/property/${id}/entry-method-preferences`, validBody)
    expect(status).toBe(200)
    const saved = v.parse(EntryMethodPreferencesSchema, body.data)
    const [pm] = await t.db.select({ name: users.name }).from(users).where(eq(users.username, 'pm.vic'))
    expect(saved).toMatchObject({
      occupantAppointmentPreference: { preference: 'NO', tempPreference: 'YES', tempPreferenceExpiresAt: days(20) },
      internalEnPreference: { preference: 'NO', tempPreference: null, tempPreferenceExpiresAt: null },
      vacantEntryPreference: { preference: 'YES', tempPreference: null, tempPreferenceExpiresAt: null },
      comments: 'Call the tenant the day before',
      updatedBy: pm?.name,
    })
    expect(saved.updatedAt).not.toBeNull()
    expect((await get(`/v1/property/${id}/entry-method-preferences`)).body.data).toEqual(saved)
    expect((await get(`/v1/property/${id}`)).body.data.entryMethodPreferences).toEqual({
      occupantAppointmentPreference: 'YES',
      internalEnPreference: 'NO',
      vacantEntryPreference: 'YES',
    })
    // Once the temporary preference has ended, the preference itself is in force again.
    await setPreferences(id, {
      occupantAppointmentPreference: { preference: 'NO', tempPreference: 'YES', tempPreferenceExpiresAt: days(-1) },
    })
    expect((await get(`/v1/property/${id}`)).body.data.entryMethodPreferences.occupantAppointmentPreference).toBe('NO')
  })

  it("refuses bad fields with the spec's messages and writes nothing", async () => {
    const id = await nextProperty()
    const path = `/v1/property/${id}/entry-method-preferences`
    const { min, max } = tempExpiryRange(today)
    const outOfRange = expiryOutOfRange(toDateInput(min), toDateInput(max))
    expect(outOfRange).toMatch(/^Expiration date must be between \d{2}\/\d{2}\/\d{4} and \d{2}\/\d{2}\/\d{4}$/)
    const cases: [unknown, string, string][] = [
      [{ value: 'YES', fieldOption: '0' }, 'occupantAppointmentPreference.expiresAt', EXPIRY_REQUIRED],
      [{ value: 'YES', fieldOption: '0', expiresAt: today }, 'occupantAppointmentPreference.expiresAt', outOfRange],
      [{ value: 'YES', fieldOption: '0', expiresAt: days(120) }, 'occupantAppointmentPreference.expiresAt', outOfRange],
      [{ value: 'MAYBE' }, 'occupantAppointmentPreference.value', 'Please select an option'],
    ]
    for (const [field, key, message] of cases) {
      const { status, body } = await post(path, { ...validBody, occupantAppointmentPreference: field })
      expect(status).toBe(400)
      expect(body.fieldErrors[key]).toEqual([message])
    }
    const long = await post(path, { ...validBody, comments: 'x'.repeat(500) })
    expect(long.body.fieldErrors.comments).toEqual([NOTES_TOO_LONG])
    expect((await post(path, { ...validBody, comments: 'x'.repeat(499) })).status).toBe(200)
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id))
    expect(row?.entryMethodPreferences.comments).toBe('x'.repeat(499))
  })

  it('refuses unknown, other agencies’ and cancelled properties, and impersonating sessions', async () => {
    expect((await post('/v1/property/99999999/entry-method-preferences', validBody)).status).toBe(404)
    const other = await propertyOf('Harbour & Co Property')
    expect((await post(`/v1/property/${other}/entry-method-preferences`, validBody)).status).toBe(403)
    const cancelled = await post(
      `/v1/property/${await propertyOf('Bayside Rentals', true)}/entry-method-preferences`,
      validBody,
    )
    expect(cancelled.status).toBe(403)
    expect(cancelled.body.error).toBe(CANCELLED_PROPERTY)
    const id = await nextProperty()
    const imp = await post(`/v1/property/${id}/entry-method-preferences`, validBody, impersonating)
    expect(imp.status).toBe(403)
    expect(imp.body.error).toBe(IMPERSONATION_REFUSAL)
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id))
    expect(row?.entryMethodPreferences.updatedAt).toBeUndefined()
  })

  it('applies a repeat with the same Idempotency-Key once', async () => {
    const id = await nextProperty()
    const key = { 'Idempotency-Key': `entry-preferences-${id}` }
    const first = await post(`/v1/property/${id}/entry-method-preferences`, validBody, bayside, key)
    await new Promise((r) => setTimeout(r, 5))
    const again = await post(`/v1/property/${id}/entry-method-preferences`, validBody, bayside, key)
    expect(again.body).toEqual(first.body)
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id))
    expect(row?.entryMethodPreferences.updatedAt).toBe(first.body.data.updatedAt)
  })
})

describe('POST /v1/property/{id}/entry-notification/one-off', () => {
  /** A tenanted property booked by appointment, appointments allowed, no issue waiting over 30 days. */
  async function eligibleProperty() {
    for (;;) {
      const id = await nextProperty()
      const detail = (await get(`/v1/property/${id}`)).body.data
      if (detail.tenancy.isVacant || detail.services.length === 0) continue
      await t.db
        .update(properties)
        .set({ bookingMethod: 'APPOINTMENT', entryMethodPreferences: {} })
        .where(eq(properties.id, id))
      await t.db.update(accessIssues).set({ createdAt: new Date() }).where(eq(accessIssues.propertyId, id))
      return { id, serviceIds: detail.services.map((s: { serviceId: number }) => s.serviceId) as number[] }
    }
  }
  const path = (id: number) => `/v1/property/${id}/entry-notification/one-off`
  const pendingRows = (id: number) =>
    t.db
      .select()
      .from(oneOffEntryNotifications)
      .where(and(eq(oneOffEntryNotifications.propertyId, id), isNull(oneOffEntryNotifications.appliedAt)))

  it('stores a request for live services, and refuses a second one while it is pending', async () => {
    const p = await eligibleProperty()
    const [first] = p.serviceIds
    const { status, body } = await post(path(p.id), { serviceIds: [first, first], noticeId: null })
    expect(status).toBe(201)
    expect(body.data).toEqual({ id: expect.any(Number), serviceIds: [first] })
    const rows = await pendingRows(p.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ serviceIds: [first], noticeId: null })
    const again = await post(path(p.id), { serviceIds: p.serviceIds })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe(ONE_OFF_MESSAGES.alreadyRequested)
    // Once the provider has applied it, the next one may be asked for.
    await t.db
      .update(oneOffEntryNotifications)
      .set({ appliedAt: new Date() })
      .where(eq(oneOffEntryNotifications.propertyId, p.id))
    expect((await post(path(p.id), { serviceIds: [first] })).status).toBe(201)
  })

  it('links an open notice of the property, and refuses one of another property', async () => {
    const p = await eligibleProperty()
    const [mine] = await t.db
      .insert(notices)
      .values({ propertyId: p.id, noticeType: 'UNABLE_TO_CONTACT_OCCUPANT' })
      .returning()
    const [elsewhere] = await t.db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.isResolved, false), ne(notices.propertyId, p.id)))
      .limit(1)
    const bad = await post(path(p.id), { serviceIds: p.serviceIds, noticeId: elsewhere?.id })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.noticeId).toEqual(['Notice not found'])
    const ok = await post(path(p.id), { serviceIds: p.serviceIds, noticeId: mine?.id })
    expect(ok.status).toBe(201)
    expect((await pendingRows(p.id))[0]?.noticeId).toBe(mine?.id)
  })

  it('refuses no service, and services that are not live services of the property: "Please select a service"', async () => {
    const p = await eligibleProperty()
    const cases: [unknown, string][] = [
      [{}, 'serviceIds'],
      [{ serviceIds: [] }, 'serviceIds'],
      [{ serviceIds: ['x'] }, 'serviceIds.0'],
      [{ serviceIds: [999] }, 'serviceIds'],
    ]
    for (const [body, key] of cases) {
      const res = await post(path(p.id), body)
      expect(res.status).toBe(400)
      expect(res.body.fieldErrors[key]).toEqual([SERVICE_REQUIRED])
    }
    expect(await pendingRows(p.id)).toEqual([])
  })

  it('is refused where the spec hides it: vacant, details to update, appointments not allowed, not by appointment', async () => {
    const p = await eligibleProperty()
    const send = () => post(path(p.id), { serviceIds: p.serviceIds })
    const live = await t.db.select().from(tenancies).where(eq(tenancies.propertyId, p.id))
    await t.db.update(tenancies).set({ isVacated: true }).where(eq(tenancies.propertyId, p.id))
    expect((await send()).body.error).toBe(ONE_OFF_MESSAGES.vacant)
    for (const row of live)
      await t.db.update(tenancies).set({ isVacated: row.isVacated }).where(eq(tenancies.id, row.id))

    const [old] = await t.db
      .insert(accessIssues)
      .values({
        propertyId: p.id,
        issueType: 'REFUSING_SERVICE',
        entryMethod: 'APPOINTMENT',
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      })
      .returning()
    const stale = await send()
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(ONE_OFF_MESSAGES.updateRequired)
    await t.db.delete(accessIssues).where(eq(accessIssues.id, old?.id ?? 0))

    await setPreferences(p.id, { occupantAppointmentPreference: 'NO' })
    expect((await send()).body.error).toBe(ONE_OFF_MESSAGES.appointmentNotAllowed)
    // A temporary YES still running allows it again.
    await setPreferences(p.id, {
      occupantAppointmentPreference: { preference: 'NO', tempPreference: 'YES', tempPreferenceExpiresAt: days(3) },
    })
    await t.db.update(properties).set({ bookingMethod: 'ENTRY_NOTICE' }).where(eq(properties.id, p.id))
    expect((await send()).body.error).toBe(ONE_OFF_MESSAGES.notByAppointment)
    expect(await pendingRows(p.id)).toEqual([])
    await t.db.update(properties).set({ bookingMethod: 'APPOINTMENT' }).where(eq(properties.id, p.id))
    expect((await send()).status).toBe(201)
  })

  it('refuses unknown, other agencies’ and cancelled properties, and impersonating sessions', async () => {
    const body = { serviceIds: [1] }
    expect((await post(path(99999999), body)).status).toBe(404)
    expect((await post(path(await propertyOf('Harbour & Co Property')), body)).status).toBe(403)
    expect((await post(path(await propertyOf('Bayside Rentals', true)), body)).body.error).toBe(CANCELLED_PROPERTY)
    const p = await eligibleProperty()
    const imp = await post(path(p.id), { serviceIds: p.serviceIds }, impersonating)
    expect(imp.status).toBe(403)
    expect(imp.body.error).toBe(IMPERSONATION_REFUSAL)
    expect(await pendingRows(p.id)).toEqual([])
  })

  it('stores one request when eight are sent at once (checked under the property lock)', async () => {
    const p = await eligibleProperty()
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(path(p.id), { serviceIds: p.serviceIds })))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409])
    expect(await pendingRows(p.id)).toHaveLength(1)
  })

  it('applies a repeat with the same Idempotency-Key once: one row, the same answer', async () => {
    const p = await eligibleProperty()
    const key = { 'Idempotency-Key': `one-off-${p.id}-0001` }
    const first = await post(path(p.id), { serviceIds: p.serviceIds }, bayside, key)
    const again = await post(path(p.id), { serviceIds: p.serviceIds }, bayside, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(await pendingRows(p.id)).toHaveLength(1)
  })
})
