import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { SERVICES } from '../../src/contract/catalog.ts'
import { APPROACHING_DAYS, type NonManagedFacet, type NonManagedQuery } from '../../src/contract/portfolio.ts'
import { inAgency } from '../auth/agency-scope.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { summed } from '../db/page-total.ts'
import {
  portfolioNonManagedApproachingCounts,
  portfolioNonManagedCounts,
  portfolioNonManagedFacetCounts,
  portfolioProperties,
} from '../db/schema/index.ts'
import { searchPatterns } from './portfolio-filter.ts'

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
const intArray = (values: readonly number[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`

/** The days from today to APPROACHING_DAYS later, as a date[] literal for an overlap (GIN) with next_service_dates. */
function approachingDays(today: string): SQL {
  return sql`ARRAY(SELECT d::date FROM generate_series(${today}::date, ${today}::date + ${APPROACHING_DAYS}::int, interval '1 day') AS d)`
}

/**
 * Each non-managed facet (foundations §3, §9) as a condition on the portfolio property's summary of its
 * service entries (kept by triggers on service_entries, migrations 0009-0010): overdue is an earliest next
 * service date before today, approaching is a next date among the next APPROACHING_DAYS days, and the gaps
 * are an entry without a provider or a last service date. COMPLIANCE_ISSUES is any of those three;
 * COMPLIANT is none, written so that the (agency, earliest) index of gap-free rows answers it. The facet counters
 * (facetCounterRows) are read with these conditions too, and hold 'infinity' for no date: each condition must hold
 * for 'infinity' exactly when it holds for null.
 */
function facetCondition(facet: NonManagedFacet, today: string): SQL {
  const earliest = portfolioProperties.earliestNextServiceDate
  const gaps = portfolioProperties.entryGaps
  switch (facet) {
    case 'OVERDUE':
      return sql`${earliest} < ${today}::date`
    case 'APPROACHING_NEXT_SERVICE':
      return sql`${portfolioProperties.nextServiceDates} && ${approachingDays(today)}`
    case 'MISSING_SUPPLIER':
    case 'MISSING_LAST_SERVICE_DATE':
      return sql`${gaps} @> ${textArray([facet])}`
    case 'COMPLIANCE_ISSUES':
      return sql`(${earliest} < ${today}::date OR ${gaps} <> '{}')`
    case 'COMPLIANT':
      // Today behind a subquery: a plan made for the day's date (most dates are later) estimated ten times the
      // matches of the plan PostgreSQL would keep (a third of the dates), so its cheaper-looking plan, the same walk
      // of the list's order, was made again on every call (0.9 ms). With the date unknown to both, the kept one wins.
      return sql`(${gaps} = '{}' AND (${earliest} IS NULL OR ${earliest} >= (SELECT ${today}::date)))`
  }
}

const ALL_SERVICES_MASK = SERVICES.reduce((mask, s) => mask | (1 << (s.id - 1)), 0)
/**
 * Every service_mask (services as bits, 1 << (id - 1), kept by the entries trigger) that has all the chosen
 * services: equality on these few values is a handful of ranges of the (agency, service_mask) index.
 */
function masksWith(ids: readonly number[]): number[] {
  const chosen = ids.reduce((mask, id) => mask | (1 << (id - 1)), 0)
  const masks: number[] = []
  for (let mask = 0; mask <= ALL_SERVICES_MASK; mask++) {
    if ((mask & chosen) === chosen && (mask & ~ALL_SERVICES_MASK) === 0) masks.push(mask)
  }
  return masks
}

/**
 * A service_mask column (the list's or its counters') that has every chosen service. The ids are part of a prepared
 * statement's shape, so they are written into its SQL: the plan PostgreSQL keeps for the shape sees them.
 */
const hasServices = (serviceMask: SQLWrapper, ids: readonly number[]) =>
  sql`${serviceMask} = ANY(${intArray(masksWith(ids))})`.inlineParams()

/**
 * The WHERE of the non-managed list: the agency's portfolio properties that no plan of ours services. `patterns`
 * are the search's LIKE patterns (placeholders where the statement is prepared once per shape).
 */
export function nonManagedFilter(
  q: NonManagedQuery,
  session: SessionRow,
  today: string,
  patterns: readonly unknown[] = searchPatterns(q.query),
): SQL {
  const conditions: (SQL | undefined)[] = [
    inAgency(portfolioProperties.agencyId, session),
    isNull(portfolioProperties.propertyId),
  ]
  // Each word somewhere in the address line (trigram index on search_text).
  for (const pattern of patterns) conditions.push(sql`${portfolioProperties.searchText} LIKE ${pattern}`)
  // The facets and services are part of a prepared statement's shape: written into its SQL, so the plan PostgreSQL
  // keeps for the shape sees them, as the managed list's (portfolio-filter.ts). Today stays a parameter.
  if (q.facet.length)
    conditions.push(
      sql`(${sql.join(
        q.facet.map((f) => facetCondition(f, today)),
        sql` OR `,
      )})`.inlineParams(),
    )
  if (q.services.length) conditions.push(hasServices(portfolioProperties.serviceMask, q.services))
  if (q['property-manager']) conditions.push(eq(portfolioProperties.propertyManagerId, q['property-manager']))
  if (q['provided-by']) conditions.push(sql`${portfolioProperties.providerIds} @> ${intArray([q['provided-by']])}`)
  return and(...conditions) ?? sql`true`
}

/** The non-managed list unsearched and unfiltered, for one property manager or all: what the dashboard counts from. */
export const wholeNonManagedList = (managerId: number | undefined): NonManagedQuery => ({
  query: '',
  facet: [],
  services: [],
  'property-manager': managerId,
  page: 1,
  'page-size': 1,
})

/**
 * Which counters keep the total of these filters, if any: portfolio_non_managed_counts (migration 0023) the services
 * and one provider's; migration 0028's the facets alone, APPROACHING_NEXT_SERVICE's own when it is the only one (a
 * property both approaching and overdue is in both).
 */
function keptCounters(q: NonManagedQuery, words: number): 'services' | 'facets' | 'approaching' | undefined {
  if (words > 0 || q['property-manager'] !== undefined) return undefined
  if (q.facet.length === 0) return 'services'
  if (q.services.length > 0 || q['provided-by'] !== undefined) return undefined
  if (!q.facet.includes('APPROACHING_NEXT_SERVICE')) return 'facets'
  return q.facet.length === 1 ? 'approaching' : undefined
}

/** How many of the agency's non-managed properties have a next service date in the approaching window. */
export function approachingTotal(db: Db, session: SessionRow, today: string) {
  const c = portfolioNonManagedApproachingCounts
  return db
    .select({ n: summed(c.n) })
    .from(c)
    .where(
      and(
        inAgency(c.agencyId, session),
        sql`${c.nextServiceDate} BETWEEN ${today}::date AND ${today}::date + ${APPROACHING_DAYS}::int`,
        sql`${c.previousDate} < ${today}::date`,
      ),
    )
}

/**
 * The agency's facet counters (migration 0028) named as portfolio_properties and its columns, so the list's own
 * WHERE (nonManagedFilter, facets alone) reads them as it reads the properties; `n` is how many each row stands for.
 */
export function facetCounterRows(db: Db, session: SessionRow): SQL {
  const c = portfolioNonManagedFacetCounts
  const rows = db
    .select({
      agencyId: c.agencyId,
      propertyId: sql<null>`null::int`.as('property_id'),
      earliestNextServiceDate: c.earliestNextServiceDate,
      entryGaps: c.entryGaps,
      n: c.n,
    })
    .from(c)
    .where(inAgency(c.agencyId, session))
  return sql`(${rows}) as ${portfolioProperties}`
}

/**
 * The number of matches, without the page's joins. Unsearched and unfaceted, a sum over at most 64 counters kept
 * by triggers (migration 0023); filtered by facets alone (APPROACHING_NEXT_SERVICE only by itself), a sum over the
 * facet counters (migration 0028); otherwise a count of the matching rows (one provider's 16,814: 7 ms at 50,000).
 */
export function nonManagedTotalStatement(
  db: Db,
  q: NonManagedQuery,
  session: SessionRow,
  today: string,
  where: SQL,
  words: number,
) {
  const counters = keptCounters(q, words)
  if (counters === 'approaching') return approachingTotal(db, session, today)
  if (counters === 'facets') {
    return db
      .select({ n: summed(sql`n`) })
      .from(facetCounterRows(db, session))
      .where(where)
  }
  if (counters === undefined) {
    return db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(portfolioProperties)
      .where(where)
  }
  const c = portfolioNonManagedCounts
  return db
    .select({ n: summed(c.n) })
    .from(c)
    .where(
      and(
        inAgency(c.agencyId, session),
        eq(c.providerId, q['provided-by'] ?? 0),
        q.services.length ? hasServices(c.serviceMask, q.services) : undefined,
      ),
    )
}
