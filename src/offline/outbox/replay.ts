import { claim, record, withCurrentVersion } from './claim.ts'
import { deleteItems, type OutboxItem, outboxDb } from './db.ts'
import { type AttemptOutcome, isDue, KEEP_SENT_MS, type ReplaySession } from './decide.ts'
import { itemLock, REPLAY_LOCK, tryHold, withLock } from './locks.ts'
import { attempt } from './request.ts'
import { makeStoredPhotosSmaller } from './smaller-photos.ts'

/**
 * Sends a claimed item once and records what came of it; the server's idempotency key makes a resend harmless.
 * The caller holds the item's lock.
 */
export async function sendClaimed(claimed: OutboxItem, send: typeof fetch = fetch) {
  const item = await makeStoredPhotosSmaller(claimed)
  const outcome: AttemptOutcome = await attempt(await withCurrentVersion(item), send)
  const decision = await record(item, outcome)
  return { outcome, decision }
}

/** Who the server says the cookie belongs to: a replay only ever sends that user's items. */
export async function askSession(send: typeof fetch = fetch): Promise<ReplaySession | 'signed-out' | 'unreachable'> {
  try {
    const response = await send('/v1/auth/session', {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    })
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

/**
 * 'waiting': some items wait out a backoff and need a later replay. 'unreachable': no answer from the server
 * (offline, or the server is down: the caller tells which by the browser's own online flag).
 */
export type ReplayResult = 'done' | 'waiting' | 'unreachable' | 'signed-out'

/**
 * Sends every due item of the signed-in user, oldest first, one at a time: page, tabs and worker take turns
 * (REPLAY_LOCK), and an item someone else is sending (its lock is held) is left to them. A row left 'sending'
 * by a page or worker that died has no lock: it is taken again here. Triggered by the Background Sync event, on
 * app start, on `online`, when the server probe finds the server back, by "Sync now" / Retry (`force` skips the
 * backoff) and by a timer for a backed-off item. Stops at the first network failure or 401.
 */
export async function replayOutbox({ force = false, send = fetch }: { force?: boolean; send?: typeof fetch } = {}) {
  await pruneSent()
  await reclaimAbandoned()
  const session = await askSession(send)
  if (session === 'unreachable') return 'unreachable' satisfies ReplayResult
  if (session === 'signed-out') {
    // Whoever signs in next may be someone else: nothing is sent, each user's items wait for them.
    await outboxDb.items.where('state').equals('queued').modify({ needsSignIn: true })
    return 'signed-out' satisfies ReplayResult
  }
  return withLock(REPLAY_LOCK, () => drain(session, force, send))
}

async function drain(session: ReplaySession, force: boolean, send: typeof fetch): Promise<ReplayResult> {
  const candidates = await outboxDb.items.where('userId').equals(session.userId).sortBy('createdAt')
  for (const candidate of candidates) {
    if (!isDue(candidate, session, Date.now(), force)) continue
    const release = await tryHold(itemLock(candidate.id))
    if (!release) continue
    try {
      const item = await claim(candidate.id, (current) => isDue(current, session, Date.now(), force))
      if (!item) continue
      const { outcome, decision } = await sendClaimed(item, send)
      if (outcome.kind === 'network') return 'unreachable'
      if (decision.patch.needsSignIn) return 'signed-out'
    } finally {
      release()
    }
  }
  return (await nextAttemptAt(session.userId)) === null ? 'done' : 'waiting'
}

export const INTERRUPTED_MESSAGE = 'Interrupted while sending: it will be sent again.'

/**
 * Rows left 'sending' by a page or worker that closed mid-send (nobody holds their lock) go back to the queue,
 * visibly, with Retry and Discard, even while offline: never stuck, never hidden.
 */
export async function reclaimAbandoned() {
  const sending = await outboxDb.items.where('state').equals('sending').primaryKeys()
  for (const id of sending) {
    const release = await tryHold(itemLock(id))
    if (!release) continue
    try {
      await outboxDb.items
        .where('id')
        .equals(id)
        .modify((row) => {
          if (row.state !== 'sending') return
          Object.assign(row, {
            state: 'queued',
            nextAttemptAt: 0,
            lastError: INTERRUPTED_MESSAGE,
            updatedAt: Date.now(),
          })
        })
    } finally {
      release()
    }
  }
}

async function pruneSent() {
  const now = Date.now()
  const old = await outboxDb.items
    .where('state')
    .equals('sent')
    .filter((i) => now - i.updatedAt > KEEP_SENT_MS)
    .primaryKeys()
  if (old.length > 0) await deleteItems(old)
}

/** When the earliest backed-off item of this user may be tried again; null if none waits. */
export async function nextAttemptAt(userId: number): Promise<number | null> {
  const waiting = await outboxDb.items
    .where('[userId+state]')
    .equals([userId, 'queued'])
    .filter((item) => item.nextAttemptAt > 0 && !item.needsSignIn)
    .toArray()
  return waiting.length === 0 ? null : Math.min(...waiting.map((item) => item.nextAttemptAt))
}
