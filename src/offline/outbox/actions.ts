import { type OutboxItem, outboxDb } from './db.ts'
import { replayOutbox } from './replay.ts'

/**
 * What the user can do with an item. Discarding is the only way an item leaves the outbox unsent, and
 * the list asks before it.
 */
let running: Promise<unknown> | null = null

/** Replays now ("Sync now", Retry, app start, `online`); a second press while one runs waits for it. */
export function syncNow(force = true) {
  running ??= replayOutbox({ force }).finally(() => {
    running = null
  })
  return running
}

export async function retryItem(id: string) {
  await outboxDb.items.update(id, { state: 'queued', nextAttemptAt: 0, lastError: null, updatedAt: Date.now() })
  await syncNow()
}

export function discardItem(id: string) {
  return outboxDb.items.delete(id)
}

/**
 * "Keep mine" after a conflict, or a corrected failed item: the new body goes with a new Idempotency-Key
 * (the old key's answer is the refusal, which the server would replay), then it is sent like any other.
 */
export async function resendItem(id: string, changes: Pick<OutboxItem, 'body'> & Partial<Pick<OutboxItem, 'meta'>>) {
  await outboxDb.transaction('rw', outboxDb.items, async () => {
    const item = await outboxDb.items.get(id)
    if (!item) return
    await outboxDb.items.put({
      ...item,
      ...changes,
      headers: { ...item.headers, 'Idempotency-Key': crypto.randomUUID() },
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
