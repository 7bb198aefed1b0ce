import type { COMPLIANCE_STATUSES, PROPERTY_OVERVIEW_STATUSES } from '../../../src/contract/catalog.ts'

type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number]
type OverviewStatus = (typeof PROPERTY_OVERVIEW_STATUSES)[number]
export type JobStatus = 'OVERDUE' | 'SERVICE_PENDING' | 'BOOKED_IN' | 'REBOOKING_IN_PROGRESS' | 'COMPLETED'
export type QuoteSeverity = 'DISCONNECTED_SAFETY_ISSUE' | 'NON_COMPLIANT_FAULTY' | 'RECOMMENDED' | 'URGENT'

/** How a service's dates look: serviced in the cycle, due within 30 days, past due, or never serviced. */
export type DateMode = 'compliant' | 'approaching' | 'overdue' | 'never'

/**
 * A property scenario: the property's statuses and what its "headline" service (the one the statuses are
 * about) looks like. The other services are compliant unless `othersNever`.
 */
export type Scenario = {
  compliance: ComplianceStatus
  overview: OverviewStatus
  headline: {
    mode: DateMode
    job: JobStatus | null
    status: ComplianceStatus
    onHold?: boolean
    pendingCancellation?: boolean
  }
  /** Every service never serviced yet (a new property). */
  othersNever?: boolean
  /** Created in the last 30 days. */
  recent?: boolean
  nonResidential?: boolean
  /** The headline service is gas (VIC only). */
  gas?: boolean
  cancelled?: boolean
  /** A quote on the headline service. statusId: foundations §4 (2 AWAITING_APPROVAL, 4 REJECTED). */
  quote?: { severities: QuoteSeverity[]; statusId: number }
}

export const SCENARIOS = {
  compliant: {
    compliance: 'COMPLIANT',
    overview: 'COMPLIANT',
    headline: { mode: 'compliant', job: 'COMPLETED', status: 'COMPLIANT' },
  },
  approachingPending: {
    compliance: 'APPROACHING_NEXT_SERVICE',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'approaching', job: 'SERVICE_PENDING', status: 'APPROACHING_NEXT_SERVICE' },
  },
  approachingBooked: {
    compliance: 'APPROACHING_NEXT_SERVICE',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'approaching', job: 'BOOKED_IN', status: 'APPROACHING_NEXT_SERVICE' },
  },
  overdue: {
    compliance: 'OVERDUE',
    overview: 'COMPLIANCE_ISSUES',
    headline: { mode: 'overdue', job: 'OVERDUE', status: 'OVERDUE' },
  },
  overdueRebooking: {
    compliance: 'OVERDUE',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'overdue', job: 'REBOOKING_IN_PROGRESS', status: 'OVERDUE' },
  },
  overdueBooked: {
    compliance: 'OVERDUE',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'overdue', job: 'BOOKED_IN', status: 'OVERDUE' },
  },
  awaitingQuote: {
    compliance: 'NON_COMPLIANT',
    overview: 'AWAITING_QUOTATION_APPROVAL',
    headline: { mode: 'compliant', job: 'COMPLETED', status: 'NON_COMPLIANT' },
    quote: { severities: ['NON_COMPLIANT_FAULTY', 'DISCONNECTED_SAFETY_ISSUE', 'RECOMMENDED'], statusId: 2 },
  },
  urgentQuote: {
    compliance: 'NON_COMPLIANT',
    overview: 'AWAITING_URGENT_QUOTATION_APPROVAL',
    headline: { mode: 'compliant', job: 'COMPLETED', status: 'NON_COMPLIANT' },
    quote: { severities: ['URGENT'], statusId: 2 },
  },
  quoteRejected: {
    compliance: 'NON_COMPLIANT',
    overview: 'QUOTATION_REJECTED',
    headline: { mode: 'compliant', job: 'COMPLETED', status: 'NON_COMPLIANT' },
    quote: { severities: ['NON_COMPLIANT_FAULTY', 'DISCONNECTED_SAFETY_ISSUE'], statusId: 4 },
  },
  missingSupplier: {
    compliance: 'MISSING_SUPPLIER',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'compliant', job: null, status: 'MISSING_SUPPLIER' },
  },
  missingLastServiceDate: {
    compliance: 'MISSING_LAST_SERVICE_DATE',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'never', job: 'SERVICE_PENDING', status: 'MISSING_LAST_SERVICE_DATE' },
  },
  recentlyAdded: {
    compliance: 'RECENTLY_ADDED',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'never', job: 'SERVICE_PENDING', status: 'RECENTLY_ADDED' },
    othersNever: true,
    recent: true,
  },
  underEnrolment: {
    compliance: 'UNDER_ENROLMENT',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'never', job: null, status: 'UNDER_ENROLMENT' },
    othersNever: true,
    recent: true,
  },
  nonResidential: {
    compliance: 'NON_RESIDENTIAL_PROPERTY',
    overview: 'COMPLIANT',
    headline: { mode: 'compliant', job: 'COMPLETED', status: 'NON_RESIDENTIAL_PROPERTY' },
    nonResidential: true,
  },
  gasConfirmation: {
    compliance: 'GAS_CONFIRMATION_REQUIRED',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'never', job: null, status: 'GAS_CONFIRMATION_REQUIRED' },
    gas: true,
  },
  onHold: {
    compliance: 'OVERDUE',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'overdue', job: null, status: 'OVERDUE', onHold: true },
  },
  pendingCancellation: {
    compliance: 'COMPLIANT',
    overview: 'PENDING_ITEMS',
    headline: { mode: 'compliant', job: null, status: 'COMPLIANT', pendingCancellation: true },
  },
  cancelled: {
    compliance: 'COMPLIANT',
    overview: 'COMPLIANT',
    headline: { mode: 'compliant', job: null, status: 'COMPLIANT' },
    cancelled: true,
  },
  legacyPending: {
    compliance: 'COMPLIANT',
    overview: 'LEGACY_PENDING_ITEMS',
    headline: { mode: 'compliant', job: 'SERVICE_PENDING', status: 'COMPLIANT' },
  },
} satisfies Record<string, Scenario>

export type ScenarioKind = keyof typeof SCENARIOS

/** How often each scenario appears beyond the first full cycle (which every agency gets). */
export const SCENARIO_WEIGHTS: readonly (readonly [ScenarioKind, number])[] = [
  ['compliant', 44],
  ['approachingPending', 5],
  ['approachingBooked', 5],
  ['overdue', 5],
  ['overdueRebooking', 3],
  ['overdueBooked', 3],
  ['awaitingQuote', 4],
  ['urgentQuote', 3],
  ['quoteRejected', 2],
  ['missingSupplier', 1],
  ['missingLastServiceDate', 2],
  ['recentlyAdded', 4],
  ['underEnrolment', 2],
  ['nonResidential', 2],
  ['gasConfirmation', 2],
  ['onHold', 3],
  ['pendingCancellation', 2],
  ['cancelled', 2],
  ['legacyPending', 2],
]

/** The benchmark agency: plain statuses only, no quotes or requests. */
export const BENCHMARK_WEIGHTS: readonly (readonly [ScenarioKind, number])[] = [
  ['compliant', 60],
  ['approachingPending', 8],
  ['approachingBooked', 6],
  ['overdue', 8],
  ['overdueRebooking', 4],
  ['overdueBooked', 4],
  ['missingLastServiceDate', 3],
  ['recentlyAdded', 3],
  ['nonResidential', 2],
  ['gasConfirmation', 2],
]

/** Every scenario once, in this order, at the start of each demo agency (gas only where gas is offered). */
export const FORCED_SCENARIOS: readonly ScenarioKind[] = SCENARIO_WEIGHTS.map(([kind]) => kind)
