import * as v from 'valibot'
import { serviceIdOf } from './catalog.ts'
import {
  idParamSchema,
  idSchema,
  optionalTextSchema,
  repeatedParamSchema,
  requestObject,
  textSchema,
} from './fields.ts'
import { PageSchema, PORTFOLIO_PAGE_SIZE_MAX, SERVICE_EXCLUSIVITY, SearchTextSchema } from './portfolio.ts'
import { PropertyRefSchema } from './urgent-actions.ts'

/** One reported finding, as the dashboard shows it (property-operations §3 Reported finding item). */
export const UrgentFindingSchema = v.object({
  problemRegisterId: v.number(),
  originalProblemItem: v.object({ title: v.string() }),
  appliance: v.nullable(v.object({ applianceName: v.nullable(v.string()), applianceLocation: v.nullable(v.string()) })),
  servicingCategory: v.object({ name: v.string(), color: v.string(), description: v.string() }),
  originalBookingDate: v.string(),
})

/** Findings grouped by property and service (the grouped list item). */
export const UrgentFindingGroupSchema = v.object({
  property: PropertyRefSchema,
  service: v.object({ name: v.string(), shortName: v.string() }),
  tags: v.array(v.string()),
  reportedFindings: v.array(UrgentFindingSchema),
})
export type UrgentFindingGroup = v.InferOutput<typeof UrgentFindingGroupSchema>

/**
 * GET /v1/reported-findings/analytics/urgent: the first groups needing action. In VIC only findings of urgent
 * servicing categories count (foundations §6); unfilteredTotal ignores the property-manager filter.
 */
export const UrgentFindingsSchema = v.object({
  items: v.array(UrgentFindingGroupSchema),
  total: v.number(),
  unfilteredTotal: v.number(),
})
export type UrgentFindings = v.InferOutput<typeof UrgentFindingsSchema>

export const REPORTED_FINDINGS_MESSAGES = {
  urgentFailed: 'Failed to get urgent reported findings.',
  notEnabled: 'Reported findings are not available for this agency',
} as const

// --- Issue 15: the list, the property's findings and the resolve wizard ------------------------------------

export const FINDING_TAGS = [
  'ComplianceIssues',
  'PendingItems',
  'CordedBlinds',
  'WaterEfficiency',
  'RCD',
  'AwaitingQuotationApproval',
  'AwaitingUrgentQuotationApproval',
  'RejectedQuotes',
] as const
export type FindingTag = (typeof FINDING_TAGS)[number]

/** The list's facets: what needs action (URGENT / NON_URGENT, as the dashboard counts them) and the rest. */
export const FINDING_FACETS = ['URGENT', 'NON_URGENT', 'QUOTE_REQUESTED', 'DISMISSED', 'RESOLVED'] as const
export type FindingFacet = (typeof FINDING_FACETS)[number]

/** A reported finding (property-operations §3 "Reported finding item"). */
export const ReportedFindingSchema = v.object({
  problemRegister: v.object({
    problemRegisterId: v.number(),
    isDismissed: v.boolean(),
    dismissedBy: v.nullable(v.string()),
    dateDismissed: v.nullable(v.string()),
    isDismissible: v.boolean(),
    quoteRequested: v.boolean(),
    quoteRequestedBy: v.nullable(v.string()),
    dateQuoteRequested: v.nullable(v.string()),
    canRequestQuote: v.boolean(),
    canForwardToLandlord: v.boolean(),
    canInformDI: v.boolean(),
    canEnterBuiltYear: v.boolean(),
    thirdPartyInvalidStatus: v.boolean(),
    originalBookingDate: v.string(),
    serviceCode: v.string(),
    status: v.picklist(['OPEN', 'RESOLVED', 'RESOLVED_BY_THIRD_PARTY']),
  }),
  originalProblemItem: v.object({ title: v.string() }),
  appliance: v.nullable(v.object({ applianceName: v.nullable(v.string()), applianceLocation: v.nullable(v.string()) })),
  servicingCategory: v.object({ name: v.string(), color: v.string(), description: v.string(), isUrgent: v.boolean() }),
  quotation: v.nullable(
    v.object({ quotationId: v.number(), quoteNumber: v.string(), approvalUrl: v.nullable(v.string()) }),
  ),
})
export type ReportedFinding = v.InferOutput<typeof ReportedFindingSchema>

export const FindingServiceSchema = v.object({
  serviceId: v.number(),
  name: v.string(),
  shortName: v.string(),
  /** The short name's code as the wizard's path names it (GET /v2/property/{id}/reported-findings/{suffix}). */
  suffix: v.string(),
  tags: v.array(v.string()),
})

/** A grouped list item: one property and service with its findings. */
export const FindingGroupSchema = v.object({
  property: PropertyRefSchema,
  propertyManager: v.nullable(v.object({ id: v.number(), name: v.string() })),
  service: FindingServiceSchema,
  /** The latest service date among the group's findings. */
  serviceDate: v.string(),
  tags: v.array(v.picklist(FINDING_TAGS)),
  reportedFindings: v.array(ReportedFindingSchema),
})
export type FindingGroup = v.InferOutput<typeof FindingGroupSchema>

/** GET /v1/reported-findings; unfilteredTotal counts the groups without the query and filters. */
export const FindingListSchema = v.object({
  items: v.array(FindingGroupSchema),
  total: v.number(),
  unfilteredTotal: v.number(),
})

/** GET /v1/property/{id}/reported-findings: the property's findings grouped by service. */
export const PropertyFindingsSchema = v.object({
  groups: v.array(FindingGroupSchema),
  serviceDates: v.array(
    v.object({
      serviceId: v.number(),
      lastStandardBookingDate: v.nullable(v.string()),
      lastFullServiceBookingDate: v.nullable(v.string()),
    }),
  ),
})

/** GET /v2/property/{id}/reported-findings/{suffix}: the wizard's findings of one service. */
export const WizardFindingsSchema = v.object({
  reportedFindings: v.array(ReportedFindingSchema),
  service: FindingServiceSchema,
  tags: v.array(v.picklist(FINDING_TAGS)),
})
export type WizardFindings = v.InferOutput<typeof WizardFindingsSchema>

export const ServicingCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  color: v.string(),
  description: v.string(),
  isUrgent: v.boolean(),
})
export const ServicingCategoryListSchema = v.array(ServicingCategorySchema)

export const FINDING_TEXTS = {
  empty: 'There are currently no reported findings for this property.',
  listEmpty: 'No reported findings found',
  listFailed: 'Failed to get active reported findings.',
  categoriesFailed: 'Failed to get servicing categories',
  dismissedBadge: 'Finding dismissed',
  quoteRequestedBadge: 'Quote requested',
  noQuote: (product: string) => `${product} is not able to provide a quote for this reported finding.`,
  noThirdParty: (product: string) => `${product} is unable to resolve this reported finding.`,
  noInfoNeeded: (product: string) => `${product} does not require additional information.`,
  fatalTitle: 'An unexpected error occurred while resolving reported findings.',
  fatalBody: 'Please try again later or contact support.',
  iUnderstand: 'I understand',
} as const

export const FINDING_TOASTS = {
  quoteFailed: ['Request quote failed', 'Failed to request quote for the selected findings'],
  submitFailed: ['Submit failed', 'Failed to submit reported finding resolution'],
  dismissFailed: ['Dismiss Failed', 'Failed to dismiss the finding'],
  restoreFailed: ['Restore Failed', 'Failed to restore the finding'],
  informFailed: ['Inform DI failed', 'Failed to inform DI for the selected findings'],
  dismissed: ['Successfully Dismissed', 'This finding has been dismissed'],
  restored: ['Successfully Restored', 'This finding has been restored'],
} as const

// --- Writes -------------------------------------------------------------------------------------------------

export const FINDINGS_NOTES_MAX = 500
export const FINDINGS_NOTES_TOO_LONG = `Message should be ${FINDINGS_NOTES_MAX} characters or less`
export const SELECT_A_FINDING = 'Please select at least one reported finding'
export const DOCUMENT_REQUIRED = 'Please upload at least one document.'
export const NOTES_REQUIRED_SHORT = 'Required'
export const BUILT_YEAR_REQUIRED = 'Please enter the month and year the property was built'
export const BUILT_YEAR_IN_FUTURE = 'The property cannot have been built after today'
export const BUILT_YEAR_INVALID = 'Invalid format. Must be mm/yyyy'

/** Far more than a property ever has; a list past it is refused with this, not sent to the database. */
export const FINDINGS_PER_ACTION_MAX = 1000
export const TOO_MANY_FINDINGS = `At most ${FINDINGS_PER_ACTION_MAX} reported findings can be selected at once`

const FindingIdsSchema = v.pipe(
  v.array(idSchema('Reported finding not found'), SELECT_A_FINDING),
  v.minLength(1, SELECT_A_FINDING),
  v.maxLength(FINDINGS_PER_ACTION_MAX, TOO_MANY_FINDINGS),
  v.transform((ids) => [...new Set(ids)]),
)
const OptionalNotesSchema = optionalTextSchema(FINDINGS_NOTES_MAX, FINDINGS_NOTES_TOO_LONG)
const RequiredNotesSchema = v.pipe(
  textSchema(NOTES_REQUIRED_SHORT),
  v.trim(),
  v.nonEmpty(NOTES_REQUIRED_SHORT),
  v.maxLength(FINDINGS_NOTES_MAX, FINDINGS_NOTES_TOO_LONG),
)

/** POST /v2/property/{id}/reported-findings/quote. */
export const RequestQuoteBodySchema = requestObject({
  compliancePropertyId: idSchema('Property not found'),
  problemRegisterIds: FindingIdsSchema,
})
export type RequestQuoteBody = v.InferOutput<typeof RequestQuoteBodySchema>

/** 'yyyy-MM', not after this month. */
export function propertyBuiltSchema(today: string) {
  return v.pipe(
    textSchema(BUILT_YEAR_REQUIRED),
    v.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, BUILT_YEAR_INVALID),
    v.check((month) => month <= today.slice(0, 7), BUILT_YEAR_IN_FUTURE),
  )
}

/** POST /v2/property/{id}/reported-findings/inform-di: propertyBuilt is required when the built-year input shows. */
export function informBodySchema(today: string, builtYearRequired: boolean) {
  return requestObject({
    compliancePropertyId: idSchema('Property not found'),
    problemRegisterIds: FindingIdsSchema,
    notes: RequiredNotesSchema,
    propertyBuilt: builtYearRequired ? propertyBuiltSchema(today) : v.nullish(propertyBuiltSchema(today), null),
  })
}
export type InformBody = v.InferOutput<ReturnType<typeof informBodySchema>>

/** POST /v2/property/{id}/reported-findings: the third-party resolution, claiming uploaded temporary documents. */
export const ThirdPartyResolutionBodySchema = requestObject({
  compliancePropertyId: idSchema('Property not found'),
  selectedProblemRegisterIds: FindingIdsSchema,
  documentIds: v.pipe(
    v.array(v.pipe(textSchema(DOCUMENT_REQUIRED), v.uuid('Document not found')), DOCUMENT_REQUIRED),
    v.minLength(1, DOCUMENT_REQUIRED),
    v.maxLength(20, 'At most 20 documents can be attached'),
    v.transform((ids) => [...new Set(ids)]),
  ),
  notes: OptionalNotesSchema,
})
export type ThirdPartyResolutionBody = v.InferOutput<typeof ThirdPartyResolutionBodySchema>

// --- Issue 15 server additions (compatible) ------------------------------------------------------------------

/** GET /v1/reported-findings: ten groups a page unless page-size says otherwise. */
export const FINDINGS_PAGE_SIZE = 10

/**
 * GET /v1/reported-findings query string. No facet: every group needing action (URGENT and NON_URGENT together,
 * as the dashboard's tab counts them). A group is URGENT when one of its findings needing action has an urgent
 * servicing category, NON_URGENT otherwise. service with serviceExclusivity reads the group's own service:
 * INCLUDING and ONLY keep groups of the chosen services, EXCLUDING the others. category: servicing category ids.
 */
export const FindingListQuerySchema = requestObject({
  query: SearchTextSchema,
  facet: v.optional(v.picklist(FINDING_FACETS, 'Unknown facet')),
  service: repeatedParamSchema(
    v.pipe(
      textSchema('Service ID is required'),
      v.check((raw) => serviceIdOf(raw) !== undefined, 'Service ID is required'),
      v.transform((raw) => serviceIdOf(raw) ?? 0),
    ),
  ),
  serviceExclusivity: v.optional(v.picklist(SERVICE_EXCLUSIVITY, 'Unknown service exclusivity'), 'INCLUDING'),
  page: PageSchema,
  'page-size': v.optional(
    v.pipe(
      idParamSchema('Page size must be a whole number from 1'),
      v.maxValue(PORTFOLIO_PAGE_SIZE_MAX, `Page size must be at most ${PORTFOLIO_PAGE_SIZE_MAX}`),
    ),
    String(FINDINGS_PAGE_SIZE),
  ),
  propertyId: v.optional(idParamSchema('Property not found')),
  'property-manager': v.optional(idParamSchema('Property manager not found')),
  category: repeatedParamSchema(idParamSchema('Servicing category not found')),
})
export type FindingListQuery = v.InferOutput<typeof FindingListQuerySchema>

/** What a write answers: the findings it changed, as they are now (dismiss and restore: the one finding). */
export const FindingWriteResultSchema = v.object({ reportedFindings: v.array(ReportedFindingSchema) })
export type FindingWriteResult = v.InferOutput<typeof FindingWriteResultSchema>

/** The menu's 'Resolve by third party' rule (§4), shared so the server refuses exactly what the menu hides. */
export const canResolveByThirdParty = (f: Pick<ReportedFinding, 'problemRegister' | 'quotation'>) =>
  !f.problemRegister.thirdPartyInvalidStatus || f.quotation === null

/** Refusals of the writes: 409 for a finding no longer in the state the action needs, 400 field errors else. */
export const FINDING_ERRORS = {
  notFound: 'Reported finding not found',
  propertyMismatch: 'The reported findings must be of this property',
  notOpen: 'This reported finding has already been resolved',
  dismissed: 'This reported finding has been dismissed',
  alreadyDismissed: 'This reported finding has already been dismissed',
  notDismissed: 'This reported finding is not dismissed',
  notDismissible: 'This reported finding cannot be dismissed',
  quoteAlreadyRequested: 'A quote has already been requested for this reported finding',
  serviceNotFound: 'Service not found',
} as const
