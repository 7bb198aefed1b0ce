import { and, type Column, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { SERVICES } from '../../src/contract/catalog.ts'
import { NON_MANAGED_FACETS, type NonManagedFacet, type PortfolioQuery } from '../../src/contract/portfolio.ts'
import {
  BOOKING_IN_PROGRESS_FACETS,
  NEW_MANAGEMENT_DAYS,
  PORTFOLIO_SEGMENTS,
  SERVICE_BREAKDOWN_KEYS,
  type ServiceBreakdownKey,
} from '../../src/contract/stats.ts'
import { inAgency } from '../auth/agency-scope.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { constants, placeholder, preparedPerShape } from '../db/prepared.ts'
import {
  accessIssues,
  invoices,
  notices,
  portfolioFilterCounts,
  portfolioProperties,
  properties,
  quotes,
  reportedFindings,
  servicingCategories,
} from '../db/schema/index.ts'
import { noticeWhere } from './notice-view.ts'
import { portfolioFilter } from './portfolio.ts'
import {
  approachingTotal,
  facetCounterRows,
  nonManagedFilter,
  nonManagedTotalStatement,
  wholeNonManagedList,
} from './portfolio-integrated-filter.ts'
import { needsAction, visibleInState } from './reported-findings/finding-view.ts'
import { type DashboardShape, dashboardPlaceholders, dashboardShape, dashboardStatementName } from './urgent-shared.ts'

/*
 * The counts behind the dashboard, each one aggregate query over the records, or for a whole agency's managed
 * portfolio over the counters its list's totals sum (kept by triggers in the same transaction as the records, never
 * a total stored apart). Every query is kept inside the session's agency and, when given, one property manager's
 * properties.
 */

export type Scope = { session: SessionRow; managerId: number | undefined; today: string }

const n = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`
/** How many properties the counters (rows with an `n`) that meet the condition stand for. */
const sum = (condition: SQL) => sql<number>`coalesce(sum(n) FILTER (WHERE ${condition}), 0)`

/**
 * One count query, not yet sent: `json` is it as a scalar subquery giving its row as JSON text, and `read`
 * turns that text into the numbers. GET /v1/stats sends all of them in one statement (stats.ts): they were
 * six queries, and each round trip cost the server more CPU than PostgreSQL spent counting (issue 16).
 */
export type Counted<T> = { json: SQL<string>; read: (text: string) => T }

function counted<R, T>(query: SQLWrapper, map: (row: R) => T): Counted<T> {
  return {
    json: sql<string>`(select row_to_json(counted)::text from ${query} counted)`,
    read: (text) => map(JSON.parse(text) as R),
  }
}

/** The fields named by their keys (count(*) columns would all be "count"), so the JSON row has those keys. */
function named(fields: Record<string, SQL>): Record<string, SQL.Aliased> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.as(key)]))
}
/** Quotation status 2 (foundations §4): sent to the agency and waiting for its decision. */
const AWAITING_APPROVAL = 2

function ofManager(column: Column, scope: Scope): SQL | undefined {
  return scope.managerId === undefined ? undefined : eq(column, scope.managerId)
}

/** The managed portfolio list's own WHERE for these filters, so a count equals what its link lists. */
function listed(scope: Scope, filters: Partial<PortfolioQuery>): SQL {
  const q: PortfolioQuery = {
    query: '',
    facet: [],
    service: [],
    serviceExclusivity: 'INCLUDING',
    page: 1,
    'page-size': 1,
    'property-manager': scope.managerId,
    ...filters,
  }
  return portfolioFilter(q, scope.session)
}

/**
 * The managed portfolio's counts. Every filter they apply reads only a property's agency, manager, statuses,
 * services and cancellation, so each count sums groups of properties alike in those, kept by its list's WHERE. The
 * whole agency's groups are the portfolio_filter_counts rows (kept by triggers, migrations 0008 and 0023), which the
 * list's own totals sum too; one manager's are counted from their properties. The groups are named "properties",
 * so that WHERE reads them as is. At 50,000 properties, grouping them took most of GET /v1/stats (357 ms a call).
 */
export function managedCounts(db: Db, scope: Scope) {
  const serviceId = (key: ServiceBreakdownKey) => SERVICES.find((s) => s.shortName === key)?.id ?? 0
  // The columns the list's WHERE reads, named as the properties' (both tables call them the same).
  const grouped = (t: typeof properties | typeof portfolioFilterCounts) => ({
    agencyId: t.agencyId,
    complianceStatus: t.complianceStatus,
    overviewStatus: t.overviewStatus,
    serviceIds: t.serviceIds,
    servicingStates: t.servicingStates,
    isCancelled: t.isCancelled,
  })
  const p = properties
  const groups =
    scope.managerId === undefined
      ? db
          .select({ ...grouped(portfolioFilterCounts), n: portfolioFilterCounts.n })
          .from(portfolioFilterCounts)
          .where(inAgency(portfolioFilterCounts.agencyId, scope.session))
      : db
          .select({ ...grouped(p), propertyManagerId: p.propertyManagerId, n: sql<number>`count(*)`.as('n') })
          .from(p)
          .where(and(inAgency(p.agencyId, scope.session), ofManager(p.propertyManagerId, scope)))
          .groupBy(...Object.values(grouped(p)), p.propertyManagerId)
  const query = db
    .select(
      named({
        // Every managed property, cancelled ones too, as the unfiltered portfolio list shows them.
        all: sum(sql`true`),
        onService: sum(eq(properties.isCancelled, false)),
        // Each segment with its list's own WHERE: what the donut says is what its link lists.
        compliant: sum(listed(scope, { facet: [...PORTFOLIO_SEGMENTS.COMPLIANT] })),
        pending: sum(listed(scope, { facet: [...PORTFOLIO_SEGMENTS.PENDING_ITEMS] })),
        issues: sum(listed(scope, { facet: [...PORTFOLIO_SEGMENTS.COMPLIANCE_ISSUES] })),
        booking: sum(listed(scope, { facet: [...BOOKING_IN_PROGRESS_FACETS] })),
        ...Object.fromEntries(
          SERVICE_BREAKDOWN_KEYS.map((key) => [key, sum(listed(scope, { service: [serviceId(key)] }))]),
        ),
      }),
    )
    .from(sql`(${groups}) as ${properties}`)
  type Row = Record<'all' | 'onService' | 'compliant' | 'pending' | 'issues' | 'booking' | ServiceBreakdownKey, number>
  return counted(query, (row: Row) => {
    const breakdown = Object.fromEntries(SERVICE_BREAKDOWN_KEYS.map((k) => [k, row[k]])) as Record<
      ServiceBreakdownKey,
      number
    >
    return { ...row, breakdown }
  })
}

/**
 * Unresolved notices (the access issues the provider raised), urgent or not, with GET /v1/notice's own WHERE (not on
 * cancelled properties): the dashboard's bar links to that list.
 */
export function noticeCounts(db: Db, scope: Scope) {
  const query = db
    .select(named({ urgent: n(eq(notices.isUrgent, true)), other: n(eq(notices.isUrgent, false)) }))
    .from(notices)
    .innerJoin(properties, eq(properties.id, notices.propertyId))
    .where(noticeWhere(scope.session, { propertyManagerId: scope.managerId, resolved: false }))
  return counted(query, (row: Record<'urgent' | 'other', number>) => row)
}

/**
 * With the agency-entry-method experiment the access-issues bar opens GET /v1/agency/access-issues instead, which lists
 * properties (not cancelled) with open access issues: urgent those with an urgent one, the others not. Counted the same
 * way, so the bar's parts equal that list's facets and their sum its total.
 */
export function agencyAccessIssueCounts(db: Db, scope: Scope) {
  const withIssues = db
    .select({ urgent: sql<boolean>`bool_or(${accessIssues.isUrgent})`.as('urgent') })
    .from(accessIssues)
    .innerJoin(properties, eq(properties.id, accessIssues.propertyId))
    .where(
      and(
        inAgency(accessIssues.agencyId, scope.session),
        constants(eq(properties.isCancelled, false), eq(accessIssues.state, 'OPEN')),
        ofManager(properties.propertyManagerId, scope),
      ),
    )
    .groupBy(accessIssues.propertyId)
    .as('with_issues')
  const query = db
    .select(named({ urgent: n(sql`${withIssues.urgent}`), other: n(sql`NOT ${withIssues.urgent}`) }))
    .from(withIssues)
  return counted(query, (row: Record<'urgent' | 'other', number>) => row)
}

/** Quotes awaiting the agency's approval: urgent by severity; non-compliant is any severity but RECOMMENDED. */
export function quoteCounts(db: Db, scope: Scope) {
  const query = db
    .select(
      named({
        urgent: n(eq(quotes.severity, 'URGENT')),
        other: n(sql`${quotes.severity} <> 'URGENT'`),
        nonCompliant: n(sql`${quotes.severity} <> 'RECOMMENDED'`),
      }),
    )
    .from(quotes)
    .innerJoin(properties, eq(properties.id, quotes.propertyId))
    .where(
      and(
        inAgency(quotes.agencyId, scope.session),
        ofManager(properties.propertyManagerId, scope),
        eq(quotes.statusId, AWAITING_APPROVAL),
      ),
    )
  return counted(query, (row: Record<'urgent' | 'other' | 'nonCompliant', number>) => row)
}

/** Unpaid invoices: overdue once the due date has passed (in the agency's state), otherwise outstanding. */
export function invoiceCounts(db: Db, scope: Scope) {
  const query = db
    .select(
      named({
        overdue: n(sql`${invoices.dueDate} < ${scope.today}`),
        outstanding: n(sql`${invoices.dueDate} >= ${scope.today}`),
      }),
    )
    .from(invoices)
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .where(
      and(
        inAgency(invoices.agencyId, scope.session),
        ofManager(properties.propertyManagerId, scope),
        eq(invoices.isPaid, false),
      ),
    )
  return counted(query, (row: Record<'overdue' | 'outstanding', number>) => row)
}

/**
 * Reported findings needing action (open, not dismissed, property serviced; in VIC urgent categories only), counted
 * as the list counts them: groups of one property and service, URGENT when one of its findings is of an urgent
 * category, NON_URGENT otherwise. So each equals GET /v1/reported-findings?facet=… total, and their sum the
 * dashboard tab's total.
 */
export function findingCounts(db: Db, scope: Scope) {
  const groups = db
    .select({ urgent: sql<boolean>`bool_or(${servicingCategories.isUrgent})`.as('urgent') })
    .from(reportedFindings)
    .innerJoin(properties, eq(properties.id, reportedFindings.propertyId))
    .innerJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
    .where(
      and(
        inAgency(reportedFindings.agencyId, scope.session),
        ofManager(properties.propertyManagerId, scope),
        needsAction(),
        visibleInState(scope.session),
      ),
    )
    .groupBy(reportedFindings.propertyId, reportedFindings.serviceId)
    .as('groups')
  const query = db.select(named({ urgent: n(sql`${groups.urgent}`), other: n(sql`NOT ${groups.urgent}`) })).from(groups)
  return counted(query, (row: Record<'urgent' | 'other', number>) => row)
}

/**
 * What the agency's management software tells us: its other properties (the non-managed list's own total, a sum of
 * its counters for the whole agency), those first active in the last NEW_MANAGEMENT_DAYS, and of those the ones not
 * enrolled nor dismissed. Each is its own count on an index: one pass over every portfolio property of the agency
 * took 32 ms at 100,000 (GET /v1/stats on Benchmark Realty).
 */
export function softwarePortfolioCounts(db: Db, scope: Scope) {
  const pp = portfolioProperties
  const inScope = and(inAgency(pp.agencyId, scope.session), ofManager(pp.propertyManagerId, scope))
  const recent = sql`${pp.firstActiveDate} >= (${scope.today}::date - ${NEW_MANAGEMENT_DAYS}::int)`
  const countOf = (condition: SQL) => sql`(select count(*) from ${pp} where ${inScope} and ${condition})`
  const nonManaged = wholeNonManagedList(scope.managerId)
  const nonManagedWhere = nonManagedFilter(nonManaged, scope.session, scope.today)
  const query = db
    .select(
      named({
        nonManaged: sql`(${nonManagedTotalStatement(db, nonManaged, scope.session, scope.today, nonManagedWhere, 0)})`,
        newManagement: countOf(recent),
        toEnrol: countOf(sql`${recent} AND ${pp.propertyId} IS NULL AND ${pp.dismissedAt} IS NULL`),
      }),
    )
    .from(sql`(select 1) as one`)
  return counted(query, (row: Record<'nonManaged' | 'newManagement' | 'toEnrol', number>) => row)
}

export type NonManagedFacetTotals = Record<'TOTAL' | NonManagedFacet, number>

/**
 * The non-managed list's total and each facet's. For a whole agency they sum the counters of migration 0028 (with
 * the list's own WHERE, as the list's own facet totals do): one pass over 50,000 rows took 38 ms. One manager's are
 * counted over their rows. Built once per shape with the agency, manager and date as placeholders: building it with
 * drizzle was two fifths of the request's CPU (issue 16).
 */
const facetTotalsQuery = preparedPerShape((db: Db, shape: DashboardShape) => {
  const { session, managerId } = dashboardPlaceholders(shape)
  const today = placeholder<string>('today')
  const where = (facet: NonManagedFacet[]) =>
    nonManagedFilter({ ...wholeNonManagedList(managerId), facet }, session, today)
  const name = dashboardStatementName('acp_non_managed_totals', shape)
  const pp = portfolioProperties
  if (managerId !== undefined) {
    const n = (facet: NonManagedFacet[]) => sql<number>`count(*) FILTER (WHERE ${where(facet)})`.mapWith(Number)
    const query = db
      .select({ TOTAL: n([]), ...Object.fromEntries(NON_MANAGED_FACETS.map((f) => [f, n([f])])) })
      .from(pp)
      // Each facet's filter holds only for non-managed rows; said here too, the scan passes over the managed ones.
      .where(and(inAgency(pp.agencyId, session), isNull(pp.propertyId)))
      .prepare(name)
    return async (values: FacetTotalsValues) => (await query.execute(values))[0] as NonManagedFacetTotals
  }
  const kept = NON_MANAGED_FACETS.filter((f) => f !== 'APPROACHING_NEXT_SERVICE')
  const sums = db
    .select(named({ TOTAL: sum(where([])), ...Object.fromEntries(kept.map((f) => [f, sum(where([f]))])) }))
    .from(facetCounterRows(db, session))
    .as('sums')
  const approaching = approachingTotal(db, session, today)
  const query = db
    .select({ sums: sql<string>`row_to_json(sums)::text`, approaching: sql<number>`(${approaching})` })
    .from(sums)
    .prepare(name)
  return async (values: FacetTotalsValues): Promise<NonManagedFacetTotals> => {
    const [row] = await query.execute(values)
    const totals = JSON.parse(row?.sums ?? '{}') as Omit<NonManagedFacetTotals, 'APPROACHING_NEXT_SERVICE'>
    return { ...totals, APPROACHING_NEXT_SERVICE: Number(row?.approaching ?? 0) }
  }
})
type FacetTotalsValues = { agencyId: number; managerId: number | undefined; today: string }

export function nonManagedFacetTotals(db: Db, { session, managerId, today }: Scope): Promise<NonManagedFacetTotals> {
  const totals = facetTotalsQuery(db, dashboardShape(session.stateId, managerId))
  return totals({ agencyId: session.agencyId, managerId, today })
}
