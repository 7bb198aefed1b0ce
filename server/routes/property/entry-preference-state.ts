import {
  AGENCY_ENTRY_METHOD_PREFERENCES,
  type AgencyEntryMethodPreferences,
  effectivePreference,
  PREFERENCE_FIELDS,
  type PreferenceField,
  type PreferenceFieldState,
  type PreferenceValue,
} from '../../../src/contract/access-issues.ts'
import type { EntryMethodPreferences, StoredPreferenceField } from '../../db/schema/index.ts'

type AgencyPreference = AgencyEntryMethodPreferences['preference']
type Defaults = Record<PreferenceField, PreferenceValue>

/**
 * What each agency entry-method preference (foundations §4, values 1–5) means for a property that has not set
 * its own preferences:
 * 1 appointment only: appointments yes, key entry after an entry notice no (vacant entry is the agency's key).
 * 2 appointment first: appointments yes, entry notice by exception (when the occupant cannot be reached).
 * 3 entry notice first: entry notice yes, appointments by exception (when the occupant asks for one).
 * 4 entry notice only: entry notice yes, appointments no.
 * 5 ask each time: every method by exception.
 * Vacant entry with the agency's key is allowed by every value but 5.
 */
export const AGENCY_PREFERENCE_DEFAULTS: Record<AgencyPreference, Defaults> = {
  1: { occupantAppointmentPreference: 'YES', internalEnPreference: 'NO', vacantEntryPreference: 'YES' },
  2: { occupantAppointmentPreference: 'YES', internalEnPreference: 'BY_EXCEPTION', vacantEntryPreference: 'YES' },
  3: { occupantAppointmentPreference: 'BY_EXCEPTION', internalEnPreference: 'YES', vacantEntryPreference: 'YES' },
  4: { occupantAppointmentPreference: 'NO', internalEnPreference: 'YES', vacantEntryPreference: 'YES' },
  5: {
    occupantAppointmentPreference: 'BY_EXCEPTION',
    internalEnPreference: 'BY_EXCEPTION',
    vacantEntryPreference: 'BY_EXCEPTION',
  },
}

/** The agency's setting as GET /v1/agency/entry-method-preferences sends it; an unknown stored value reads as 1. */
export function agencyEntryMethodPreferences(value: number): AgencyEntryMethodPreferences {
  const known = AGENCY_ENTRY_METHOD_PREFERENCES.find((p) => p.value === value) ?? AGENCY_ENTRY_METHOD_PREFERENCES[0]
  return { preference: known.value, label: known.label, defaults: AGENCY_PREFERENCE_DEFAULTS[known.value] }
}

const EMPTY: PreferenceFieldState = { preference: null, tempPreference: null, tempPreferenceExpiresAt: null }

/** A stored field as its state: rows written before temporary preferences hold the plain value. */
export function fieldStateOf(stored: StoredPreferenceField | undefined): PreferenceFieldState {
  if (stored === undefined || stored === null) return EMPTY
  if (typeof stored === 'string') return { ...EMPTY, preference: stored }
  return {
    preference: stored.preference ?? null,
    tempPreference: stored.tempPreference ?? null,
    tempPreferenceExpiresAt: stored.tempPreferenceExpiresAt ?? null,
  }
}

export function preferenceStatesOf(stored: EntryMethodPreferences): Record<PreferenceField, PreferenceFieldState> {
  return {
    occupantAppointmentPreference: fieldStateOf(stored.occupantAppointmentPreference),
    internalEnPreference: fieldStateOf(stored.internalEnPreference),
    vacantEntryPreference: fieldStateOf(stored.vacantEntryPreference),
  }
}

/**
 * The value in force today per field: a live temporary preference, else the property's own, else the agency's
 * default. What GET /v1/property/{id} sends and what the one-off entry notification rules read.
 */
export function effectivePreferencesOf(
  stored: EntryMethodPreferences,
  agencyPreference: number,
  today: string,
): Defaults {
  const defaults = agencyEntryMethodPreferences(agencyPreference).defaults
  const states = preferenceStatesOf(stored)
  const result = { ...defaults }
  for (const field of PREFERENCE_FIELDS) {
    const state = states[field]
    const own = state.preference !== null || (state.tempPreference !== null && state.tempPreferenceExpiresAt !== null)
    // effectivePreference counts an unset value as YES; unset here means the agency's default.
    if (own) result[field] = effectivePreference({ ...state, preference: state.preference ?? defaults[field] }, today)
  }
  return result
}
