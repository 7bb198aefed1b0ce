import { assign, setup } from 'xstate'
import { newIdempotencyKey } from '../../api/client.ts'

/**
 * The two steps of the property's request dialogs (property-operations §4): REQUEST -> CONFIRM, with Back, for
 * cancellation, hold and request resolve; EDIT_PROPERTY_DATA -> CONFIRM, with Back, for editing the property
 * (the keys form). The first step's name is the input; `start` only picks it and is never rested in.
 *
 * NEXT carries what the form checked and starts a new submission with its own idempotency key. CONFIRM has
 * no NEXT: submitting again from it after a failure is a retry of that submission and reuses the key, so the
 * provider never gets the same request twice. BACK drops it; the next NEXT is a new submission.
 */

export const FIRST_STEPS = ['REQUEST', 'EDIT_PROPERTY_DATA'] as const
export type FirstStep = (typeof FIRST_STEPS)[number]
export type RequestStep = FirstStep | 'CONFIRM'

/** What the form confirmed, and the key its submission (and every retry of it) is sent with. */
export type Confirming<T> = { value: T; idempotencyKey: string }

export type RequestStepsContext = {
  first: FirstStep
  /** Set in CONFIRM only. */
  confirming: Confirming<unknown> | null
}

export type RequestStepsEvent = { type: 'NEXT'; value: unknown } | { type: 'BACK' }

export const requestStepsMachine = setup({
  types: {
    context: {} as RequestStepsContext,
    events: {} as RequestStepsEvent,
    input: {} as { first: FirstStep },
  },
  guards: {
    editsPropertyData: ({ context }) => context.first === 'EDIT_PROPERTY_DATA',
  },
  actions: {
    confirm: assign({
      confirming: ({ event }) =>
        event.type === 'NEXT' ? { value: event.value, idempotencyKey: newIdempotencyKey() } : null,
    }),
    forget: assign({ confirming: null }),
  },
}).createMachine({
  id: 'requestSteps',
  context: ({ input }) => ({ first: input.first, confirming: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'editsPropertyData', target: 'EDIT_PROPERTY_DATA' }, { target: 'REQUEST' }],
    },
    REQUEST: {
      on: { NEXT: { target: 'CONFIRM', actions: 'confirm' } },
    },
    EDIT_PROPERTY_DATA: {
      on: { NEXT: { target: 'CONFIRM', actions: 'confirm' } },
    },
    CONFIRM: {
      on: {
        BACK: [
          { guard: 'editsPropertyData', target: 'EDIT_PROPERTY_DATA', actions: 'forget' },
          { target: 'REQUEST', actions: 'forget' },
        ],
      },
    },
  },
})
