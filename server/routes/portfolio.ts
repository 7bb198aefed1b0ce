import { asc, eq, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { type PortfolioQuery, PortfolioQuerySchema } from '../../src/contract/portfolio.ts'
import { loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { fewMatchesPage, idsThenRows, listedIds, pageIdsWithTotal } from '../db/ids-then-rows.ts'
import { jsonList } from '../db/json-list.ts'
import { totalColumn, totalOf, withItsTotal } from '../db/page-total.ts'
import {
  inlineLimit,
  MOST_LIST_SHAPES,
  type PageShape,
  pageBounds,
  pageShape,
  placeholder,
  placeholderSession,
  preparedPerShape,
  preparedPerShapeUpTo,
  shapeStatementName,
} from '../db/prepared.ts'
import { addresses, properties, propertyManagers, propertyServices, services, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import {
  patternPlaceholders,
  patternValues,
  portfolioFilter,
  portfolioTotalQuery,
  searchPatterns,
} from './portfolio-filter.ts'
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
    const offset = (q.page - 1) * pageSize
    const patterns = searchPatterns(q.query)
    const prepared = pageQuery(db, shapeOf(q, session, patterns.length, pageShape(pageSize, offset)))
    const values = {
      agencyId: session.agencyId,
      managerId: q['property-manager'] ?? null,
      offset,
      ...patternValues(patterns),
    }
    const page = prepared
      ? await prepared(values)
      : withItsTotal(await pageStatement(db, q, session, patterns, pageSize, offset))
    // Past the end the page has no row to carry the total: counted by itself (rare; built for these values).
    const total =
      page.total ??
      (await totalOf(page.rows, offset, () =>
        portfolioTotalQuery(db, q, session, portfolioFilter(q, session, patterns)),
      ))
    return ok(c, { items: page.rows.map(itemOf), total })
  })
}

/**
 * What changes a portfolio search's SQL text: the filters and the page's shape (pageShape). The agency, manager,
 * words and a later page's offset are parameters.
 */
function shapeOf(q: PortfolioQuery, session: SessionRow, words: number, page: PageShape): string {
  const flags = [q['new-access-issues'] === 'true', q['new-problem-register'] === 'true']
  const manager = q['property-manager'] !== undefined
  return JSON.stringify([session.stateId, q.facet, q.service, q.serviceExclusivity, words, manager, page, ...flags])
}

/** The filters of a shape, values replaced by placeholders. */
function shapeQuery(shape: string) {
  const [stateId, facet, service, serviceExclusivity, words, manager, page, accessIssues, problemRegister] = JSON.parse(
    shape,
  ) as [
    number,
    PortfolioQuery['facet'],
    number[],
    PortfolioQuery['serviceExclusivity'],
    number,
    boolean,
    PageShape,
    boolean,
    boolean,
  ]
  const q: PortfolioQuery = {
    // Only whether there is a search matters here (the total then counts properties); its words are `patterns`.
    query: words > 0 ? 'search' : '',
    facet,
    service,
    serviceExclusivity,
    page: 1,
    'page-size': 1,
    'property-manager': manager ? placeholder<number>('managerId') : undefined,
    ...(accessIssues ? { 'new-access-issues': 'true' } : {}),
    ...(problemRegister ? { 'new-problem-register': 'true' } : {}),
  }
  const patterns = patternPlaceholders(words)
  return { q, session: placeholderSession(stateId), patterns, page }
}

/**
 * A portfolio page and its total in one statement, prepared once per shape (building it with drizzle was the
 * largest part of the request's own CPU: issue 16, goal 5); past MOST_LIST_SHAPES shapes, built per request. A
 * search is planned per call: its ids and total (from its matches gathered once when they are few), then its rows
 * by a statement planned once (ids-then-rows.ts).
 */
const pageQuery = preparedPerShapeUpTo(MOST_LIST_SHAPES, (db: Db, shape: string) => {
  const { q, session, patterns, page } = shapeQuery(shape)
  const { limit, offset } = pageBounds(page)
  const where = portfolioFilter(q, session, patterns)
  const total = portfolioTotalQuery(db, q, session, where).getSQL()
  if (patterns.length > 0) {
    const ids = pageIdsWithTotal(db, pageIdsQuery(db, where, limit, offset), total).prepare('')
    const fewIds = fewMatchesPage(db, properties, where, limit, offset).prepare('')
    return (values: Record<string, unknown> & { agencyId: number }) =>
      idsThenRows(ids, rowsOfIds(db, 'ids'), values, fewIds)
  }
  const statement = rowsStatement(db, pageIdsQuery(db, where, limit, offset), total).prepare(
    shapeStatementName('acp_portfolio', shape),
  )
  return async (values: Record<string, unknown>) => withItsTotal(await statement.execute(values))
})

/** The rows of a search's page by the ids its first statement found, with the plan PostgreSQL keeps. */
const rowsOfIds = preparedPerShape((db: Db, _: 'ids') =>
  rowsStatement(db, listedIds(db, properties.id, properties.agencyId), sql`null`).prepare('acp_portfolio_rows'),
)

function pageStatement(
  db: Db,
  q: PortfolioQuery,
  session: SessionRow,
  patterns: readonly unknown[],
  limit: number,
  offset: number,
) {
  const where = portfolioFilter(q, session, patterns)
  return rowsStatement(db, pageIdsQuery(db, where, limit, offset), portfolioTotalQuery(db, q, session, where).getSQL())
}

/**
 * The page's ids first, from properties alone (the (agency, search_text, id) index walks the order), and only
 * those 25 joined to their addresses: a deep page skips thousands of index entries, not joined rows.
 */
const pageIdsQuery = (db: Db, where: SQL, limit: number, offset: number) =>
  db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(asc(properties.searchText), asc(properties.id))
    .limit(inlineLimit(limit))
    .offset(offset)
    .getSQL()

/** The rows of the page `pageIds` and the total, counted apart from the page's joins (bench/README.md). */
function rowsStatement(db: Db, pageIds: SQL, total: SQL) {
  return db
    .select({
      ...totalColumn(total),
      id: properties.id,
      address: addresses,
      suburb: suburbs,
      complianceStatus: properties.complianceStatus,
      overviewStatus: properties.overviewStatus,
      isIntegrated: properties.isIntegrated,
      isCancelled: properties.isCancelled,
      managerId: propertyManagers.id,
      managerName: propertyManagers.name,
      // The row's services in the same statement (it was a second query after the page's).
      services: jsonList<ServiceJson>(sql`select json_agg(json_build_object(
          'serviceId', ps.service_id, 'shortName', s.short_name, 'complianceStatus', ps.compliance_status,
          'jobStatus', ps.job_status, 'isOnHold', ps.is_on_hold, 'isPendingCancellation', ps.is_pending_cancellation,
          'nextServiceDate', ps.next_service_date) order by ps.service_id)::text
        from ${propertyServices} ps join ${services} s on s.id = ps.service_id
        where ps.property_id = ${properties.id} and not ps.is_cancelled`),
    })
    .from(sql`(${pageIds}) as "page"`)
    .innerJoin(properties, eq(properties.id, sql`"page"."id"`))
    .innerJoin(addresses, eq(addresses.id, properties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .leftJoin(propertyManagers, eq(propertyManagers.id, properties.propertyManagerId))
    .orderBy(asc(properties.searchText), asc(properties.id))
}

type ServiceJson = {
  serviceId: number
  shortName: string
  complianceStatus: string
  jobStatus: string | null
  isOnHold: boolean
  isPendingCancellation: boolean
  nextServiceDate: string | null
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
  services: ServiceJson[]
}

function itemOf(r: Row) {
  return {
    compliancePropertyId: r.id,
    address: { line1: r.address.line1, fullAddress: fullAddressOf(r.address, r.suburb) },
    propertyManager: r.managerId !== null ? { id: r.managerId, name: r.managerName ?? '' } : null,
    complianceStatus: r.complianceStatus,
    overviewStatus: r.overviewStatus,
    tags: [...(r.isIntegrated ? (['Integrated'] as const) : []), ...(r.isCancelled ? (['Cancelled'] as const) : [])],
    services: r.services,
  }
}
