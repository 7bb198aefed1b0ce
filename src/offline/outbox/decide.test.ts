import { describe, expect, it } from 'vitest'
import { backoffMs, CLAIM_TIMEOUT_MS, decide, isDue, NETWORK_MESSAGE, SIGN_IN_MESSAGE } from './decide.ts'

const NOW = 1_800_000_000_000
const fresh = { attempts: 0 }

describe('decide: what an attempt does to an outbox item', () => {
  it('keeps it queued on a network failure, ready for the next trigger', () => {
    const { patch, applied } = decide(fresh, { kind: 'network' }, NOW)
    expect(patch).toMatchObject({ state: 'queued', needsSignIn: false, nextAttemptAt: 0, lastError: NETWORK_MESSAGE })
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

  it('turns a 409 carrying the server’s version into a conflict', () => {
    const body = { success: false, data: null, error: 'This tenancy was changed', current: { version: 3 } }
    const { patch } = decide(fresh, { kind: 'response', status: 409, body }, NOW)
    expect(patch).toMatchObject({ state: 'conflict', lastError: 'This tenancy was changed', response: { status: 409 } })
  })

  it('retries a 409 without a version ("already being processed") later instead of calling it a conflict', () => {
    const body = {
      success: false,
      data: null,
      error: 'This request is already being processed. Try again in a moment.',
    }
    const { patch } = decide(fresh, { kind: 'response', status: 409, body }, NOW)
    expect(patch.state).toBe('queued')
    expect(patch.nextAttemptAt).toBeGreaterThan(NOW)
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

  it('retries a 5xx with a growing backoff', () => {
    const first = decide(fresh, { kind: 'response', status: 503, body: null }, NOW).patch
    expect(first).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: NOW + 10_000 })
    const third = decide({ attempts: 2 }, { kind: 'response', status: 500, body: null }, NOW).patch
    expect(third.nextAttemptAt).toBe(NOW + 40_000)
    expect(backoffMs(30)).toBe(15 * 60_000)
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

  it('takes back a send abandoned by a closed page, but not one in flight', () => {
    const sending = { ...queued, state: 'sending' as const, claimedAt: NOW - 1_000 }
    expect(isDue(sending, session, NOW)).toBe(false)
    expect(isDue({ ...sending, claimedAt: NOW - CLAIM_TIMEOUT_MS - 1 }, session, NOW)).toBe(true)
  })
})
