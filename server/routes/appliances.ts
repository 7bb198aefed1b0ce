import { and, asc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { AppliancesQuerySchema, type ServiceAppliances } from '../../src/contract/appliances.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { agencies, agencyIntegrationSyncs, appliances, propertyServices, services } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { loadProperty, propertyIdOf } from './property/property-access.ts'

/**
 * GET /v1/property/{id}/appliances (property-operations §7 Property): per live service, the appliances recorded
 * at its last visit (the latest recorded_on of that service). Missing is a 404, another agency's a 403, as the
 * property's other reads.
 */
export function applianceRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/:id/appliances', async (c) => {
    const property = await loadProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))
    const q = parseQuery(c, AppliancesQuerySchema)
    const rows = await db
      .select({ appliance: appliances, serviceName: services.name })
      .from(appliances)
      .innerJoin(services, eq(services.id, appliances.serviceId))
      .innerJoin(
        propertyServices,
        and(
          eq(propertyServices.propertyId, appliances.propertyId),
          eq(propertyServices.serviceId, appliances.serviceId),
          eq(propertyServices.isCancelled, false),
        ),
      )
      .where(
        and(
          eq(appliances.propertyId, property.id),
          q.service ? eq(appliances.serviceId, q.service) : undefined,
          sql`${appliances.recordedOn} = (SELECT max(a2.recorded_on) FROM ${appliances} a2
            WHERE a2.property_id = ${appliances.propertyId} AND a2.service_id = ${appliances.serviceId})`,
        ),
      )
      .orderBy(asc(appliances.serviceId), asc(appliances.id))
    const items: ServiceAppliances[] = []
    for (const { appliance: a, serviceName } of rows) {
      let group = items.find((g) => g.serviceId === a.serviceId)
      if (!group) {
        group = { serviceId: a.serviceId, serviceName, recordedOn: a.recordedOn, appliances: [] }
        items.push(group)
      }
      group.appliances.push({ id: a.id, name: a.name, location: a.location, result: a.result, expiresOn: a.expiresOn })
    }
    return ok(c, { items, total: items.length })
  })
}

/** GET /v1/agency/integration: the session agency's management software, and its last sync. */
export function agencyIntegrationRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/integration', async (c) => {
    const session = currentSession(c)
    const [row] = await db
      .select({ softwareName: agencies.integrationSoftwareName, sync: agencyIntegrationSyncs })
      .from(agencies)
      .leftJoin(agencyIntegrationSyncs, eq(agencyIntegrationSyncs.agencyId, agencies.id))
      .where(eq(agencies.id, session.agencyId))
    const softwareName = row?.softwareName ?? null
    return ok(c, {
      softwareName,
      isConnected: softwareName !== null,
      lastSyncedAt: softwareName && row?.sync ? row.sync.lastSyncedAt.toISOString() : null,
      lastSyncStatus: softwareName ? (row?.sync?.lastSyncStatus ?? null) : null,
      lastError: softwareName ? (row?.sync?.lastError ?? null) : null,
    })
  })
}
