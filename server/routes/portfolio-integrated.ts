import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  CreateServiceProviderSchema,
  NonManagedQuerySchema,
  updateServiceEntriesSchema,
} from '../../src/contract/portfolio.ts'
import { todayInState } from '../../src/contract/states.ts'
import { inAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import {
  portfolioProperties,
  propertyManagers,
  serviceEntries,
  serviceProviders,
  services,
} from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { fail, ok } from '../http/envelope.ts'
import { HttpError, ValidationFailed } from '../http/errors.ts'
import { parseJsonBody, parseQuery } from '../http/validate.ts'
import { loadPortfolioProperty } from './integrated-property.ts'
import { streamCsv } from './portfolio-export.ts'
import { nonManagedFilter } from './portfolio-integrated-filter.ts'
import { nonManagedPage } from './portfolio-integrated-page.ts'
import {
  nonManagedPageStatement,
  nonManagedRowOf,
  nonManagedRowsQuery,
  orderedPageIds,
} from './portfolio-integrated-rows.ts'

export { nonManagedFilter } from './portfolio-integrated-filter.ts'

const EXPORT_FAILED = 'Failed to export integrated properties'

/** GET/PATCH /v1/portfolio/integrated and its lists (foundations §7 "Dashboard and portfolio"). */
export function nonManagedPortfolioRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const session = currentSession(c)
    return ok(c, await nonManagedPage(db, parseQuery(c, NonManagedQuerySchema), session))
  })

  // A download has no envelope to read: its failure text travels in x-error-message too (foundations §7).
  app.use('/export', async (c, next) => {
    await next()
    const message = c.error instanceof HttpError ? c.error.message : c.res.status >= 400 ? EXPORT_FAILED : undefined
    if (message) c.res.headers.set('x-error-message', message.replace(/[^\x20-\x7e]/g, ''))
  })
  app.get('/export', async (c) => {
    const session = currentSession(c)
    const q = parseQuery(c, NonManagedQuerySchema)
    const where = nonManagedFilter(q, session, todayInState(session.stateId))
    return streamCsv(c, nonManagedRowsQuery(db, where), `non-managed-portfolio-${todayInState(session.stateId)}.csv`)
  })

  app.patch('/', async (c) => {
    const session = currentSession(c)
    const body = await parseJsonBody(c, updateServiceEntriesSchema(todayInState(session.stateId)))
    const p = await loadPortfolioProperty(db, session, body.agencyPortfolioPropertyId)
    if (p.propertyId) return fail(c, 403, 'This property is serviced by us: its service dates come from our records.')
    const providerIds = body.services.map((s) => s.providerId).filter((id): id is number => id !== null)
    if (providerIds.length) {
      const known = await db
        .select({ id: serviceProviders.id })
        .from(serviceProviders)
        .where(and(inAgency(serviceProviders.agencyId, session), inArray(serviceProviders.id, providerIds)))
      if (known.length !== new Set(providerIds).size)
        throw new ValidationFailed({ services: ['Service provider not found'] })
    }
    await db.transaction(async (tx) => {
      await tx
        .update(portfolioProperties)
        .set({ gasApplianceCountValue: body.gasApplianceCountValue })
        .where(eq(portfolioProperties.id, p.id))
      for (const s of body.services) {
        const values = {
          lastServiceDate: s.lastServiceDate,
          nextServiceDate: s.nextServiceDate,
          providerId: s.providerId,
        }
        const [service] = await tx.select().from(services).where(eq(services.id, s.complianceRequirementId))
        if (!service) throw new ValidationFailed({ services: ['Service ID is required'] })
        // One statement per entry on its unique (property, service): saves that add it at once update one row.
        await tx
          .insert(serviceEntries)
          .values({
            portfolioPropertyId: p.id,
            serviceId: service.id,
            serviceFrequencyMonths: service.serviceFrequencyMonths,
            ...values,
          })
          .onConflictDoUpdate({ target: [serviceEntries.portfolioPropertyId, serviceEntries.serviceId], set: values })
      }
    })
    const [row] = await nonManagedPageStatement(db, orderedPageIds(db, eq(portfolioProperties.id, p.id), 1, 0))
    return ok(c, row && nonManagedRowOf(row))
  })

  app.get('/property-managers', async (c) => {
    const session = currentSession(c)
    const items = await db
      .selectDistinct({ id: propertyManagers.id, name: propertyManagers.name, email: propertyManagers.email })
      .from(propertyManagers)
      .innerJoin(portfolioProperties, eq(portfolioProperties.propertyManagerId, propertyManagers.id))
      .where(and(inAgency(propertyManagers.agencyId, session), isNull(portfolioProperties.propertyId)))
      .orderBy(asc(propertyManagers.name))
    return ok(c, { items, total: items.length })
  })

  /** Providers that service at least one of the agency's non-managed properties: the "provided by" filter. */
  app.get('/service-providers', async (c) => {
    const session = currentSession(c)
    const items = await db
      .selectDistinct({ id: serviceProviders.id, supplier_name: serviceProviders.supplierName })
      .from(serviceProviders)
      .innerJoin(serviceEntries, eq(serviceEntries.providerId, serviceProviders.id))
      .where(inAgency(serviceProviders.agencyId, session))
      .orderBy(asc(serviceProviders.supplierName))
    return ok(c, { items, total: items.length })
  })

  /** Every provider the agency has recorded: the choices of the service form. */
  app.get('/list-service-providers', async (c) => {
    const session = currentSession(c)
    const items = await db
      .select({ id: serviceProviders.id, supplier_name: serviceProviders.supplierName })
      .from(serviceProviders)
      .where(inAgency(serviceProviders.agencyId, session))
      .orderBy(asc(serviceProviders.supplierName))
    return ok(c, { items, total: items.length })
  })

  app.post('/service-providers', async (c) => {
    const session = currentSession(c)
    const { supplierName } = await parseJsonBody(c, CreateServiceProviderSchema)
    // The unique (agency, lower(name)) index decides: of twenty adds at once one is stored, the rest conflict.
    const [created] = await db
      .insert(serviceProviders)
      .values({ agencyId: session.agencyId, supplierName })
      .onConflictDoNothing()
      .returning({ id: serviceProviders.id, supplier_name: serviceProviders.supplierName })
    if (!created) {
      const [existing] = await db
        .select()
        .from(serviceProviders)
        .where(
          and(
            inAgency(serviceProviders.agencyId, session),
            sql`lower(${serviceProviders.supplierName}) = lower(${supplierName})`,
          ),
        )
      return fail(c, 409, `${existing?.supplierName ?? supplierName} is already in your list of service providers`)
    }
    return ok(c, created, 201)
  })

  return app
}
