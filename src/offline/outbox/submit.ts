import { syncNow } from './actions.ts'
import { applyDecision, claim, withCurrentVersion } from './claim.ts'
import { deleteItems, type OutboxBlob, type OutboxBody, type OutboxItem, outboxDb } from './db.ts'
import { decide } from './decide.ts'
import { itemLock, tryHold } from './locks.ts'
import { attempt, OUTBOX_SYNC_TAG } from './request.ts'

/** What a feature gives to enqueue a write (files as Blobs: they are stored apart); the outbox does the rest. */
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
> & {
  versionFrom?: string | null
  /** A refused item this write replaces ("Edit" on it in the outbox): removed as this one is stored. */
  supersedes?: string | null
}

export type SubmitResult =
  /** Applied now: the server's answer (its envelope). */
  | { status: 'sent'; httpStatus: number; body: unknown }
  /**
   * Kept on this device, to be sent later: `reason` says why, for what the user is told ('offline': no
   * connection; 'unreachable': a connection but no answer from the server; 'server': the server failed or was
   * busy; 'earlier': an earlier change to the same property goes first; 'sign-in': the session ended).
   */
  | { status: 'queued'; itemId: string; reason: QueuedReason }
  /** Refused now (400, 403, 409 …) while the user is still on the form: the form shows why, nothing is kept. */
  | { status: 'rejected'; httpStatus: number; body: unknown }

export type QueuedReason = 'offline' | 'unreachable' | 'server' | 'earlier' | 'sign-in'

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

/** The device's storage is full: nothing was saved, and the user is told what to clear. */
export class StorageFullError extends Error {
  constructor() {
    super(STORAGE_FULL_MESSAGE)
  }
}
export const STORAGE_FULL_MESSAGE =
  "This device's storage is full, so the change was not saved. Free some space (Settings → Storage: clear offline data, or delete photos and files on the device) and try again."

const isQuotaError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' || (error as { inner?: Error }).inner?.name === 'QuotaExceededError')

/** A new row with its files split off into the blobs table (db.ts), both written in one transaction. */
export async function storeItem(
  input: NewOutboxItem,
  now = Date.now(),
  /** Chosen by a caller that takes the item's lock before storing it (locks.ts), so no replayer sends it first. */
  id: string = crypto.randomUUID(),
): Promise<OutboxItem> {
  const blobs: OutboxBlob[] = []
  const body: OutboxBody =
    input.body.type !== 'form'
      ? input.body
      : {
          type: 'form',
          parts: input.body.parts.map((part) => {
            if (!('blob' in part)) return part
            const blobId = crypto.randomUUID()
            blobs.push({ id: blobId, itemId: id, blob: part.blob })
            return { name: part.name, blobId, filename: part.filename, ...(part.compress ? { compress: true } : {}) }
          }),
        }
  const { supersedes, ...fields } = input
  const item: OutboxItem = {
    versionFrom: null,
    ...fields,
    body,
    id,
    state: 'queued',
    needsSignIn: false,
    attempts: 0,
    nextAttemptAt: 0,
    claimedAt: 0,
    lastError: null,
    response: null,
    createdAt: now,
    updatedAt: now,
  }
  try {
    await outboxDb.transaction('rw', outboxDb.items, outboxDb.blobs, async () => {
      if (supersedes) await deleteItems([supersedes])
      await outboxDb.items.add(item)
      if (blobs.length > 0) await outboxDb.blobs.bulkAdd(blobs)
    })
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError()
    throw error
  }
  return item
}

/**
 * Sends a write through the outbox: stored first (a closed page or a crash loses nothing), then sent through
 * the service worker, which queues it if the network fails. The Idempotency-Key in `headers` makes every
 * resend of it apply at most once. A write behind an unsent earlier change to the same property waits for it:
 * the replayer sends both, in order.
 */
export async function submitThroughOutbox(input: NewOutboxItem): Promise<SubmitResult> {
  // Ours alone from before it is stored until the first try is over: no replayer may send it meanwhile.
  const id = crypto.randomUUID()
  const release = await tryHold(itemLock(id))
  let created: OutboxItem
  try {
    created = await storeItem(input, Date.now(), id)
  } catch (error) {
    release?.()
    throw error
  }
  try {
    const item = release ? await claim(created.id, (row) => row.state === 'queued') : null
    if (!item) {
      void syncNow(false)
      return { status: 'queued', itemId: created.id, reason: 'earlier' }
    }
    const outcome = await attempt(await withCurrentVersion(item))
    const decision = decide(item, outcome, Date.now())
    if (decision.patch.state === 'failed' || decision.patch.state === 'conflict') {
      await deleteItems([item.id])
      return {
        status: 'rejected',
        httpStatus: decision.patch.response?.status ?? 0,
        body: decision.patch.response?.body,
      }
    }
    // The form that sent it refreshes its page itself; other tabs are told.
    await applyDecision(item, decision, { notifyLocal: false })
    if (decision.applied) {
      return { status: 'sent', httpStatus: decision.patch.response?.status ?? 200, body: decision.patch.response?.body }
    }
    void requestBackgroundSync()
    const reason: QueuedReason = decision.patch.needsSignIn
      ? 'sign-in'
      : outcome.kind === 'network'
        ? 'offline'
        : 'server'
    return { status: 'queued', itemId: item.id, reason }
  } finally {
    release?.()
  }
}
