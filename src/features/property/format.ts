import type { ManagedBy } from '../../api/property.ts'
import type { COMPLIANCE_STATUSES } from '../../contract/catalog.ts'
import { formatDate } from '../../lib/dates.ts'

type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number]

export { formatIncGst } from '../../lib/number-format.ts'

/** A date that may be missing: an en dash reads as "none" and keeps table columns aligned. */
export function dateOrDash(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '–'
}

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

/** The property's status as the spec displays it: Compliant, Compliance issues or non-residential. */
export function propertyComplianceDisplay(status: ComplianceStatus): { label: string; tone: Tone } {
  if (status === 'COMPLIANT') return { label: 'Compliant', tone: 'success' }
  if (status === 'NON_RESIDENTIAL_PROPERTY') return { label: 'Non-residential', tone: 'neutral' }
  return { label: 'Compliance issues', tone: 'danger' }
}

/** A service's own status, more specific than the property's. */
export const SERVICE_STATUS_DISPLAY: Record<ComplianceStatus, { label: string; tone: Tone }> = {
  COMPLIANT: { label: 'Compliant', tone: 'success' },
  NON_COMPLIANT: { label: 'Non-compliant', tone: 'danger' },
  APPROACHING_NEXT_SERVICE: { label: 'Approaching next service', tone: 'warning' },
  OVERDUE: { label: 'Overdue', tone: 'danger' },
  MISSING_SUPPLIER: { label: 'Missing supplier', tone: 'warning' },
  MISSING_LAST_SERVICE_DATE: { label: 'Missing last service date', tone: 'warning' },
  RECENTLY_ADDED: { label: 'Recently added', tone: 'info' },
  UNDER_ENROLMENT: { label: 'Under enrolment', tone: 'info' },
  NON_RESIDENTIAL_PROPERTY: { label: 'Non-residential', tone: 'neutral' },
  GAS_CONFIRMATION_REQUIRED: { label: 'Gas confirmation required', tone: 'warning' },
}

/** Who looks after a service of a non-managed property; null means the provider itself does. */
export function managedByLabel(managedBy: ManagedBy | null): string {
  switch (managedBy) {
    case null:
      return 'Compliance provider'
    case 'LANDLORD':
      return 'Managed By Landlord'
    case 'THIRD_PARTY':
      return 'Third party'
    case 'NOT_MANAGED':
      return 'Not Managed'
    case 'UNKNOWN':
      return 'Unknown'
  }
}

/** 'REQUIRES_AGENCY_CONFIRMATION' → 'Requires agency confirmation', for codes without a label of their own. */
export function humanise(code: string): string {
  const words = code.toLowerCase().replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
