import * as v from 'valibot'
import { PropertyManagerSchema } from './agency.ts'
import {
  ACCESS_ISSUE_TYPES,
  accessIssuePublicName,
  COMPLIANCE_STATUSES,
  PROPERTY_OVERVIEW_STATUSES,
} from './catalog.ts'
import { addMonthsIso, DateInputSchema, INVALID_DATE_MESSAGE, IsoDateSchema, toDateInput } from './dates.ts'
import { listSchema } from './envelope.ts'
import { idParamSchema, idSchema, MAX_ID, optionalTextSchema, requestObject, textSchema } from './fields.ts'
import { HOLD_REQUESTED_LABEL, ON_HOLD_LABEL, PENDING_CANCELLATION_LABEL } from './holds.ts'
import { SuburbSchema } from './meta.ts'
import { ContactNumberBaseSchema, NOTES_MAX, NOTES_TOO_LONG, PropertyTenancySummarySchema } from './tenancy.ts'

export const PROPERTY_NOT_FOUND = 'Property not found'
export const PROPERTY_FORBIDDEN = 'You do not have access to this property'
/** An id that cannot exist names no property: the same answer as an unknown one. */
export const PropertyIdParamSchema = idParamSchema(PROPERTY_NOT_FOUND)

// --- Addresses (foundations §3 "Address kinds", §5) -------------------------------------------------------

/** Not in the spec: keeps a line to what an envelope or a letter can show. */
export const ADDRESS_LINE_MAX = 100
const LINE1_REQUIRED = 'Address line 1 is required'
const LINE_TOO_LONG = `Address lines must not be longer than ${ADDRESS_LINE_MAX} characters`
const OptionalLineSchema = optionalTextSchema(ADDRESS_LINE_MAX, LINE_TOO_LONG)

export const AustralianAddressBodySchema = requestObject({
  addressId: v.optional(idSchema('Address not found')),
  line1: v.pipe(
    textSchema(LINE1_REQUIRED),
    v.trim(),
    v.nonEmpty(LINE1_REQUIRED),
    v.maxLength(ADDRESS_LINE_MAX, LINE_TOO_LONG),
  ),
  line2: OptionalLineSchema,
  line3: OptionalLineSchema,
  suburbId: idSchema('Suburb is required'),
})
export const InternationalAddressBodySchema = requestObject({
  internationalAddress: v.pipe(textSchema('Address is required'), v.trim(), v.nonEmpty('Address is required')),
})

export const AustralianAddressSchema = v.object({
  addressId: v.number(),
  line1: v.string(),
  line2: v.nullable(v.string()),
  line3: v.nullable(v.string()),
  suburbId: v.number(),
  suburb: SuburbSchema,
})
export const InternationalAddressSchema = v.object({ internationalAddress: v.string() })
/** Either kind, or null for a contact with no address. */
export const ContactAddressSchema = v.nullable(v.union([AustralianAddressSchema, InternationalAddressSchema]))

// --- Contacts ---------------------------------------------------------------------------------------------

export const CONTACT_ROLES = ['PROPERTY_MANAGER', 'LANDLORD', 'AGENCY_CONTACT', 'OCCUPANT'] as const
export type ContactRole = (typeof CONTACT_ROLES)[number]
export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  PROPERTY_MANAGER: 'Property Manager',
  LANDLORD: 'Landlord',
  AGENCY_CONTACT: 'Agency Contact',
  OCCUPANT: 'Occupant',
}

export const ContactSchema = v.object({
  name: v.string(),
  email: v.nullable(v.string()),
  salutation: v.nullable(v.string()),
  contactNumbers: v.array(ContactNumberBaseSchema),
  address: ContactAddressSchema,
  role: v.picklist(CONTACT_ROLES),
})
export type Contact = v.InferOutput<typeof ContactSchema>

/** GET /v1/property/{id}/contacts. */
export const PropertyContactsSchema = v.object({
  landlords: v.array(ContactSchema),
  occupants: v.array(ContactSchema),
  propertyManagers: v.array(ContactSchema),
})
export type PropertyContacts = v.InferOutput<typeof PropertyContactsSchema>

// --- Property detail (GET /v1/property/{id}) --------------------------------------------------------------

export const PROPERTY_TAGS = ['Integrated', 'Cancelled', 'Vacant'] as const
export const SERVICE_TAGS = [
  'ON_HOLD',
  'BOOKED_IN',
  'OVERDUE',
  'REBOOKING_IN_PROGRESS',
  'SERVICE_PENDING',
  'HAS_URGENT_QUOTATIONS',
  'PENDING_CANCELLATION',
  /** A hold was requested and the provider has not acted on it yet (processed within 48 hours). */
  'HOLD_REQUESTED',
] as const
export const SERVICE_TAG_LABELS: Record<(typeof SERVICE_TAGS)[number], string> = {
  ON_HOLD: ON_HOLD_LABEL,
  BOOKED_IN: 'Booked in',
  OVERDUE: 'Overdue',
  REBOOKING_IN_PROGRESS: 'Rebooking in progress',
  SERVICE_PENDING: 'Service pending',
  HAS_URGENT_QUOTATIONS: 'Urgent quotations',
  PENDING_CANCELLATION: PENDING_CANCELLATION_LABEL,
  HOLD_REQUESTED: HOLD_REQUESTED_LABEL,
}
export const KEY_AVAILABILITIES = ['AVAILABLE', 'UNAVAILABLE', 'TEMPORARY'] as const
export type KeyAvailability = (typeof KEY_AVAILABILITIES)[number]
export const KEY_AVAILABILITY_LABELS: Record<KeyAvailability, string> = {
  AVAILABLE: 'Available',
  UNAVAILABLE: 'Unavailable',
  TEMPORARY: 'Temporary',
}
export const NON_RESIDENTIAL_TYPES = ['commercial', 'industrial', 'other'] as const
export type NonResidentialType = (typeof NON_RESIDENTIAL_TYPES)[number]
/** Industrial and commercial properties are both shown as strata. */
export function nonResidentialTypeLabel(type: NonResidentialType): string {
  return type === 'other' ? 'Other' : 'Strata'
}
/** Foundations §4 "Entry methods". */
export const ENTRY_METHODS = [
  'APPOINTMENT',
  'ENTER_WITH_KEY_AS_EN',
  'ENTER_WITH_KEY_VACANT',
  'ENTER_WITH_KEY_BY_TENANT_REQUEST',
] as const

type AccessIssueType = (typeof ACCESS_ISSUE_TYPES)[number]
/** The labels the property page shows, the same as every list's (accessIssuePublicName). */
export const ACCESS_ISSUE_LABELS = Object.fromEntries(
  ACCESS_ISSUE_TYPES.map((type) => [type, accessIssuePublicName(type)]),
) as Record<AccessIssueType, string>

export const KeyPickupLocationSchema = v.object({ keyLocationId: v.number(), fullAddress: v.string() })
export type KeyPickupLocation = v.InferOutput<typeof KeyPickupLocationSchema>
/** GET /v1/property/{id}/key-pickup-location and GET /v1/agency/key-pickup-locations. */
export const KeyPickupLocationListSchema = listSchema(KeyPickupLocationSchema)

const EntryPreferenceSchema = v.optional(v.picklist(['YES', 'NO', 'BY_EXCEPTION']))
const nullableDate = v.nullable(v.string())

export const PropertyDetailSchema = v.object({
  compliancePropertyId: v.number(),
  address: v.object({
    line1: v.string(),
    line2: v.nullable(v.string()),
    line3: v.nullable(v.string()),
    // Null for an address outside Australia (fullAddress then carries it).
    suburb: v.nullable(v.string()),
    postcode: v.nullable(v.string()),
    state: v.string(),
    fullAddress: v.string(),
  }),
  tags: v.array(v.picklist(PROPERTY_TAGS)),
  isIntegrated: v.boolean(),
  isCancelled: v.boolean(),
  softwareName: v.nullable(v.string()),
  complianceStatus: v.picklist(COMPLIANCE_STATUSES),
  overviewStatus: v.picklist(PROPERTY_OVERVIEW_STATUSES),
  isResidentialProperty: v.boolean(),
  nonResidentialPropertyType: v.nullable(v.picklist(NON_RESIDENTIAL_TYPES)),
  propertyManager: v.nullable(PropertyManagerSchema),
  isKeyAvailable: v.boolean(),
  keyNumber: v.nullable(v.string()),
  keyLocationId: v.nullable(v.number()),
  keyLocation: v.nullable(KeyPickupLocationSchema),
  propertyKeyInformation: v.object({
    onsiteAvailability: v.picklist(KEY_AVAILABILITIES),
    temporaryKeyExpirationDate: nullableDate,
    keyOnsiteNotes: v.nullable(v.string()),
    validFrom: nullableDate,
  }),
  /** Goes up by one with each change of the key details: an edit made offline is sent against it (PUT's `version`). */
  keysVersion: v.number(),
  services: v.array(
    v.object({
      serviceId: v.number(),
      code: v.string(),
      name: v.string(),
      shortName: v.string(),
      tags: v.array(v.picklist(SERVICE_TAGS)),
      complianceStatus: v.picklist(COMPLIANCE_STATUSES),
      lastServiceDate: nullableDate,
      nextServiceDate: nullableDate,
      bookedInDate: nullableDate,
      serviceFrequencyMonths: v.number(),
    }),
  ),
  bookingMethod: v.picklist(['APPOINTMENT', 'ENTRY_NOTICE']),
  entryMethodPreferences: v.object({
    occupantAppointmentPreference: EntryPreferenceSchema,
    internalEnPreference: EntryPreferenceSchema,
    vacantEntryPreference: EntryPreferenceSchema,
  }),
  showHoldService: v.boolean(),
  showCancelProperty: v.boolean(),
  canSelectCancellationServices: v.boolean(),
  tenancy: PropertyTenancySummarySchema,
  openAccessIssues: v.array(
    v.object({
      id: v.number(),
      issueType: v.picklist(ACCESS_ISSUE_TYPES),
      label: v.string(),
      entryMethod: v.picklist(ENTRY_METHODS),
      createdAt: v.string(),
    }),
  ),
  openNotices: v.array(
    v.object({ id: v.number(), noticeType: v.string(), isUrgent: v.boolean(), createdAt: v.string() }),
  ),
  /** Hold and cancellation requests sent from the portal in the last 90 days, newest first. */
  serviceRequests: v.array(
    v.object({
      id: v.number(),
      kind: v.picklist(['HOLD', 'CANCELLATION']),
      serviceIds: v.array(v.number()),
      holdDate: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
  /** When the agency last confirmed the tenancy details (or the vacancy) as correct. */
  detailsConfirmedAt: v.nullable(v.string()),
  /** The management-software portfolio entry of an integrated property (its residential status lives there). */
  agencyPortfolioPropertyId: v.nullable(v.number()),
})
export type PropertyDetail = v.InferOutput<typeof PropertyDetailSchema>
export type PropertyService = PropertyDetail['services'][number]

// --- Keys (PUT /v1/property/{id}) -------------------------------------------------------------------------

export const KEY_NUMBER_MAX = 50
export const KEY_ONSITE_NOTES_MIN = 5
export const TEMPORARY_KEY_MIN_MONTHS = 1
export const TEMPORARY_KEY_MAX_MONTHS = 6
export const KEY_NUMBER_REQUIRED = 'Key number is required'
export const KEY_NUMBER_TOO_LONG = `Key number must not be longer than ${KEY_NUMBER_MAX} characters`
export const PROPERTY_MANAGER_REQUIRED = 'Property manager is required'
export const KEY_MUST_BE_AVAILABLE = 'Key must be available to be picked up'
export const EXPIRY_REQUIRED = 'There must be an expiration date if key is temporarily available'
export const KEYS_VERSION_INVALID = 'Key details version is not valid'
/** Below the column's limit, so the increment that applies an edit cannot overflow. */
export const KEYS_VERSION_MAX = MAX_ID - 1
export const STALE_KEYS =
  'The key details were changed by someone else since you opened them. Review their version and try again.'
export const KEY_NOTES_TOO_SHORT = `Key onsite notes must be at least ${KEY_ONSITE_NOTES_MIN} characters long`

/** The dates a temporary on-site key may expire on, both included. */
export function temporaryKeyExpiryRange(today: string): { min: string; max: string } {
  return { min: addMonthsIso(today, TEMPORARY_KEY_MIN_MONTHS), max: addMonthsIso(today, TEMPORARY_KEY_MAX_MONTHS) }
}

export type UpdateKeysOptions = {
  /** Set where the provider is about to use the agency's key: it must then be available to pick up. */
  keyMustBeValid?: boolean
}

/** Body and form differ only in how the expiry date is typed. Answers to questions that no longer apply are dropped. */
function keysSchema(today: string, options: UpdateKeysOptions, expiryDate: v.GenericSchema<string, string>) {
  const range = temporaryKeyExpiryRange(today)
  const outOfRange = `Expiration date must be between ${toDateInput(range.min)} and ${toDateInput(range.max)}`
  return requestObject({
    agencyKey: v.pipe(
      requestObject({
        isKeyAvailable: v.picklist(['YES', 'NO'], 'Please select whether the agency holds a key'),
        keyNumber: optionalTextSchema(KEY_NUMBER_MAX, KEY_NUMBER_TOO_LONG),
        keyLocationId: v.nullish(idSchema('Key pickup location not found'), null),
        propertyManagerId: idSchema(PROPERTY_MANAGER_REQUIRED),
      }),
      v.forward(
        v.partialCheck(
          [['isKeyAvailable']],
          (key) => !options.keyMustBeValid || key.isKeyAvailable === 'YES',
          KEY_MUST_BE_AVAILABLE,
        ),
        ['isKeyAvailable'],
      ),
      v.forward(
        v.partialCheck(
          [['isKeyAvailable'], ['keyNumber']],
          (key) => key.isKeyAvailable === 'NO' || key.keyNumber !== null,
          KEY_NUMBER_REQUIRED,
        ),
        ['keyNumber'],
      ),
      v.transform((key) => (key.isKeyAvailable === 'YES' ? key : { ...key, keyNumber: null, keyLocationId: null })),
    ),
    propertyKey: v.pipe(
      requestObject({
        onsiteAvailability: v.picklist(KEY_AVAILABILITIES, 'Please select the on-site key availability'),
        temporaryKeyExpirationDate: v.nullish(expiryDate, null),
        keyOnsiteNotes: optionalTextSchema(NOTES_MAX, NOTES_TOO_LONG),
      }),
      v.forward(
        v.partialCheck(
          [['onsiteAvailability'], ['temporaryKeyExpirationDate']],
          ({ onsiteAvailability, temporaryKeyExpirationDate: date }) =>
            onsiteAvailability !== 'TEMPORARY' || (date !== null && date >= range.min && date <= range.max),
          (issue) => (issue.input.temporaryKeyExpirationDate === null ? EXPIRY_REQUIRED : outOfRange),
        ),
        ['temporaryKeyExpirationDate'],
      ),
      v.forward(
        v.partialCheck(
          [['onsiteAvailability'], ['keyOnsiteNotes']],
          (key) =>
            // "longer than 5 characters" (property-operations §5, §9), though the message says "at least 5".
            key.onsiteAvailability === 'UNAVAILABLE' || (key.keyOnsiteNotes ?? '').length > KEY_ONSITE_NOTES_MIN,
          KEY_NOTES_TOO_SHORT,
        ),
        ['keyOnsiteNotes'],
      ),
      v.transform((key) =>
        key.onsiteAvailability === 'TEMPORARY' ? key : { ...key, temporaryKeyExpirationDate: null },
      ),
    ),
    // The key details' version the edit was made against (keysVersion): a newer one answers 409. Left out, the edit
    // applies to whatever is there, as the spec's body has no version.
    version: v.optional(idSchema(KEYS_VERSION_INVALID, KEYS_VERSION_MAX)),
  })
}

/** PUT /v1/property/{id}; `today` is the agency's date, as the expiry range counts from it. */
export function updateKeysBodySchema(today: string, options: UpdateKeysOptions = {}) {
  return keysSchema(today, options, IsoDateSchema(INVALID_DATE_MESSAGE))
}
export type UpdateKeysBody = v.InferInput<ReturnType<typeof updateKeysBodySchema>>

/** The keys dialog: the expiry is typed as dd/mm/yyyy; the output is an UpdateKeysBody. */
export function updateKeysFormSchema(today: string, options: UpdateKeysOptions = {}) {
  return keysSchema(today, options, DateInputSchema(INVALID_DATE_MESSAGE))
}

// --- Residential status (PATCH /v1/integrated-property/{id}) ----------------------------------------------

export const PROPERTY_TYPE_REQUIRED = 'Property type is required'

function residentialStatusSchema<TInput extends boolean | undefined>(isResidential: v.GenericSchema<TInput, boolean>) {
  return v.pipe(
    requestObject({
      isResidentialProperty: isResidential,
      nonResidentialPropertyType: v.nullish(v.picklist(NON_RESIDENTIAL_TYPES, PROPERTY_TYPE_REQUIRED), null),
    }),
    v.forward(
      v.partialCheck(
        [['isResidentialProperty'], ['nonResidentialPropertyType']],
        (status) => status.isResidentialProperty || status.nonResidentialPropertyType !== null,
        PROPERTY_TYPE_REQUIRED,
      ),
      ['nonResidentialPropertyType'],
    ),
    // A residential property has no non-residential type.
    v.transform((status) => (status.isResidentialProperty ? { ...status, nonResidentialPropertyType: null } : status)),
  )
}

export const UpdateResidentialStatusBodySchema = residentialStatusSchema(v.boolean('Residential status is required'))
export type UpdateResidentialStatusBody = v.InferInput<typeof UpdateResidentialStatusBodySchema>
/** The status modal: an unticked "residential" checkbox is absent from the form data, which means false. */
export const ResidentialStatusFormSchema = residentialStatusSchema(v.optional(v.boolean(), false))

export const PROPERTY_TOASTS = {
  updateRequested: 'Update property request submitted',
  updateRequestedDescription: 'Property details has been saved successfully',
  updated: 'Property updated',
} as const
