import * as v from 'valibot'
import { idParamSchema, idSchema, requestObject, textSchema } from './fields.ts'
import type { Contact } from './property.ts'

/**
 * Booking a service on behalf of a tenant (property-operations §3, §5, §7, §8, §9): the bookable services,
 * the provider's availability, holding a time for 300 s, and the booking itself. The server and the wizard
 * validate with the same schemas and say the same texts.
 */

/** The provider keeps a chosen time for the user this long (§9); the wizard counts the same down. */
export const BOOKING_HOLD_SECONDS = 300

export const BOOKING_TEXTS = {
  propertyNotFound: 'Requested property has not been found',
  serviceRequired: 'Please select a service',
  timeRequired: 'Please select a booking time',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  mobileRequired: 'Mobile is required',
  mobileInvalid: 'Please enter a valid mobile number',
  noRecipient: 'Please select at least one recipient',
  noPrimary: 'There must be at least one primary contact',
  manyPrimary: 'There can only be one primary contact',
  // The spec gives no wording for these four (§5): each asks for another contact or a nominated one.
  primaryNoMobile: 'The primary contact has no mobile number. Please select another contact or nominate one',
  contactNoMobile: 'Every selected contact needs a mobile number. Please select another contact or nominate one',
  primaryNoEmail: 'The primary contact has no email address. Please select another contact or nominate one',
  contactNoEmail: 'Every selected contact needs an email address. Please select another contact or nominate one',
  noService: 'There is no service available. Please try again later or contact us',
  noTimes: 'No booking times available. Please try again later or contact us',
  noContact: 'No contact found',
  submitFailed: 'An error occurred while submitting your booking request. Please try again.',
  submitted: 'Booking submitted',
  timeLeft: 'Booking time left',
  expiredTitle: 'Booking time expired',
  expiredBody: 'The booking time has expired. Continue to choose a booking time again.',
  slotTaken: 'This booking time is no longer available. Please choose another time',
  holdLost: 'Your hold on this booking time has ended. Please choose a time again',
  serviceNotBookable: 'This service cannot be booked for this property',
} as const

/** mm:ss of a number of seconds: 300 → '5:00', 59 → '0:59'. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

// --- Responses ---------------------------------------------------------------------------------------------

/** GET /v2/property/{id}/services/bookable: one entry per bookable service. */
export const BookableServiceSchema = v.object({
  name: v.string(),
  services: v.array(v.number()),
  bookingTypes: v.string(),
})
export type BookableService = v.InferOutput<typeof BookableServiceSchema>
export const BookableServicesSchema = v.array(BookableServiceSchema)

export const BookingTimeSchema = v.object({
  timeFrom: v.string(),
  timeTo: v.string(),
  technicianId: v.number(),
  /** The provider's slot id: what a hold and a booking name. */
  oasMetadataId: v.number(),
})
export type BookingTime = v.InferOutput<typeof BookingTimeSchema>

/** GET /v1/property/{id}/booking/availability?service=…: the days with free times, earliest first. */
export const AvailabilitySchema = v.array(v.object({ date: v.string(), bookingTimes: v.array(BookingTimeSchema) }))
export type Availability = v.InferOutput<typeof AvailabilitySchema>

/** POST /v1/property/{id}/booking/hold. */
export const BookingHoldSchema = v.object({ oasMetadataId: v.number(), heldUntil: v.string() })
export type BookingHold = v.InferOutput<typeof BookingHoldSchema>

/** POST /v1/property/{id}/booking (201). */
export const BookingResultSchema = v.object({
  bookingId: v.number(),
  propertyId: v.number(),
  bookingTypes: v.string(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  /** The access issue's BOOKING solution recorded with the booking (the wizard's booking solution), if asked. */
  accessIssueAction: v.nullish(v.object({ id: v.number() })),
})
export type BookingResult = v.InferOutput<typeof BookingResultSchema>

/** GET /v1/priority-level. */
export const PriorityLevelSchema = v.object({ code: v.string(), name: v.string(), serviceSuffix: v.string() })
export const PriorityLevelsSchema = v.array(PriorityLevelSchema)
export type PriorityLevel = v.InferOutput<typeof PriorityLevelSchema>

// --- Requests ----------------------------------------------------------------------------------------------

export const BookingServiceParamSchema = v.pipe(
  textSchema(BOOKING_TEXTS.serviceRequired),
  v.trim(),
  v.nonEmpty(BOOKING_TEXTS.serviceRequired),
  v.maxLength(50, BOOKING_TEXTS.serviceRequired),
)

export const SlotIdSchema = idSchema(BOOKING_TEXTS.timeRequired)
export const SlotIdParamSchema = idParamSchema(BOOKING_TEXTS.timeRequired)
export const BookingHoldBodySchema = requestObject({ oasMetadataId: SlotIdSchema })

const MOBILE = /^\d{1,15}$/
const nameField = v.pipe(
  textSchema(BOOKING_TEXTS.nameRequired),
  v.trim(),
  v.nonEmpty(BOOKING_TEXTS.nameRequired),
  v.maxLength(75, 'Name must not be longer than 75 characters'),
)
const optionalText = v.nullish(textSchema(), null)

/** A contact of the booking, as the occupants give it: mobile and email may be missing (checked below). */
export const BookingContactSchema = v.object({
  name: nameField,
  email: optionalText,
  mobile: optionalText,
  isPrimaryContact: v.boolean(),
})
export type BookingContact = v.InferOutput<typeof BookingContactSchema>

/** The nominated contact's own form: every field required (§5). */
export const NominatedContactFieldsSchema = v.object({
  name: nameField,
  email: v.pipe(
    textSchema(BOOKING_TEXTS.emailRequired),
    v.trim(),
    v.nonEmpty(BOOKING_TEXTS.emailRequired),
    v.maxLength(75, BOOKING_TEXTS.emailInvalid),
    v.email(BOOKING_TEXTS.emailInvalid),
  ),
  mobile: v.pipe(
    textSchema(BOOKING_TEXTS.mobileRequired),
    v.trim(),
    v.nonEmpty(BOOKING_TEXTS.mobileRequired),
    v.regex(MOBILE, BOOKING_TEXTS.mobileInvalid),
  ),
})
export type NominatedContactFields = v.InferInput<typeof NominatedContactFieldsSchema>

export const NominatedContactSchema = v.variant('isEnabled', [
  v.object({
    isEnabled: v.literal(true),
    isPrimaryContact: v.boolean(),
    ...NominatedContactFieldsSchema.entries,
  }),
  v.object({
    isEnabled: v.literal(false),
    isPrimaryContact: v.optional(v.boolean(), false),
    name: v.optional(v.unknown()),
    email: v.optional(v.unknown()),
    mobile: v.optional(v.unknown()),
  }),
])

export const OasResultSchema = v.object({
  oasMetadataId: SlotIdSchema,
  date: v.pipe(textSchema(BOOKING_TEXTS.timeRequired), v.isoDate(BOOKING_TEXTS.timeRequired)),
  startTime: v.pipe(textSchema(BOOKING_TEXTS.timeRequired), v.regex(/^\d{2}:\d{2}$/, BOOKING_TEXTS.timeRequired)),
  endTime: v.pipe(textSchema(BOOKING_TEXTS.timeRequired), v.regex(/^\d{2}:\d{2}$/, BOOKING_TEXTS.timeRequired)),
  technicianId: idSchema(BOOKING_TEXTS.timeRequired),
})

type Recipient = { email?: string | null; mobile?: string | null; isPrimaryContact: boolean }

/**
 * The recipients rule (§5), one message: at least one, exactly one primary, and the primary and every other
 * recipient reachable by mobile (digits, 1–15) and email. Null when the recipients are fine.
 */
export function recipientsIssue(recipients: Recipient[]): string | null {
  if (recipients.length === 0) return BOOKING_TEXTS.noRecipient
  const primaries = recipients.filter((r) => r.isPrimaryContact)
  if (primaries.length === 0) return BOOKING_TEXTS.noPrimary
  if (primaries.length > 1) return BOOKING_TEXTS.manyPrimary
  const hasMobile = (r: Recipient) => MOBILE.test(r.mobile ?? '')
  const hasEmail = (r: Recipient) => Boolean(r.email && v.EMAIL_REGEX.test(r.email))
  const primary = primaries[0] as Recipient
  if (!hasMobile(primary)) return BOOKING_TEXTS.primaryNoMobile
  if (!recipients.every(hasMobile)) return BOOKING_TEXTS.contactNoMobile
  if (!hasEmail(primary)) return BOOKING_TEXTS.primaryNoEmail
  if (!recipients.every(hasEmail)) return BOOKING_TEXTS.contactNoEmail
  return null
}

/** POST /v1/property/{id}/booking. Recipients errors are reported on 'contacts'. */
export const BookingBodySchema = v.pipe(
  requestObject({
    propertyId: idSchema(BOOKING_TEXTS.propertyNotFound),
    bookingTypes: BookingServiceParamSchema,
    contacts: v.pipe(v.array(BookingContactSchema, BOOKING_TEXTS.noRecipient), v.maxLength(20)),
    nominatedContact: v.optional(NominatedContactSchema, { isEnabled: false, isPrimaryContact: false }),
    oasResult: v.object(OasResultSchema.entries, BOOKING_TEXTS.timeRequired),
    /**
     * From the access-issue wizard's booking solution: the booking is that solution, recorded against the
     * property's access issues in the booking's transaction (its note says the time booked).
     */
    resolveAccessIssue: v.nullish(
      requestObject({
        solutionLabel: v.pipe(textSchema('Solution is required'), v.trim(), v.nonEmpty('Solution is required')),
      }),
      null,
    ),
  }),
  v.forward(
    v.check(
      (body) => recipientsIssue(recipientsOf(body)) === null,
      (issue) => recipientsIssue(recipientsOf(issue.input)) ?? '',
    ),
    ['contacts'],
  ),
)
export type BookingBody = v.InferInput<typeof BookingBodySchema>

type BodyOutput = {
  contacts: BookingContact[]
  nominatedContact: { isEnabled: boolean; isPrimaryContact: boolean; email?: unknown; mobile?: unknown }
}
/** The selected occupants and, when enabled, the nominated contact. */
export function recipientsOf(body: BodyOutput): Recipient[] {
  const n = body.nominatedContact
  const nominated = n.isEnabled
    ? [{ email: String(n.email ?? ''), mobile: String(n.mobile ?? ''), isPrimaryContact: n.isPrimaryContact }]
    : []
  return [...body.contacts, ...nominated]
}

/** An occupant of GET /v1/property/{id}/contacts as a booking contact: the first mobile, digits only. */
export function occupantAsBookingContact(occupant: Contact, isPrimaryContact: boolean): BookingContact {
  const mobile = occupant.contactNumbers.find((n) => n.type === 'MOBILE')?.number ?? null
  return {
    name: occupant.name,
    email: occupant.email,
    mobile: mobile ? mobile.replace(/\D/g, '') : null,
    isPrimaryContact,
  }
}

/** The note a booking made from the access-issue wizard records: 'Booked for 25/11/2026, 08:00–10:00'. */
export function bookedNote(slot: { date: string; timeFrom: string; timeTo: string }): string {
  const [y, m, d] = slot.date.split('-')
  return `Booked for ${d}/${m}/${y}, ${slot.timeFrom}–${slot.timeTo}`
}
