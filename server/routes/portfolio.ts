import { and, asc, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { PortfolioQuerySchema } from '../../src/contract/portfolio.ts'
import { loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { Db } from '../db/client.ts'
import { addresses, properties, propertyManagers, propertyServices, services, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { portfolioFilter, portfolioTotal } from './portfolio-filter.ts'
import { fullAddressOf } from './property/property-detail.ts'

export { portfolioFilter } from './portfolio-filter.ts'

/** GET /v1/portfolio: the managed portfolio, searched, filtered and paged in the database; a page past the end keeps the total. */
export function portfolioRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const session = currentSession(c)
    const q = parseQuery(c, PortfolioQuerySchema)
    if (q['property-manager']) {
      const id = q['property-manager']
      await loadInAgency(
        session,
        async () => (await db.select().from(propertyManagers).where(eq(propertyManagers.id, id)))[0],
        { notFound: 'Property manager not found', forbidden: 'You do not have access to this property manager' },
      )
    }
    const pageSize = q['page-size']
    const where = portfolioFilter(q, session)
    // The page's ids first, from properties alone (the (agency, search_text, id) index walks the order), and
    // only those 25 joined to their addresses: a deep page skips thousands of index entries, not joined rows.
    const page = db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(asc(properties.searchText), asc(properties.id))
      .limit(pageSize)
      .offset((q.page - 1) * pageSize)
      .as('page')
    const rowsQuery = db
      .select({
        id: properties.id,
        address: addresses,
        suburb: suburbs,
        complianceStatus: properties.complianceStatus,
        overviewStatus: properties.overviewStatus,
        isIntegrated: properties.isIntegrated,
        isCancelled: properties.isCancelled,
        managerId: propertyManagers.id,
        managerName: propertyManagers.name,
      })
      .from(page)
      .innerJoin(properties, eq(properties.id, page.id))
      .innerJoin(addresses, eq(addresses.id, properties.addressId))
      .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .leftJoin(propertyManagers, eq(propertyManagers.id, properties.propertyManagerId))
      .orderBy(asc(properties.searchText), asc(properties.id))
    // Counted apart, without the joins, and at the same time: a window count would join every match before
    // the LIMIT (bench/README.md).
    const [rows, total] = await Promise.all([rowsQuery, portfolioTotal(db, q, session, where)])
    const items = await withServices(db, rows)
    return ok(c, { items, total })
  })
}

type Row = {
  id: number
  address: typeof addresses.$inferSelect
  suburb: typeof suburbs.$inferSelect | null
  complianceStatus: string
  overviewStatus: string
  isIntegrated: boolean
  isCancelled: boolean
  managerId: number | null
  managerName: string | null
}

/** The page's services in one query, not one per row. */
async function withServices(db: Db, rows: Row[]) {
  const ids = rows.map((r) => r.id)
  const svc = ids.length
    ? await db
        .select({ ps: propertyServices, shortName: services.shortName })
        .from(propertyServices)
        .innerJoin(services, eq(services.id, propertyServices.serviceId))
        .where(and(inArray(propertyServices.propertyId, ids), eq(propertyServices.isCancelled, false)))
        .orderBy(asc(propertyServices.serviceId))
    : []
  return rows.map((r) => ({
    compliancePropertyId: r.id,
    address: { line1: r.address.line1, fullAddress: fullAddressOf(r.address, r.suburb) },
    propertyManager: r.managerId !== null ? { id: r.managerId, name: r.managerName ?? '' } : null,
    complianceStatus: r.complianceStatus,
    overviewStatus: r.overviewStatus,
    tags: [...(r.isIntegrated ? (['Integrated'] as const) : []), ...(r.isCancelled ? (['Cancelled'] as const) : [])],
    services: svc
      .filter((s) => s.ps.propertyId === r.id)
      .map(({ ps, shortName }) => ({
        serviceId: ps.serviceId,
        shortName,
        complianceStatus: ps.complianceStatus,
        jobStatus: ps.jobStatus,
        isOnHold: ps.isOnHold,
        isPendingCancellation: ps.isPendingCancellation,
        nextServiceDate: ps.nextServiceDate,
      })),
  }))
}
