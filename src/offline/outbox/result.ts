import * as v from 'valibot'
import { ApiError, ConflictApiError, ValidationError } from '../../api/client.ts'
import { envelopeSchema, FailureSchema } from '../../contract/envelope.ts'
import { VERSION_CONFLICT } from '../../contract/error-codes.ts'
import type { QueuedReason, SubmitResult } from './submit.ts'

/** The page is told its write waits on this device; the outbox shows and sends it. */
export type QueuedWrite = { queued: true; itemId: string; reason: QueuedReason }

export const isQueued = (value: unknown): value is QueuedWrite =>
  !!value && typeof value === 'object' && 'queued' in value && value.queued === true

/**
 * A submit's result as a mutation wants it: the checked data, "queued", or the same typed errors
 * `apiRequest` throws (a 409 with the server's version, a 400 with field messages), so forms keep their flow.
 */
export function submitData<S extends v.GenericSchema>(result: SubmitResult, schema: S): v.InferOutput<S> | QueuedWrite {
  if (result.status === 'queued') return { queued: true, itemId: result.itemId, reason: result.reason }
  const failure = v.safeParse(FailureSchema, result.body)
  if (result.status === 'rejected' || failure.success) {
    if (!failure.success) throw new ApiError(`Unexpected response (${result.httpStatus})`, result.httpStatus)
    const { error, fieldErrors, current, code } = failure.output
    if (result.httpStatus === 400 && fieldErrors) throw new ValidationError(error, fieldErrors)
    if (code === VERSION_CONFLICT) throw new ConflictApiError(error, current)
    throw new ApiError(error, result.httpStatus, code)
  }
  const parsed = v.safeParse(envelopeSchema(schema), result.body)
  if (!parsed.success || !parsed.output.success) throw new ApiError('Unexpected response', result.httpStatus)
  return parsed.output.data as v.InferOutput<S>
}
