import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FieldErrors } from '../../src/contract/envelope.ts'
import { VALIDATION_ERROR_MESSAGE } from '../../src/contract/envelope.ts'

/** Thrown anywhere in a handler; the app's error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly code?: string,
  ) {
    super(message)
  }
}

export class ValidationFailed extends HttpError {
  constructor(fieldErrors: FieldErrors, message = VALIDATION_ERROR_MESSAGE) {
    super(400, message, fieldErrors)
  }
}

/** 409: the write was based on an out-of-date version; `current` is what the server has now. */
export class ConflictError extends HttpError {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(409, message)
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message)
export const forbidden = (message: string) => new HttpError(403, message)
