import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { documentQueries } from '../../api/documents.ts'
import { sessionQueries } from '../../api/session.ts'
import {
  type DocumentAttributesBody,
  type DocumentOwner,
  type PropertyDocument,
  UPLOAD_CONCURRENCY,
  UPLOAD_QUEUE_INTERVAL_MS,
} from '../../contract/documents.ts'
import { shouldCompress } from '../../lib/compress-photo.ts'
import { discardItem } from '../../offline/outbox/actions.ts'
import { type OutboxItem, outboxDb } from '../../offline/outbox/db.ts'
import { itemLock, tryHold } from '../../offline/outbox/locks.ts'
import { StorageFullError } from '../../offline/outbox/submit.ts'
import { uploadProblemBeforeCompression } from './compress-photo.ts'
import {
  isUploadRow,
  sendStoredUpload,
  storedAttributesOf,
  storedFileOf,
  storeUploads,
  uploadMetaOf,
} from './upload-outbox.ts'
import { createUploadQueue, type UploadItem, type UploadQueue } from './upload-queue.ts'

/** The spec's Upload item: which property (MANAGED or NON-MANAGED, id, address) and what kind of document. */
export type UploadPayload = { property: DocumentOwner & { address: string }; attributes: DocumentAttributesBody }
export type DocumentUploadItem = UploadItem<UploadPayload, PropertyDocument>

export const NOT_SAVED_SIGNED_OUT = 'Not saved: you are signed out. Sign in and add the file again.'

let queue: UploadQueue<UploadPayload, PropertyDocument> | null = null
let client: QueryClient | null = null
/**
 * The locks this page holds on its queued uploads' rows (locks.ts): while the page is in charge of an upload, no
 * replayer sends it; when the page closes the browser drops them, and the next start or the worker carries on.
 */
const heldLocks = new Map<string, () => void>()

function releaseLock(id: string) {
  heldLocks.get(id)?.()
  heldLocks.delete(id)
}

/** A photo to be made smaller is judged by its type alone: the smaller copy is what must fit the 20 MB. */
const problemOf = uploadProblemBeforeCompression

/**
 * The one queue of this page, created on first use; uploads carry on while the user moves between screens. Each
 * item is an outbox row (same id): the queue only decides when it is sent from here, 2 at a time with progress.
 */
export function documentUploadQueue(queryClient: QueryClient) {
  client = queryClient
  if (queue) return queue
  queue = createUploadQueue<UploadPayload, PropertyDocument>({
    concurrency: UPLOAD_CONCURRENCY,
    intervalMs: UPLOAD_QUEUE_INTERVAL_MS,
    check: problemOf,
    send: async (item, context) => {
      const release = heldLocks.get(item.id) ?? (await tryHold(itemLock(item.id)))
      heldLocks.delete(item.id)
      // Someone else (a replay) is sending it: the tray follows its row.
      if (!release) return { kind: 'waiting' }
      try {
        const outcome = await sendStoredUpload(item.id, context)
        if (outcome.kind === 'done')
          void queryClient.invalidateQueries({ queryKey: documentQueries.of(item.payload.property) })
        return outcome
      } finally {
        release()
      }
    },
    onRemove: (item) => {
      releaseLock(item.id)
      // Cancelled before it arrived: it is discarded. Arrived and cleared: its row stays in the outbox's list.
      if (item.status === 'success') void hideFromTray(item.id)
      else void discardItem(item.id)
    },
  })
  return queue
}

/** A delivered upload the user cleared from the tray: its row stays in the outbox's list, not in the tray. */
export function hideFromTray(rowId: string) {
  return outboxDb.items
    .where('id')
    .equals(rowId)
    .modify((row) => {
      row.meta = { ...(row.meta as object), hiddenFromTray: true }
    })
}

export const isHiddenFromTray = (row: OutboxItem) =>
  (row.meta as { hiddenFromTray?: boolean } | null)?.hiddenFromTray === true

let ownerUserId: number | null = null

/**
 * The queue belongs to whoever is signed in: when another user signs in on this page, the previous user's
 * uploads leave the tray (and stop). Their outbox rows stay, for them when they sign in again.
 */
export function keepQueueForUser(userId: number) {
  if (queue && ownerUserId !== null && ownerUserId !== userId) {
    for (const item of queue.items()) {
      releaseLock(item.id)
      queue.cancelLocally(item.id)
    }
  }
  ownerUserId = userId
}

export function useDocumentUploadQueue() {
  return documentUploadQueue(useQueryClient())
}

export function useDocumentUploads(): readonly DocumentUploadItem[] {
  const uploads = useDocumentUploadQueue()
  return useSyncExternalStore(uploads.subscribe, uploads.items)
}

/**
 * Upload pressed (the dialog, Take photo, a share into the app): every acceptable file is stored in the outbox
 * first, then queued here; a file that breaks the rules fails at once and is not kept. Large photos are made
 * smaller just before they are sent, so storing takes no longer than writing the files.
 */
export async function queueDocumentUploads(
  uploads: UploadQueue<UploadPayload, PropertyDocument>,
  files: readonly File[],
  property: UploadPayload['property'],
  attributes: DocumentAttributesBody,
) {
  const session = client?.getQueryData(sessionQueries.current().queryKey)
  const accepted = files.filter((file) => problemOf(file) === null)
  let rows: OutboxItem[] = []
  let notSaved: string | null = session ? null : NOT_SAVED_SIGNED_OUT
  if (session && accepted.length > 0) {
    // This page is in charge of them from the start: their locks are taken before the rows exist.
    const ids = accepted.map(() => crypto.randomUUID())
    for (const id of ids) {
      const release = await tryHold(itemLock(id))
      if (release) heldLocks.set(id, release)
    }
    try {
      const stored = accepted.map((file, i) => ({
        id: ids[i] as string,
        file,
        property,
        attributes,
        compress: shouldCompress(file),
      }))
      rows = await storeUploads(session, stored)
    } catch (error) {
      for (const id of ids) releaseLock(id)
      notSaved = error instanceof StorageFullError ? error.message : 'Not saved on this device: try again.'
    }
  }
  let next = 0
  uploads.add(
    files.map((file) => {
      const payload = { property, attributes }
      if (problemOf(file) !== null) return { file, payload }
      const row = rows[next++]
      return row ? { file, payload, id: row.id } : { file, payload, error: notSaved ?? undefined }
    }),
  )
  // Acceptable files this device could not keep: whoever holds another copy (a share) must not drop it.
  return { notStored: accepted.length - rows.length }
}

/**
 * At start (and sign-in), uploads stored before the page was closed are taken back into the queue, so they go
 * on with progress; any a replayer is already sending (its lock is held) are left to it.
 */
export async function resumeStoredUploads(userId: number, agencyId: number) {
  if (!queue) return
  const inQueue = new Set(queue.items().map((item) => item.id))
  const rows = await outboxDb.items
    .where('[userId+state]')
    .anyOf([userId, 'queued'], [userId, 'sending'])
    .sortBy('createdAt')
  for (const row of rows) {
    if (!isUploadRow(row) || row.agencyId !== agencyId || inQueue.has(row.id) || heldLocks.has(row.id)) continue
    const meta = uploadMetaOf(row)
    const [file, attributes] = [await storedFileOf(row), storedAttributesOf(row)]
    if (!meta || !file || !attributes) continue
    const release = await tryHold(itemLock(row.id))
    if (!release) continue
    heldLocks.set(row.id, release)
    queue.add([
      { id: row.id, file, payload: { property: { ...meta.owner, address: row.propertyAddress ?? '' }, attributes } },
    ])
  }
}
