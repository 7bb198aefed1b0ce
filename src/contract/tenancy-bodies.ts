import * as v from 'valibot'
import { normalisePhoneNumber } from '../lib/phone.ts'
import { idSchema, requestObject, textSchema } from './fields.ts'
import {
  bodyDates,
  CONTACT_NUMBER_INVALID,
  CONTACT_NUMBER_REQUIRED,
  CONTACT_NUMBERS_MAX,
  ContactNumberTypeSchema,
  EmailSchema,
  END_BEFORE_START,
  endsAfterStart,
  LeaseTypeSchema,
  NAME_MAX,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  NotesSchema,
  OCCUPANT_CONTACT_REQUIRED,
  OCCUPANTS_MAX,
  OCCUPANTS_TOO_MANY,
  VACATE_BEFORE_START,
  VERSION_MAX,
  VERSION_REQUIRED,
  vacatesAfterStart,
} from './tenancy.ts'

/*
 * The tenancy bodies and forms with contact numbers: checking a number needs libphonenumber (~35 KB gzip), so
 * they live apart from tenancy.ts, which every screen showing a tenancy loads; these load with the tenancy
 * wizard and on the server.
 */

/** Stored and sent in international form (E.164); '' passes through so a blank row can be told apart. */
const toE164 = v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
  if (dataset.value === '') return ''
  const e164 = normalisePhoneNumber(dataset.value)
  if (e164 === null) addIssue({ message: CONTACT_NUMBER_INVALID })
  return e164 ?? NEVER
})

export const ContactNumberBodySchema = requestObject({
  contactNumberId: v.optional(idSchema('Contact number not found')),
  number: v.pipe(textSchema(CONTACT_NUMBER_REQUIRED), v.trim(), v.nonEmpty(CONTACT_NUMBER_REQUIRED), toE164),
  type: ContactNumberTypeSchema,
})
export type ContactNumberBody = v.InferOutput<typeof ContactNumberBodySchema>

/** An occupant's row may be left blank (the form starts with an empty Mobile row); blank rows are dropped. */
const OccupantContactNumberSchema = requestObject({
  ...ContactNumberBodySchema.entries,
  // No default: Conform would strip a default '' back to undefined before v.string() saw it.
  number: v.optional(v.pipe(textSchema(), v.trim(), toE164)),
})

/**
 * POST/PUT tenancy occupants, and the occupant sub-form. "Email or a contact number" is reported on the
 * occupant itself ('occupants.0' in a body, the form root in the sub-form), where the form shows it.
 */
export const OccupantBodySchema = v.pipe(
  requestObject({
    occupantId: v.optional(idSchema('Occupant not found')),
    name: v.pipe(textSchema(NAME_REQUIRED), v.trim(), v.nonEmpty(NAME_REQUIRED), v.maxLength(NAME_MAX, NAME_TOO_LONG)),
    email: EmailSchema,
    contactNumbers: v.pipe(
      v.array(OccupantContactNumberSchema),
      v.maxLength(CONTACT_NUMBERS_MAX, `An occupant can have at most ${CONTACT_NUMBERS_MAX} contact numbers`),
      v.transform((rows) => rows.filter((row): row is ContactNumberBody => Boolean(row.number))),
    ),
  }),
  v.partialCheck(
    [['email'], ['contactNumbers']],
    (occupant) => occupant.email !== null || occupant.contactNumbers.length > 0,
    OCCUPANT_CONTACT_REQUIRED,
  ),
)
export type OccupantBody = v.InferInput<typeof OccupantBodySchema>

const OccupantsSchema = v.pipe(v.array(OccupantBodySchema), v.maxLength(OCCUPANTS_MAX, OCCUPANTS_TOO_MANY))

/** POST /v1/property/{id}/tenancy. */
export const AddTenancyBodySchema = requestObject({
  tenancy: v.pipe(
    requestObject({ ...bodyDates, notes: NotesSchema, leaseType: LeaseTypeSchema }),
    v.forward(v.partialCheck([['startedAt'], ['endedAt']], endsAfterStart, END_BEFORE_START), ['endedAt']),
    v.forward(v.partialCheck([['startedAt'], ['vacatingAt']], vacatesAfterStart, VACATE_BEFORE_START), ['vacatingAt']),
  ),
  occupants: OccupantsSchema,
})
export type AddTenancyBody = v.InferInput<typeof AddTenancyBodySchema>

/** PUT /v1/property/{id}/tenancy/{tenancyId} (edit and renew): version is the one the edit started from. */
export const UpdateTenancyBodySchema = requestObject({
  tenancy: v.pipe(
    requestObject({
      ...bodyDates,
      notes: NotesSchema,
      leaseType: v.optional(LeaseTypeSchema),
      version: idSchema(VERSION_REQUIRED, VERSION_MAX),
    }),
    v.forward(v.partialCheck([['startedAt'], ['endedAt']], endsAfterStart, END_BEFORE_START), ['endedAt']),
    v.forward(v.partialCheck([['startedAt'], ['vacatingAt']], vacatesAfterStart, VACATE_BEFORE_START), ['vacatingAt']),
  ),
  occupants: OccupantsSchema,
})
export type UpdateTenancyBody = v.InferInput<typeof UpdateTenancyBodySchema>

/** Wizard step 2; its occupants are the body's. Step 3 (confirmation) has no fields. */
export const OccupantsFormSchema = requestObject({ occupants: OccupantsSchema })
