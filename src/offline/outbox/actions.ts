import { noteReplay } from './connectivity.ts'
import { deleteItems, type OutboxItem, outboxDb } from './db.ts'
import { type ReplayResult, replayOutbox } from './replay.ts'

/**
 * What the user can do with an item. Discarding is the only way an item leaves the outbox unsent, and
 * the list asks before it.
 */
let running: Promise<ReplayResult> | null = null

/**
 * Replays now ("Sync now", Retry, app start, `online`, the server probe); a second call while one runs waits for
 * it. After it, the connectivity state follows what the replay met (connectivity.ts).
 */
export function syncNow(force = true): Promise<ReplayResult> {
  running ??= replayOutbox({ force })
    .then(async (result) => {
      const waiting = result === 'unreachable' && (await outboxDb.items.where('state').equals('queued').count()) > 0
      noteReplay(result !== 'unreachable', { waiting, probe: () => void syncNow(true) })
      return result
    })
    .finally(() => {
      running = null
    })
  return running
}

/**
 * Retry: sent again now. A failed item was refused (nothing applied), and the server keeps that answer under its
 * Idempotency-Key for a day and would only repeat it: it goes with a new key, to be judged again.
 */
export async function retryItem(id: string) {
  await outboxDb.items
    .where('id')
    .equals(id)
    .modify((item) => {
      // A row left 'sending' is taken again by the replay if its sender is gone (locks.ts); others are queued.
      if (item.state === 'failed') item.headers = { ...item.headers, 'Idempotency-Key': crypto.randomUUID() }
      if (item.state === 'failed' || item.state === 'queued') {
        Object.assign(item, { state: 'queued', nextAttemptAt: 0, lastError: null, updatedAt: Date.now() })
      }
    })
  await syncNow()
}

export function discardItem(id: string) {
  return deleteItems([id])
}

/**
 * "Keep mine" after a conflict: the new body goes with a new Idempotency-Key (the old key's answer is the refusal,
 * which the server would replay), then it is sent like any other. The body names the version it is sent against
 * (the server's, from the conflict), so it no longer takes one from the earlier write it was made on top of.
 */
export async function resendItem(id: string, changes: Pick<OutboxItem, 'body'> & Partial<Pick<OutboxItem, 'meta'>>) {
  await outboxDb.transaction('rw', outboxDb.items, async () => {
    const item = await outboxDb.items.get(id)
    if (!item) return
    await outboxDb.items.put({
      ...item,
      ...changes,
      headers: { ...item.headers, 'Idempotency-Key': crypto.randomUUID() },
      versionFrom: null,
      state: 'queued',
      needsSignIn: false,
      nextAttemptAt: 0,
      lastError: null,
      response: null,
      updatedAt: Date.now(),
    })
  })
  await syncNow()
}
