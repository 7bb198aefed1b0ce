import type { SubmissionResult } from '@conform-to/react'
import { ValidationError } from '../../api/client.ts'

/** The server's per-field messages as a Conform result, so each shows under its own field. */
export function serverFieldErrors(error: Error | null): SubmissionResult<string[]> | undefined {
  return error instanceof ValidationError ? { status: 'error', error: error.fieldErrors } : undefined
}
