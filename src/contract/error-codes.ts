/**
 * Machine-readable codes beside an error's message (DESIGN: clients decide on codes, never on message text).
 * A failure envelope carries one in `code` where the client must tell cases apart.
 */

/** The first request with this Idempotency-Key is still running: resend shortly (Retry-After), it is not refused. */
export const IDEMPOTENCY_IN_PROGRESS = 'IDEMPOTENCY_IN_PROGRESS'
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = 'This request is already being processed. Try again in a moment.'
/** The key was used for a different request (another body, another file): a client bug, never retried. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED'
