import { type OutboxItem, outboxDb } from './db.ts'
import { decide } from './decide.ts'
import { notifyApplied } from './notify.ts'
import { attempt, OUTBOX_SYNC_TAG } from './request.ts'

/** What a feature gives to enqueue a write; the outbox fills in the state and bookkeeping. */
export type NewOutboxItem = Pick<
  OutboxItem,
  | 'kind'
  | 'action'
  | 'method'
  | 'url'
  | 'headers'
  | 'body'
  | 'description'
  | 'propertyId'
  | 'propertyAddress'
  | 'userId'
  | 'agencyId'
  | 'invalidate'
  | 'meta'
>

export type SubmitResult =
  /** Applied now: the server's answer (its envelope). */
  | { status: 'sent'; httpStatus: number; body: unknown }
  /** Kept on this device (no connection, session ended, server error): it will be sent later. */
  | { status: 'queued'; itemId: string }
  /** Refused now (400, 403, 409 …) while the user is still on the form: the form shows why, nothing is kept. */
  | { status: 'rejected'; httpStatus: number; body: unknown }

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }

/** Asks for a Background Sync where the browser has it; elsewhere app start, `online` and "Sync now" replay. */
export async function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined
    await registration?.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // No permission or no API: the other triggers still replay it.
  }
}

/**
 * Sends a write through the outbox: stored first (a closed page or a crash loses nothing), then sent through
 * the service worker, which queues it if the network fails. The Idempotency-Key in `headers` makes every
 * resend of it apply at most once.
 */
export async function submitThroughOutbox(input: NewOutboxItem): Promise<SubmitResult> {
  const now = Date.now()
  const item: OutboxItem = {
    ...input,
    id: crypto.randomUUID(),
    state: 'sending',
    needsSignIn: false,
    attempts: 0,
    nextAttemptAt: 0,
    claimedAt: now,
    lastError: null,
    response: null,
    createdAt: now,
    updatedAt: now,
  }
  await outboxDb.items.add(item)
  const outcome = await attempt(item)
  const decision = decide(item, outcome, Date.now())
  if (decision.patch.state === 'failed' || decision.patch.state === 'conflict') {
    await outboxDb.items.delete(item.id)
    return { status: 'rejected', httpStatus: decision.patch.response?.status ?? 0, body: decision.patch.response?.body }
  }
  await outboxDb.items.update(item.id, { ...decision.patch, updatedAt: Date.now() })
  if (decision.applied) {
    // The form that sent it refreshes its page itself; other tabs are told.
    notifyApplied(item.invalidate, { local: false })
    return { status: 'sent', httpStatus: decision.patch.response?.status ?? 200, body: decision.patch.response?.body }
  }
  void requestBackgroundSync()
  return { status: 'queued', itemId: item.id }
}
