import * as v from 'valibot'
import { and, assign, type SnapshotFrom, setup } from 'xstate'
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

/**
 * The tenancy wizard's statechart (property-operations §4 "Tenancy wizard"): the spec's steps LeaseAgreement →
 * Occupants → Confirmation as its states, Back allowed from each. Integrated properties are read-only, so NEXT
 * goes nowhere from step 1. The occupant sub-form is a part of the Occupants step (`editing`), not a state of
 * its own: the wizard's Back and Next wait while it is open. The server call stays with the dialog
 * (use-tenancy-submit.ts), which reports a refusal (SUBMIT_FAILED) or a 409 (CONFLICT) back to the machine.
 */

/** The spec's steps, in order: the machine's states. */
export const WIZARD_STEPS = ['LeaseAgreement', 'Occupants', 'Confirmation'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export type WizardContext = {
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

/** What the steps read: the context and the state the machine is in. */
export type WizardState = WizardContext & { step: WizardStep }

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

export type WizardInput = {
  mode: WizardMode
  tenancy: Tenancy | null
  today: string
  readOnly: boolean
  /** Start from this draft instead (a change refused or still waiting in the outbox). */
  draft?: WizardDraft
  /** The version that draft was made against (a pending edit's), instead of the tenancy's. */
  version?: number
}

function initialContext(input: WizardInput): WizardContext {
  const initial = initialDraft(input.mode, input.tenancy, input.today)
  return {
    mode: input.mode,
    readOnly: input.readOnly,
    draft: input.draft ?? initial,
    initial,
    editing: null,
    version: input.mode === 'edit' ? (input.version ?? input.tenancy?.version ?? null) : null,
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

function withoutKey(errors: Record<number, FormErrors>, index: number): Record<number, FormErrors> {
  const { [index]: _removed, ...rest } = errors
  return rest
}

/** The sub-form's occupant in the list: appended when new, else in its place (keeping its own id). */
function savedOccupant(context: WizardContext, occupant: OccupantDraft): Partial<WizardContext> {
  const { draft, errors, editing } = context
  if (editing === null) return {}
  const occupants = [...draft.occupants]
  if (editing === 'new') occupants.push(occupant)
  // The sub-form knows nothing of ids: the occupant keeps its own.
  else occupants[editing] = { ...occupant, occupantId: occupants[editing]?.occupantId }
  const cleared = editing === 'new' ? errors.occupants : withoutKey(errors.occupants, editing)
  return { editing: null, draft: { ...draft, occupants }, errors: { ...errors, occupants: cleared } }
}

const hasLeaseErrors = (errors: WizardErrors) => Object.keys(errors.lease).length > 0
const hasOccupantErrors = (errors: WizardErrors) => Object.keys(errors.occupants).length > 0 || errors.list.length > 0

export const tenancyWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  guards: {
    /** The occupant sub-form is closed (the wizard's own Back and Next wait while it is open). */
    listShown: ({ context }) => context.editing === null,
    occupantsValid: ({ context }) => Object.keys(occupantErrors(context.draft.occupants)).length === 0,
  },
  actions: {
    // Closed, and the server's messages shown where they belong.
    showSubmitErrors: assign(({ event }) =>
      event.type === 'SUBMIT_FAILED' ? { editing: null, errors: event.errors } : {},
    ),
  },
}).createMachine({
  id: 'tenancyWizard',
  context: ({ input }) => initialContext(input),
  initial: 'LeaseAgreement',
  on: {
    CANCEL_OCCUPANT: { actions: assign({ editing: null }) },
    SAVE_OCCUPANT: {
      guard: ({ context }) => context.editing !== null,
      actions: assign(({ context, event }) => savedOccupant(context, event.occupant)),
    },
    // A refused submit goes back to the first step that shows a message, where it can be fixed.
    SUBMIT_FAILED: [
      { guard: ({ event }) => hasLeaseErrors(event.errors), target: '.LeaseAgreement', actions: 'showSubmitErrors' },
      { guard: ({ event }) => hasOccupantErrors(event.errors), target: '.Occupants', actions: 'showSubmitErrors' },
      { actions: 'showSubmitErrors' },
    ],
    // Send mine again, now against their version.
    KEEP_MINE: {
      guard: ({ context }) => context.conflict !== null,
      actions: assign(({ context }) => ({ version: context.conflict?.version ?? context.version, conflict: null })),
    },
  },
  states: {
    LeaseAgreement: {
      on: {
        NEXT: {
          guard: ({ context, event }) => !context.readOnly && event.lease !== undefined,
          target: 'Occupants',
          actions: assign(({ context, event }) => ({
            draft: event.lease ? { ...context.draft, lease: event.lease } : context.draft,
            errors: { ...context.errors, lease: {} },
          })),
        },
      },
    },
    Occupants: {
      on: {
        NEXT: [
          {
            guard: and(['listShown', 'occupantsValid']),
            target: 'Confirmation',
            actions: assign(({ context }) => ({ errors: { ...context.errors, occupants: {}, list: [] } })),
          },
          {
            guard: 'listShown',
            actions: assign(({ context }) => ({
              errors: { ...context.errors, occupants: occupantErrors(context.draft.occupants) },
            })),
          },
        ],
        BACK: { guard: 'listShown', target: 'LeaseAgreement' },
        ADD_OCCUPANT: { actions: assign({ editing: 'new' }) },
        EDIT_OCCUPANT: {
          guard: ({ context, event }) => context.draft.occupants[event.index] !== undefined,
          actions: assign({ editing: ({ event }) => event.index }),
        },
        REMOVE_OCCUPANT: {
          guard: 'listShown',
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, occupants: context.draft.occupants.filter((_, index) => index !== event.index) },
            errors: { ...context.errors, occupants: withoutOccupant(context.errors.occupants, event.index) },
          })),
        },
      },
    },
    Confirmation: {
      on: {
        BACK: { target: 'Occupants', actions: assign({ conflict: null }) },
        CONFLICT: { actions: assign({ conflict: ({ event }) => event.current }) },
      },
    },
  },
})

export type WizardSnapshot = SnapshotFrom<typeof tenancyWizardMachine>

/** The steps' view of a snapshot: its context and the step (state) it is in. */
export function wizardStateOf(snapshot: WizardSnapshot): WizardState {
  return { ...snapshot.context, step: snapshot.value }
}

/** Whether closing would lose anything the user did (forms still open report their own changes). */
export function hasUnsavedChanges(context: Pick<WizardContext, 'draft' | 'initial'>): boolean {
  return !sameDraft(context.draft, context.initial)
}

export function stepNumber(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step) + 1
}
