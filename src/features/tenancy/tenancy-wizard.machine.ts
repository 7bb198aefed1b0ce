import * as v from 'valibot'
import type { Tenancy } from '../../contract/tenancy.ts'
import { OccupantBodySchema } from '../../contract/tenancy-bodies.ts'
import {
  initialDraft,
  type LeaseDraft,
  type OccupantDraft,
  sameDraft,
  type WizardDraft,
  type WizardMode,
} from './tenancy-draft.ts'
import { conformName, type FormErrors, NO_ERRORS, type WizardErrors } from './wizard-errors.ts'

/** The spec's steps (property-operations §4 "Tenancy wizard"), in order; Back is allowed from each. */
export const WIZARD_STEPS = ['LeaseAgreement', 'Occupants', 'Confirmation'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export type WizardState = {
  step: WizardStep
  mode: WizardMode
  /** Integrated properties: the data is shown but cannot be changed, so step 1 goes nowhere. */
  readOnly: boolean
  draft: WizardDraft
  initial: WizardDraft
  /** The occupant sub-form, open on an occupant's position or on a new one. */
  editing: number | 'new' | null
  /** An edit is sent against the version it started from; a 409 names the newer one. */
  version: number | null
  errors: WizardErrors
  /** On a 409: the tenancy as someone else left it. */
  conflict: Tenancy | null
}

export type WizardEvent =
  | { type: 'NEXT'; lease?: LeaseDraft }
  | { type: 'BACK' }
  | { type: 'ADD_OCCUPANT' }
  | { type: 'EDIT_OCCUPANT'; index: number }
  | { type: 'SAVE_OCCUPANT'; occupant: OccupantDraft }
  | { type: 'CANCEL_OCCUPANT' }
  | { type: 'REMOVE_OCCUPANT'; index: number }
  | { type: 'SUBMIT_FAILED'; errors: WizardErrors }
  | { type: 'CONFLICT'; current: Tenancy }
  | { type: 'KEEP_MINE' }

export function createWizardState(options: {
  mode: WizardMode
  tenancy: Tenancy | null
  today: string
  readOnly: boolean
  /** Start from this draft instead (a change refused or still waiting in the outbox). */
  draft?: WizardDraft
  /** The version that draft was made against (a pending edit's), instead of the tenancy's. */
  version?: number
}): WizardState {
  const initial = initialDraft(options.mode, options.tenancy, options.today)
  return {
    step: 'LeaseAgreement',
    mode: options.mode,
    readOnly: options.readOnly,
    draft: options.draft ?? initial,
    initial,
    editing: null,
    version: options.mode === 'edit' ? (options.version ?? options.tenancy?.version ?? null) : null,
    errors: NO_ERRORS,
    conflict: null,
  }
}

/** Copied occupants were never checked by the sub-form: each must still pass before the confirmation. */
export function occupantErrors(occupants: OccupantDraft[]): Record<number, FormErrors> {
  const found: Record<number, FormErrors> = {}
  occupants.forEach((occupant, index) => {
    const issues = v.safeParse(OccupantBodySchema, occupant).issues ?? []
    for (const issue of issues) {
      const name = conformName((v.getDotPath(issue) ?? '').split('.').filter(Boolean))
      const errors = found[index] ?? {}
      errors[name] = [...(errors[name] ?? []), issue.message]
      found[index] = errors
    }
  })
  return found
}

/** Moves per-occupant errors along when one is removed, so they stay with their occupant. */
function withoutOccupant(errors: Record<number, FormErrors>, removed: number): Record<number, FormErrors> {
  return Object.fromEntries(
    Object.entries(errors)
      .map(([key, value]) => [Number(key), value] as const)
      .filter(([index]) => index !== removed)
      .map(([index, value]) => [index > removed ? index - 1 : index, value]),
  )
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  const { draft, errors } = state
  switch (event.type) {
    case 'NEXT':
      if (state.step === 'LeaseAgreement') {
        if (state.readOnly || !event.lease) return state
        return {
          ...state,
          step: 'Occupants',
          draft: { ...draft, lease: event.lease },
          errors: { ...errors, lease: {} },
        }
      }
      if (state.step === 'Occupants' && state.editing === null) {
        const found = occupantErrors(draft.occupants)
        if (Object.keys(found).length > 0) return { ...state, errors: { ...errors, occupants: found } }
        return { ...state, step: 'Confirmation', errors: { ...errors, occupants: {}, list: [] } }
      }
      return state
    case 'BACK':
      if (state.step === 'Occupants' && state.editing === null) return { ...state, step: 'LeaseAgreement' }
      if (state.step === 'Confirmation') return { ...state, step: 'Occupants', conflict: null }
      return state
    case 'ADD_OCCUPANT':
      return state.step === 'Occupants' ? { ...state, editing: 'new' } : state
    case 'EDIT_OCCUPANT':
      return state.step === 'Occupants' && draft.occupants[event.index] ? { ...state, editing: event.index } : state
    case 'CANCEL_OCCUPANT':
      return { ...state, editing: null }
    case 'SAVE_OCCUPANT': {
      if (state.editing === null) return state
      const occupants = [...draft.occupants]
      if (state.editing === 'new') occupants.push(event.occupant)
      // The sub-form knows nothing of ids: the occupant keeps its own.
      else occupants[state.editing] = { ...event.occupant, occupantId: occupants[state.editing]?.occupantId }
      const cleared = state.editing === 'new' ? errors.occupants : withoutKey(errors.occupants, state.editing)
      return { ...state, editing: null, draft: { ...draft, occupants }, errors: { ...errors, occupants: cleared } }
    }
    case 'REMOVE_OCCUPANT':
      if (state.step !== 'Occupants' || state.editing !== null) return state
      return {
        ...state,
        draft: { ...draft, occupants: draft.occupants.filter((_, index) => index !== event.index) },
        errors: { ...errors, occupants: withoutOccupant(errors.occupants, event.index) },
      }
    case 'SUBMIT_FAILED': {
      const onLease = Object.keys(event.errors.lease).length > 0
      const onOccupants = Object.keys(event.errors.occupants).length > 0 || event.errors.list.length > 0
      // Back to the first step that shows a message, where it can be fixed.
      const step = onLease ? 'LeaseAgreement' : onOccupants ? 'Occupants' : state.step
      return { ...state, step, editing: null, errors: event.errors }
    }
    case 'CONFLICT':
      return state.step === 'Confirmation' ? { ...state, conflict: event.current } : state
    case 'KEEP_MINE':
      return state.conflict ? { ...state, version: state.conflict.version, conflict: null } : state
  }
}

function withoutKey(errors: Record<number, FormErrors>, index: number): Record<number, FormErrors> {
  const { [index]: _removed, ...rest } = errors
  return rest
}

/** Whether closing would lose anything the user did (forms still open report their own changes). */
export function hasUnsavedChanges(state: WizardState): boolean {
  return !sameDraft(state.draft, state.initial)
}

export function stepNumber(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step) + 1
}
