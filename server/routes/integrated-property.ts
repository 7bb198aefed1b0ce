import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { UpdateResidentialStatusBodySchema } from '../../src/contract/property.ts'
import { loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import {
  portfolioProperties,
  properties,
  propertyManagers,
  serviceEntries,
  serviceProviders,
  services,
} from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseJsonBody } from '../http/validate.ts'
import { PROPERTY_MESSAGES, propertyIdOf } from './property/property-access.ts'
import { addressOf } from './property/property-detail.ts'

export type PortfolioPropertyRow = typeof portfolioProperties.$inferSelect

/** A property of the agency's management-software portfolio (the non-managed view), scoped to the agency. */
export function loadPortfolioProperty(db: Db, session: SessionRow, id: number): Promise<PortfolioPropertyRow> {
  return loadInAgency(
    session,
    async () => (await db.select().from(portfolioProperties).where(eq(portfolioProperties.id, id)))[0],
    PROPERTY_MESSAGES,
  )
}

async function portfolioPropertyView(db: Db, p: PortfolioPropertyRow) {
  const [address, manager, entries] = await Promise.all([
    addressOf(db, p.addressId),
    p.propertyManagerId
      ? db
          .select({ id: propertyManagers.id, name: propertyManagers.name, email: propertyManagers.email })
          .from(propertyManagers)
          .where(eq(propertyManagers.id, p.propertyManagerId))
          .then((r) => r[0] ?? null)
      : null,
    db
      .select({ entry: serviceEntries, service: services, provider: serviceProviders })
      .from(serviceEntries)
      .innerJoin(services, eq(services.id, serviceEntries.serviceId))
      .leftJoin(serviceProviders, eq(serviceProviders.id, serviceEntries.providerId))
      .where(eq(serviceEntries.portfolioPropertyId, p.id))
      .orderBy(asc(services.id)),
  ])
  return {
    agencyPortfolioPropertyId: p.id,
    compliancePropertyId: p.propertyId,
    address,
    propertyManager: manager,
    softwareName: p.softwareName,
    firstActiveDate: p.firstActiveDate,
    isResidentialProperty: p.isResidentialProperty,
    nonResidentialPropertyType: p.nonResidentialPropertyType,
    gasApplianceCountValue: p.gasApplianceCountValue,
    services: entries.map(({ entry, service, provider }) => ({
      complianceId: entry.complianceId,
      complianceRequirementId: service.id,
      name: service.name,
      shortName: service.shortName,
      managedBy: entry.managedBy,
      lastServiceDate: entry.lastServiceDate,
      nextServiceDate: entry.nextServiceDate,
      providedBy: provider ? { id: provider.id, providedBy: provider.supplierName } : null,
      serviceFrequencyMonths: entry.serviceFrequencyMonths,
    })),
  }
}

/** GET (and, with the residential-status dialog, PATCH) /v1/integrated-property/{id}. */
export function integratedPropertyRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id', async (c) => {
      const p = await loadPortfolioProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))
      return ok(c, await portfolioPropertyView(db, p))
    })
    .patch('/:id', async (c) => {
      const p = await loadPortfolioProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))
      const body = await parseJsonBody(c, UpdateResidentialStatusBodySchema)
      const status = {
        isResidentialProperty: body.isResidentialProperty,
        nonResidentialPropertyType: body.isResidentialProperty ? null : (body.nonResidentialPropertyType ?? null),
      }
      await db.transaction(async (tx) => {
        await tx.update(portfolioProperties).set(status).where(eq(portfolioProperties.id, p.id))
        // The managed property it mirrors is the same building: keep the two in step (if it is still this agency's).
        if (p.propertyId) {
          await tx
            .update(properties)
            .set(status)
            .where(and(eq(properties.id, p.propertyId), eq(properties.agencyId, p.agencyId)))
        }
      })
      const [updated] = await db.select().from(portfolioProperties).where(eq(portfolioProperties.id, p.id))
      return ok(c, await portfolioPropertyView(db, updated ?? p))
    })
}
