/**
 * Machine-readable codes beside an error's message (DESIGN: clients decide on codes, never on message text).
 * A failure envelope carries one in `code` where the client must tell cases apart.
 */

/** The first request with this Idempotency-Key is still running: resend shortly (Retry-After), it is not refused. */
export const IDEMPOTENCY_IN_PROGRESS = 'IDEMPOTENCY_IN_PROGRESS'
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = 'This request is already being processed. Try again in a moment.'
/** The key was used for a different request (another body, another file): a client bug, never retried. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED'

/** The session is gone (expired, signed out, or ended because the user left its agency): sign in again. */
export const SESSION_NOT_FOUND_CODE = 'SESSION_NOT_FOUND'
/** The user was removed from the session's agency: the session has ended, sign in again. */
export const MEMBERSHIP_ENDED = 'MEMBERSHIP_ENDED'
export const MEMBERSHIP_ENDED_MESSAGE = 'You no longer have access to this agency. Please sign in again.'
/** The licence agreement in force is not accepted yet: only the terms and sign-in calls are answered. */
export const TERMS_NOT_ACCEPTED = 'TERMS_NOT_ACCEPTED'
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Please accept the End User License Agreement to continue.'

/** The write was based on an out-of-date version; the failure's `current` is the record as it is now. */
export const VERSION_CONFLICT = 'VERSION_CONFLICT'
/** Writes are refused while a support user is impersonating someone. */
export const IMPERSONATING = 'IMPERSONATING'

/**
 * The code every other failure carries, by its status: a client can switch on `code` for any failure without
 * knowing which endpoint answered, and message texts stay free to change.
 */
export const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  502: 'UPSTREAM_FAILED',
  503: 'UNAVAILABLE',
  504: 'UPSTREAM_TIMEOUT',
}

export function codeForStatus(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED')
}
