import * as v from 'valibot'
import { AddressSchema } from './addresses.ts'
import { listSchema } from './envelope.ts'
import { idParamSchema, idSchema, requestObject, textSchema } from './fields.ts'
import { COMPLIANCE_STATES } from './states.ts'
import { NOTES_MAX, NOTES_TOO_LONG, NotesSchema } from './tenancy.ts'

/**
 * Property requests (property-operations §3, §4, §7, §8, §9; foundations §2): a request to the provider
 * about an address (enrol it, a work order), made by the property request creator. A request has a state
 * workflow (the provider's process for the address's state) and a payload in one of the workflow's payload
 * versions; this app can edit only the versions in SUPPORTED_PAYLOAD_VERSIONS. The server and the creator
 * validate with these schemas and say these texts.
 */

export const ENROLMENT_V1_PAYLOAD_V1 = 'ENROLMENT_V1_PAYLOAD_V1'
/** The payload versions this app can edit (§9). */
export const SUPPORTED_PAYLOAD_VERSIONS = [ENROLMENT_V1_PAYLOAD_V1] as const
export type SupportedPayloadVersion = (typeof SUPPORTED_PAYLOAD_VERSIONS)[number]

export function isSupportedPayloadVersion(id: string | null | undefined): id is SupportedPayloadVersion {
  return (SUPPORTED_PAYLOAD_VERSIONS as readonly (string | null | undefined)[]).includes(id)
}

export const PROPERTY_REQUEST_TEXTS = {
  noWorkflow: 'This property request has not been assigned a workflow yet.',
  noSupportedPayloadVersion: 'Workflow selected has no supported payload versions by this app',
  notFound: 'Property request not found',
  /** Any of the three creation details that names nothing the agency can see. */
  addressRequired: 'Please select an address',
  propertyNotFound: 'Requested property has not been found',
  addressNotFound: 'Address not found',
  creationTokenInvalid: 'The new address has expired. Please enter it again',
  workflowRequired: 'Please select a request type',
  workflowNotFound: 'Request type not found',
  /** The workflow is for another state than the address's. */
  workflowNotForAddress: 'This request type is not available for this address',
  payloadVersionRequired: 'Payload version is required',
  payloadVersionNotSupported: 'The request type does not support this payload version',
  versionRequired: 'Version is required',
  versionConflict: 'This property request was changed by someone else. Review it and try again.',
  notEditable: 'This property request has been submitted and can no longer be changed',
  payloadRequired: 'Please complete the request before submitting it',
  serviceRequired: 'Select at least one service to enrol',
  serviceNotFound: 'Service not found',
  serviceNotOffered: 'One or more services are not offered at this address',
  pricingNotFound: 'Pricing not found',
  contactNameRequired: 'Name is required',
  contactNameTooLong: 'Name must not be longer than 75 characters',
  contactEmailInvalid: 'Invalid email address',
  contactMobileInvalid: 'Please enter a valid mobile number',
  contactReachable: 'Please enter an email address or a mobile number',
  contactRoleRequired: 'Contact role is required',
  notesTooLong: NOTES_TOO_LONG,
  tooManyContacts: 'At most 10 contacts',
  submitted: 'Property request submitted',
  saved: 'Property request saved',
  createFailed: 'Failed to create property request',
  submitFailed: 'Failed to submit property request',
  loadFailed: 'Failed to get property request',
} as const

export const PROPERTY_REQUEST_NOTES_MAX = NOTES_MAX
export const PROPERTY_REQUEST_CONTACTS_MAX = 10

/** A request's life: DRAFT while the agency edits it, SUBMITTED to the provider, ACCEPTED by it. */
export const PROPERTY_REQUEST_STATES = ['DRAFT', 'SUBMITTED', 'ACCEPTED'] as const
export type PropertyRequestState = (typeof PROPERTY_REQUEST_STATES)[number]
export const PROPERTY_REQUEST_STATE_LABELS: Record<PropertyRequestState, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  ACCEPTED: 'Accepted',
}

/** What the user may do now: edit the payload and submit only a DRAFT with a workflow and a supported version. */
export const PROPERTY_REQUEST_ACTIONS = ['EDIT_PAYLOAD', 'SUBMIT'] as const
export type PropertyRequestAction = (typeof PROPERTY_REQUEST_ACTIONS)[number]

export const PROPERTY_REQUEST_EVENT_TYPES = ['CREATED', 'PAYLOAD_UPDATED', 'SUBMITTED', 'ACCEPTED', 'ENROLLED'] as const
export type PropertyRequestEventType = (typeof PROPERTY_REQUEST_EVENT_TYPES)[number]
export const PROPERTY_REQUEST_EVENT_LABELS: Record<PropertyRequestEventType, string> = {
  CREATED: 'Request created',
  PAYLOAD_UPDATED: 'Request details updated',
  SUBMITTED: 'Request submitted',
  ACCEPTED: 'Request accepted by the provider',
  ENROLLED: 'Property enrolled',
}

const STATE_CODES = COMPLIANCE_STATES.map((s) => s.code)

// --- Creation details (§3) ---------------------------------------------------------------------------------

export const CREATION_DETAIL_TYPES = ['existing-property', 'existing-address', 'new-address'] as const
export type CreationDetailType = (typeof CREATION_DETAIL_TYPES)[number]

/**
 * What the request is about: one of the agency's properties, an address the provider knows (GET
 * /v1/address/search, /v1/address/{id}) or an address just entered by hand (POST /v1/address's token).
 */
export const CreationDetailsSchema = v.variant(
  'type',
  [
    v.object({
      type: v.literal('existing-property'),
      compliancePropertyId: idSchema(PROPERTY_REQUEST_TEXTS.propertyNotFound),
    }),
    v.object({
      type: v.literal('existing-address'),
      complianceAddressId: idSchema(PROPERTY_REQUEST_TEXTS.addressNotFound),
    }),
    v.object({
      type: v.literal('new-address'),
      creationToken: v.pipe(
        textSchema(PROPERTY_REQUEST_TEXTS.creationTokenInvalid),
        v.trim(),
        v.nonEmpty(PROPERTY_REQUEST_TEXTS.creationTokenInvalid),
        v.maxLength(100, PROPERTY_REQUEST_TEXTS.creationTokenInvalid),
      ),
    }),
  ],
  PROPERTY_REQUEST_TEXTS.addressRequired,
)
export type CreationDetails = v.InferOutput<typeof CreationDetailsSchema>

// --- State workflows ---------------------------------------------------------------------------------------

/**
 * The provider's process for a request in one state. A workflow on the legacy job order page is done there
 * (legacyJobOrderUrl, see legacyJobOrderHref); any other is edited here in a payload version it supports.
 */
export const StateWorkflowSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  stateId: v.number(),
  state: v.picklist(STATE_CODES),
  temporalWorkflow: v.object({ payloadVersionsForNewExecutions: v.array(v.string()) }),
  useLegacyJobOrderPage: v.boolean(),
  /** Absolute or site-relative; null unless useLegacyJobOrderPage. */
  legacyJobOrderUrl: v.nullable(v.string()),
})
export type StateWorkflow = v.InferOutput<typeof StateWorkflowSchema>

/** The first payload version of the workflow this app supports, or null (then: noSupportedPayloadVersion). */
export function supportedPayloadVersionOf(
  workflow: Pick<StateWorkflow, 'temporalWorkflow'>,
): SupportedPayloadVersion | null {
  return workflow.temporalWorkflow.payloadVersionsForNewExecutions.find(isSupportedPayloadVersion) ?? null
}

/** §4: the creator keeps a workflow only if it supports ENROLMENT_V1_PAYLOAD_V1 or uses the legacy page. */
export function isWorkflowUsable(workflow: Pick<StateWorkflow, 'temporalWorkflow' | 'useLegacyJobOrderPage'>): boolean {
  return workflow.useLegacyJobOrderPage || supportedPayloadVersionOf(workflow) !== null
}

/**
 * The legacy job order page for a workflow, with the requesting agency's id (§4) and what the request is
 * about: /JobOrders/add?agencyId=…&address=…&property_id=…&agencyPortfolioPropertyId=… (foundations §2).
 */
export function legacyJobOrderHref(
  legacyJobOrderUrl: string,
  about: {
    agencyId: number
    address?: string | null
    compliancePropertyId?: number | null
    agencyPortfolioPropertyId?: number | null
  },
): string {
  const params = new URLSearchParams({ agencyId: String(about.agencyId) })
  if (about.address) params.set('address', about.address)
  if (about.compliancePropertyId) params.set('property_id', String(about.compliancePropertyId))
  if (about.agencyPortfolioPropertyId) params.set('agencyPortfolioPropertyId', String(about.agencyPortfolioPropertyId))
  return `${legacyJobOrderUrl}${legacyJobOrderUrl.includes('?') ? '&' : '?'}${params}`
}

// --- Agency pricing ----------------------------------------------------------------------------------------

/** One service's price in a pricing schedule; dollars inc. GST (§9: amounts are shown with "inc. GST"). */
export const PricedServiceSchema = v.object({
  serviceId: v.number(),
  name: v.string(),
  shortName: v.string(),
  priceIncGst: v.number(),
  serviceFrequencyMonths: v.number(),
})
export type PricedService = v.InferOutput<typeof PricedServiceSchema>

/** The prices the provider charges the agency, for one state (stateId) or everywhere else (null). */
export const AgencyPricingSchema = v.object({
  id: v.number(),
  name: v.string(),
  stateId: v.nullable(v.number()),
  state: v.nullable(v.picklist(STATE_CODES)),
  services: v.array(PricedServiceSchema),
})
export type AgencyPricing = v.InferOutput<typeof AgencyPricingSchema>

/** GET /v1/agency/pricing. */
export const AgencyPricingListSchema = listSchema(AgencyPricingSchema)

export const PricingIdParamSchema = idParamSchema(PROPERTY_REQUEST_TEXTS.pricingNotFound)

const ServiceIdsSchema = v.pipe(
  v.array(idSchema(PROPERTY_REQUEST_TEXTS.serviceNotFound), PROPERTY_REQUEST_TEXTS.serviceRequired),
  v.minLength(1, PROPERTY_REQUEST_TEXTS.serviceRequired),
  v.maxLength(20, PROPERTY_REQUEST_TEXTS.serviceNotFound),
  v.transform((ids) => [...new Set(ids)]),
)

/** POST /v1/agency/pricing/{id}/summary: the services chosen. */
export const PricingSummaryBodySchema = requestObject({ serviceIds: ServiceIdsSchema })
export type PricingSummaryBody = v.InferInput<typeof PricingSummaryBodySchema>

/** What the agency will pay for the chosen services: a line per service and the total, dollars inc. GST. */
export const PricingSummarySchema = v.object({
  pricingId: v.number(),
  lineItems: v.array(v.object({ serviceId: v.number(), name: v.string(), priceIncGst: v.number() })),
  totalIncGst: v.number(),
  /** The GST within totalIncGst (one eleventh). */
  gst: v.number(),
})
export type PricingSummary = v.InferOutput<typeof PricingSummarySchema>

// --- Payload ENROLMENT_V1_PAYLOAD_V1 (§9) -------------------------------------------------------------------

export const ENROLMENT_CONTACT_ROLES = ['LANDLORD', 'OCCUPANT', 'AGENCY_CONTACT'] as const
export type EnrolmentContactRole = (typeof ENROLMENT_CONTACT_ROLES)[number]
export const ENROLMENT_CONTACT_ROLE_LABELS: Record<EnrolmentContactRole, string> = {
  LANDLORD: 'Landlord',
  OCCUPANT: 'Occupant',
  AGENCY_CONTACT: 'Agency Contact',
}

const MOBILE = /^\d{1,15}$/
const OptionalContactText = v.nullish(
  v.pipe(
    textSchema(),
    v.trim(),
    v.transform((t) => t || null),
  ),
  null,
)

/** Someone the provider may contact about the enrolment: name, and an email or a mobile (digits, 1–15). */
export const EnrolmentContactSchema = v.pipe(
  requestObject({
    name: v.pipe(
      textSchema(PROPERTY_REQUEST_TEXTS.contactNameRequired),
      v.trim(),
      v.nonEmpty(PROPERTY_REQUEST_TEXTS.contactNameRequired),
      v.maxLength(75, PROPERTY_REQUEST_TEXTS.contactNameTooLong),
    ),
    role: v.picklist(ENROLMENT_CONTACT_ROLES, PROPERTY_REQUEST_TEXTS.contactRoleRequired),
    email: v.pipe(
      OptionalContactText,
      v.check(
        (e) => e === null || (e.length <= 75 && v.EMAIL_REGEX.test(e)),
        PROPERTY_REQUEST_TEXTS.contactEmailInvalid,
      ),
    ),
    mobile: v.pipe(
      OptionalContactText,
      v.check((m) => m === null || MOBILE.test(m), PROPERTY_REQUEST_TEXTS.contactMobileInvalid),
    ),
  }),
  v.forward(
    v.check((c) => Boolean(c.email || c.mobile), PROPERTY_REQUEST_TEXTS.contactReachable),
    ['email'],
  ),
)
export type EnrolmentContact = v.InferOutput<typeof EnrolmentContactSchema>

/**
 * The payload as the edit step sends it (PATCH …/workflow/payload): the services to enrol, the pricing they
 * are priced by (null: the agency's pricing for the address's state), the contacts and notes.
 */
export const EnrolmentV1PayloadBodySchema = requestObject({
  serviceIds: ServiceIdsSchema,
  pricingId: v.nullish(idSchema(PROPERTY_REQUEST_TEXTS.pricingNotFound), null),
  contacts: v.optional(
    v.pipe(
      v.array(EnrolmentContactSchema, PROPERTY_REQUEST_TEXTS.contactNameRequired),
      v.maxLength(PROPERTY_REQUEST_CONTACTS_MAX, PROPERTY_REQUEST_TEXTS.tooManyContacts),
    ),
    [],
  ),
  notes: NotesSchema,
})
export type EnrolmentV1PayloadBody = v.InferInput<typeof EnrolmentV1PayloadBodySchema>

/** The payload as stored and read back: what was sent, with the pricing summary the server worked out. */
export const EnrolmentV1PayloadSchema = v.object({
  serviceIds: v.array(v.number()),
  pricingId: v.number(),
  contacts: v.array(
    v.object({
      name: v.string(),
      role: v.picklist(ENROLMENT_CONTACT_ROLES),
      email: v.nullable(v.string()),
      mobile: v.nullable(v.string()),
    }),
  ),
  notes: v.nullable(v.string()),
  pricingSummary: PricingSummarySchema,
})
export type EnrolmentV1Payload = v.InferOutput<typeof EnrolmentV1PayloadSchema>

/** The body schema of each supported payload version. */
export const PAYLOAD_BODY_SCHEMAS = {
  [ENROLMENT_V1_PAYLOAD_V1]: EnrolmentV1PayloadBodySchema,
} as const satisfies Record<SupportedPayloadVersion, v.GenericSchema>

// --- Requests ----------------------------------------------------------------------------------------------

export const PropertyRequestIdParamSchema = idParamSchema(PROPERTY_REQUEST_TEXTS.notFound)

/** POST /v1/property-request/preflight-workflows. */
export const PreflightWorkflowsBodySchema = requestObject({ creationDetails: CreationDetailsSchema })
export type PreflightWorkflowsBody = v.InferInput<typeof PreflightWorkflowsBodySchema>

/** POST /v1/property-request. */
export const CreatePropertyRequestBodySchema = requestObject({
  creationDetails: CreationDetailsSchema,
  stateWorkflowId: idSchema(PROPERTY_REQUEST_TEXTS.workflowRequired),
  payloadVersionId: v.pipe(
    textSchema(PROPERTY_REQUEST_TEXTS.payloadVersionRequired),
    v.trim(),
    v.nonEmpty(PROPERTY_REQUEST_TEXTS.payloadVersionRequired),
    v.maxLength(100, PROPERTY_REQUEST_TEXTS.payloadVersionNotSupported),
  ),
  /** The new management being enrolled (the 'Enrol' action), if any. */
  agencyPortfolioPropertyId: v.nullish(idSchema('New management not found'), null),
})
export type CreatePropertyRequestBody = v.InferInput<typeof CreatePropertyRequestBodySchema>

const VersionSchema = idSchema(PROPERTY_REQUEST_TEXTS.versionRequired)

/**
 * PATCH /v1/property-request/{id}/workflow/payload: the payload in the request's payload version (validated
 * against that version's body schema; errors at 'payload.…'), and the version it was based on (409 if stale).
 */
export const UpdatePayloadBodySchema = requestObject({
  version: VersionSchema,
  payload: v.unknown(),
})
export type UpdatePayloadBody = { version: number; payload: EnrolmentV1PayloadBody }

/** POST /v1/property-request/{id}/workflow/submit. Submitting a submitted request answers as it is (idempotent). */
export const SubmitPropertyRequestBodySchema = requestObject({ version: VersionSchema })
export type SubmitPropertyRequestBody = v.InferInput<typeof SubmitPropertyRequestBodySchema>

export const PROPERTY_REQUEST_PAGE_SIZE = 20
/** GET /v1/property-request?page&page-size&state. */
export const PropertyRequestListQuerySchema = requestObject({
  page: v.optional(idParamSchema('Page must be a whole number from 1'), '1'),
  'page-size': v.optional(idParamSchema('Page size must be a whole number from 1 to 100', 100), '20'),
  state: v.optional(v.picklist(PROPERTY_REQUEST_STATES, 'Unknown state')),
})

// --- Responses ---------------------------------------------------------------------------------------------

/** POST /v1/property-request/preflight-workflows: the requesting agency, the address and its workflows. */
export const PreflightWorkflowsSchema = v.object({
  agency: v.object({ id: v.number(), name: v.string() }),
  address: AddressSchema,
  /** Every workflow of the address's state; the creator keeps the usable ones (isWorkflowUsable). */
  workflows: v.array(StateWorkflowSchema),
})
export type PreflightWorkflows = v.InferOutput<typeof PreflightWorkflowsSchema>

export const PropertyRequestEventSchema = v.object({
  id: v.number(),
  type: v.picklist(PROPERTY_REQUEST_EVENT_TYPES),
  at: v.string(),
  /** The user's name; null for the provider. */
  by: v.nullable(v.string()),
})
export type PropertyRequestEvent = v.InferOutput<typeof PropertyRequestEventSchema>

/** GET /v1/property-request/{id} (and POST /v1/property-request, 201). */
export const PropertyRequestSchema = v.object({
  id: v.number(),
  agencyId: v.number(),
  /** Null: "This property request has not been assigned a workflow yet." */
  stateWorkflowId: v.nullable(v.number()),
  payloadVersionId: v.nullable(v.string()),
  workflowName: v.nullable(v.string()),
  creationDetails: CreationDetailsSchema,
  address: AddressSchema,
  agencyPortfolioPropertyId: v.nullable(v.number()),
  state: v.picklist(PROPERTY_REQUEST_STATES),
  version: v.number(),
  createdAt: v.string(),
  createdBy: v.nullable(v.string()),
  submittedAt: v.nullable(v.string()),
  acceptedAt: v.nullable(v.string()),
  /** Oldest first. */
  history: v.array(PropertyRequestEventSchema),
})
export type PropertyRequest = v.InferOutput<typeof PropertyRequestSchema>

/**
 * GET /v1/property-request/{id}/workflow (and the PATCH and submit answers): where the request is in its
 * workflow. stateWorkflow null → noWorkflow; payloadVersionId not supported → noSupportedPayloadVersion.
 * payload is null until first saved; for ENROLMENT_V1_PAYLOAD_V1 it is an EnrolmentV1Payload.
 */
export const PropertyRequestWorkflowSchema = v.object({
  propertyRequestId: v.number(),
  stateWorkflow: v.nullable(StateWorkflowSchema),
  payloadVersionId: v.nullable(v.string()),
  state: v.picklist(PROPERTY_REQUEST_STATES),
  version: v.number(),
  payload: v.nullable(v.unknown()),
  allowedActions: v.array(v.picklist(PROPERTY_REQUEST_ACTIONS)),
})
export type PropertyRequestWorkflow = v.InferOutput<typeof PropertyRequestWorkflowSchema>

/** GET /v1/property-request/{id}/property/enrolment: the enrolled property, null until the provider enrols it. */
export const PropertyEnrolmentSchema = v.object({
  propertyRequestId: v.number(),
  compliancePropertyId: v.nullable(v.number()),
})
export type PropertyEnrolment = v.InferOutput<typeof PropertyEnrolmentSchema>

/** GET /v1/property-request: newest first. */
export const PropertyRequestListItemSchema = v.object({
  id: v.number(),
  address: v.string(),
  compliancePropertyId: v.nullable(v.number()),
  workflowName: v.nullable(v.string()),
  state: v.picklist(PROPERTY_REQUEST_STATES),
  createdAt: v.string(),
  createdBy: v.nullable(v.string()),
})
export type PropertyRequestListItem = v.InferOutput<typeof PropertyRequestListItemSchema>
export const PropertyRequestListSchema = listSchema(PropertyRequestListItemSchema)
