import { useState } from 'react'
import { newIdempotencyKey } from '../../api/client.ts'

/**
 * The two steps of the hold and cancellation dialogs (REQUEST -> CONFIRM, with Back). Reaching CONFIRM starts
 * a new submission with its own idempotency key; submitting again from CONFIRM after a failure is a retry of
 * that submission and reuses it, so the provider never gets the same request twice.
 */
export function useRequestSteps<T>() {
  const [confirming, setConfirming] = useState<{ value: T; idempotencyKey: string } | null>(null)
  return {
    step: confirming ? ('CONFIRM' as const) : ('REQUEST' as const),
    confirming,
    next: (value: T) => setConfirming({ value, idempotencyKey: newIdempotencyKey() }),
    back: () => setConfirming(null),
  }
}
