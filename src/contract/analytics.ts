import * as v from 'valibot'
import { idParamSchema, requestObject, textSchema } from './fields.ts'

/*
 * /analytics, the corporate dashboard (foundations §2, §6; issue 18 item 6): GET /v1/analytics/{dataset} over
 * the agencies the user belongs to that have the advanced-analytics experiment, narrowed by the query to one
 * agency, one property manager and a range of months. Every figure is counted from the records when asked.
 */

export const ANALYTICS_EXPERIMENT = 'advanced-analytics'
export const ANALYTICS_FORBIDDEN = 'Analytics is not available for this agency'
export const ANALYTICS_FAILED = 'Failed to get analytics'
export const AGENCY_NOT_FOUND = 'Agency not found'
export const PROPERTY_MANAGER_NOT_FOUND = 'Property manager not found'
/** The longest range of months one request may ask for. */
export const MAX_ANALYTICS_MONTHS = 24
export const DEFAULT_ANALYTICS_MONTHS = 12

export const ANALYTICS_DATASETS = ['compliance', 'overdue', 'access-issues', 'findings', 'quotes', 'invoices'] as const
export type AnalyticsDataset = (typeof ANALYTICS_DATASETS)[number]

const MONTH_MESSAGE = 'Month must be yyyy-MM'
/** 'yyyy-MM', a real month (01–12) of a sensible year. */
export const MonthSchema = v.pipe(textSchema(MONTH_MESSAGE), v.regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE))

/** The query every dataset takes; from/to default to the 12 months up to this one (the server knows today). */
export const AnalyticsFilterSchema = requestObject({
  agency: v.optional(idParamSchema(AGENCY_NOT_FOUND)),
  'property-manager': v.optional(idParamSchema(PROPERTY_MANAGER_NOT_FOUND)),
  from: v.optional(MonthSchema),
  to: v.optional(MonthSchema),
})
export type AnalyticsFilter = v.InferOutput<typeof AnalyticsFilterSchema>

/** Months are compared as text: 'yyyy-MM' sorts as it counts. */
export function monthsBetween(from: string, to: string): number {
  const [fy = 0, fm = 0] = from.split('-').map(Number)
  const [ty = 0, tm = 0] = to.split('-').map(Number)
  return (ty - fy) * 12 + (tm - fm) + 1
}

export function addMonthsTo(month: string, n: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number)
  const index = y * 12 + (m - 1) + n
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** Each month from `from` to `to` inclusive. */
export function monthRange(from: string, to: string): string[] {
  const count = Math.max(0, monthsBetween(from, to))
  return Array.from({ length: count }, (_, i) => addMonthsTo(from, i))
}

const Id = v.number()
const Month = v.string()

export const AnalyticsScopeSchema = v.object({
  agencies: v.array(v.object({ id: Id, name: v.string() })),
  propertyManagers: v.array(v.object({ id: Id, name: v.string(), agencyId: Id })),
  /** The default range: the 12 months up to the current one. */
  defaultFrom: Month,
  defaultTo: Month,
})
export type AnalyticsScope = v.InferOutput<typeof AnalyticsScopeSchema>

const RatePointSchema = v.object({ month: Month, compliant: v.number(), total: v.number() })
export type RatePoint = v.InferOutput<typeof RatePointSchema>

export const ComplianceAnalyticsSchema = v.object({
  months: v.array(Month),
  byService: v.array(v.object({ serviceId: Id, name: v.string(), points: v.array(RatePointSchema) })),
  byPropertyManager: v.array(v.object({ propertyManagerId: Id, name: v.string(), points: v.array(RatePointSchema) })),
})
export type ComplianceAnalytics = v.InferOutput<typeof ComplianceAnalyticsSchema>

/** Days past the next service date; the last bucket has no upper end. */
export const OVERDUE_BUCKETS = [
  { key: '0-30', label: '0–30 days', min: 0, max: 30 },
  { key: '31-60', label: '31–60 days', min: 31, max: 60 },
  { key: '61-90', label: '61–90 days', min: 61, max: 90 },
  { key: '90+', label: 'Over 90 days', min: 91, max: null },
] as const
export type OverdueBucketKey = (typeof OVERDUE_BUCKETS)[number]['key']

const BucketCountsSchema = v.object({ '0-30': v.number(), '31-60': v.number(), '61-90': v.number(), '90+': v.number() })
export const OverdueAnalyticsSchema = v.object({
  asOf: v.string(),
  total: BucketCountsSchema,
  byService: v.array(v.object({ serviceId: Id, name: v.string(), buckets: BucketCountsSchema })),
})
export type OverdueAnalytics = v.InferOutput<typeof OverdueAnalyticsSchema>

export const AccessIssueAnalyticsSchema = v.object({
  months: v.array(
    v.object({ month: Month, opened: v.number(), resolved: v.number(), medianDaysToResolve: v.nullable(v.number()) }),
  ),
})
export type AccessIssueAnalytics = v.InferOutput<typeof AccessIssueAnalyticsSchema>

export const FINDING_OUTCOMES = [
  { key: 'OPEN', label: 'Open' },
  { key: 'QUOTE_REQUESTED', label: 'Quote requested' },
  { key: 'RESOLVED', label: 'Resolved' },
  { key: 'RESOLVED_BY_THIRD_PARTY', label: 'Resolved by third party' },
  { key: 'DISMISSED', label: 'Dismissed' },
] as const
export type FindingOutcome = (typeof FINDING_OUTCOMES)[number]['key']

export const FindingAnalyticsSchema = v.object({
  byCategory: v.array(
    v.object({
      categoryId: Id,
      name: v.string(),
      outcomes: v.object({
        OPEN: v.number(),
        QUOTE_REQUESTED: v.number(),
        RESOLVED: v.number(),
        RESOLVED_BY_THIRD_PARTY: v.number(),
        DISMISSED: v.number(),
      }),
    }),
  ),
})
export type FindingAnalytics = v.InferOutput<typeof FindingAnalyticsSchema>

export const QUOTE_SEVERITY_LABELS = {
  URGENT: 'Urgent',
  DISCONNECTED_SAFETY_ISSUE: 'Disconnected - safety issue',
  NON_COMPLIANT_FAULTY: 'Non-compliant / faulty',
  RECOMMENDED: 'Recommended',
} as const
export type QuoteSeverityKey = keyof typeof QUOTE_SEVERITY_LABELS

export const QuoteAnalyticsSchema = v.object({
  bySeverity: v.array(
    v.object({
      severity: v.picklist(Object.keys(QUOTE_SEVERITY_LABELS) as QuoteSeverityKey[]),
      total: v.number(),
      approved: v.number(),
      rejected: v.number(),
      undecided: v.number(),
      medianDaysToDecision: v.nullable(v.number()),
    }),
  ),
})
export type QuoteAnalytics = v.InferOutput<typeof QuoteAnalyticsSchema>

export const InvoiceAnalyticsSchema = v.object({
  months: v.array(
    v.object({ month: Month, due: v.number(), paidOnTime: v.number(), paidLate: v.number(), unpaid: v.number() }),
  ),
})
export type InvoiceAnalytics = v.InferOutput<typeof InvoiceAnalyticsSchema>
