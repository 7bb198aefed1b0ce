import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_IN_PROGRESS, TERMS_NOT_ACCEPTED, VERSION_CONFLICT } from '../../contract/error-codes.ts'
import {
  backoffMs,
  decide,
  IN_PROGRESS_BACKOFF,
  isDue,
  NETWORK_BACKOFF,
  NETWORK_MESSAGE,
  SERVER_ERROR_BACKOFF,
  SIGN_IN_MESSAGE,
} from './decide.ts'

const NOW = 1_800_000_000_000
const fresh = { attempts: 0 }

describe('decide: what an attempt does to an outbox item', () => {
  it('keeps it queued on a network failure, tried again by the timer within seconds (and at once when the connection returns)', () => {
    const { patch, applied } = decide(fresh, { kind: 'network' }, NOW, () => 1)
    expect(patch).toMatchObject({ state: 'queued', needsSignIn: false, lastError: NETWORK_MESSAGE })
    expect(patch.nextAttemptAt).toBe(NOW + NETWORK_BACKOFF.baseMs)
    expect(applied).toBe(false)
  })

  it('marks a 2xx sent and asks for a refresh, keeping the answer', () => {
    const body = { success: true, data: { tenancyId: 4 }, error: null }
    const { patch, applied } = decide(fresh, { kind: 'response', status: 200, body }, NOW)
    expect(patch).toMatchObject({ state: 'sent', lastError: null, response: { status: 200, body } })
    expect(applied).toBe(true)
    expect(decide(fresh, { kind: 'response', status: 201, body }, NOW).applied).toBe(true)
  })

  it('keeps a 401 queued, waiting for the same user to sign in', () => {
    const { patch, applied } = decide(fresh, { kind: 'response', status: 401, body: null }, NOW)
    expect(patch).toMatchObject({ state: 'queued', needsSignIn: true, lastError: SIGN_IN_MESSAGE, nextAttemptAt: 0 })
    expect(applied).toBe(false)
  })

  it('turns a VERSION_CONFLICT (with the server’s version) into a conflict', () => {
    const body = { success: false, data: null, error: 'This tenancy was changed', code: VERSION_CONFLICT, current: {} }
    const { patch } = decide(fresh, { kind: 'response', status: 409, body }, NOW)
    expect(patch).toMatchObject({ state: 'conflict', lastError: 'This tenancy was changed', response: { status: 409 } })
  })

  it('decides on the code, not the shape: any other 409 is a refusal, whatever it carries', () => {
    const body = {
      success: false,
      data: null,
      error: 'Already in your list',
      code: 'CONFLICT',
      current: { version: 3 },
    }
    const { patch } = decide(fresh, { kind: 'response', status: 409, body }, NOW)
    expect(patch).toMatchObject({ state: 'failed', lastError: 'Already in your list' })
  })

  it('retries IDEMPOTENCY_IN_PROGRESS ("already being processed") within seconds, never as failed or a conflict', () => {
    const body = { success: false, data: null, error: 'Any text', code: IDEMPOTENCY_IN_PROGRESS }
    const { patch } = decide({ attempts: 5 }, { kind: 'response', status: 409, body }, NOW, () => 1)
    expect(patch.state).toBe('queued')
    expect(patch.nextAttemptAt).toBe(NOW + IN_PROGRESS_BACKOFF.maxMs)
  })

  it('decides on the code, not the message: the same text without the code is a refusal', () => {
    const body = {
      success: false,
      data: null,
      error: 'This request is already being processed. Try again in a moment.',
    }
    expect(decide(fresh, { kind: 'response', status: 409, body }, NOW).patch.state).toBe('failed')
  })

  it('keeps a write refused only because the licence agreement waits for acceptance', () => {
    const body = { success: false, data: null, error: 'Please accept', code: TERMS_NOT_ACCEPTED }
    expect(decide(fresh, { kind: 'response', status: 403, body }, NOW).patch.state).toBe('queued')
  })

  it('fails an upload whose file is gone from the device, with the reason', () => {
    const { patch } = decide(fresh, { kind: 'unsendable', message: 'The file is gone' }, NOW)
    expect(patch).toMatchObject({ state: 'failed', lastError: 'The file is gone' })
  })

  it('fails any other 409 (already vacant) with the server’s message', () => {
    const body = { success: false, data: null, error: 'This property is already vacant.' }
    const { patch } = decide(fresh, { kind: 'response', status: 409, body }, NOW)
    expect(patch).toMatchObject({ state: 'failed', lastError: 'This property is already vacant.' })
  })

  it('fails another 4xx with the server’s message, for the user to edit or discard', () => {
    const body = { success: false, data: null, error: 'Changes cannot be made during impersonation' }
    expect(decide(fresh, { kind: 'response', status: 403, body }, NOW).patch).toMatchObject({
      state: 'failed',
      lastError: 'Changes cannot be made during impersonation',
    })
    expect(decide(fresh, { kind: 'response', status: 400, body: 'not json' }, NOW).patch.lastError).toBe(
      'The server refused the change (400).',
    )
  })

  it('retries a 5xx, 408 and 429 with a growing backoff', () => {
    const first = decide(fresh, { kind: 'response', status: 503, body: null }, NOW, () => 1).patch
    expect(first).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: NOW + 5_000 })
    const third = decide({ attempts: 2 }, { kind: 'response', status: 500, body: null }, NOW, () => 1).patch
    expect(third.nextAttemptAt).toBe(NOW + 20_000)
    for (const status of [408, 429])
      expect(decide(fresh, { kind: 'response', status, body: null }, NOW).patch.state).toBe('queued')
  })

  it('spreads retries with jitter: between half and all of the doubled delay, capped', () => {
    expect(backoffMs(3, SERVER_ERROR_BACKOFF, () => 0)).toBe(10_000)
    expect(backoffMs(3, SERVER_ERROR_BACKOFF, () => 1)).toBe(20_000)
    expect(backoffMs(3, SERVER_ERROR_BACKOFF, () => 0.5)).toBe(15_000)
    expect(backoffMs(30, SERVER_ERROR_BACKOFF, () => 1)).toBe(SERVER_ERROR_BACKOFF.maxMs)
  })
})

describe('isDue: which items a replay sends', () => {
  const session = { userId: 7, agencyId: 3, isImpersonating: false }
  const queued = { state: 'queued' as const, userId: 7, agencyId: 3, nextAttemptAt: 0, claimedAt: 0 }

  it('sends the signed-in user’s queued items of this agency', () => {
    expect(isDue(queued, session, NOW)).toBe(true)
  })

  it('never sends another user’s or another agency’s items, nor any while impersonating', () => {
    expect(isDue({ ...queued, userId: 8 }, session, NOW)).toBe(false)
    expect(isDue({ ...queued, agencyId: 4 }, session, NOW)).toBe(false)
    expect(isDue(queued, { ...session, isImpersonating: true }, NOW)).toBe(false)
  })

  it('waits out a backoff unless the user asks (Sync now, Retry)', () => {
    const later = { ...queued, nextAttemptAt: NOW + 5_000 }
    expect(isDue(later, session, NOW)).toBe(false)
    expect(isDue(later, session, NOW, true)).toBe(true)
  })

  it('leaves failed, conflict and sent items to the user', () => {
    for (const state of ['failed', 'conflict', 'sent'] as const)
      expect(isDue({ ...queued, state }, session, NOW, true)).toBe(false)
  })

  it('offers a row left sending to whoever holds its lock (its sender is gone), at once', () => {
    expect(isDue({ ...queued, state: 'sending' as const, claimedAt: NOW - 1 }, session, NOW)).toBe(true)
  })
})
