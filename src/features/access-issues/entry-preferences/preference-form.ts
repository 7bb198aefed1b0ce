import * as v from 'valibot'
import {
  ENTRY_OPTION,
  type EntryMethodPreferences,
  type EntryPreferencesBody,
  EXPIRY_REQUIRED,
  effectivePreference,
  expiryOutOfRange,
  PREFERENCE_FIELDS,
  PREFERENCE_VALUES,
  type PreferenceField,
  type PreferenceFieldState,
  type PreferenceValue,
} from '../../../contract/access-issues.ts'
import { DateInputSchema, INVALID_DATE_MESSAGE, toDateInput } from '../../../contract/dates.ts'
import { textSchema } from '../../../contract/fields.ts'
import { NOTES_MAX, NOTES_TOO_LONG } from '../../../contract/tenancy.ts'

export const OPTION_REQUIRED = 'Please select an option'
type Range = { min: string; max: string }

/**
 * One field of the edit form: YES / NO / BY_EXCEPTION and, for YES, "Always allow" ('1') or "Allow until a set
 * date" ('0') with the expiry typed as dd/mm/yyyy and bounded by the server's tempExpireDateSettings.
 */
function fieldSchema(range: Range) {
  const outOfRange = expiryOutOfRange(toDateInput(range.min), toDateInput(range.max))
  const untilDate = (f: { value: string; fieldOption?: string }) =>
    f.value === 'YES' && f.fieldOption === ENTRY_OPTION.UNTIL_DATE
  return v.pipe(
    v.object({
      value: v.picklist(PREFERENCE_VALUES, OPTION_REQUIRED),
      fieldOption: v.optional(v.picklist([ENTRY_OPTION.ALWAYS, ENTRY_OPTION.UNTIL_DATE], OPTION_REQUIRED)),
      expiresAt: v.optional(DateInputSchema(INVALID_DATE_MESSAGE, EXPIRY_REQUIRED)),
    }),
    v.forward(
      v.check((f) => f.value !== 'YES' || f.fieldOption !== undefined, OPTION_REQUIRED),
      ['fieldOption'],
    ),
    v.forward(
      v.check((f) => !untilDate(f) || !!f.expiresAt, EXPIRY_REQUIRED),
      ['expiresAt'],
    ),
    v.forward(
      v.check(
        (f) => !untilDate(f) || !f.expiresAt || (f.expiresAt >= range.min && f.expiresAt <= range.max),
        outOfRange,
      ),
      ['expiresAt'],
    ),
    v.transform((f): EntryPreferencesBody[PreferenceField] =>
      f.value === 'YES'
        ? { value: 'YES', fieldOption: f.fieldOption ?? null, expiresAt: untilDate(f) ? (f.expiresAt ?? null) : null }
        : { value: f.value, fieldOption: null, expiresAt: null },
    ),
  )
}

/** The edit form; its output is the POST body. */
export function preferencesFormSchema(range: Range) {
  const form = v.object({
    occupantAppointmentPreference: fieldSchema(range),
    internalEnPreference: fieldSchema(range),
    vacantEntryPreference: fieldSchema(range),
    // Conform sends an empty textarea as undefined.
    comments: v.pipe(
      v.nullish(textSchema()),
      v.transform((text) => (text ?? '').trim()),
      v.check((text) => text.length < NOTES_MAX, NOTES_TOO_LONG),
      v.transform((text) => text || null),
    ),
  })
  // A missing key skips its entry's pipe: an untouched comments box still sends null.
  return v.pipe(
    form,
    v.transform((f) => ({ ...f, comments: f.comments ?? null })),
  )
}

/**
 * The value in force today: a live temporary preference, else the property's own, else the agency's default
 * (the server's rule for the property read, so the card and the one-off rules agree).
 */
export function effectiveValue(state: PreferenceFieldState, agencyDefault: PreferenceValue, today: string) {
  const own = state.preference !== null || (state.tempPreference !== null && state.tempPreferenceExpiresAt !== null)
  if (!own) return { value: agencyDefault, isDefault: true, until: null }
  const value = effectivePreference({ ...state, preference: state.preference ?? agencyDefault }, today)
  const temporary =
    state.tempPreference !== null && state.tempPreferenceExpiresAt !== null && state.tempPreferenceExpiresAt >= today
  return { value, isDefault: false, until: temporary ? state.tempPreferenceExpiresAt : null }
}

export type FieldDefaults = { value: PreferenceValue; fieldOption: string; expiresAt: string }

/** What the form starts from: a live "allow until a set date" shows as such; an expired one as what is left. */
export function fieldDefaults(
  state: PreferenceFieldState,
  agencyDefault: PreferenceValue,
  today: string,
): FieldDefaults {
  const { value, until } = effectiveValue(state, agencyDefault, today)
  if (value === 'YES' && until) return { value, fieldOption: ENTRY_OPTION.UNTIL_DATE, expiresAt: toDateInput(until) }
  return { value, fieldOption: ENTRY_OPTION.ALWAYS, expiresAt: '' }
}

export function formDefaults(
  prefs: EntryMethodPreferences,
  agencyDefaults: Record<PreferenceField, PreferenceValue>,
  today: string,
) {
  const fields = Object.fromEntries(
    PREFERENCE_FIELDS.map((field) => [field, fieldDefaults(prefs[field], agencyDefaults[field], today)]),
  ) as Record<PreferenceField, FieldDefaults>
  return { ...fields, comments: prefs.comments ?? '' }
}
