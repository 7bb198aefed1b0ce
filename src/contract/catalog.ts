/**
 * Catalogue data shared by server (seed, validation) and client (labels).
 * Ids follow the spec where it gives them: smoke 1, gas 2, electrical 3.
 */
export const SERVICES = [
  {
    id: 1,
    code: 'SMOKE',
    name: 'Smoke Alarm',
    shortName: 'smoke',
    icon: 'smoke',
    serviceFrequencyMonths: 12,
    stateCodes: null,
  },
  { id: 2, code: 'GAS', name: 'Gas', shortName: 'gas', icon: 'gas', serviceFrequencyMonths: 24, stateCodes: ['VIC'] },
  {
    id: 3,
    code: 'ELECTRICAL',
    name: 'Electrical',
    shortName: 'electrical',
    icon: 'electrical',
    serviceFrequencyMonths: 24,
    stateCodes: ['VIC'],
  },
  {
    id: 4,
    code: 'BLINDS',
    name: 'Corded Blinds',
    shortName: 'blinds',
    icon: 'blinds',
    serviceFrequencyMonths: 12,
    stateCodes: null,
  },
  {
    id: 5,
    code: 'WATER',
    name: 'Water Efficiency',
    shortName: 'water',
    icon: 'water',
    serviceFrequencyMonths: 24,
    stateCodes: null,
  },
  {
    id: 6,
    code: 'RCD',
    name: 'Safety Switch (RCD)',
    shortName: 'rcd',
    icon: 'rcd',
    serviceFrequencyMonths: 24,
    stateCodes: null,
  },
] as const

export type ServiceCode = (typeof SERVICES)[number]['code']

/**
 * A service as links and people name it: its id ("2"), code ("GAS"), short name ("gas") or name ("Gas"),
 * in any case. Undefined when it names no service of the catalogue.
 */
export function serviceIdOf(raw: string | number): number | undefined {
  const value = String(raw).trim()
  if (/^[1-9]\d{0,2}$/.test(value)) return SERVICES.find((s) => s.id === Number(value))?.id
  const lower = value.toLowerCase()
  return SERVICES.find((s) => [s.code, s.shortName, s.name].some((n) => n.toLowerCase() === lower))?.id
}
export const SERVICE_IDS = { SMOKE: 1, GAS: 2, ELECTRICAL: 3 } as const

/** Document services: the compliance services plus OTHER (which carries a free-text name). */
export const OTHER_DOCUMENT_SERVICE = {
  code: 'OTHER',
  name: 'Other',
  shortName: 'other',
  icon: 'other',
  serviceFrequencyMonths: 0,
} as const

export const DOCUMENT_TYPES = [
  { code: 'SERVICE_REPORT', name: 'Service report' },
  { code: 'THIRD_PARTY_RESOLUTION', name: 'Third party resolution' },
  { code: 'INVOICE', name: 'Invoice' },
  { code: 'QUOTE', name: 'Quote' },
  { code: 'CERTIFICATE', name: 'Compliance certificate' },
  { code: 'PHOTO', name: 'Photo' },
  { code: 'LEASE', name: 'Lease agreement' },
  { code: 'ENTRY_NOTICE', name: 'Entry notice' },
  { code: 'OTHER', name: 'Other' },
] as const

/** Cancellation reasons: groups with children (property-operations §3). */
export const CANCELLATION_REASONS = [
  {
    id: 100,
    text: 'Property no longer managed',
    children: [
      { id: 101, text: 'Property sold' },
      { id: 102, text: 'Landlord moved to another agency' },
      { id: 103, text: 'Landlord self-managing' },
    ],
  },
  {
    id: 200,
    text: 'Compliance handled elsewhere',
    children: [
      { id: 201, text: 'Landlord uses another provider' },
      { id: 202, text: 'Landlord does the servicing' },
    ],
  },
  {
    id: 300,
    text: 'Property changes',
    children: [
      { id: 301, text: 'Property is being demolished or renovated' },
      { id: 302, text: 'Property is now non-residential' },
      { id: 303, text: 'Other reason' },
    ],
  },
] as const

/** Experiments by the key returned from GET /v1/me/active-experiments. */
export const EXPERIMENTS = [
  'problem-register',
  'portfolio-mirroring',
  'agency-entry-method',
  'property-details',
  'advanced-analytics',
  'property-request-enrolment',
  'download-email',
] as const
export type ExperimentKey = (typeof EXPERIMENTS)[number]

export const FEATURE_FLAGS = [
  'AgencyCompliancePortalAccess',
  'PortfolioMirroring',
  'PropertyDetails',
  'DownloadEmail',
  'CorporateDashboard',
  'AdvancedAnalytics',
  'AgencyEntryMethod',
  'OverrideBookableServices',
  'ProblemRegister',
  'ManualComplianceDataCapture',
  'PropertyRequestEnrolmentV1',
] as const

export const COMPLIANCE_STATUSES = [
  'COMPLIANT',
  'NON_COMPLIANT',
  'APPROACHING_NEXT_SERVICE',
  'OVERDUE',
  'MISSING_SUPPLIER',
  'MISSING_LAST_SERVICE_DATE',
  'RECENTLY_ADDED',
  'UNDER_ENROLMENT',
  'NON_RESIDENTIAL_PROPERTY',
  'GAS_CONFIRMATION_REQUIRED',
] as const

export const PROPERTY_OVERVIEW_STATUSES = [
  'PENDING_ITEMS',
  'COMPLIANCE_ISSUES',
  'COMPLIANT',
  'LEGACY_PENDING_ITEMS',
  'AWAITING_QUOTATION_APPROVAL',
  'AWAITING_URGENT_QUOTATION_APPROVAL',
  'QUOTATION_REJECTED',
] as const

export const QUOTATION_STATUSES = [
  'PENDING',
  'AWAITING_APPROVAL',
  'ACCEPTED',
  'REJECTED',
  'CANCELLED',
  'COMPLETED',
  'EXPIRED',
  'REACTIVATION_REQUEST_EXTERNAL',
  'REACTIVATION_REQUEST_INTERNAL',
  'READY_TO_SEND',
] as const

export const ACCESS_ISSUE_TYPES = [
  'REQUIRES_AGENCY_CONFIRMATION',
  'REFUSING_SERVICE',
  'COMMUNICATION_DIFFICULTY',
  'NO_TENANT_DETAILS',
  'SAME_TENANT_DETAILS',
  'TENANT_REQUIRES_AGENCY_ATTENDANCE',
  'TENANT_UNAVAILABLE_BUSINESS_HOURS',
  'REQUIRE_UPDATE_DETAIL_X_DAYS',
  'TENANT_CANCELLED_CONSECUTIVELY',
  'UNKNOWN',
  'BOOKING_PROBLEM_OTHER',
  'UNABLE_TO_CONTACT_OCCUPANT',
  'UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC',
  'BAD_KEYS',
] as const

/** Public names of the access issue types (foundations §4 labels; 'Access issues' for the rest): one for every screen. */
export function accessIssuePublicName(type: string): string {
  switch (type) {
    case 'REQUIRES_AGENCY_CONFIRMATION':
      return 'Requires confirmation'
    case 'REFUSING_SERVICE':
      return 'Refusing service'
    case 'UNABLE_TO_CONTACT_OCCUPANT':
    case 'UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC':
    case 'COMMUNICATION_DIFFICULTY':
      return 'Unable to contact'
    case 'BAD_KEYS':
      return 'Key issue'
    default:
      return 'Access issues'
  }
}

export const SERVICING_CATEGORIES = [
  { name: 'Urgent', color: '#c0392b', description: 'A safety issue that needs action now.', isUrgent: true },
  {
    name: 'Non-compliant',
    color: '#e67e22',
    description: 'Does not meet the standard; action required.',
    isUrgent: true,
  },
  { name: 'Recommended', color: '#2980b9', description: 'Not required, but recommended.', isUrgent: false },
  { name: 'Information', color: '#7f8c8d', description: 'Noted for your information.', isUrgent: false },
] as const
