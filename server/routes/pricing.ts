import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  type AgencyPricing,
  PROPERTY_REQUEST_TEXTS,
  PricingIdParamSchema,
  type PricingSummary,
  PricingSummaryBodySchema,
} from '../../src/contract/property-requests.ts'
import { stateCodeOf } from '../../src/contract/states.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { Db } from '../db/client.ts'
import { agencyPricing, agencyPricingServices, services } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { notFound, ValidationFailed } from '../http/errors.ts'
import { parseJsonBody } from '../http/validate.ts'

/** The agency's pricing schedules (GET /v1/agency/pricing), or only the one with this id. */
export async function agencyPricings(db: Db, agencyId: number, id?: number): Promise<AgencyPricing[]> {
  const rows = await db
    .select({ pricing: agencyPricing, service: services, priceCents: agencyPricingServices.priceCentsIncGst })
    .from(agencyPricing)
    .leftJoin(agencyPricingServices, eq(agencyPricingServices.pricingId, agencyPricing.id))
    .leftJoin(services, eq(services.id, agencyPricingServices.serviceId))
    .where(and(eq(agencyPricing.agencyId, agencyId), id === undefined ? undefined : eq(agencyPricing.id, id)))
    .orderBy(asc(agencyPricing.id), asc(services.id))
  const byId = new Map<number, AgencyPricing>()
  for (const { pricing, service, priceCents } of rows) {
    const view = byId.get(pricing.id) ?? {
      id: pricing.id,
      name: pricing.name,
      stateId: pricing.stateId,
      state: pricing.stateId === null ? null : (stateCodeOf(pricing.stateId) ?? null),
      services: [],
    }
    byId.set(pricing.id, view)
    if (service && priceCents !== null) {
      view.services.push({
        serviceId: service.id,
        name: service.name,
        shortName: service.shortName,
        priceIncGst: priceCents / 100,
        serviceFrequencyMonths: service.serviceFrequencyMonths,
      })
    }
  }
  return [...byId.values()]
}

/** One of the agency's schedules; another agency's is answered as missing. */
export async function loadPricing(db: Db, agencyId: number, id: number): Promise<AgencyPricing> {
  const [pricing] = await agencyPricings(db, agencyId, id)
  if (!pricing) throw notFound(PROPERTY_REQUEST_TEXTS.pricingNotFound)
  return pricing
}

/** The schedule for an address in this state: the state's own, else the agency's general one. */
export async function pricingForState(db: Db, agencyId: number, stateId: number): Promise<AgencyPricing | undefined> {
  const all = await agencyPricings(db, agencyId)
  return all.find((p) => p.stateId === stateId) ?? all.find((p) => p.stateId === null)
}

/**
 * What the agency pays for these services: a line each and the total, in cents while adding so the total is
 * exact. A service the schedule does not price is refused at `field`.
 */
export function summarise(pricing: AgencyPricing, serviceIds: number[], field = 'serviceIds'): PricingSummary {
  const lines = serviceIds.map((id) => pricing.services.find((s) => s.serviceId === id))
  if (lines.some((l) => !l)) throw new ValidationFailed({ [field]: [PROPERTY_REQUEST_TEXTS.serviceNotOffered] })
  const priced = lines.filter((l) => l !== undefined)
  const totalCents = priced.reduce((sum, l) => sum + Math.round(l.priceIncGst * 100), 0)
  return {
    pricingId: pricing.id,
    lineItems: priced.map((l) => ({ serviceId: l.serviceId, name: l.name, priceIncGst: l.priceIncGst })),
    totalIncGst: totalCents / 100,
    gst: Math.round(totalCents / 11) / 100,
  }
}

/** /v1/agency/pricing: the prices the provider charges the session's agency. */
export function pricingRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const pricingOf = async (agencyId: number, raw: string | undefined) => {
    const id = v.safeParse(PricingIdParamSchema, raw)
    if (!id.success) throw notFound(PROPERTY_REQUEST_TEXTS.pricingNotFound)
    return loadPricing(db, agencyId, id.output)
  }

  app.get('/', async (c) => {
    const items = await agencyPricings(db, currentSession(c).agencyId)
    return ok(c, { items, total: items.length })
  })

  app.get('/:id', async (c) => ok(c, await pricingOf(currentSession(c).agencyId, c.req.param('id'))))

  app.post('/:id/summary', async (c) => {
    const pricing = await pricingOf(currentSession(c).agencyId, c.req.param('id'))
    const { serviceIds } = await parseJsonBody(c, PricingSummaryBodySchema)
    return ok(c, summarise(pricing, serviceIds))
  })

  return app
}
