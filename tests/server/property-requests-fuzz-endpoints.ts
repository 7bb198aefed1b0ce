import { and, asc, eq, isNull } from 'drizzle-orm'
import { agencyPricing, properties, propertyRequests, stateWorkflows, suburbs } from '../../server/db/schema/index.ts'
import type { Endpoint } from './input-fuzz-endpoints.ts'
import type { TestApp } from './test-app.ts'

/** Addresses, property requests and agency pricing (issue 18) as Bayside's pm.vic, on the seed's requests. */
export async function propertyRequestEndpoints(t: TestApp): Promise<Endpoint[]> {
  const bayside = t.summary.agencyIds['Bayside Rentals'] ?? 0
  const [property] = await t.db
    .select({ id: properties.id, addressId: properties.addressId })
    .from(properties)
    .where(and(eq(properties.agencyId, bayside), eq(properties.isCancelled, false)))
    .orderBy(asc(properties.id))
    .limit(1)
  const [workflow] = await t.db
    .select({ id: stateWorkflows.id })
    .from(stateWorkflows)
    .where(and(eq(stateWorkflows.stateId, 7), eq(stateWorkflows.useLegacyJobOrderPage, false)))
    .orderBy(asc(stateWorkflows.sortOrder))
    .limit(1)
  const drafts = await t.db
    .select({ id: propertyRequests.id, version: propertyRequests.version, payload: propertyRequests.payload })
    .from(propertyRequests)
    .where(and(eq(propertyRequests.agencyId, bayside), eq(propertyRequests.state, 'DRAFT')))
    .orderBy(asc(propertyRequests.id))
  const editable = drafts.find((d) => d.payload === null)
  const ready = drafts.find((d) => d.payload !== null)
  const [pricing] = await t.db
    .select({ id: agencyPricing.id })
    .from(agencyPricing)
    .where(and(eq(agencyPricing.agencyId, bayside), isNull(agencyPricing.stateId)))
  const [suburb] = await t.db.select({ id: suburbs.id }).from(suburbs).where(eq(suburbs.stateId, 7)).limit(1)
  if (!property || !workflow || !editable || !ready || !pricing || !suburb) {
    throw new Error('the seed has no Bayside property request, workflow, pricing or suburb')
  }
  const creationDetails = { type: 'existing-property', compliancePropertyId: property.id }
  const payload = {
    serviceIds: [1],
    pricingId: null,
    contacts: [{ name: 'Ann Lee', role: 'LANDLORD', email: 'ann@example.com', mobile: '0412345678' }],
    notes: 'Gate code 1234',
  }
  const request = (path: string, id: number, extra: Partial<Endpoint> = {}): Endpoint => ({
    method: 'GET',
    path: `/v1/property-request/:id${path}`,
    params: { id: String(id) },
    as: 'vic',
    ...extra,
  })
  return [
    { method: 'GET', path: '/v1/address/search', query: { q: 'street' }, as: 'vic' },
    { method: 'GET', path: '/v1/address/parts', query: { address: '3/12 Smith St, Richmond VIC 3121' }, as: 'vic' },
    {
      method: 'POST',
      path: '/v1/address',
      body: { line1: '1 Fuzz St', line2: 'Rear', suburbId: suburb.id },
      as: 'vic',
    },
    { method: 'GET', path: '/v1/address/:id', params: { id: String(property.addressId) }, as: 'vic' },
    { method: 'POST', path: '/v1/property-request/preflight-workflows', body: { creationDetails }, as: 'vic' },
    {
      method: 'POST',
      path: '/v1/property-request',
      body: { creationDetails, stateWorkflowId: workflow.id, payloadVersionId: 'ENROLMENT_V1_PAYLOAD_V1' },
      as: 'vic',
    },
    { method: 'GET', path: '/v1/property-request', query: { page: '1', 'page-size': '20', state: 'DRAFT' }, as: 'vic' },
    request('', editable.id),
    request('/workflow', editable.id),
    request('/workflow/payload', editable.id, { method: 'PATCH', body: { version: editable.version, payload } }),
    request('/workflow/submit', ready.id, { method: 'POST', body: { version: ready.version } }),
    request('/property/enrolment', ready.id),
    { method: 'GET', path: '/v1/agency/pricing/:id', params: { id: String(pricing.id) }, as: 'vic' },
    {
      method: 'POST',
      path: '/v1/agency/pricing/:id/summary',
      params: { id: String(pricing.id) },
      body: { serviceIds: [1, 4] },
      as: 'vic',
    },
  ]
}
