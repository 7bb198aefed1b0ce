import * as v from 'valibot'
import type { PROPERTY_OVERVIEW_STATUSES } from './catalog.ts'
import { idParamSchema, requestObject } from './fields.ts'
import { NON_MANAGED_FACETS, type PortfolioFacet } from './portfolio.ts'

/*
 * GET /v1/stats and GET /v1/stats/integrated (foundations §3 "Stats", §7 "Dashboard and portfolio").
 * Every number is counted from the records when asked (never a stored total), and every number that the
 * dashboard links to a list is counted with that list's own filter, so following the link shows as many rows.
 */

export const STATS_FAILED = 'Failed to get stats'
export const NEW_MANAGEMENT_DAYS = 30

/** ?propertyManagerId= narrows every number to one property manager's properties. */
export const StatsQuerySchema = requestObject({
  propertyManagerId: v.optional(idParamSchema('Property manager not found')),
})
export type StatsQuery = v.InferOutput<typeof StatsQuerySchema>

/** The services breakdown, by the services' short names. */
export const SERVICE_BREAKDOWN_KEYS = ['smoke', 'gas', 'electrical', 'blinds', 'water', 'rcd'] as const
export type ServiceBreakdownKey = (typeof SERVICE_BREAKDOWN_KEYS)[number]

/**
 * The Portfolio donut's segments: every managed property is in exactly one, by its overview status. Each
 * segment's facets are the /portfolio facets that list exactly its properties (COMPLIANT also lists properties
 * whose compliance status is compliant while their overview is not: the list's facet means either).
 */
export const PORTFOLIO_SEGMENTS = {
  COMPLIANT: ['COMPLIANT'],
  PENDING_ITEMS: ['PENDING_ITEMS', 'LEGACY_PENDING_ITEMS'],
  COMPLIANCE_ISSUES: [
    'COMPLIANCE_ISSUES',
    'AWAITING_QUOTATION_APPROVAL',
    'AWAITING_URGENT_QUOTATION_APPROVAL',
    'QUOTATION_REJECTED',
  ],
} as const satisfies Record<string, readonly (typeof PROPERTY_OVERVIEW_STATUSES)[number][]>
export type PortfolioSegment = keyof typeof PORTFOLIO_SEGMENTS

/** Properties with a live service booked in or being rebooked: /portfolio with these facets. */
export const BOOKING_IN_PROGRESS_FACETS = ['BOOKED_IN', 'REBOOKING_IN_PROGRESS'] as const satisfies PortfolioFacet[]

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const urgentSplit = <U extends string, N extends string>(urgent: U, other: N) =>
  v.object({ [urgent]: count, [other]: count } as Record<U | N, typeof count>)

export const StatsSchema = v.object({
  portfolioStats: v.object({
    /** Integrated agencies: every property of their management software; otherwise the properties we service. */
    TOTAL_PORTFOLIO: count,
    /** Properties on service with us (not cancelled). */
    MANAGED_BY_DI: count,
    /** Integrated agencies only (null otherwise): properties first active in the last 30 days. */
    NEW_MANAGEMENT: v.nullable(count),
    SERVICES_BREAKDOWN: v.object(
      Object.fromEntries(SERVICE_BREAKDOWN_KEYS.map((k) => [k, count])) as Record<ServiceBreakdownKey, typeof count>,
    ),
    BOOKING_IN_PROGRESS: count,
    COMPLIANT: count,
    PENDING_ITEMS: count,
    COMPLIANCE_ISSUES: count,
    UNRESOLVED_ACTIVE_NOTICES: count,
    UNPAID_OVERDUE_INVOICES: count,
    NON_COMPLIANT_QUOTATIONS: count,
  }),
  actionRequired: v.object({
    ACTIVE_NOTICES_STATS: urgentSplit('URGENT_NOTICES', 'NON_URGENT_NOTICES'),
    COMPLIANCE_QUOTES_STATS: urgentSplit('URGENT_QUOTATIONS', 'NON_URGENT_QUOTATIONS'),
    INVOICES_STATS: urgentSplit('OVERDUE_INVOICES', 'OUTSTANDING_INVOICES'),
    /** Integrated agencies only (null otherwise): new managements not yet enrolled nor dismissed. */
    NEW_MANAGEMENT_STATS: v.nullable(count),
    /** Only with the problem-register experiment (null otherwise). */
    REPORTED_FINDINGS_STATS: v.nullable(urgentSplit('URGENT', 'NON_URGENT')),
  }),
})
export type Stats = v.InferOutput<typeof StatsSchema>

export const IntegratedStatsSchema = v.object({
  /** Every property serviced by other providers (the non-managed list without filters). */
  TOTAL: count,
  /** Each is the total of /portfolio?managed-by=OTHER&facet=<key>. */
  nonManagedPortfolioStats: v.object(
    Object.fromEntries(NON_MANAGED_FACETS.map((k) => [k, count])) as Record<
      (typeof NON_MANAGED_FACETS)[number],
      typeof count
    >,
  ),
})
export type IntegratedStats = v.InferOutput<typeof IntegratedStatsSchema>
