import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  COMPLIANCE_FACETS,
  type PortfolioQuery,
  PortfolioQuerySchema,
  SERVICING_FACETS,
} from '../../src/contract/portfolio.ts'
import { inAgency, loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import {
  accessIssues,
  addresses,
  properties,
  propertyManagers,
  propertyServices,
  reportedFindings,
  services,
  suburbs,
} from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { fullAddressOf } from './property/property-detail.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
const has = (values: readonly string[], value: string) => values.includes(value)

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/**
 * Service filters on properties.service_ids (the sorted ids of the live services, kept by a trigger):
 * INCLUDING every chosen one (GIN @>), ONLY exactly those (equality on the (agency, service_ids) index),
 * EXCLUDING all of them.
 */
function serviceCondition(ids: readonly number[], exclusivity: PortfolioQuery['serviceExclusivity']): SQL {
  const chosen = [...new Set(ids)].sort((a, b) => a - b)
  if (exclusivity === 'ONLY') return sql`${properties.serviceIds} = ${intArray(chosen)}`
  if (exclusivity === 'EXCLUDING') return sql`NOT (${properties.serviceIds} && ${intArray(chosen)})`
  return sql`${properties.serviceIds} @> ${intArray(chosen)}`
}

/** The WHERE of a portfolio search: every filter of GET /v1/portfolio in SQL, so paging and totals stay exact. */
export function portfolioFilter(q: PortfolioQuery, session: SessionRow): SQL {
  const conditions: (SQL | undefined)[] = [inAgency(properties.agencyId, session)]
  if (q.query) {
    // Each word must appear somewhere in the address line (trigram index on search_text).
    for (const word of q.query.toLowerCase().split(/\s+/).filter(Boolean)) {
      conditions.push(sql`${properties.searchText} LIKE ${`%${escapeLike(word)}%`}`)
    }
  }
  const compliance = q.facet.filter((f) => has(COMPLIANCE_FACETS, f))
  if (compliance.length) {
    conditions.push(
      sql`(${inArray(properties.complianceStatus, compliance)} OR ${inArray(properties.overviewStatus, compliance)})`,
    )
  }
  const servicing = q.facet.filter((f) => has(SERVICING_FACETS, f))
  // servicing_states holds the job statuses, ON_HOLD and PENDING_CANCELLATION of the live services (trigger).
  if (servicing.length) conditions.push(sql`${properties.servicingStates} && ${textArray(servicing)}`)
  if (q.service.length) conditions.push(serviceCondition(q.service, q.serviceExclusivity))
  if (q['property-manager']) conditions.push(eq(properties.propertyManagerId, q['property-manager']))
  if (q['new-access-issues'] === 'true') {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${accessIssues} WHERE ${accessIssues.propertyId} = ${properties.id} AND ${accessIssues.state} = 'OPEN')`,
    )
  }
  if (q['new-problem-register'] === 'true') {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${reportedFindings} WHERE ${reportedFindings.propertyId} = ${properties.id}
        AND ${reportedFindings.status} = 'OPEN' AND NOT ${reportedFindings.isDismissed})`,
    )
  }
  return and(...conditions) ?? sql`true`
}

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
    const [rows, total] = await Promise.all([rowsQuery, countOnly(db, where)])
    const items = await withServices(db, rows)
    return ok(c, { items, total })
  })
}

async function countOnly(db: Db, where: SQL) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(properties)
    .where(where)
  return row?.n ?? 0
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
