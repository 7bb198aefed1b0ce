import type { OutboxItem } from './db.ts'

/**
 * The replay decisions, pure so they are tested without a browser (issue 7 item 7): what one attempt's
 * outcome does to an outbox item. Nothing here drops an item: only the user discards one.
 */
export type AttemptOutcome = { kind: 'network'; message?: string } | { kind: 'response'; status: number; body: unknown }

export type Decision = {
  patch: Pick<OutboxItem, 'state' | 'needsSignIn' | 'nextAttemptAt' | 'lastError' | 'response' | 'attempts'>
  /** The server applied it: refresh the item's queries. */
  applied: boolean
}

export const NETWORK_MESSAGE = 'No connection: it will be sent when the connection returns.'
export const SIGN_IN_MESSAGE = 'Your session has ended: sign in again to send it.'
const BACKOFF_BASE_MS = 10_000
const BACKOFF_MAX_MS = 15 * 60_000
/** A 'sending' row untouched this long was left by a page that closed mid-send: it may be taken again. */
export const CLAIM_TIMEOUT_MS = 60_000
/** Sent items stay in the list this long, then go. */
export const KEEP_SENT_MS = 7 * 24 * 3600_000

/** 10 s, 20 s, 40 s … up to 15 minutes after the n-th server error. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS)
}

/** The envelope's message, or a fallback that still says what happened. */
export function serverMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
    return body.error
  }
  return `The server refused the change (${status}).`
}

/** The idempotency middleware's 409 while the first request with the key is still running: not a refusal. */
const IN_PROGRESS_PREFIX = 'This request is already being processed'

const hasCurrent = (body: unknown) => !!body && typeof body === 'object' && 'current' in body && body.current != null

export function decide(item: Pick<OutboxItem, 'attempts'>, outcome: AttemptOutcome, now: number): Decision {
  const attempts = item.attempts + 1
  const base = { attempts, needsSignIn: false, nextAttemptAt: 0 }
  if (outcome.kind === 'network') {
    return {
      patch: { ...base, state: 'queued', lastError: outcome.message ?? NETWORK_MESSAGE, response: null },
      applied: false,
    }
  }
  const { status, body } = outcome
  const response = { status, body }
  if (status >= 200 && status < 300) {
    return { patch: { ...base, state: 'sent', lastError: null, response }, applied: true }
  }
  if (status === 401) {
    return {
      patch: { ...base, state: 'queued', needsSignIn: true, lastError: SIGN_IN_MESSAGE, response },
      applied: false,
    }
  }
  // A 409 with the server's version is a conflict the user settles; "still being processed" is tried again later.
  if (status === 409 && hasCurrent(body)) {
    return { patch: { ...base, state: 'conflict', lastError: serverMessage(body, status), response }, applied: false }
  }
  const inProgress = status === 409 && serverMessage(body, status).startsWith(IN_PROGRESS_PREFIX)
  if (status >= 500 || inProgress || status === 408 || status === 429) {
    return {
      patch: {
        ...base,
        state: 'queued',
        nextAttemptAt: now + backoffMs(attempts),
        lastError: serverMessage(body, status),
        response,
      },
      applied: false,
    }
  }
  return { patch: { ...base, state: 'failed', lastError: serverMessage(body, status), response }, applied: false }
}

/** Who the server says is signed in now; null when nobody is (401) or it could not be asked. */
export type ReplaySession = { userId: number; agencyId: number; isImpersonating: boolean }

/** Whether an automatic replay for this session should send the item now. */
export function isDue(
  item: Pick<OutboxItem, 'state' | 'userId' | 'agencyId' | 'nextAttemptAt' | 'claimedAt'>,
  session: ReplaySession,
  now: number,
  force = false,
): boolean {
  // Another user's items are never sent, nor are any while someone is impersonated (the server refuses writes).
  if (session.isImpersonating || item.userId !== session.userId || item.agencyId !== session.agencyId) return false
  if (item.state === 'sending') return now - item.claimedAt > CLAIM_TIMEOUT_MS
  if (item.state !== 'queued') return false
  return force || item.nextAttemptAt <= now
}
