import { and, type Column, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { PROPERTY_OVERVIEW_STATUSES } from '../../src/contract/catalog.ts'
import { COMPLIANCE_FACETS, type PortfolioQuery, SERVICING_FACETS } from '../../src/contract/portfolio.ts'
import { inAgency } from '../auth/agency-scope.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { summed } from '../db/page-total.ts'
import { accessIssues, portfolioFilterCounts, properties, reportedFindings } from '../db/schema/index.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
const has = (values: readonly string[], value: string) => values.includes(value)
const arrayOf = (values: readonly (number | string)[], type: 'int' | 'text') =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`

/**
 * A cancelled property is no longer serviced: it has no compliance status to match (it shows "Cancelled"
 * instead), so the status facets list only properties on service, as the dashboard counts them.
 */
const hasStatusFacet = (q: PortfolioQuery) => q.facet.some((f) => has(COMPLIANCE_FACETS, f))

/** The columns the facets and service filters read: on properties, and on portfolio_filter_counts. */
type GroupColumns = {
  agencyId: Column
  complianceStatus: Column
  overviewStatus: Column
  serviceIds: Column
  servicingStates: Column
  isCancelled: Column
}

/**
 * Agency, facets and service filters. service_ids (sorted ids of the live services) and servicing_states
 * (their job statuses, ON_HOLD, PENDING_CANCELLATION) are kept by triggers on property_services (migration
 * 0006): INCLUDING is @> (GIN), ONLY is equality (the (agency, service_ids) index), EXCLUDING is no overlap.
 */
function groupConditions(q: PortfolioQuery, session: SessionRow, c: GroupColumns): SQL[] {
  const filters = filterConditions(q, c).map((condition) => condition.inlineParams())
  return [inAgency(c.agencyId, session), ...filters]
}

/**
 * The facets' and service filters' conditions. Their values (a few status names and service ids) are written into
 * the SQL, not sent as parameters (groupConditions): they are part of a prepared statement's shape, and PostgreSQL's
 * plan for the shape, kept after five calls, must see them. As parameters, BOOKED_IN + APPROACHING was estimated
 * at 4 of 50,000 properties: two bitmaps ANDed and 2,837 rows sorted (4.8 ms), where walking the list's index with
 * the values known takes 0.12 ms. They come from the query's schema (names from a list, integers), never free text.
 */
function filterConditions(q: PortfolioQuery, c: GroupColumns): SQL[] {
  const conditions: SQL[] = []
  // One status per facet, so the dashboard's segments (overview statuses) never overlap: a name that is an
  // overview status (COMPLIANT, PENDING_ITEMS, ...) reads the overview; the others the compliance status.
  const overview = q.facet.filter((f) => has(PROPERTY_OVERVIEW_STATUSES, f))
  const compliance = q.facet.filter((f) => has(COMPLIANCE_FACETS, f) && !has(PROPERTY_OVERVIEW_STATUSES, f))
  const status = or(
    overview.length ? inArray(c.overviewStatus, overview) : undefined,
    compliance.length ? inArray(c.complianceStatus, compliance) : undefined,
  )
  if (status) conditions.push(status)
  // A cancelled property has no status to match (hasStatusFacet).
  if (hasStatusFacet(q)) conditions.push(eq(c.isCancelled, false))
  const servicing = q.facet.filter((f) => has(SERVICING_FACETS, f))
  if (servicing.length) conditions.push(sql`${c.servicingStates} && ${arrayOf(servicing, 'text')}`)
  if (q.service.length) {
    const chosen = arrayOf(
      [...new Set(q.service)].sort((a, b) => a - b),
      'int',
    )
    if (q.serviceExclusivity === 'ONLY') conditions.push(sql`${c.serviceIds} = ${chosen}`)
    else if (q.serviceExclusivity === 'EXCLUDING') conditions.push(sql`NOT (${c.serviceIds} && ${chosen})`)
    else conditions.push(sql`${c.serviceIds} @> ${chosen}`)
  }
  return conditions
}

/** The LIKE patterns of a search: each word must appear somewhere in the address line. */
export const searchPatterns = (query: string) =>
  query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${escapeLike(word)}%`)

/** The placeholders of a search's patterns in a statement prepared once per shape, and their values. */
export const patternPlaceholders = (count: number) =>
  Array.from({ length: count }, (_, i) => sql.placeholder(`pattern${i}`))
export const patternValues = (patterns: readonly string[]) =>
  Object.fromEntries(patterns.map((pattern, i) => [`pattern${i}`, pattern]))

/** Whether the filters read only the columns portfolio_filter_counts is grouped by (statuses: migration 0023). */
const countedByGroups = (q: PortfolioQuery) =>
  !q.query && !q['property-manager'] && q['new-access-issues'] !== 'true' && q['new-problem-register'] !== 'true'

/**
 * The WHERE of a portfolio search: every filter of GET /v1/portfolio in SQL, so paging and totals stay exact.
 * `patterns` are the search's LIKE patterns (placeholders where the statement is prepared once per shape).
 */
export function portfolioFilter(
  q: PortfolioQuery,
  session: SessionRow,
  patterns: readonly unknown[] = searchPatterns(q.query),
): SQL {
  const conditions: (SQL | undefined)[] = groupConditions(q, session, properties)
  // Trigram index on search_text.
  for (const pattern of patterns) conditions.push(sql`${properties.searchText} LIKE ${pattern}`)
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

/**
 * The number of matches, as a query to send or to embed. Without a search, manager or issue filter it is a sum
 * over the agency's portfolio_filter_counts rows (a few hundred, kept by triggers), not a count over every property.
 */
export function portfolioTotalQuery(db: Db, q: PortfolioQuery, session: SessionRow, where: SQL) {
  return countedByGroups(q)
    ? db
        .select({ n: summed(portfolioFilterCounts.n) })
        .from(portfolioFilterCounts)
        .where(and(...groupConditions(q, session, portfolioFilterCounts)))
    : db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(properties)
        .where(where)
}
