import { type OutboxItem, outboxDb } from './db.ts'
import { decide, isDue, KEEP_SENT_MS, type ReplaySession } from './decide.ts'
import { notifyApplied } from './notify.ts'
import { attempt } from './request.ts'

/** Runs in the page and in the service worker alike; a claim in one transaction keeps them from both sending. */
async function claim(id: string, session: ReplaySession, now: number, force: boolean): Promise<OutboxItem | null> {
  return outboxDb.transaction('rw', outboxDb.items, async () => {
    const item = await outboxDb.items.get(id)
    if (!item || !isDue(item, session, now, force)) return null
    const claimed = { ...item, state: 'sending' as const, claimedAt: now, updatedAt: now }
    await outboxDb.items.put(claimed)
    return claimed
  })
}

/** Sends a claimed item once and records what came of it; the server's idempotency key makes a resend harmless. */
export async function sendClaimed(item: OutboxItem, send: typeof fetch = fetch) {
  const outcome = await attempt(item, send)
  const now = Date.now()
  const decision = decide(item, outcome, now)
  // The user may have discarded it meanwhile: then there is nothing to record.
  await outboxDb.items.update(item.id, { ...decision.patch, updatedAt: now })
  if (decision.applied) notifyApplied(item.invalidate)
  return { outcome, decision }
}

/** Who the server says the cookie belongs to: a replay only ever sends that user's items. */
async function askSession(send: typeof fetch): Promise<ReplaySession | 'signed-out' | 'unreachable'> {
  try {
    const response = await send('/v1/auth/session', { credentials: 'include', headers: { Accept: 'application/json' } })
    if (response.status === 401) return 'signed-out'
    const json = (await response.json()) as {
      data?: { user?: { id?: number }; complianceAgencyId?: number; isImpersonating?: boolean }
    }
    const data = json.data
    if (!response.ok || typeof data?.user?.id !== 'number' || typeof data.complianceAgencyId !== 'number')
      return 'unreachable'
    return { userId: data.user.id, agencyId: data.complianceAgencyId, isImpersonating: data.isImpersonating === true }
  } catch {
    return 'unreachable'
  }
}

/** 'waiting': some items wait out a server-error backoff and need a later replay. */
export type ReplayResult = 'done' | 'waiting' | 'offline' | 'signed-out'

/**
 * Sends every due item of the signed-in user, oldest first. Triggered by the Background Sync event, on app
 * start, on `online` and by "Sync now" / Retry (`force` skips the 5xx backoff). Stops at the first network
 * failure (the connection is gone) or 401 (the session is).
 */
export async function replayOutbox({ force = false, send = fetch }: { force?: boolean; send?: typeof fetch } = {}) {
  const now = Date.now()
  await outboxDb.items
    .where('state')
    .equals('sent')
    .filter((i) => now - i.updatedAt > KEEP_SENT_MS)
    .delete()
  const session = await askSession(send)
  if (session === 'unreachable') return 'offline' satisfies ReplayResult
  if (session === 'signed-out') {
    // Whoever signs in next may be someone else: nothing is sent, each user's items wait for them.
    await outboxDb.items.where('state').equals('queued').modify({ needsSignIn: true })
    return 'signed-out' satisfies ReplayResult
  }
  const candidates = await outboxDb.items.where('userId').equals(session.userId).sortBy('createdAt')
  for (const candidate of candidates) {
    const item = await claim(candidate.id, session, Date.now(), force)
    if (!item) continue
    const { outcome, decision } = await sendClaimed(item, send)
    if (outcome.kind === 'network') return 'offline' satisfies ReplayResult
    if (decision.patch.needsSignIn) return 'signed-out' satisfies ReplayResult
  }
  return (await nextAttemptAt(session.userId)) === null ? 'done' : ('waiting' satisfies ReplayResult)
}

/** When the earliest backed-off item of this user may be tried again; null if none waits. */
export async function nextAttemptAt(userId: number): Promise<number | null> {
  const waiting = await outboxDb.items
    .where('[userId+state]')
    .equals([userId, 'queued'])
    .filter((item) => item.nextAttemptAt > 0)
    .toArray()
  return waiting.length === 0 ? null : Math.min(...waiting.map((item) => item.nextAttemptAt))
}
