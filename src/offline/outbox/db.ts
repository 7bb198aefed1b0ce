import { Dexie, type EntityTable } from 'dexie'

/**
 * The outbox: every write that must survive bad signal, one row each. The page and the service worker
 * open this same database (their own, apart from the query cache's) and both update it, so the badge,
 * the list and the property page always show what the worker is doing.
 */
export type OutboxState = 'queued' | 'sending' | 'failed' | 'conflict' | 'sent'

/**
 * What a feature writes; 'property': the key details; 'upload' bodies are multipart; 'access-issue': request resolve, one-off, entry
 * preferences; 'reported-finding': dismiss and restore (and later the resolve wizard's writes).
 */
export type OutboxKind = 'tenancy' | 'property' | 'upload' | 'access-issue' | 'reported-finding'

/**
 * A body IndexedDB can store: JSON as a value, multipart as parts. A file part's bytes live in the `blobs`
 * table (`blobId`), so listing the outbox (badge, list, tray) never loads photos; rows of the first version
 * held the Blob in the part itself (`blob`), which is still read.
 */
export type OutboxBody = { type: 'none' } | { type: 'json'; value: unknown } | { type: 'form'; parts: OutboxFormPart[] }

/**
 * `compress`: a large photo to be made smaller just before its first send, by whoever sends it (page or service
 * worker: smaller-photos.ts). It is stored as taken, so nothing is lost if the app closes meanwhile.
 */
export type OutboxFormPart =
  | { name: string; value: string }
  | { name: string; blob: Blob; filename: string; compress?: boolean }
  | { name: string; blobId: string; filename: string; compress?: boolean }

/** A file part's bytes, apart from its item's row. */
export type OutboxBlob = { id: string; itemId: string; blob: Blob }

export type OutboxItem = {
  /** The row's own id; the Idempotency-Key is in `headers` and changes when the user re-sends after a conflict. */
  id: string
  kind: OutboxKind
  /** e.g. 'tenancy.update': which screen knows how to show this item's conflict or edit it again. */
  action: string
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  /** Always holds Idempotency-Key. */
  headers: Record<string, string>
  body: OutboxBody
  /** What a person reads in the list: "Edit tenancy: 01/02/2027 to 31/01/2028, Jane Citizen". */
  description: string
  propertyId: number | null
  propertyAddress: string | null
  /** Only this user, signed in to this agency, may see or send the item. */
  userId: number
  agencyId: number
  state: OutboxState
  /** The last try found no valid session (401): it waits for the same user to sign in. */
  needsSignIn: boolean
  attempts: number
  /** Epoch ms before which an automatic replay leaves it alone (backoff after 5xx); 0 = any time. */
  nextAttemptAt: number
  /** When a sender took it ('sending'). Whether that sender is still alive is told by its lock (locks.ts). */
  claimedAt: number
  /**
   * An earlier item this write was made on top of (a second edit of a tenancy whose first edit is not sent):
   * the body's `version` is taken from that item's answer when it is sent, so it never conflicts with itself.
   */
  versionFrom?: string | null
  lastError: string | null
  response: { status: number; body: unknown } | null
  /** Query keys to invalidate after it is applied, so the pages show the server's answer. */
  invalidate: unknown[][]
  /** Feature data for showing the item (the wizard draft of a tenancy edit, a file name, ...). */
  meta: unknown
  createdAt: number
  updatedAt: number
}

export const OUTBOX_DB_NAME = 'acp-outbox'

export const outboxDb = new Dexie(OUTBOX_DB_NAME) as Dexie & {
  items: EntityTable<OutboxItem, 'id'>
  blobs: EntityTable<OutboxBlob, 'id'>
}

outboxDb.version(1).stores({
  items: 'id, userId, [userId+state], [userId+propertyId], state, createdAt',
})
outboxDb.version(2).stores({ blobs: 'id, itemId' })

/** Removes an item with its files (discard, prune). */
export function deleteItems(ids: string[]) {
  return outboxDb.transaction('rw', outboxDb.items, outboxDb.blobs, async () => {
    await outboxDb.items.bulkDelete(ids)
    await outboxDb.blobs.where('itemId').anyOf(ids).delete()
  })
}
