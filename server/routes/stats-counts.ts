import { and, type Column, eq, isNull, type SQL, sql } from 'drizzle-orm'
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

const n = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number)
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

export async function managedCounts(db: Db, scope: Scope) {
  const serviceId = (key: ServiceBreakdownKey) => SERVICES.find((s) => s.shortName === key)?.id ?? 0
  const [row] = await db
    .select({
      // Every managed property, cancelled ones too, as the unfiltered portfolio list shows them.
      all: sql<number>`count(*)`.mapWith(Number),
      onService: n(eq(properties.isCancelled, false)),
      // Each segment with its list's own WHERE: what the donut says is what its link lists.
      compliant: n(listed(scope, { facet: [...PORTFOLIO_SEGMENTS.COMPLIANT] })),
      pending: n(listed(scope, { facet: [...PORTFOLIO_SEGMENTS.PENDING_ITEMS] })),
      issues: n(listed(scope, { facet: [...PORTFOLIO_SEGMENTS.COMPLIANCE_ISSUES] })),
      booking: n(listed(scope, { facet: [...BOOKING_IN_PROGRESS_FACETS] })),
      ...(Object.fromEntries(
        SERVICE_BREAKDOWN_KEYS.map((key) => [key, n(listed(scope, { service: [serviceId(key)] }))]),
      ) as Record<ServiceBreakdownKey, SQL<number>>),
    })
    .from(properties)
    .where(and(inAgency(properties.agencyId, scope.session), ofManager(properties.propertyManagerId, scope)))
  if (!row) throw new Error('count returned no row')
  const breakdown = Object.fromEntries(SERVICE_BREAKDOWN_KEYS.map((k) => [k, row[k]])) as Record<
    ServiceBreakdownKey,
    number
  >
  return { ...row, breakdown }
}

/** Unresolved notices (the access issues the provider raised), urgent or not. */
export async function noticeCounts(db: Db, scope: Scope) {
  const [row] = await db
    .select({ urgent: n(eq(notices.isUrgent, true)), other: n(eq(notices.isUrgent, false)) })
    .from(notices)
    .innerJoin(properties, eq(properties.id, notices.propertyId))
    .where(
      and(
        inAgency(properties.agencyId, scope.session),
        ofManager(properties.propertyManagerId, scope),
        eq(notices.isResolved, false),
      ),
    )
  return { urgent: row?.urgent ?? 0, other: row?.other ?? 0 }
}

/** Quotes awaiting the agency's approval: urgent by severity; non-compliant is any severity but RECOMMENDED. */
export async function quoteCounts(db: Db, scope: Scope) {
  const [row] = await db
    .select({
      urgent: n(eq(quotes.severity, 'URGENT')),
      other: n(sql`${quotes.severity} <> 'URGENT'`),
      nonCompliant: n(sql`${quotes.severity} <> 'RECOMMENDED'`),
    })
    .from(quotes)
    .innerJoin(properties, eq(properties.id, quotes.propertyId))
    .where(
      and(
        inAgency(properties.agencyId, scope.session),
        ofManager(properties.propertyManagerId, scope),
        eq(quotes.statusId, AWAITING_APPROVAL),
      ),
    )
  return { urgent: row?.urgent ?? 0, other: row?.other ?? 0, nonCompliant: row?.nonCompliant ?? 0 }
}

/** Unpaid invoices: overdue once the due date has passed (in the agency's state), otherwise outstanding. */
export async function invoiceCounts(db: Db, scope: Scope) {
  const [row] = await db
    .select({
      overdue: n(sql`${invoices.dueDate} < ${scope.today}`),
      outstanding: n(sql`${invoices.dueDate} >= ${scope.today}`),
    })
    .from(invoices)
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .where(
      and(
        inAgency(invoices.agencyId, scope.session),
        ofManager(properties.propertyManagerId, scope),
        eq(invoices.isPaid, false),
      ),
    )
  return { overdue: row?.overdue ?? 0, outstanding: row?.outstanding ?? 0 }
}

/**
 * Reported findings needing action (open, not dismissed, property serviced; in VIC urgent categories only), counted
 * as the list counts them: groups of one property and service, URGENT when one of its findings is of an urgent
 * category, NON_URGENT otherwise. So each equals GET /v1/reported-findings?facet=… total, and their sum the
 * dashboard tab's total.
 */
export async function findingCounts(db: Db, scope: Scope) {
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
  const [row] = await db.select({ urgent: n(sql`${groups.urgent}`), other: n(sql`NOT ${groups.urgent}`) }).from(groups)
  return { urgent: row?.urgent ?? 0, other: row?.other ?? 0 }
}

/**
 * The agency's management-software portfolio: properties other providers service, properties first active in the
 * last 30 days, and of those the ones still to enrol (not serviced by us, not dismissed).
 */
export async function softwarePortfolioCounts(db: Db, scope: Scope) {
  const recent = sql`${portfolioProperties.firstActiveDate} >= (${scope.today}::date - ${NEW_MANAGEMENT_DAYS}::int)`
  const [row] = await db
    .select({
      nonManaged: n(isNull(portfolioProperties.propertyId)),
      newManagement: n(recent),
      toEnrol: n(
        sql`${recent} AND ${portfolioProperties.propertyId} IS NULL AND ${portfolioProperties.dismissedAt} IS NULL`,
      ),
    })
    .from(portfolioProperties)
    .where(
      and(
        inAgency(portfolioProperties.agencyId, scope.session),
        ofManager(portfolioProperties.propertyManagerId, scope),
      ),
    )
  return {
    nonManaged: row?.nonManaged ?? 0,
    newManagement: row?.newManagement ?? 0,
    toEnrol: row?.toEnrol ?? 0,
  }
}
