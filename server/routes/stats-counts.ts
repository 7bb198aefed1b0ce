import { and, type Column, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { SERVICES } from '../../src/contract/catalog.ts'
import type { PortfolioQuery } from '../../src/contract/portfolio.ts'
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
import {
  invoices,
  notices,
  portfolioProperties,
  properties,
  quotes,
  reportedFindings,
  servicingCategories,
} from '../db/schema/index.ts'
import { portfolioFilter } from './portfolio.ts'
import { needsAction, visibleInState } from './reported-findings/finding-view.ts'

/*
 * The counts behind the dashboard, each one aggregate query over the records (never a stored total). Every
 * query is kept inside the session's agency and, when given, one property manager's properties.
 */

export type Scope = { session: SessionRow; managerId: number | undefined; today: string }

const n = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`

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
 * services and cancellation, so the agency's properties are grouped by those first and each count sums the groups
 * its list's WHERE keeps: the groups (2,700 at 50,000 properties) are filtered eleven times, not every property
 * (GET /v1/stats at 50,000 properties, one request at a time: p50 103 -> 90 ms). The groups are named "properties",
 * so that WHERE reads them as is.
 */
export function managedCounts(db: Db, scope: Scope) {
  const serviceId = (key: ServiceBreakdownKey) => SERVICES.find((s) => s.shortName === key)?.id ?? 0
  const groups = db
    .select({
      agencyId: properties.agencyId,
      propertyManagerId: properties.propertyManagerId,
      complianceStatus: properties.complianceStatus,
      overviewStatus: properties.overviewStatus,
      serviceIds: properties.serviceIds,
      servicingStates: properties.servicingStates,
      isCancelled: properties.isCancelled,
      n: sql<number>`count(*)`.as('n'),
    })
    .from(properties)
    .where(and(inAgency(properties.agencyId, scope.session), ofManager(properties.propertyManagerId, scope)))
    .groupBy(
      properties.agencyId,
      properties.propertyManagerId,
      properties.complianceStatus,
      properties.overviewStatus,
      properties.serviceIds,
      properties.servicingStates,
      properties.isCancelled,
    )
  const sum = (condition: SQL) => sql<number>`coalesce(sum(n) FILTER (WHERE ${condition}), 0)`
  const query = db
    .select(
      named({
        // Every managed property, cancelled ones too, as the unfiltered portfolio list shows them.
        all: sql`coalesce(sum(n), 0)`,
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

/** Unresolved notices (the access issues the provider raised), urgent or not. */
export function noticeCounts(db: Db, scope: Scope) {
  const query = db
    .select(named({ urgent: n(eq(notices.isUrgent, true)), other: n(eq(notices.isUrgent, false)) }))
    .from(notices)
    .innerJoin(properties, eq(properties.id, notices.propertyId))
    .where(
      and(
        inAgency(properties.agencyId, scope.session),
        ofManager(properties.propertyManagerId, scope),
        eq(notices.isResolved, false),
      ),
    )
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
        inAgency(properties.agencyId, scope.session),
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
        inAgency(properties.agencyId, scope.session),
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
 * The agency's management-software portfolio: properties other providers service, properties first active in the
 * last 30 days, and of those the ones still to enrol (not serviced by us, not dismissed).
 */
export function softwarePortfolioCounts(db: Db, scope: Scope) {
  const recent = sql`${portfolioProperties.firstActiveDate} >= (${scope.today}::date - ${NEW_MANAGEMENT_DAYS}::int)`
  const query = db
    .select(
      named({
        nonManaged: n(isNull(portfolioProperties.propertyId)),
        newManagement: n(recent),
        toEnrol: n(
          sql`${recent} AND ${portfolioProperties.propertyId} IS NULL AND ${portfolioProperties.dismissedAt} IS NULL`,
        ),
      }),
    )
    .from(portfolioProperties)
    .where(
      and(
        inAgency(portfolioProperties.agencyId, scope.session),
        ofManager(portfolioProperties.propertyManagerId, scope),
      ),
    )
  return counted(query, (row: Record<'nonManaged' | 'newManagement' | 'toEnrol', number>) => row)
}
