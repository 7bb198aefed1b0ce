import * as v from 'valibot'
import { DateInputSchema, INVALID_DATE_MESSAGE, IsoDateSchema, toDateInput } from './dates.ts'
import { idParamSchema, idSchema, MAX_ID, optionalTextSchema, requestObject, textSchema } from './fields.ts'

export const NAME_MAX = 75
export const EMAIL_MAX = 75
export const NOTES_MAX = 500
/** Not in the spec: bounds what one request can write (a household, not a mailing list). */
export const OCCUPANTS_MAX = 20
export const CONTACT_NUMBERS_MAX = 10

export const NOTES_TOO_LONG = `Message should be ${NOTES_MAX} characters or less`

export const NotesSchema = optionalTextSchema(NOTES_MAX, NOTES_TOO_LONG)

export const TenancyIdParamSchema = idParamSchema('Tenancy not found')

// --- Contact numbers -------------------------------------------------------------------------------------

export const CONTACT_NUMBER_TYPES = [
  { value: 'MOBILE', label: 'Mobile' },
  { value: 'HOME', label: 'Home' },
  { value: 'OFFICE', label: 'Office' },
  { value: 'OTHER', label: 'Other' },
] as const
export type ContactNumberType = (typeof CONTACT_NUMBER_TYPES)[number]['value']
export const DEFAULT_CONTACT_NUMBER_TYPE: ContactNumberType = 'MOBILE'
export const ContactNumberTypeSchema = v.picklist(
  CONTACT_NUMBER_TYPES.map((t) => t.value),
  'Please select a contact number type',
)

export const CONTACT_NUMBER_REQUIRED = 'Contact number is required'
export const CONTACT_NUMBER_INVALID = 'Please enter a valid contact number'

/** A contact's number as foundations §3 gives it (landlords, agency contacts). */
export const ContactNumberBaseSchema = v.object({
  contactNumberId: v.number(),
  number: v.string(),
  type: ContactNumberTypeSchema,
})
/** An occupant's number, with the provider's reason not to call it, if any. */
export const ContactNumberSchema = v.object({
  ...ContactNumberBaseSchema.entries,
  doNotContactReasonCode: v.nullable(v.string()),
  doNotContactReasonName: v.nullable(v.string()),
})
export type ContactNumber = v.InferOutput<typeof ContactNumberSchema>

export const UNABLE_TO_CONTACT_LABEL = 'Unable to Contact'

/** Why a number must not be called, as shown: the catch-all OTHER code reads "Unable to Contact". */
export function doNotContactLabel(code: string | null, name: string | null): string | null {
  if (code === null) return null
  return code === 'OTHER' ? UNABLE_TO_CONTACT_LABEL : (name ?? code)
}

// --- Occupants -------------------------------------------------------------------------------------------

export const NAME_REQUIRED = 'Please enter a name'
export const NAME_TOO_LONG = `Name must not be longer than ${NAME_MAX} characters`
export const EMAIL_INVALID = 'Please enter a valid email address'
export const EMAIL_TOO_LONG = `Email must not be longer than ${EMAIL_MAX} characters`
export const OCCUPANT_CONTACT_REQUIRED = 'Please enter at least one valid contact number or email'

/** Optional email: trimmed, blank becomes null; an over-long one gets only the length message. */
export const EmailSchema = v.nullish(
  v.pipe(
    textSchema(EMAIL_INVALID),
    v.trim(),
    v.maxLength(EMAIL_MAX, EMAIL_TOO_LONG),
    v.check((email) => email === '' || email.length > EMAIL_MAX || v.EMAIL_REGEX.test(email), EMAIL_INVALID),
    v.transform((email) => email || null),
  ),
  null,
)

export const OccupantSchema = v.object({
  occupantId: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  contactNumbers: v.array(ContactNumberSchema),
  isAllContactNumbersBlacklisted: v.boolean(),
})
export type Occupant = v.InferOutput<typeof OccupantSchema>

// --- Tenancy ---------------------------------------------------------------------------------------------

export const LEASE_TYPES = [
  { value: 'NEW', label: 'New' },
  { value: 'RENEWAL', label: 'Renewal' },
] as const
export type LeaseType = (typeof LEASE_TYPES)[number]['value']
export const LEASE_TYPE_REQUIRED = 'Lease type is required'
export const LeaseTypeSchema = v.picklist(
  LEASE_TYPES.map((t) => t.value),
  LEASE_TYPE_REQUIRED,
)

export const TENANCY_SOURCES = ['AGENCY_PORTAL', 'PROPERTY_MANAGEMENT_SOFTWARE', 'COMPLIANCE_PROVIDER'] as const
export const TENANCY_SOURCE_LABELS: Record<(typeof TENANCY_SOURCES)[number], string> = {
  AGENCY_PORTAL: 'Agency portal',
  PROPERTY_MANAGEMENT_SOFTWARE: 'Property management software',
  COMPLIANCE_PROVIDER: 'Compliance provider',
}

/** The wizard fills in today and puts back a cleared date (lease-agreement-step.tsx); an API body without one gets this. */
export const START_DATE_REQUIRED = 'Start date is required'
export const END_BEFORE_START = 'Tenancy end date cannot be on or before the start date'
export const VACATE_BEFORE_START = 'Vacate date cannot be on or before the start date'
export const VERSION_REQUIRED = 'Tenancy version is required'
/** An edit writes version + 1, which must still fit PostgreSQL's integer. */
export const VERSION_MAX = MAX_ID - 1
export const OCCUPANTS_TOO_MANY = `A tenancy can have at most ${OCCUPANTS_MAX} occupants`

type Dated = { startedAt: string; endedAt: string | null; vacatingAt: string | null }
// 'yyyy-MM-dd' strings sort as the dates they name.
export const endsAfterStart = (t: Pick<Dated, 'startedAt' | 'endedAt'>) => t.endedAt === null || t.endedAt > t.startedAt
export const vacatesAfterStart = (t: Pick<Dated, 'startedAt' | 'vacatingAt'>) =>
  t.vacatingAt === null || t.vacatingAt > t.startedAt

function tenancyDates(date: v.GenericSchema<string, string>, requiredDate: v.GenericSchema<string, string>) {
  return { startedAt: requiredDate, endedAt: v.nullish(date, null), vacatingAt: v.nullish(date, null) }
}
export const bodyDates = tenancyDates(
  IsoDateSchema(INVALID_DATE_MESSAGE),
  IsoDateSchema(INVALID_DATE_MESSAGE, START_DATE_REQUIRED),
)
const formDates = tenancyDates(
  DateInputSchema(INVALID_DATE_MESSAGE),
  DateInputSchema(INVALID_DATE_MESSAGE, START_DATE_REQUIRED),
)

/** Wizard step 1 when adding: its output is AddTenancyBody['tenancy']. */
export const AddLeaseAgreementFormSchema = v.pipe(
  requestObject({ ...formDates, notes: NotesSchema, leaseType: LeaseTypeSchema }),
  v.forward(v.partialCheck([['startedAt'], ['endedAt']], endsAfterStart, END_BEFORE_START), ['endedAt']),
  v.forward(v.partialCheck([['startedAt'], ['vacatingAt']], vacatesAfterStart, VACATE_BEFORE_START), ['vacatingAt']),
)

/** Wizard step 1 when editing or renewing: add the tenancy's version to get UpdateTenancyBody['tenancy']. */
export const LeaseAgreementFormSchema = v.pipe(
  requestObject({ ...formDates, notes: NotesSchema, leaseType: v.optional(LeaseTypeSchema) }),
  v.forward(v.partialCheck([['startedAt'], ['endedAt']], endsAfterStart, END_BEFORE_START), ['endedAt']),
  v.forward(v.partialCheck([['startedAt'], ['vacatingAt']], vacatesAfterStart, VACATE_BEFORE_START), ['vacatingAt']),
)

export const TenancySchema = v.object({
  tenancyId: v.number(),
  startedAt: v.string(),
  endedAt: v.nullable(v.string()),
  vacatingAt: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  source: v.picklist(TENANCY_SOURCES),
  leaseType: v.nullable(LeaseTypeSchema),
  version: v.number(),
  confirmedAt: v.nullable(v.string()),
  occupants: v.array(OccupantSchema),
})
export type Tenancy = v.InferOutput<typeof TenancySchema>

/** The tenancy part of a property (foundations §3 "Tenancy summary"). */
export const PropertyTenancySummarySchema = v.object({
  currentTenancy: v.nullable(TenancySchema),
  isVacant: v.boolean(),
  vacantUntil: v.nullable(v.string()),
  upcomingTenancy: v.nullable(v.object({ tenancyId: v.number(), startedAt: v.string() })),
})
export type PropertyTenancySummary = v.InferOutput<typeof PropertyTenancySummarySchema>

/**
 * The tenancy line of a property (foundations §4): 'Vacant' / 'Vacant until …' (until the upcoming tenancy
 * when the summary names no date), else 'Vacated on …' once the vacate date has passed and 'Vacating on …'
 * up to and including that day; null when there is nothing to say.
 */
export function tenancyDisplay(summary: PropertyTenancySummary, today: string): string | null {
  if (summary.isVacant) {
    const until = summary.vacantUntil ?? summary.upcomingTenancy?.startedAt
    return until ? `Vacant until ${toDateInput(until)}` : 'Vacant'
  }
  const vacatingAt = summary.currentTenancy?.vacatingAt
  if (!vacatingAt) return null
  return `${vacatingAt < today ? 'Vacated' : 'Vacating'} on ${toDateInput(vacatingAt)}`
}

/** POST /v1/property/{id}/mark-as-vacant takes no fields. */
export const MarkVacantBodySchema = v.object({})

/** POST /v1/property/{id}/confirm-single-property-details: null confirms a property with no tenancy as vacant. */
export const ConfirmTenancyBodySchema = requestObject({ version: v.nullable(idSchema(VERSION_REQUIRED)) })
export type ConfirmTenancyBody = v.InferInput<typeof ConfirmTenancyBodySchema>

export const TENANCY_TOASTS = {
  added: 'Tenancy added',
  updated: 'Tenancy updated',
  markedVacant: 'Property marked as vacant',
  confirmed: 'Tenancy details confirmed',
  addFailed: 'Failed to add tenancy',
  updateFailed: 'Failed to update tenancy',
  markVacantFailed: 'Failed to mark this property as vacant',
  confirmFailed: 'Failed to confirm tenancy details',
} as const
