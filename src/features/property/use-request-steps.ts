import { useMachine } from '@xstate/react'
import { type Confirming, type FirstStep, type RequestStep, requestStepsMachine } from './request-steps.machine.ts'

/**
 * The two steps of the hold, cancellation, request resolve and keys dialogs (request-steps.machine.ts):
 * `first` -> CONFIRM, with Back. Reaching CONFIRM starts a new submission with its own idempotency key;
 * submitting again from CONFIRM after a failure is a retry of that submission and reuses it, so the provider
 * never gets the same request twice.
 */
export function useRequestSteps<T>(first: FirstStep = 'REQUEST') {
  const [snapshot, send] = useMachine(requestStepsMachine, { input: { first } })
  const step: RequestStep = snapshot.matches('CONFIRM') ? 'CONFIRM' : snapshot.context.first
  return {
    step,
    // The machine holds whatever its NEXT carried; only `next` below sends one, with a T.
    confirming: snapshot.context.confirming as Confirming<T> | null,
    next: (value: T) => send({ type: 'NEXT', value }),
    back: () => send({ type: 'BACK' }),
  }
}
