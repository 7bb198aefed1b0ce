import { IDEMPOTENCY_IN_PROGRESS, TERMS_NOT_ACCEPTED, VERSION_CONFLICT } from '../../contract/error-codes.ts'
import type { OutboxItem } from './db.ts'

/**
 * The replay decisions, pure so they are tested without a browser (issue 7 item 7): what one attempt's
 * outcome does to an outbox item. Nothing here drops an item: only the user discards one.
 */
export type AttemptOutcome =
  | { kind: 'network'; message?: string }
  | { kind: 'response'; status: number; body: unknown }
  /** It cannot be sent as it is (its file is gone from the device): nothing was sent. */
  | { kind: 'unsendable'; message: string }

export type Decision = {
  patch: Pick<OutboxItem, 'state' | 'needsSignIn' | 'nextAttemptAt' | 'lastError' | 'response' | 'attempts'>
  /** The server applied it: refresh the item's queries. */
  applied: boolean
}

export const NETWORK_MESSAGE = 'Not sent yet: it will be sent as soon as the server can be reached.'
export const SIGN_IN_MESSAGE = 'Your session has ended: sign in again to send it.'
export const IN_PROGRESS_MESSAGE = 'The server is still working on an earlier try: it will be sent again shortly.'
/** Sent items stay in the list this long, then go. */
export const KEEP_SENT_MS = 7 * 24 * 3600_000

/** How long to wait before the n-th retry: doubling from `baseMs` up to `maxMs`. */
type Backoff = { baseMs: number; maxMs: number }
/** A server error: 5 s, 10 s, 20 s … up to 5 minutes. */
export const SERVER_ERROR_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 5 * 60_000 }
/**
 * No answer at all (offline, the connection reset, the server down): the connection's return (`online`, the
 * server probe) sends it at once anyway; this is only the timer's pace while nothing else triggers.
 */
export const NETWORK_BACKOFF: Backoff = { baseMs: 3_000, maxMs: 60_000 }
/** The server is still running an earlier try of the same request (IDEMPOTENCY_IN_PROGRESS): a few seconds. */
export const IN_PROGRESS_BACKOFF: Backoff = { baseMs: 2_000, maxMs: 10_000 }

/**
 * "Equal jitter": half the delay fixed, half random, so phones that lost the same server do not all come back
 * in the same second; `random` is Math.random unless a test fixes it.
 */
export function backoffMs(attempts: number, { baseMs, maxMs }: Backoff = SERVER_ERROR_BACKOFF, random = Math.random) {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs)
  return Math.round(delay / 2 + (delay / 2) * random())
}

/** The envelope's message, or a fallback that still says what happened. */
export function serverMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
    return body.error
  }
  return `The server refused the change (${status}).`
}

const codeOf = (body: unknown) =>
  body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : null

/**
 * Only a definite refusal ends a write (400, 403, 404, 409 with the server's version, 413, 415, 422 …): it is
 * kept, failed or in conflict, with its reason, for the user to act on. Every failure that may pass (no answer,
 * a reset, the server still busy with an earlier try, 408, 429, 5xx) keeps it queued with backoff and jitter.
 */
export function decide(
  item: Pick<OutboxItem, 'attempts'>,
  outcome: AttemptOutcome,
  now: number,
  random = Math.random,
): Decision {
  const attempts = item.attempts + 1
  const base = { attempts, needsSignIn: false, nextAttemptAt: 0 }
  const retryLater = (backoff: Backoff, lastError: string, response: OutboxItem['response']): Decision => ({
    patch: { ...base, state: 'queued', nextAttemptAt: now + backoffMs(attempts, backoff, random), lastError, response },
    applied: false,
  })
  if (outcome.kind === 'network') return retryLater(NETWORK_BACKOFF, outcome.message ?? NETWORK_MESSAGE, null)
  if (outcome.kind === 'unsendable') {
    return { patch: { ...base, state: 'failed', lastError: outcome.message, response: null }, applied: false }
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
  // The licence agreement was updated: the write waits until the user accepts it in the app, not refused.
  if (status === 403 && codeOf(body) === TERMS_NOT_ACCEPTED) {
    return retryLater(SERVER_ERROR_BACKOFF, serverMessage(body, status), response)
  }
  if (status === 409 && codeOf(body) === IDEMPOTENCY_IN_PROGRESS) {
    return retryLater(IN_PROGRESS_BACKOFF, IN_PROGRESS_MESSAGE, response)
  }
  if (status >= 500 || status === 408 || status === 429) {
    return retryLater(SERVER_ERROR_BACKOFF, serverMessage(body, status), response)
  }
  // A version conflict (the server sends its version) is for the user to settle, the rest a refusal to act on.
  const state = status === 409 && codeOf(body) === VERSION_CONFLICT ? 'conflict' : 'failed'
  return { patch: { ...base, state, lastError: serverMessage(body, status), response }, applied: false }
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
  // A 'sending' row is only offered here to whoever holds its lock: its earlier sender is gone (locks.ts).
  if (item.state === 'sending') return true
  if (item.state !== 'queued') return false
  return force || item.nextAttemptAt <= now
}
