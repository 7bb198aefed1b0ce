import { and, asc, eq } from 'drizzle-orm'
import { SERVICES } from '../../../src/contract/catalog.ts'
import { ENROLMENT_V1_PAYLOAD_V1, type EnrolmentV1Payload } from '../../../src/contract/property-requests.ts'
import { COMPLIANCE_STATES, type StateCode } from '../../../src/contract/states.ts'
import {
  addresses,
  agencyPricing,
  agencyPricingServices,
  knownAddresses,
  properties,
  propertyRequestEvents,
  propertyRequests,
  stateWorkflows,
  workflowExecutions,
} from '../schema/index.ts'
import { streetAddress } from './addresses.ts'
import type { AgencyRecord, SeedContext, SuburbIndex, SuburbRecord } from './context.ts'
import { insertAll, insertIds } from './insert.ts'
import { Rng } from './random.ts'

/** A payload version no state's app supports: its workflow shows 'no supported payload versions'. */
export const UNSUPPORTED_PAYLOAD_VERSION = 'SAFETY_AUDIT_V2_PAYLOAD_V1'
export const LEGACY_JOB_ORDER_PATH = '/JobOrders/add'
/** States whose only usable workflow is the enrolment: the creator picks it by itself. */
const WITHOUT_LEGACY: readonly StateCode[] = ['QLD']
/** Addresses the provider knows in each demo agency's state (the address search finds them). */
const KNOWN_ADDRESSES_PER_STATE = 12

/** Cents inc. GST per service: the provider's list price; each agency pays a little under or over. */
const LIST_PRICES: Record<number, number> = { 1: 10900, 2: 13900, 3: 14900, 4: 4900, 5: 5900, 6: 7900 }

type Workflows = Map<number, { enrolment: number; legacy: number | null; unsupported: number }>

/** Per state: the enrolment (ENROLMENT_V1_PAYLOAD_V1), a work order on the legacy page, an unsupported audit. */
async function seedWorkflows(ctx: SeedContext): Promise<Workflows> {
  const rows: (typeof stateWorkflows.$inferInsert)[] = []
  for (const state of COMPLIANCE_STATES) {
    rows.push({
      stateId: state.id,
      name: 'Enrol a property',
      description: 'Add a property to your portfolio with the services it needs',
      payloadVersions: [ENROLMENT_V1_PAYLOAD_V1],
      sortOrder: 1,
    })
    if (!WITHOUT_LEGACY.includes(state.code)) {
      rows.push({
        stateId: state.id,
        name: 'Work order',
        description: 'A one-off job, raised on the job order page',
        useLegacyJobOrderPage: true,
        legacyJobOrderPath: LEGACY_JOB_ORDER_PATH,
        sortOrder: 2,
      })
    }
    rows.push({
      stateId: state.id,
      name: 'Safety audit',
      description: 'A full safety audit of the property',
      payloadVersions: [UNSUPPORTED_PAYLOAD_VERSION],
      sortOrder: 3,
    })
  }
  const ids = await insertIds(ctx.db, stateWorkflows, rows)
  const byState: Workflows = new Map()
  rows.forEach((row, i) => {
    const id = ids[i] ?? 0
    const entry = byState.get(row.stateId) ?? { enrolment: 0, legacy: null, unsupported: 0 }
    if (row.useLegacyJobOrderPage) entry.legacy = id
    else if (row.payloadVersions?.includes(ENROLMENT_V1_PAYLOAD_V1)) entry.enrolment = id
    else entry.unsupported = id
    byState.set(row.stateId, entry)
  })
  return byState
}

/** Each agency: prices for its own state and a general schedule for anywhere else. */
async function seedPricing(ctx: SeedContext, agencies: AgencyRecord[]): Promise<void> {
  for (const agency of agencies) {
    const rng = new Rng(`pricing:${agency.name}`)
    const ids = await insertIds(ctx.db, agencyPricing, [
      { agencyId: agency.id, name: `${agency.stateCode} residential`, stateId: agency.stateId },
      { agencyId: agency.id, name: 'Standard residential', stateId: null },
    ])
    const rows: (typeof agencyPricingServices.$inferInsert)[] = []
    for (const [i, pricingId] of ids.entries()) {
      for (const service of SERVICES) {
        const own = i === 0
        if (!own && service.stateCodes) continue
        if (own && service.stateCodes && !(service.stateCodes as readonly string[]).includes(agency.stateCode)) continue
        const discount = own ? rng.int(0, 10) * 100 : 0
        rows.push({ pricingId, serviceId: service.id, priceCentsIncGst: (LIST_PRICES[service.id] ?? 9900) - discount })
      }
    }
    await insertAll(ctx.db, agencyPricingServices, rows)
  }
}

/** Addresses the provider knows in a state: not any agency's property, found by every agency's search. */
async function seedKnownAddresses(ctx: SeedContext, suburbs: SuburbRecord[], rng: Rng, agencyId: number | null) {
  const picked = Array.from({ length: agencyId ? 1 : KNOWN_ADDRESSES_PER_STATE }, () => ({
    line1: streetAddress(rng),
    suburb: rng.pick(suburbs),
  }))
  const ids = await insertIds(
    ctx.db,
    addresses,
    picked.map((p) => ({ line1: p.line1, suburbId: p.suburb.id })),
  )
  await insertAll(
    ctx.db,
    knownAddresses,
    picked.map((p, i) => ({
      addressId: ids[i] ?? 0,
      agencyId,
      creationToken: agencyId ? `seed-${agencyId}-${i}` : null,
      createdByUserId: null,
      searchText: [p.line1, p.suburb.name, p.suburb.stateCode, p.suburb.postcode].join(' ').toLowerCase(),
    })),
  )
  return ids
}

type Planned = {
  request: typeof propertyRequests.$inferInsert
  events: (typeof propertyRequestEvents.$inferInsert)['type'][]
}

function enrolmentPayload(
  agencyPricingId: number,
  serviceIds: number[],
  prices: Map<number, number>,
): EnrolmentV1Payload {
  const lineItems = serviceIds.map((id) => ({
    serviceId: id,
    name: SERVICES.find((s) => s.id === id)?.name ?? '',
    priceIncGst: (prices.get(id) ?? 0) / 100,
  }))
  const totalCents = serviceIds.reduce((sum, id) => sum + (prices.get(id) ?? 0), 0)
  return {
    serviceIds,
    pricingId: agencyPricingId,
    contacts: [{ name: 'Margaret Lee', role: 'LANDLORD', email: 'margaret.lee@example.com', mobile: '0412345678' }],
    notes: 'Tenant works from home on Mondays.',
    pricingSummary: {
      pricingId: agencyPricingId,
      lineItems,
      totalIncGst: totalCents / 100,
      gst: Math.round(totalCents / 11) / 100,
    },
  }
}

/**
 * The demo agencies' property requests, one in each situation the /work-order page shows: a draft without
 * details, a draft ready to submit, submitted, accepted (enrolled), one not assigned a workflow yet, and one
 * in a workflow whose payload version this app does not support.
 */
async function seedRequests(ctx: SeedContext, agency: AgencyRecord, workflows: Workflows, suburbs: SuburbRecord[]) {
  const flows = workflows.get(agency.stateId)
  if (!flows) return
  const rng = new Rng(`property-requests:${agency.name}`)
  const [handEntered] = await seedKnownAddresses(ctx, suburbs, rng, agency.id)
  const props = await ctx.db
    .select({ id: properties.id, addressId: properties.addressId })
    .from(properties)
    .where(and(eq(properties.agencyId, agency.id), eq(properties.isCancelled, false)))
    .orderBy(asc(properties.id))
    .limit(4)
  const [pricing] = await ctx.db
    .select({ id: agencyPricing.id })
    .from(agencyPricing)
    .where(and(eq(agencyPricing.agencyId, agency.id), eq(agencyPricing.stateId, agency.stateId)))
  const priceRows = pricing
    ? await ctx.db.select().from(agencyPricingServices).where(eq(agencyPricingServices.pricingId, pricing.id))
    : []
  const prices = new Map(priceRows.map((p) => [p.serviceId, p.priceCentsIncGst]))
  const payload = enrolmentPayload(
    pricing?.id ?? 0,
    [1, 4].filter((id) => prices.has(id)),
    prices,
  )
  const by = agency.requesterUserId
  const onProperty = (i: number) => {
    const p = props[i]
    return p ? { creationType: 'existing-property' as const, propertyId: p.id, addressId: p.addressId } : undefined
  }
  const base = { agencyId: agency.id, createdByUserId: by }
  const enrolment = { stateWorkflowId: flows.enrolment, payloadVersionId: ENROLMENT_V1_PAYLOAD_V1 }
  const at = (daysAgo: number) => new Date(Date.parse(`${ctx.today}T09:00:00+10:00`) - daysAgo * 86_400_000)
  const planned: Planned[] = []
  if (handEntered) {
    const hand = { creationType: 'new-address' as const, addressId: handEntered, creationToken: `seed-${agency.id}-0` }
    planned.push({ request: { ...base, ...hand, ...enrolment, createdAt: at(1) }, events: ['CREATED'] })
  }
  const [p0, p1, p2, p3] = [onProperty(0), onProperty(1), onProperty(2), onProperty(3)]
  if (p0) {
    planned.push({
      request: { ...base, ...p0, ...enrolment, payload, version: 2, createdAt: at(2) },
      events: ['CREATED', 'PAYLOAD_UPDATED'],
    })
  }
  if (p1) {
    planned.push({
      request: {
        ...base,
        ...p1,
        ...enrolment,
        payload,
        state: 'SUBMITTED',
        version: 3,
        createdAt: at(6),
        submittedAt: at(5),
      },
      events: ['CREATED', 'PAYLOAD_UPDATED', 'SUBMITTED'],
    })
  }
  if (p2) {
    const accepted = { state: 'ACCEPTED' as const, version: 4, submittedAt: at(12), acceptedAt: at(11) }
    planned.push({
      request: {
        ...base,
        ...p2,
        ...enrolment,
        payload,
        ...accepted,
        enrolledPropertyId: p2.propertyId,
        createdAt: at(14),
      },
      events: ['CREATED', 'PAYLOAD_UPDATED', 'SUBMITTED', 'ACCEPTED', 'ENROLLED'],
    })
  }
  if (p3) {
    // Raised by the provider's staff: no workflow assigned yet.
    planned.push({ request: { ...base, ...p3, createdByUserId: null, createdAt: at(3) }, events: ['CREATED'] })
    const audit = { stateWorkflowId: flows.unsupported, payloadVersionId: UNSUPPORTED_PAYLOAD_VERSION }
    planned.push({ request: { ...base, ...p3, ...audit, createdAt: at(4) }, events: ['CREATED'] })
  }
  const ids = await insertIds(
    ctx.db,
    propertyRequests,
    planned.map((p) => p.request),
  )
  const events: (typeof propertyRequestEvents.$inferInsert)[] = []
  const executions: (typeof workflowExecutions.$inferInsert)[] = []
  planned.forEach((p, i) => {
    const id = ids[i] ?? 0
    const created = p.request.createdAt as Date
    p.events.forEach((type, n) => {
      const byProvider = type === 'ACCEPTED' || type === 'ENROLLED'
      events.push({
        propertyRequestId: id,
        type,
        byUserId: byProvider ? null : by,
        at: new Date(created.getTime() + n * 3_600_000),
      })
    })
    if (p.request.state === 'ACCEPTED' || p.request.state === 'SUBMITTED') {
      executions.push({
        propertyRequestId: id,
        stateWorkflowId: flows.enrolment,
        payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
        payload: p.request.payload,
      })
    }
  })
  await insertAll(ctx.db, propertyRequestEvents, events)
  await insertAll(ctx.db, workflowExecutions, executions)
}

/**
 * Property requests (issue 18): the state workflows, every agency's pricing, addresses the provider knows in
 * the demo agencies' states, and a handful of requests per demo agency. A few dozen rows: fast.
 */
export async function seedPropertyRequests(
  ctx: SeedContext,
  demoAgencies: AgencyRecord[],
  allAgencies: AgencyRecord[],
  suburbIndex: SuburbIndex,
): Promise<void> {
  const workflows = await seedWorkflows(ctx)
  await seedPricing(ctx, allAgencies)
  const states = [...new Set(demoAgencies.map((a) => a.stateCode))]
  for (const state of states) {
    await seedKnownAddresses(ctx, suburbIndex.get(state) ?? [], new Rng(`known-addresses:${state}`), null)
  }
  for (const agency of demoAgencies) {
    await seedRequests(ctx, agency, workflows, suburbIndex.get(agency.stateCode) ?? [])
  }
}
