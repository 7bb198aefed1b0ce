import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  agencyPricing,
  properties,
  propertyRequestEvents,
  propertyRequests,
  propertyServices,
  stateWorkflows,
  suburbs,
  workflowExecutions,
} from '../../server/db/schema/index.ts'
import { UNSUPPORTED_PAYLOAD_VERSION } from '../../server/db/seed/property-requests.ts'
import { AddressPartsSchema, AddressSchema, AddressSearchResultsSchema } from '../../src/contract/addresses.ts'
import { envelopeSchema } from '../../src/contract/envelope.ts'
import {
  AgencyPricingListSchema,
  ENROLMENT_V1_PAYLOAD_V1,
  EnrolmentV1PayloadSchema,
  isWorkflowUsable,
  PreflightWorkflowsSchema,
  PricingSummarySchema,
  PropertyEnrolmentSchema,
  type PropertyRequest,
  PropertyRequestListSchema,
  PropertyRequestSchema,
  type PropertyRequestWorkflow,
  PropertyRequestWorkflowSchema,
  type StateWorkflow,
  PROPERTY_REQUEST_TEXTS as TEXTS,
} from '../../src/contract/property-requests.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { type SignedInApp, signedInApp } from './signed-in-app.ts'
import type { TestApp } from './test-app.ts'

// Property requests as Bayside's pm.vic (VIC), with Harbour's master (NSW) as the other agency and support
// impersonating pm.vic. The seed gives each demo agency requests in every state, and VIC three workflows.
let t: TestApp
let vic: string
let harbour: string
let impersonating: string
let get: SignedInApp['get']
let post: SignedInApp['post']
beforeAll(async () => {
  ;({ t, bayside: vic, harbour, impersonating, get, post } = await signedInApp(20))
})
afterAll(() => t.close())

const bayside = () => t.summary.agencyIds['Bayside Rentals'] ?? 0
const patch = async (path: string, body: unknown, cookie = vic, headers: Record<string, string> = {}) => {
  const res = await t.call(path, { method: 'PATCH', cookie, body, headers })
  return { status: res.status, body: await res.json() }
}

async function workflowsOf(stateId: number) {
  const rows = await t.db.select().from(stateWorkflows).where(eq(stateWorkflows.stateId, stateId))
  const enrolment = rows.find((w) => w.payloadVersions.includes(ENROLMENT_V1_PAYLOAD_V1))
  const legacy = rows.find((w) => w.useLegacyJobOrderPage)
  const unsupported = rows.find((w) => w.payloadVersions.includes(UNSUPPORTED_PAYLOAD_VERSION))
  if (!enrolment || !unsupported) throw new Error('no seeded workflows')
  return { enrolment, legacy, unsupported }
}
const used = new Set<number>()
/** A live Bayside property no other test of this file uses. */
async function freshProperty(agencyId = bayside()) {
  const rows = await t.db
    .select({ id: properties.id, addressId: properties.addressId })
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), eq(properties.isCancelled, false)))
    .orderBy(asc(properties.id))
  const row = rows.slice(6).find((r) => !used.has(r.id))
  if (!row) throw new Error('too few properties')
  used.add(row.id)
  return row
}
async function newAddress(line1 = `${Math.floor(Math.random() * 900) + 1} Wattle Way`, cookieOf?: string) {
  const [suburb] = await t.db.select().from(suburbs).where(eq(suburbs.stateId, 7)).orderBy(asc(suburbs.id)).limit(1)
  const res = await post('/v1/address', { line1, suburbId: suburb?.id }, cookieOf)
  expect(res.status).toBe(201)
  return res.body.data as { creationToken: string; address: { complianceAddressId: number } }
}
async function createRequest(creationDetails: unknown) {
  const { enrolment } = await workflowsOf(7)
  const res = await post('/v1/property-request', {
    creationDetails,
    stateWorkflowId: enrolment.id,
    payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
  })
  expect(res.status).toBe(201)
  return res.body.data as PropertyRequest
}
const payload = {
  serviceIds: [1, 4],
  contacts: [{ name: 'Ann Lee', role: 'LANDLORD', email: 'ann@example.com', mobile: '0412 345 678'.replace(/ /g, '') }],
  notes: 'Side gate',
}
async function seededRequest(where: (r: typeof propertyRequests.$inferSelect) => boolean) {
  const rows = await t.db.select().from(propertyRequests).where(eq(propertyRequests.agencyId, bayside()))
  const row = rows.find(where)
  if (!row) throw new Error('no such seeded request')
  return row
}

describe('POST /v1/property-request/preflight-workflows', () => {
  it("answers the agency, the address and its state's workflows, the legacy one with its page", async () => {
    const property = await freshProperty()
    const res = await post('/v1/property-request/preflight-workflows', {
      creationDetails: { type: 'existing-property', compliancePropertyId: property.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.agency).toEqual({ id: bayside(), name: 'Bayside Rentals' })
    expect(res.body.data.address).toMatchObject({
      complianceAddressId: property.addressId,
      compliancePropertyId: property.id,
    })
    const workflows = res.body.data.workflows as StateWorkflow[]
    expect(workflows.map((w) => w.state)).toEqual(['VIC', 'VIC', 'VIC'])
    const legacy = workflows.find((w) => w.useLegacyJobOrderPage)
    expect(legacy?.legacyJobOrderUrl).toMatch(/\/vic\/legacy\/JobOrders\/add$/)
    // The creator keeps the enrolment and the legacy page, not the unsupported audit.
    expect(workflows.filter(isWorkflowUsable)).toHaveLength(2)
  })

  it('works for a new address by its creation token, and refuses what names nothing the agency sees', async () => {
    const { creationToken } = await newAddress()
    const ok = await post('/v1/property-request/preflight-workflows', {
      creationDetails: { type: 'new-address', creationToken },
    })
    expect(ok.status).toBe(200)
    const other = await freshProperty(t.summary.agencyIds['Harbour & Co Property'])
    const cases: [unknown, string][] = [
      [{ type: 'existing-property', compliancePropertyId: other.id }, 'creationDetails.compliancePropertyId'],
      [{ type: 'existing-address', complianceAddressId: other.addressId }, 'creationDetails.complianceAddressId'],
      [{ type: 'new-address', creationToken: 'nope' }, 'creationDetails.creationToken'],
      [{ type: 'somewhere' }, 'creationDetails.type'],
      [undefined, 'creationDetails'],
    ]
    for (const [creationDetails, field] of cases) {
      const res = await post('/v1/property-request/preflight-workflows', { creationDetails })
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.fieldErrors)).toEqual([field])
    }
    // Harbour's own token is no token for Bayside.
    const harbours = await newAddress('9 Other St', harbour)
    const res = await post('/v1/property-request/preflight-workflows', {
      creationDetails: { type: 'new-address', creationToken: harbours.creationToken },
    })
    expect(res.body.fieldErrors).toEqual({ 'creationDetails.creationToken': [TEXTS.creationTokenInvalid] })
  })

  it('is refused while impersonating', async () => {
    const property = await freshProperty()
    const res = await post(
      '/v1/property-request/preflight-workflows',
      { creationDetails: { type: 'existing-property', compliancePropertyId: property.id } },
      impersonating,
    )
    expect(res.status).toBe(403)
    expect(res.body.error).toBe(IMPERSONATION_REFUSAL)
  })
})

describe('POST /v1/property-request', () => {
  it('creates a draft for a new address, with its history', async () => {
    const { creationToken, address } = await newAddress('12 Banksia Blvd')
    const request = await createRequest({ type: 'new-address', creationToken })
    expect(request).toMatchObject({
      agencyId: bayside(),
      state: 'DRAFT',
      version: 1,
      payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
      workflowName: 'Enrol a property',
      creationDetails: { type: 'new-address', creationToken },
      address: {
        complianceAddressId: address.complianceAddressId,
        line1: '12 Banksia Blvd',
        compliancePropertyId: null,
      },
      createdBy: 'Olivia Bennett',
      submittedAt: null,
    })
    expect(request.history.map((h) => h.type)).toEqual(['CREATED'])
  })

  it('refuses a workflow of another state, a version the workflow lacks, the legacy and the unsupported one', async () => {
    const property = await freshProperty()
    const creationDetails = { type: 'existing-property', compliancePropertyId: property.id }
    const vic = await workflowsOf(7)
    const nsw = await workflowsOf(2)
    const cases: [number, string, Record<string, string[]>][] = [
      [nsw.enrolment.id, ENROLMENT_V1_PAYLOAD_V1, { stateWorkflowId: [TEXTS.workflowNotForAddress] }],
      [99_999, ENROLMENT_V1_PAYLOAD_V1, { stateWorkflowId: [TEXTS.workflowNotFound] }],
      [vic.legacy?.id ?? 0, ENROLMENT_V1_PAYLOAD_V1, { payloadVersionId: [TEXTS.payloadVersionNotSupported] }],
      [vic.enrolment.id, 'WORK_ORDER_V9', { payloadVersionId: [TEXTS.payloadVersionNotSupported] }],
      [vic.unsupported.id, UNSUPPORTED_PAYLOAD_VERSION, { payloadVersionId: [TEXTS.noSupportedPayloadVersion] }],
    ]
    for (const [stateWorkflowId, payloadVersionId, fieldErrors] of cases) {
      const res = await post('/v1/property-request', { creationDetails, stateWorkflowId, payloadVersionId })
      expect(res.status).toBe(400)
      expect(res.body.fieldErrors).toEqual(fieldErrors)
    }
    const empty = await post('/v1/property-request', {})
    expect(Object.keys(empty.body.fieldErrors).sort()).toEqual([
      'creationDetails',
      'payloadVersionId',
      'stateWorkflowId',
    ])
  })

  it('creates one request for a repeat with the same Idempotency-Key', async () => {
    const property = await freshProperty()
    const { enrolment } = await workflowsOf(7)
    const body = {
      creationDetails: { type: 'existing-property', compliancePropertyId: property.id },
      stateWorkflowId: enrolment.id,
      payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
    }
    const headers = { 'Idempotency-Key': `request-${randomUUID()}` }
    const first = await post('/v1/property-request', body, undefined, headers)
    const again = await post('/v1/property-request', body, undefined, headers)
    expect(again.body.data.id).toBe(first.body.data.id)
    const [n] = await t.db
      .select({ n: count() })
      .from(propertyRequests)
      .where(eq(propertyRequests.propertyId, property.id))
    expect(n?.n).toBe(1)
  })

  it('is refused while impersonating', async () => {
    const property = await freshProperty()
    const { enrolment } = await workflowsOf(7)
    const res = await post(
      '/v1/property-request',
      {
        creationDetails: { type: 'existing-property', compliancePropertyId: property.id },
        stateWorkflowId: enrolment.id,
        payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
      },
      impersonating,
    )
    expect(res.status).toBe(403)
  })
})

describe('GET /v1/property-request/{id} and …/workflow', () => {
  it("reads the agency's request and 404s another agency's and ids that name nothing", async () => {
    const row = await seededRequest((r) => r.state === 'ACCEPTED')
    const res = await get(`/v1/property-request/${row.id}`)
    expect(res.status).toBe(200)
    expect(res.body.data.history.map((h: { type: string }) => h.type)).toEqual([
      'CREATED',
      'PAYLOAD_UPDATED',
      'SUBMITTED',
      'ACCEPTED',
      'ENROLLED',
    ])
    for (const [id, as] of [
      [row.id, harbour],
      ['abc', undefined],
      ['0', undefined],
      ['99999999', undefined],
    ] as const) {
      for (const path of ['', '/workflow', '/property/enrolment']) {
        const missing = await get(`/v1/property-request/${id}${path}`, as)
        expect(missing.status).toBe(404)
        expect(missing.body.error).toBe(TEXTS.notFound)
      }
    }
  })

  it('shows a request without a workflow, and one in an unsupported payload version, with nothing to do', async () => {
    const none = await seededRequest((r) => r.stateWorkflowId === null)
    const noneWorkflow = (await get(`/v1/property-request/${none.id}/workflow`)).body.data as PropertyRequestWorkflow
    expect(noneWorkflow).toMatchObject({ stateWorkflow: null, payloadVersionId: null, allowedActions: [] })
    const audit = await seededRequest((r) => r.payloadVersionId === UNSUPPORTED_PAYLOAD_VERSION)
    const auditWorkflow = (await get(`/v1/property-request/${audit.id}/workflow`)).body.data as PropertyRequestWorkflow
    expect(auditWorkflow).toMatchObject({ payloadVersionId: UNSUPPORTED_PAYLOAD_VERSION, allowedActions: [] })
    // And neither takes a payload or a submit, with the spec's texts.
    for (const [row, text] of [
      [none, TEXTS.noWorkflow],
      [audit, TEXTS.noSupportedPayloadVersion],
    ] as const) {
      const edit = await patch(`/v1/property-request/${row.id}/workflow/payload`, { version: row.version, payload })
      expect([edit.status, edit.body.error]).toEqual([409, text])
      const submit = await post(`/v1/property-request/${row.id}/workflow/submit`, { version: row.version })
      expect([submit.status, submit.body.error]).toEqual([409, text])
    }
  })

  it('lists the agency requests newest first', async () => {
    const res = await get('/v1/property-request?page=1&page-size=3')
    expect(res.status).toBe(200)
    expect(res.body.data.items).toHaveLength(3)
    const ids = res.body.data.items.map((i: { id: number }) => i.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const { total } = res.body.data
    expect(total).toBeGreaterThanOrEqual(3)
    expect((await get('/v1/property-request?page=2&page-size=3')).body.data.total).toBe(total)
    expect((await get('/v1/property-request?page=999')).body.data).toEqual({ items: [], total })
    expect((await get('/v1/property-request?page=0')).status).toBe(400)
    expect((await get('/v1/property-request?state=LOST')).status).toBe(400)
  })
})

describe('PATCH …/workflow/payload and POST …/workflow/submit', () => {
  it('saves the payload with its pricing summary, then submits it once: accepted and enrolled', async () => {
    const { creationToken } = await newAddress('3/40 Grevillea Cres')
    const request = await createRequest({ type: 'new-address', creationToken })
    const path = `/v1/property-request/${request.id}`
    expect((await get(`${path}/workflow`)).body.data.allowedActions).toEqual(['EDIT_PAYLOAD'])

    const saved = await patch(`${path}/workflow/payload`, { version: 1, payload })
    expect(saved.status).toBe(200)
    const [pricing] = await t.db
      .select()
      .from(agencyPricing)
      .where(and(eq(agencyPricing.agencyId, bayside()), eq(agencyPricing.stateId, 7)))
    expect(saved.body.data).toMatchObject({
      version: 2,
      state: 'DRAFT',
      allowedActions: ['EDIT_PAYLOAD', 'SUBMIT'],
      payload: {
        serviceIds: [1, 4],
        pricingId: pricing?.id,
        notes: 'Side gate',
        pricingSummary: { lineItems: [{ serviceId: 1 }, { serviceId: 4 }] },
      },
    })
    const summary = saved.body.data.payload.pricingSummary
    expect(summary.totalIncGst).toBeCloseTo(summary.lineItems[0].priceIncGst + summary.lineItems[1].priceIncGst, 2)

    // A stale version: 409 with the request as it is now.
    const stale = await patch(`${path}/workflow/payload`, { version: 1, payload })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe(TEXTS.versionConflict)
    expect(stale.body.current.version).toBe(2)

    const submitted = await post(`${path}/workflow/submit`, { version: 2 })
    expect(submitted.status).toBe(200)
    expect(submitted.body.data).toMatchObject({ state: 'ACCEPTED', allowedActions: [] })
    // Submitting again answers as it is: no second submission.
    const again = await post(`${path}/workflow/submit`, { version: 2 })
    expect(again.body.data.state).toBe('ACCEPTED')
    const executions = await t.db
      .select({ n: count() })
      .from(workflowExecutions)
      .where(eq(workflowExecutions.propertyRequestId, request.id))
    expect(executions[0]?.n).toBe(1)
    const history = (await get(path)).body.data.history.map((h: { type: string }) => h.type)
    expect(history).toEqual(['CREATED', 'PAYLOAD_UPDATED', 'SUBMITTED', 'ACCEPTED', 'ENROLLED'])

    // The provider enrolled a new property at the address, with the chosen services pending.
    const enrolment = await get(`${path}/property/enrolment`)
    const propertyId = enrolment.body.data.compliancePropertyId as number
    expect(propertyId).toEqual(expect.any(Number))
    const [property] = await t.db.select().from(properties).where(eq(properties.id, propertyId))
    expect(property).toMatchObject({ agencyId: bayside(), complianceStatus: 'UNDER_ENROLMENT' })
    const services = await t.db
      .select({ serviceId: propertyServices.serviceId })
      .from(propertyServices)
      .where(eq(propertyServices.propertyId, propertyId))
    expect(services.map((s) => s.serviceId).sort()).toEqual([1, 4])
    expect((await get(path)).body.data.address.compliancePropertyId).toBe(propertyId)

    // Submitted: no more edits.
    const late = await patch(`${path}/workflow/payload`, { version: 5, payload })
    expect([late.status, late.body.error]).toEqual([409, TEXTS.notEditable])
  })

  it('refuses a bad payload at payload.… and a submit before any payload', async () => {
    const property = await freshProperty()
    const request = await createRequest({ type: 'existing-property', compliancePropertyId: property.id })
    const path = `/v1/property-request/${request.id}/workflow`
    const bad = await patch(`${path}/payload`, {
      version: 1,
      payload: { serviceIds: [], contacts: [{ name: '', role: 'LANDLORD' }], notes: 'x'.repeat(501) },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors).toMatchObject({
      'payload.serviceIds': [TEXTS.serviceRequired],
      'payload.contacts.0.name': [TEXTS.contactNameRequired],
      'payload.notes': [TEXTS.notesTooLong],
    })
    const unpriced = await patch(`${path}/payload`, { version: 1, payload: { ...payload, serviceIds: [99] } })
    expect(unpriced.body.fieldErrors).toEqual({ 'payload.serviceIds': [TEXTS.serviceNotOffered] })
    const otherPricing = await patch(`${path}/payload`, { version: 1, payload: { ...payload, pricingId: 99_999 } })
    expect(otherPricing.body.fieldErrors).toEqual({ 'payload.pricingId': [TEXTS.pricingNotFound] })
    expect((await patch(`${path}/payload`, { payload })).body.fieldErrors).toEqual({ version: [TEXTS.versionRequired] })

    const early = await post(`${path}/submit`, { version: 1 })
    expect(early.status).toBe(400)
    expect(early.body.fieldErrors).toEqual({ payload: [TEXTS.payloadRequired] })
    expect((await post(`${path}/submit`, {})).body.fieldErrors).toEqual({ version: [TEXTS.versionRequired] })
  })

  it("is 404 for another agency's request and refused while impersonating", async () => {
    const row = await seededRequest((r) => r.state === 'DRAFT' && r.payload !== null)
    const path = `/v1/property-request/${row.id}/workflow`
    expect((await patch(`${path}/payload`, { version: row.version, payload }, harbour)).status).toBe(404)
    expect((await post(`${path}/submit`, { version: row.version }, harbour)).status).toBe(404)
    const asSupport = await patch(`${path}/payload`, { version: row.version, payload }, impersonating)
    expect([asSupport.status, asSupport.body.error]).toEqual([403, IMPERSONATION_REFUSAL])
    expect((await post(`${path}/submit`, { version: row.version }, impersonating)).status).toBe(403)
  })

  it('applies a repeated PATCH with the same Idempotency-Key once', async () => {
    const property = await freshProperty()
    const request = await createRequest({ type: 'existing-property', compliancePropertyId: property.id })
    const headers = { 'Idempotency-Key': `payload-${randomUUID()}` }
    const path = `/v1/property-request/${request.id}/workflow/payload`
    const first = await patch(path, { version: 1, payload }, undefined, headers)
    const again = await patch(path, { version: 1, payload }, undefined, headers)
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.body.data.version).toBe(2)
    const events = await t.db
      .select({ n: count() })
      .from(propertyRequestEvents)
      .where(
        and(eq(propertyRequestEvents.propertyRequestId, request.id), eq(propertyRequestEvents.type, 'PAYLOAD_UPDATED')),
      )
    expect(events[0]?.n).toBe(1)
  })
})

describe('/v1/agency/pricing', () => {
  it("lists the agency's schedules and reads one; another agency's is 404", async () => {
    const list = await get('/v1/agency/pricing')
    expect(list.status).toBe(200)
    expect(list.body.data.items.map((p: { state: string | null }) => p.state)).toEqual(['VIC', null])
    const vic = list.body.data.items[0]
    expect(vic.services.map((s: { serviceId: number }) => s.serviceId)).toEqual([1, 2, 3, 4, 5, 6])
    expect((await get(`/v1/agency/pricing/${vic.id}`)).body.data).toEqual(vic)
    expect((await get(`/v1/agency/pricing/${vic.id}`, harbour)).status).toBe(404)
    expect((await get('/v1/agency/pricing/abc')).status).toBe(404)
  })

  it('sums the chosen services, and refuses one the schedule does not price', async () => {
    const [general] = await t.db
      .select()
      .from(agencyPricing)
      .where(and(eq(agencyPricing.agencyId, bayside()), isNull(agencyPricing.stateId)))
    const path = `/v1/agency/pricing/${general?.id}/summary`
    const res = await post(path, { serviceIds: [1, 4, 1] })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      pricingId: general?.id,
      lineItems: [
        { serviceId: 1, name: 'Smoke Alarm', priceIncGst: 109 },
        { serviceId: 4, name: 'Corded Blinds', priceIncGst: 49 },
      ],
      totalIncGst: 158,
      gst: 14.36,
    })
    // Gas is priced only in the VIC schedule.
    expect((await post(path, { serviceIds: [2] })).body.fieldErrors).toEqual({ serviceIds: [TEXTS.serviceNotOffered] })
    expect((await post(path, { serviceIds: [] })).body.fieldErrors).toEqual({ serviceIds: [TEXTS.serviceRequired] })
    expect((await post(path, { serviceIds: [1] }, harbour)).status).toBe(404)
  })
})

describe('the contract', () => {
  it('every answer parses with its schema of src/contract/property-requests.ts and addresses.ts', async () => {
    const { creationToken } = await newAddress('8 Contract Ct')
    const creationDetails = { type: 'new-address', creationToken }
    const request = await createRequest(creationDetails)
    const path = `/v1/property-request/${request.id}`
    const seededAccepted = await seededRequest((r) => r.state === 'ACCEPTED')
    const [pricing] = await t.db.select().from(agencyPricing).where(eq(agencyPricing.agencyId, bayside()))
    const checks: [Promise<{ body: unknown }>, v.GenericSchema][] = [
      [post('/v1/property-request/preflight-workflows', { creationDetails }), PreflightWorkflowsSchema],
      [get(path), PropertyRequestSchema],
      [get(`/v1/property-request/${seededAccepted.id}`), PropertyRequestSchema],
      [get(`${path}/workflow`), PropertyRequestWorkflowSchema],
      [patch(`${path}/workflow/payload`, { version: 1, payload }), PropertyRequestWorkflowSchema],
      [get(`/v1/property-request/${seededAccepted.id}/workflow`), PropertyRequestWorkflowSchema],
      [get(`/v1/property-request/${seededAccepted.id}/property/enrolment`), PropertyEnrolmentSchema],
      [get('/v1/property-request?page-size=50'), PropertyRequestListSchema],
      [get('/v1/agency/pricing'), AgencyPricingListSchema],
      [post(`/v1/agency/pricing/${pricing?.id}/summary`, { serviceIds: [1] }), PricingSummarySchema],
      [get('/v1/address/search?q=st'), AddressSearchResultsSchema],
      [get('/v1/address/parts?address=3%2F12%20Smith%20St%20Richmond%20VIC'), AddressPartsSchema],
      [get(`/v1/address/${request.address.complianceAddressId}`), AddressSchema],
    ]
    for (const [answer, schema] of checks) {
      const parsed = v.safeParse(envelopeSchema(schema), (await answer).body)
      expect(parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([])
      expect((parsed.output as { success: boolean }).success).toBe(true)
    }
    const workflow = (await get(`${path}/workflow`)).body.data
    expect(v.safeParse(EnrolmentV1PayloadSchema, workflow.payload).success).toBe(true)
  })
})
