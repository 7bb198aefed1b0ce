import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portfolioProperties, properties } from '../../server/db/schema/index.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let vic: string
let ids: number[] // Bayside (VIC, not integrated) properties that are not cancelled
let harbourId: number // another agency's (integrated) property
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 40 })
  vic = await t.signIn('pm.vic', 'VIC')
  const of = (agency: string) =>
    t.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, t.summary.agencyIds[agency] ?? 0), eq(properties.isCancelled, false)))
  ids = (await of('Bayside Rentals')).map((r) => r.id)
  harbourId = (await of('Harbour & Co Property'))[0]?.id ?? 0
})
afterAll(() => t.close())

const send = async (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  cookie = vic,
) => {
  const res = await t.call(path, { method, cookie, body, headers })
  return { status: res.status, body: await res.json() }
}
const detail = async (id: number) => (await send('GET', `/v1/property/${id}`)).body.data
let next = 0
/** A property no other test in this file touches. */
const fresh = async (want: (d: Awaited<ReturnType<typeof detail>>) => boolean) => {
  while (next < ids.length) {
    const id = ids[next++] ?? 0
    const d = await detail(id)
    if (want(d)) return d
  }
  throw new Error('no property left for this test')
}
const occupied = (d: { tenancy: { currentTenancy: unknown } }) => d.tenancy.currentTenancy !== null
const today = new Date().toISOString().slice(0, 10)
const newTenancy = {
  tenancy: { startedAt: today, endedAt: null, vacatingAt: null, notes: 'Pets allowed', leaseType: 'NEW' },
  occupants: [
    { name: 'Ava Chen', email: 'ava.chen@example.com', contactNumbers: [] },
    { name: 'Leo Park', email: '', contactNumbers: [{ number: '0412 345 678', type: 'MOBILE' }] },
  ],
}

describe('POST /v1/property/{id}/tenancy', () => {
  it('adds a tenancy with its occupants, numbers in international form', async () => {
    const d = await fresh(() => true)
    const res = await send('POST', `/v1/property/${d.compliancePropertyId}/tenancy`, newTenancy)
    expect(res.status).toBe(201)
    expect(res.body.data.occupants.map((o: { name: string }) => o.name)).toEqual(['Ava Chen', 'Leo Park'])
    expect(res.body.data.occupants[1].contactNumbers[0].number).toBe('+61412345678')
    expect(res.body.data.occupants[1].email).toBeNull()
    expect((await detail(d.compliancePropertyId)).tenancy.currentTenancy.tenancyId).toBe(res.body.data.tenancyId)
  })

  it('answers 400 with the field messages, and stores nothing', async () => {
    const d = await fresh(() => true)
    const before = (await send('GET', `/v1/property/${d.compliancePropertyId}/tenancies`)).body.data.total
    const bad = {
      tenancy: { startedAt: today, endedAt: '2000-01-01', leaseType: undefined },
      occupants: [
        { name: ' ', email: '', contactNumbers: [{ number: '12', type: 'MOBILE' }] },
        { name: 'No Contact', contactNumbers: [] },
      ],
    }
    const res = await send('POST', `/v1/property/${d.compliancePropertyId}/tenancy`, bad)
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors['tenancy.leaseType']).toContain('Lease type is required')
    expect(res.body.fieldErrors['tenancy.endedAt']).toContain('Tenancy end date cannot be on or before the start date')
    expect(res.body.fieldErrors['occupants.0.name']).toContain('Please enter a name')
    expect(res.body.fieldErrors['occupants.0.contactNumbers.0.number']).toContain('Please enter a valid contact number')
    expect(res.body.fieldErrors['occupants.1']).toContain('Please enter at least one valid contact number or email')
    expect((await send('GET', `/v1/property/${d.compliancePropertyId}/tenancies`)).body.data.total).toBe(before)
  })

  it("refuses another agency's property, an unknown one, and an impersonating session", async () => {
    expect((await send('POST', `/v1/property/${harbourId}/tenancy`, newTenancy)).status).toBe(403)
    expect((await send('POST', '/v1/property/99999999/tenancy', newTenancy)).status).toBe(404)
    const imp = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    const res = await send('POST', `/v1/property/${ids[0]}/tenancy`, newTenancy, {}, imp)
    expect(res).toEqual({
      status: 403,
      body: { success: false, data: null, error: IMPERSONATION_REFUSAL, code: 'IMPERSONATING' },
    })
  })

  it('refuses tenancy changes on an integrated property', async () => {
    const master = await t.signIn('master', 'NSW')
    const res = await send('POST', `/v1/property/${harbourId}/tenancy`, newTenancy, {}, master)
    expect(res.status).toBe(403)
    expect(res.body.error).toContain('synced from')
  })

  it('applies a repeated request with the same Idempotency-Key once', async () => {
    const d = await fresh(() => true)
    const path = `/v1/property/${d.compliancePropertyId}/tenancy`
    const before = (await send('GET', `/v1/property/${d.compliancePropertyId}/tenancies`)).body.data.total
    const first = await send('POST', path, newTenancy, { 'Idempotency-Key': 'tenancy-add-0001' })
    const again = await send('POST', path, newTenancy, { 'Idempotency-Key': 'tenancy-add-0001' })
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.body.data.tenancyId).toBe(first.body.data.tenancyId)
    expect((await send('GET', `/v1/property/${d.compliancePropertyId}/tenancies`)).body.data.total).toBe(before + 1)
  })
})

describe('PUT /v1/property/{id}/tenancy/{tenancyId}', () => {
  it('updates against the current version and refuses a stale one with 409 and the current tenancy', async () => {
    const d = await fresh(occupied)
    const current = d.tenancy.currentTenancy
    const path = `/v1/property/${d.compliancePropertyId}/tenancy/${current.tenancyId}`
    const body = (notes: string, version: number) => ({
      tenancy: {
        startedAt: current.startedAt,
        endedAt: current.endedAt,
        vacatingAt: current.vacatingAt,
        notes,
        version,
      },
      occupants: current.occupants,
    })
    const ok = await send('PUT', path, body('Mine', current.version))
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ notes: 'Mine', version: current.version + 1 })
    expect(ok.body.data.occupants.map((o: { occupantId: number }) => o.occupantId)).toEqual(
      current.occupants.map((o: { occupantId: number }) => o.occupantId),
    )
    const stale = await send('PUT', path, body('Theirs', current.version))
    expect(stale.status).toBe(409)
    expect(stale.body.current).toMatchObject({
      tenancyId: current.tenancyId,
      notes: 'Mine',
      version: current.version + 1,
    })
    expect((await send('PUT', `/v1/property/${d.compliancePropertyId}/tenancy/99999999`, body('x', 1))).status).toBe(
      404,
    )
  })
})

describe('mark as vacant and confirm', () => {
  it('vacates every tenancy, then refuses to do it twice', async () => {
    const d = await fresh(occupied)
    const res = await send('POST', `/v1/property/${d.compliancePropertyId}/mark-as-vacant`, {})
    expect(res.status).toBe(200)
    expect(res.body.data.isVacant).toBe(true)
    expect((await detail(d.compliancePropertyId)).tags).toContain('Vacant')
    expect((await send('POST', `/v1/property/${d.compliancePropertyId}/mark-as-vacant`, {})).status).toBe(409)
  })

  it('confirms the tenancy seen, and refuses to confirm a version that is not current', async () => {
    const d = await fresh(occupied)
    const { tenancyId, version } = d.tenancy.currentTenancy
    const path = `/v1/property/${d.compliancePropertyId}/confirm-single-property-details`
    expect((await send('POST', path, { version: version + 5 })).status).toBe(409)
    const res = await send('POST', path, { version })
    expect(res.status).toBe(200)
    const after = await detail(d.compliancePropertyId)
    expect(after.detailsConfirmedAt).toBe(res.body.data.confirmedAt)
    expect(after.tenancy.currentTenancy).toMatchObject({ tenancyId, confirmedAt: res.body.data.confirmedAt })
  })
})

describe('PUT /v1/property/{id} (keys)', () => {
  it('saves agency and on-site key details, with every rule checked', async () => {
    const d = await fresh(() => true)
    const managers = (await send('GET', '/v1/agency/property-managers')).body.data.items
    const locations = (await send('GET', '/v1/agency/key-pickup-locations')).body.data.items
    const path = `/v1/property/${d.compliancePropertyId}`
    const bad = await send('PUT', path, {
      agencyKey: { isKeyAvailable: 'YES', keyNumber: '', propertyManagerId: managers[0].id },
      propertyKey: { onsiteAvailability: 'TEMPORARY', temporaryKeyExpirationDate: null, keyOnsiteNotes: 'abc' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors['agencyKey.keyNumber']).toContain('Key number is required')
    expect(bad.body.fieldErrors['propertyKey.temporaryKeyExpirationDate']).toContain(
      'There must be an expiration date if key is temporarily available',
    )
    expect(bad.body.fieldErrors['propertyKey.keyOnsiteNotes']).toContain(
      'Key onsite notes must be at least 5 characters long',
    )
    const good = await send('PUT', path, {
      agencyKey: {
        isKeyAvailable: 'YES',
        keyNumber: 'K-42',
        keyLocationId: locations[0].keyLocationId,
        propertyManagerId: managers[0].id,
      },
      propertyKey: { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: 'Lockbox by the side gate' },
    })
    expect(good.status).toBe(200)
    expect(good.body.data).toMatchObject({
      isKeyAvailable: true,
      keyNumber: 'K-42',
      propertyManager: { id: managers[0].id },
    })
    expect(good.body.data.propertyKeyInformation.keyOnsiteNotes).toBe('Lockbox by the side gate')
  })

  it('applies an edit made against the current key details version, and answers 409 with them to a stale one', async () => {
    const d = await fresh(() => true)
    const managerId = (await send('GET', '/v1/agency/property-managers')).body.data.items[0].id
    const path = `/v1/property/${d.compliancePropertyId}`
    const keys = (notes: string, version?: unknown) => ({
      agencyKey: { isKeyAvailable: 'NO', propertyManagerId: managerId },
      propertyKey: { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: notes },
      ...(version === undefined ? {} : { version }),
    })
    const first = await send('PUT', path, keys('Lockbox code 1234', d.keysVersion))
    expect(first.status).toBe(200)
    expect(first.body.data.keysVersion).toBe(d.keysVersion + 1)

    // Made offline against the version before the first: refused with the details as they are now, nothing changed.
    const stale = await send('PUT', path, keys('Under the mat', d.keysVersion))
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('VERSION_CONFLICT')
    expect(stale.body.error).toBe(
      'The key details were changed by someone else since you opened them. Review their version and try again.',
    )
    expect(stale.body.current).toMatchObject({
      keysVersion: d.keysVersion + 1,
      propertyKeyInformation: { keyOnsiteNotes: 'Lockbox code 1234' },
    })

    // Two edits against the same version at once: exactly one applies.
    const both = await Promise.all(
      ['With the neighbour', 'In the letterbox'].map((n) => send('PUT', path, keys(n, d.keysVersion + 1))),
    )
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await detail(d.compliancePropertyId)).keysVersion).toBe(d.keysVersion + 2)

    // Without a version (the spec's body), the edit applies to whatever is there.
    const plain = await send('PUT', path, keys('Front desk at the agency'))
    expect(plain.status).toBe(200)
    expect(plain.body.data.keysVersion).toBe(d.keysVersion + 3)

    const bad = await send('PUT', path, keys('Front desk at the agency', 0))
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.version).toEqual(['Key details version is not valid'])
  })

  it("refuses another agency's property manager", async () => {
    const master = await t.signIn('master', 'NSW')
    const theirs = (await send('GET', '/v1/agency/property-managers', undefined, {}, master)).body.data.items[0]
    const res = await send('PUT', `/v1/property/${ids[0]}`, {
      agencyKey: { isKeyAvailable: 'NO', propertyManagerId: theirs.id },
      propertyKey: { onsiteAvailability: 'UNAVAILABLE' },
    })
    expect(res.status).toBe(403)
  })
})

describe('holds and cancellations', () => {
  it('takes a hold request and refuses a date in the past', async () => {
    const d = await fresh(
      (p) => p.showHoldService && p.services.some((s: { tags: string[] }) => !s.tags.includes('ON_HOLD')),
    )
    const service = d.services.find((s: { tags: string[] }) => !s.tags.includes('ON_HOLD'))
    const path = `/v1/property/${d.compliancePropertyId}/hold-request`
    const past = await send('POST', path, {
      services: [service.serviceId],
      holdDate: '2000-01-01',
      reasonNote: 'Renovations',
    })
    expect(past.status).toBe(400)
    expect(past.body.fieldErrors.holdDate).toContain('Date cannot be in the past')
    const res = await send('POST', path, {
      services: [service.serviceId],
      holdDate: '2099-01-01',
      reasonNote: 'Renovations',
    })
    expect(res.status).toBe(201)
    expect((await detail(d.compliancePropertyId)).serviceRequests[0]).toMatchObject({
      kind: 'HOLD',
      holdDate: '2099-01-01',
    })
  })

  it('shows a requested hold as HOLD_REQUESTED on the property and refuses the same hold again', async () => {
    const holdable = (s: { tags: string[] }) => !s.tags.includes('ON_HOLD') && !s.tags.includes('HOLD_REQUESTED')
    const d = await fresh((p) => p.showHoldService && p.services.filter(holdable).length >= 2)
    const [first, second] = d.services.filter(holdable)
    const path = `/v1/property/${d.compliancePropertyId}/hold-request`
    const body = { services: [first.serviceId], holdDate: '2099-01-01', reasonNote: 'Renovations' }
    expect((await send('POST', path, body)).status).toBe(201)

    const after = await detail(d.compliancePropertyId)
    const tagsOf = (id: number) => after.services.find((s: { serviceId: number }) => s.serviceId === id).tags
    expect(tagsOf(first.serviceId)).toContain('HOLD_REQUESTED')
    expect(tagsOf(second.serviceId)).not.toContain('HOLD_REQUESTED')

    const again = await send('POST', path, body)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('A hold of these services has already been requested')
    // Another service of the same property can still be held.
    expect((await send('POST', path, { ...body, services: [second.serviceId] })).status).toBe(201)
  })

  it('cancels a service, marks it pending, and refuses it a second time', async () => {
    const d = await fresh((p) => p.showCancelProperty && p.canSelectCancellationServices)
    const path = `/v1/property/${d.compliancePropertyId}/cancellation-request`
    const summary = (await send('GET', path)).body.data
    const service = summary.cancellableServices.find(
      (s: { isPendingCancellation: boolean }) => !s.isPendingCancellation,
    )
    const reasons = (await send('GET', '/v1/meta/cancellation-reasons')).body.data.items
    const reasonId = reasons[0].children[0].id
    expect((await send('POST', path, { services: [service.id], cancellationReasonId: reasons[0].id })).status).toBe(400)
    const res = await send('POST', path, { services: [service.id], cancellationReasonId: reasonId, notes: 'Sold' })
    expect(res.status).toBe(201)
    const after = (await detail(d.compliancePropertyId)).services.find(
      (s: { serviceId: number }) => s.serviceId === service.id,
    )
    expect(after.tags).toContain('PENDING_CANCELLATION')
    const again = await send('POST', path, { services: [service.id], cancellationReasonId: reasonId })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('Cancellation of these services has already been requested')
    const none = await send('POST', path, { services: [], cancellationReasonId: undefined })
    expect(none.body.fieldErrors.services).toContain('Must request to cancel at least one service')
    expect(none.body.fieldErrors.cancellationReasonId).toContain('Please select a cancellation reason')
  })
})

describe('PATCH /v1/integrated-property/{id}', () => {
  it('toggles the residential status both ways; a property type is required to make it non-residential', async () => {
    const master = await t.signIn('master', 'NSW')
    const [pp] = await t.db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(eq(portfolioProperties.agencyId, t.summary.agencyIds['Harbour & Co Property'] ?? 0))
    const path = `/v1/integrated-property/${pp?.id}`
    const bad = await send('PATCH', path, { isResidentialProperty: false }, {}, master)
    expect(bad.body.fieldErrors.nonResidentialPropertyType).toContain('Property type is required')
    const off = await send(
      'PATCH',
      path,
      { isResidentialProperty: false, nonResidentialPropertyType: 'industrial' },
      {},
      master,
    )
    expect(off.body.data).toMatchObject({ isResidentialProperty: false, nonResidentialPropertyType: 'industrial' })
    const on = await send('PATCH', path, { isResidentialProperty: true }, {}, master)
    expect(on.body.data).toMatchObject({ isResidentialProperty: true, nonResidentialPropertyType: null })
    expect((await send('PATCH', path, { isResidentialProperty: true })).status).toBe(403)
  })
})
