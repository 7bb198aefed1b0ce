import {
  COMPLIANCE_FACETS,
  PORTFOLIO_FACETS,
  type PortfolioFacet,
  SERVICE_EXCLUSIVITY,
  SERVICING_FACETS,
  type ServiceExclusivity,
} from '../../contract/portfolio.ts'

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'
export type StatusDisplay = { label: string; tone: Tone }

/** Every facet's readable label and badge tone; a facet added to the contract fails to compile until named here. */
export const FACET_DISPLAY = {
  // The property's overview.
  COMPLIANT: { label: 'Compliant', tone: 'success' },
  COMPLIANCE_ISSUES: { label: 'Compliance issues', tone: 'danger' },
  PENDING_ITEMS: { label: 'Pending items', tone: 'warning' },
  LEGACY_PENDING_ITEMS: { label: 'Legacy pending items', tone: 'warning' },
  AWAITING_QUOTATION_APPROVAL: { label: 'Awaiting quote approval', tone: 'warning' },
  AWAITING_URGENT_QUOTATION_APPROVAL: { label: 'Awaiting urgent quote approval', tone: 'danger' },
  QUOTATION_REJECTED: { label: 'Quote rejected', tone: 'danger' },
  // Its compliance status.
  NON_COMPLIANT: { label: 'Non-compliant', tone: 'danger' },
  APPROACHING_NEXT_SERVICE: { label: 'Approaching next service', tone: 'warning' },
  OVERDUE: { label: 'Overdue', tone: 'danger' },
  MISSING_SUPPLIER: { label: 'Missing supplier', tone: 'warning' },
  MISSING_LAST_SERVICE_DATE: { label: 'Missing last service date', tone: 'warning' },
  RECENTLY_ADDED: { label: 'Recently added', tone: 'info' },
  UNDER_ENROLMENT: { label: 'Under enrolment', tone: 'info' },
  NON_RESIDENTIAL_PROPERTY: { label: 'Non-residential', tone: 'neutral' },
  GAS_CONFIRMATION_REQUIRED: { label: 'Gas confirmation required', tone: 'warning' },
  // Servicing.
  BOOKED_IN: { label: 'Booked in', tone: 'info' },
  SERVICE_PENDING: { label: 'Service pending', tone: 'neutral' },
  REBOOKING_IN_PROGRESS: { label: 'Rebooking in progress', tone: 'warning' },
  ON_HOLD: { label: 'On hold', tone: 'neutral' },
  PENDING_CANCELLATION: { label: 'Pending cancellation', tone: 'neutral' },
} as const satisfies Record<PortfolioFacet, StatusDisplay>

export const FACET_GROUPS = [
  { id: 'compliance', legend: 'Compliance status', facets: COMPLIANCE_FACETS },
  { id: 'servicing', legend: 'Servicing status', facets: SERVICING_FACETS },
] as const

export const EXCLUSIVITY_OPTIONS = SERVICE_EXCLUSIVITY.map((value) => ({
  value,
  label: { INCLUDING: 'Including', ONLY: 'Only', EXCLUDING: 'Excluding' }[value],
})) satisfies { value: ServiceExclusivity; label: string }[]

/** 'SOME_NEW_STATUS' → 'Some new status': the server may know statuses this build does not. */
function humanise(code: string): string {
  const words = code.toLowerCase().replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const JOB_STATUS_LABELS: Record<string, string> = { OVERDUE: 'Service overdue', COMPLETED: 'Completed' }

/** A status from the list (a property's or a service's); the API sends them as plain strings. */
export function statusDisplay(status: string): StatusDisplay {
  return isFacet(status) ? FACET_DISPLAY[status] : { label: humanise(status), tone: 'neutral' }
}

function isFacet(value: string): value is PortfolioFacet {
  return PORTFOLIO_FACETS.some((facet) => facet === value)
}

export function jobStatusLabel(status: string): string {
  return JOB_STATUS_LABELS[status] ?? statusDisplay(status).label
}
