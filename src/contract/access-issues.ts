import * as v from 'valibot'
import { ACCESS_ISSUE_TYPES } from './catalog.ts'
import { addMonthsIso, DateInputSchema, INVALID_DATE_MESSAGE, IsoDateSchema } from './dates.ts'
import { idSchema, requestObject, textSchema } from './fields.ts'
import { ENTRY_METHODS } from './property.ts'
import { NAME_MAX, NOTES_MAX, NOTES_TOO_LONG } from './tenancy.ts'

/**
 * Access issues (property-operations §3–§5 and §7 "Access issues (v2)"): the case of one property, the agency
 * actions that resolve it, and the texts of the wizard. The wire names of the case are the spec's snake_case.
 */

export type EntryMethod = (typeof ENTRY_METHODS)[number]
export type AccessIssueType = (typeof ACCESS_ISSUE_TYPES)[number]

/** Entry method: name, plural and description (§3). The server sends them with the case. */
export const ENTRY_METHOD_INFO: Record<EntryMethod, { name: string; plural: string; description: string }> = {
  APPOINTMENT: {
    name: 'Appointment',
    plural: 'appointments',
    description: 'The occupant books a time and lets the technician in.',
  },
  ENTER_WITH_KEY_AS_EN: {
    name: 'Entry notice',
    plural: 'entry notices',
    description: 'The technician collects the agency key and enters after an entry notice is served.',
  },
  ENTER_WITH_KEY_VACANT: {
    name: 'Vacant entry',
    plural: 'vacant entries',
    description: 'The technician collects the agency key and enters while the property is vacant.',
  },
  ENTER_WITH_KEY_BY_TENANT_REQUEST: {
    name: 'Key entry at the tenant’s request',
    plural: 'key entries at the tenant’s request',
    description: 'The tenant asks the technician to collect the agency key and enter while they are out.',
  },
}

// --- Suggested actions --------------------------------------------------------------------------------------

/**
 * What a solution asks of the agency, and so which form the wizard shows (§5 "Issue-confirm form": notes and
 * resolved date are optional or required by group; "Call notes" for a call to an occupant). EMAIL and BOOKING
 * open the email and booking dialogs once they exist; until then they record the agency action.
 */
export const SOLUTION_GROUPS = [
  'CALL_OCCUPANT',
  'CONFIRM',
  'CONFIRM_WITH_NOTES',
  'CONFIRM_WITH_DATE',
  'UPDATE_DETAILS',
  'EMAIL',
  'BOOKING',
] as const
export type SolutionGroup = (typeof SOLUTION_GROUPS)[number]

type Need = 'optional' | 'required'
export const SOLUTION_GROUP_FORM: Record<
  SolutionGroup,
  { form: 'callNotes' | 'issueConfirm' | 'email' | 'booking'; notes: Need; date: Need }
> = {
  CALL_OCCUPANT: { form: 'callNotes', notes: 'required', date: 'optional' },
  CONFIRM: { form: 'issueConfirm', notes: 'optional', date: 'optional' },
  CONFIRM_WITH_NOTES: { form: 'issueConfirm', notes: 'required', date: 'optional' },
  CONFIRM_WITH_DATE: { form: 'issueConfirm', notes: 'optional', date: 'required' },
  UPDATE_DETAILS: { form: 'issueConfirm', notes: 'required', date: 'optional' },
  EMAIL: { form: 'email', notes: 'optional', date: 'optional' },
  BOOKING: { form: 'booking', notes: 'optional', date: 'optional' },
}

export const SuggestedActionSchema = v.object({
  solution_label: v.string(),
  solution_public_name: v.string(),
  solution_group: v.picklist(SOLUTION_GROUPS),
  description_integrated: v.string(),
  description_non_integrated: v.string(),
  confirmation_button_text_integrated: v.string(),
  confirmation_button_text_non_integrated: v.string(),
})
export type SuggestedAction = v.InferOutput<typeof SuggestedActionSchema>

/** The placeholder the provider's texts use for the agency's management software. */
export const PMS_PLACEHOLDER = '{PMS}'
/** The text for this agency: integrated agencies get the integrated text with {PMS} replaced by their software. */
export function actionText(
  action: SuggestedAction,
  field: 'description' | 'confirmation_button_text',
  agency: { isIntegrated: boolean; softwareName: string | null },
): string {
  const text = agency.isIntegrated ? action[`${field}_integrated`] : action[`${field}_non_integrated`]
  return text.replaceAll(PMS_PLACEHOLDER, agency.softwareName ?? 'your property management software')
}

// --- The case (GET /v2/property/{id}/access-issues) ---------------------------------------------------------

/** One open access issue of the property: a problem set of the provider's catalogue. */
export const ProblemSetSchema = v.object({
  /** The access issue's id. */
  id: v.number(),
  problem_code: v.picklist(ACCESS_ISSUE_TYPES),
  public_name: v.string(),
  public_descriptions: v.array(v.string()),
  /** Best first; empty when only the provider can resolve it ("Please contact {product}"). */
  suggested_actions: v.array(SuggestedActionSchema),
  created_at: v.string(),
})
export type ProblemSet = v.InferOutput<typeof ProblemSetSchema>

export const BlockedEntryMethodSchema = v.object({
  blocked_entry_method: v.picklist(ENTRY_METHODS),
  /** The property's entry-method preferences do not allow this method either. */
  is_blocked_by_preferences: v.boolean(),
  /** One queue per failed visit, oldest first; the wizard works through them in order. */
  queues: v.array(v.object({ problem_sets: v.array(ProblemSetSchema) })),
})
export type BlockedEntryMethod = v.InferOutput<typeof BlockedEntryMethodSchema>

export const AgencyActionSchema = v.object({
  id: v.number(),
  solution_label: v.string(),
  solution_public_name: v.string(),
  notes: v.nullable(v.string()),
  /** The resolved date the agency gave ('yyyy-MM-dd'), if any. */
  date: v.nullable(v.string()),
  performed_by: v.string(),
  performed_at: v.string(),
})
export type AgencyAction = v.InferOutput<typeof AgencyActionSchema>

export const AccessIssueCaseSchema = v.object({
  problem_case_details: v.object({
    /** Above 0 the provider handles the case itself: the wizard shows "No access issues". */
    portal_suppression_level: v.number(),
    oas_bookable_services: v.array(v.string()),
  }),
  blocked_entry_methods: v.array(BlockedEntryMethodSchema),
  blocked_entry_method_keys: v.array(v.picklist(ENTRY_METHODS)),
  all_entry_methods_disqualified: v.boolean(),
  /** The entry methods that apply to this property (vacant or tenanted), with their texts. */
  entry_methods: v.array(
    v.object({ key: v.picklist(ENTRY_METHODS), name: v.string(), plural: v.string(), description: v.string() }),
  ),
  agency_actions_performed: v.array(AgencyActionSchema),
  /** For the {PMS} texts. */
  agency: v.object({ is_integrated: v.boolean(), software_name: v.nullable(v.string()) }),
  /** "Please contact {product}" with the provider's phone and email. */
  provider: v.object({ name: v.string(), phone: v.string(), email: v.string() }),
})
export type AccessIssueCase = v.InferOutput<typeof AccessIssueCaseSchema>

// --- Performing a solution (POST /v2/property/{id}/access-issues/action) -----------------------------------

export const NOTES_REQUIRED = 'Notes are required'
export const NOTES_EMPTY = 'Notes cannot be empty'
export const RESOLVED_DATE_REQUIRED = 'Resolved date is required'
export const RESOLVED_DATE_IN_PAST = 'Resolved date cannot be in the past'
export const SOLUTION_NOT_AVAILABLE = 'This action does not resolve any open access issue of this property'
export const NO_CONTACTABLE_TENANTS = 'There are no tenants that can be contacted.'
export const TENANT_REQUIRED = 'Please select a tenant'

/** Notes are counted without their tags and whitespace (§5 "Call notes"); at 500 or more they are too long. */
export function countedLength(notes: string): number {
  return notes
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, '')
    .trim().length
}
/** `typed`: the part of the text the user wrote, which the limit applies to. */
function notesSchema(need: Need, typed: (text: string) => string = (text) => text) {
  return v.pipe(
    // Not v.optional's default: Conform's coercion drops it, and an empty form field arrives as undefined.
    v.optional(textSchema()),
    v.transform((text) => text ?? ''),
    v.trim(),
    v.check((text) => need === 'optional' || countedLength(text) > 0, NOTES_REQUIRED),
    v.check((text) => countedLength(typed(text)) < NOTES_MAX, NOTES_TOO_LONG),
    v.transform((text) => text || null),
  )
}

/** The body: the server checks the solution's group and the date against today in the property's state. */
export function agencyActionBodySchema(today: string) {
  return requestObject({
    solutionLabel: v.pipe(textSchema('Solution is required'), v.trim(), v.nonEmpty('Solution is required')),
    // A call's recorded note carries the occupant's name and 'Notes: ' (callNoteText): the limit is on what was typed.
    notes: v.nullish(notesSchema('optional', typedCallNotes), null),
    date: v.nullish(
      v.pipe(
        IsoDateSchema(INVALID_DATE_MESSAGE),
        v.check((date) => date >= today, RESOLVED_DATE_IN_PAST),
      ),
      null,
    ),
  })
}
export type AgencyActionBody = v.InferOutput<ReturnType<typeof agencyActionBodySchema>>

/** What the group asks for, checked on both sides once the solution is known. */
export function checkActionForGroup(
  group: SolutionGroup,
  body: { notes: string | null; date: string | null },
): Record<string, string[]> | null {
  const need = SOLUTION_GROUP_FORM[group]
  const errors: Record<string, string[]> = {}
  if (need.notes === 'required' && !body.notes) errors.notes = [NOTES_REQUIRED]
  if (need.date === 'required' && !body.date) errors.date = [RESOLVED_DATE_REQUIRED]
  return Object.keys(errors).length ? errors : null
}

/** The issue-confirm form (dd/mm/yyyy date), for the solution's group. */
export function issueConfirmFormSchema(group: SolutionGroup, today: string) {
  const need = SOLUTION_GROUP_FORM[group]
  const date = v.pipe(
    DateInputSchema(INVALID_DATE_MESSAGE, RESOLVED_DATE_REQUIRED),
    v.check((iso) => iso >= today, RESOLVED_DATE_IN_PAST),
  )
  return requestObject({
    notes: notesSchema(need.notes),
    date: need.date === 'required' ? date : v.nullish(date, null),
  })
}

/** The call-notes form: which tenant was called and what was said. */
export const CallNotesFormSchema = requestObject({
  occupantName: v.pipe(textSchema(TENANT_REQUIRED), v.trim(), v.nonEmpty(TENANT_REQUIRED)),
  notes: notesSchema('required'),
})
/** The note the call records (§5): "Called occupant: {name}" then "Notes: …". */
export function callNoteText(occupantName: string, notes: string): string {
  return `Called occupant: ${occupantName}\nNotes: ${notes}`
}

/** callNoteText's prefix, its name no longer than an occupant's may be: what it adds to the notes is bounded. */
const CALL_NOTE_PREFIX = new RegExp(`^Called occupant: [^\\n]{1,${NAME_MAX}}\\nNotes: `)

/** The notes typed into a call's recorded note (callNoteText); any other text as it is. */
function typedCallNotes(text: string): string {
  return text.replace(CALL_NOTE_PREFIX, '')
}

// --- Request resolve (POST /v1/notice/{id}/resolve) ---------------------------------------------------------

const RequiredNotesSchema = v.pipe(
  textSchema(NOTES_REQUIRED),
  v.nonEmpty(NOTES_REQUIRED),
  v.trim(),
  v.nonEmpty(NOTES_EMPTY),
  v.check((text) => text.length < NOTES_MAX, NOTES_TOO_LONG),
)
export const RequestResolveBodySchema = requestObject({
  resolveReason: RequiredNotesSchema,
  noticeId: idSchema('Notice not found'),
  propertyId: idSchema('Property not found'),
})
export type RequestResolveBody = v.InferOutput<typeof RequestResolveBodySchema>
export const RequestResolveFormSchema = requestObject({ resolveReason: RequiredNotesSchema })

export const RESOLVE_TOASTS = { success: 'Resolve Success', failure: 'Resolve Failed' } as const

// --- One-off entry notification (POST /v1/property/{id}/entry-notification/one-off) ------------------------

export const SERVICE_REQUIRED = 'Please select a service'
export const OneOffEntryNotificationBodySchema = requestObject({
  serviceIds: v.pipe(
    v.array(idSchema(SERVICE_REQUIRED), SERVICE_REQUIRED),
    v.minLength(1, SERVICE_REQUIRED),
    v.transform((ids) => [...new Set(ids)]),
  ),
  noticeId: v.nullish(idSchema('Notice not found'), null),
})
export type OneOffEntryNotificationBody = v.InferOutput<typeof OneOffEntryNotificationBodySchema>
export const ONE_OFF_TOASTS = {
  success: 'Request Succeed',
  successDescription: 'One-off entry notification will be applied to the next booking for this property',
  failure: 'Request Failed',
} as const

// --- Entry-method preferences (GET/POST /v1/property/{id}/entry-method-preferences) -------------------------

export const PREFERENCE_VALUES = ['YES', 'NO', 'BY_EXCEPTION'] as const
export type PreferenceValue = (typeof PREFERENCE_VALUES)[number]
export const PREFERENCE_FIELDS = [
  'occupantAppointmentPreference',
  'internalEnPreference',
  'vacantEntryPreference',
] as const
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number]
export const PREFERENCE_FIELD_LABELS: Record<PreferenceField, string> = {
  occupantAppointmentPreference: 'Occupant appointment',
  internalEnPreference: 'Entry with key after an entry notice',
  vacantEntryPreference: 'Vacant entry with key',
}
/** Which preference allows which entry method; entry at the tenant's request depends on no preference. */
export const PREFERENCE_OF_METHOD: Record<EntryMethod, PreferenceField | null> = {
  APPOINTMENT: 'occupantAppointmentPreference',
  ENTER_WITH_KEY_AS_EN: 'internalEnPreference',
  ENTER_WITH_KEY_VACANT: 'vacantEntryPreference',
  ENTER_WITH_KEY_BY_TENANT_REQUEST: null,
}

/** §4 "Entry preference option": '1' always allow (YES, no temporary); '0' allow until a set date (NO + temporary YES). */
export const ENTRY_OPTION = { ALWAYS: '1', UNTIL_DATE: '0' } as const
export const ENTRY_OPTION_LABELS = { '1': 'Always allow', '0': 'Allow until a set date' } as const

export const EXPIRY_REQUIRED = 'Expiration date is required'
/** min and max as dd/MM/yyyy. */
export function expiryOutOfRange(min: string, max: string): string {
  return `Expiration date must be between ${min} and ${max}`
}
/** A temporary preference may end from tomorrow up to three months ahead. */
export const TEMP_EXPIRY_MAX_MONTHS = 3
export function tempExpiryRange(today: string): { min: string; max: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
  return { min: tomorrow, max: addMonthsIso(today, TEMP_EXPIRY_MAX_MONTHS) }
}

const PreferenceFieldStateSchema = v.object({
  preference: v.nullable(v.picklist(PREFERENCE_VALUES)),
  tempPreference: v.nullable(v.picklist(PREFERENCE_VALUES)),
  tempPreferenceExpiresAt: v.nullable(v.string()),
})
export type PreferenceFieldState = v.InferOutput<typeof PreferenceFieldStateSchema>

export const EntryMethodPreferencesSchema = v.object({
  occupantAppointmentPreference: PreferenceFieldStateSchema,
  internalEnPreference: PreferenceFieldStateSchema,
  vacantEntryPreference: PreferenceFieldStateSchema,
  comments: v.nullable(v.string()),
  tempExpireDateSettings: v.object({ min: v.string(), max: v.string() }),
  updatedAt: v.nullable(v.string()),
  updatedBy: v.nullable(v.string()),
})
export type EntryMethodPreferences = v.InferOutput<typeof EntryMethodPreferencesSchema>

/** One field of the POST body: YES with fieldOption '1' or '0' (+ expiresAt), or NO / BY_EXCEPTION. */
function preferenceInputSchema(range: { min: string; max: string }, outOfRange: string) {
  return v.pipe(
    v.object({
      value: v.picklist(PREFERENCE_VALUES, 'Please select an option'),
      fieldOption: v.nullish(v.picklist([ENTRY_OPTION.ALWAYS, ENTRY_OPTION.UNTIL_DATE], 'Please select an option')),
      expiresAt: v.nullish(IsoDateSchema(INVALID_DATE_MESSAGE, EXPIRY_REQUIRED)),
    }),
    v.forward(
      v.check((f) => f.value !== 'YES' || f.fieldOption !== ENTRY_OPTION.UNTIL_DATE || !!f.expiresAt, EXPIRY_REQUIRED),
      ['expiresAt'],
    ),
    v.forward(
      v.check(
        (f) =>
          f.value !== 'YES' ||
          f.fieldOption !== ENTRY_OPTION.UNTIL_DATE ||
          !f.expiresAt ||
          (f.expiresAt >= range.min && f.expiresAt <= range.max),
        outOfRange,
      ),
      ['expiresAt'],
    ),
  )
}

/**
 * POST body. `outOfRange` is expiryOutOfRange(min, max) with the dates as dd/MM/yyyy (formatted by the caller,
 * so the contract does not load date-fns' formatter for this one message).
 */
export function entryPreferencesBodySchema(today: string, outOfRange: (min: string, max: string) => string) {
  const range = tempExpiryRange(today)
  const message = outOfRange(range.min, range.max)
  return requestObject({
    occupantAppointmentPreference: preferenceInputSchema(range, message),
    internalEnPreference: preferenceInputSchema(range, message),
    vacantEntryPreference: preferenceInputSchema(range, message),
    comments: v.nullish(
      v.pipe(
        textSchema(),
        v.trim(),
        v.check((text) => text.length < NOTES_MAX, NOTES_TOO_LONG),
        v.transform((text) => text || null),
      ),
      null,
    ),
  })
}
export type EntryPreferencesBody = v.InferOutput<ReturnType<typeof entryPreferencesBodySchema>>

/** What a field's input stores (§4 "Entry preference option"). */
export function storedPreference(input: EntryPreferencesBody[PreferenceField]): PreferenceFieldState {
  if (input.value === 'YES' && input.fieldOption === ENTRY_OPTION.UNTIL_DATE) {
    return { preference: 'NO', tempPreference: 'YES', tempPreferenceExpiresAt: input.expiresAt ?? null }
  }
  return { preference: input.value, tempPreference: null, tempPreferenceExpiresAt: null }
}

/** The preference in force today: a temporary YES until its expiry (inclusive) wins. Unset counts as allowed. */
export function effectivePreference(state: PreferenceFieldState | undefined, today: string): PreferenceValue {
  if (!state) return 'YES'
  if (state.tempPreference && state.tempPreferenceExpiresAt && state.tempPreferenceExpiresAt >= today) {
    return state.tempPreference
  }
  return state.preference ?? 'YES'
}

/** The entry methods that apply to a property: with the key while vacant, otherwise through or around the tenant. */
export function applicableEntryMethods(isVacant: boolean): EntryMethod[] {
  return isVacant
    ? ['ENTER_WITH_KEY_VACANT']
    : ['APPOINTMENT', 'ENTER_WITH_KEY_AS_EN', 'ENTER_WITH_KEY_BY_TENANT_REQUEST']
}

export function isBlockedByPreferences(
  method: EntryMethod,
  prefs: Partial<Record<PreferenceField, PreferenceFieldState>>,
  today: string,
): boolean {
  const field = PREFERENCE_OF_METHOD[method]
  return field !== null && effectivePreference(prefs[field], today) === 'NO'
}

/**
 * Every applicable entry method is refused by the preferences (entry at the tenant's request only happens
 * when a tenant asks, so it does not count as a way in).
 */
export function allEntryMethodsDisqualified(
  isVacant: boolean,
  prefs: Partial<Record<PreferenceField, PreferenceFieldState>>,
  today: string,
): boolean {
  return applicableEntryMethods(isVacant)
    .filter((m) => PREFERENCE_OF_METHOD[m] !== null)
    .every((m) => isBlockedByPreferences(m, prefs, today))
}

// --- Agency entry-method preference (GET /v1/agency/entry-method-preferences) -------------------------------

/** Foundations §4: values 1–5. */
export const AGENCY_ENTRY_METHOD_PREFERENCES = [
  { value: 1, label: 'Appointment with the occupant only' },
  { value: 2, label: 'Appointment first, entry notice when the occupant cannot be reached' },
  { value: 3, label: 'Entry notice first, appointment on request' },
  { value: 4, label: 'Entry notice only' },
  { value: 5, label: 'Ask the agency each time' },
] as const
export const AgencyEntryMethodPreferencesSchema = v.object({
  preference: v.picklist([1, 2, 3, 4, 5]),
  label: v.string(),
  /** What a property without its own preferences gets. */
  defaults: v.object({
    occupantAppointmentPreference: v.picklist(PREFERENCE_VALUES),
    internalEnPreference: v.picklist(PREFERENCE_VALUES),
    vacantEntryPreference: v.picklist(PREFERENCE_VALUES),
  }),
})
export type AgencyEntryMethodPreferences = v.InferOutput<typeof AgencyEntryMethodPreferencesSchema>

// --- Wizard texts (§4) --------------------------------------------------------------------------------------

export const WIZARD_TEXTS = {
  noAccessIssuesTitle: 'No access issues',
  noAccessIssuesBody: 'There are no access issues for this property.',
  mostEffective: 'Most effective',
  nextHint: 'Click next to resolve the next issue',
  nextButton: 'Next access issue',
  finish: 'Finish',
  closeConfirmation: 'Are you sure you want finish resolving access issues?',
  closeConfirmationBody: 'Already resolved issues are saved.',
  close: 'Close',
  back: 'Back',
  fatalTitle: 'An unexpected error occurred while resolving access issues.',
  fatalBody: 'Please try again later or contact support.',
} as const
export function progressText(n: number, m: number, entryMethodsPlural: string): string {
  return `${n} of ${m} access issues preventing ${entryMethodsPlural}`
}
export function arrangedText(entryMethodPlural: string): string {
  return `Access has been arranged via ${entryMethodPlural}`
}
export function contactProductText(product: string): string {
  return `Please contact ${product}`
}
