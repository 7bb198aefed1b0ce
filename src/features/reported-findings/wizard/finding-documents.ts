import { liveQuery } from 'dexie'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { newIdempotencyKey } from '../../../api/client.ts'
import {
  TEMPORARY_DOCUMENT_ID_FIELD,
  type TemporaryDocument,
  TemporaryDocumentSchema,
  UPLOAD_FILE_FIELD,
  UPLOAD_QUEUE_INTERVAL_MS,
  uploadProblemOf,
} from '../../../contract/documents.ts'
import { envelopeSchema } from '../../../contract/envelope.ts'
import type { Session } from '../../../contract/session.ts'
import { compressPhoto } from '../../../lib/compress-photo.ts'
import { discardItem } from '../../../offline/outbox/actions.ts'
import { outboxDb } from '../../../offline/outbox/db.ts'
import { itemLock, tryHold } from '../../../offline/outbox/locks.ts'
import { requestBackgroundSync, StorageFullError, storeItem } from '../../../offline/outbox/submit.ts'
import { useSession } from '../../session/use-session.ts'
import { uploadProblemBeforeCompression } from '../../uploads/compress-photo.ts'
import { sendStoredRow } from '../../uploads/upload-outbox.ts'
import { createUploadQueue, type UploadItem, type UploadStatus } from '../../uploads/upload-queue.ts'

/**
 * The documents of a third-party resolution (issue 15 item 5; property-operations §4 File upload, §5), one store
 * per opening of the wizard. They must work with no signal: each file is stored as an outbox row under a reference
 * made here (the temporary document's `id`, a UUID) before anything is sent, so the submission can name it at
 * once. The rows are of kind 'reported-finding' with the property's id, like the submission, so the outbox sends
 * them strictly in the order they were made (claim.ts): the documents, then the submission that claims them.
 *
 * The page sends each row itself with progress, one at a time (in order anyway); with no answer the row stays
 * queued for the replayer (page or service worker) and the item shows as waiting until its row is delivered.
 */
export const TEMPORARY_DOCUMENT_ACTION = 'reported-finding.temporary-document'
export const TEMPORARY_DOCUMENT_URL = '/v1/reported-findings/temporary-document'
export const DOCUMENT_DISCARDED = 'Not sent: it was discarded. Add it again.'
export const NOT_SAVED_ON_DEVICE = 'Not saved on this device: try again.'

export type FindingDocumentMeta = { documentId: string; fileName: string; size: number }

/** One document as the form shows it; `id` is the reference the submission names in documentIds. */
export type FindingDocument = {
  id: string
  name: string
  size: number
  status: UploadStatus
  uploadPercentage: number
  error: string | null
}

export type FindingDocumentsOptions = {
  session: Session
  propertyId: number
  address: string
  /** How often queued documents are started (the spec's 1 s; tests go faster). */
  intervalMs?: number
}

export const temporaryDocumentFromResponse = (body: unknown): TemporaryDocument | null => {
  const parsed = v.safeParse(envelopeSchema(TemporaryDocumentSchema), body)
  return parsed.success && parsed.output.success ? parsed.output.data : null
}

/** What the submission may name: every document not failed (waiting ones are sent before it). */
export const documentIdsOf = (items: readonly FindingDocument[]) =>
  items.filter((item) => item.status !== 'failed').map((item) => item.id)

export type FindingDocumentsStore = ReturnType<typeof createFindingDocuments>

export function createFindingDocuments({
  session,
  propertyId,
  address,
  intervalMs = UPLOAD_QUEUE_INTERVAL_MS,
}: FindingDocumentsOptions) {
  /** Per item: its row stored (or the reason it was not), awaited before its first send. */
  const stored = new Map<string, Promise<void>>()
  /** The name and size of what is stored, which for a large photo is its smaller copy. */
  const shown = new Map<string, { name: string; size: number }>()
  /** Locks on rows this page is in charge of (locks.ts): no replayer sends them meanwhile. */
  const heldLocks = new Map<string, () => void>()
  const discards = new Set<Promise<void>>()
  const listeners = new Set<() => void>()
  let chain: Promise<unknown> = Promise.resolve()
  let lastCreatedAt = 0
  let snapshot: readonly FindingDocument[] = []

  const releaseLock = (id: string) => {
    heldLocks.get(id)?.()
    heldLocks.delete(id)
  }
  const discard = (id: string) => {
    const done: Promise<void> = discardItem(id).finally(() => {
      discards.delete(done)
    })
    discards.add(done)
    return done
  }

  const queue = createUploadQueue<null, TemporaryDocument>({
    // Rows of one property are claimed only in order (claim.ts): a second upload at once would only wait.
    concurrency: 1,
    intervalMs,
    check: uploadProblemBeforeCompression,
    send: async (item, context) => {
      await stored.get(item.id)
      const release = heldLocks.get(item.id) ?? (await tryHold(itemLock(item.id)))
      heldLocks.delete(item.id)
      // A replay is sending it: the item follows its row.
      if (!release) return { kind: 'waiting' }
      try {
        const outcome = await sendStoredRow(item.id, context, temporaryDocumentFromResponse)
        if (outcome.kind === 'waiting') void requestBackgroundSync()
        return outcome
      } catch (error) {
        // Refused (type, size, id): kept, the row would hold back the submission behind it, so it goes; the
        // item shows why, and the user removes it or adds the file again.
        if (!context.signal.aborted) await discard(item.id)
        throw error
      } finally {
        release()
      }
    },
    onRemove: (item) => {
      releaseLock(item.id)
      // Uploaded already: the server drops an unclaimed temporary document after a day.
      if (item.status !== 'success') void discard(item.id)
    },
  })

  const toDocument = (item: UploadItem<null, TemporaryDocument>): FindingDocument => ({
    id: item.id,
    name: shown.get(item.id)?.name ?? item.file?.name ?? 'Document',
    size: shown.get(item.id)?.size ?? item.file?.size ?? 0,
    status: item.status,
    uploadPercentage: item.uploadPercentage,
    error: item.error,
  })
  const refresh = () => {
    snapshot = queue.items().map(toDocument)
    for (const listener of listeners) listener()
  }
  queue.subscribe(() => {
    refresh()
    void followWaiting()
  })

  /**
   * Made smaller before it is stored, not before its first send: the replayer (often the service worker, with no
   * canvas) sends what is stored, so the stored copy is what must fit the 20 MB; and it takes less room here.
   * Then checked and stored as an outbox row under the item's id, this page holding its lock.
   */
  async function store(id: string, original: File) {
    const release = await tryHold(itemLock(id))
    if (release) heldLocks.set(id, release)
    const file = await compressPhoto(original)
    const problem = uploadProblemOf(file)
    if (problem) {
      releaseLock(id)
      throw new Error(problem)
    }
    shown.set(id, { name: file.name, size: file.size })
    refresh()
    // Strictly increasing: the rows keep the order the files were added in, before any later submission.
    lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1)
    const meta: FindingDocumentMeta = { documentId: id, fileName: file.name, size: file.size }
    try {
      await storeItem(
        {
          kind: 'reported-finding',
          action: TEMPORARY_DOCUMENT_ACTION,
          method: 'POST',
          url: TEMPORARY_DOCUMENT_URL,
          headers: { 'Idempotency-Key': newIdempotencyKey() },
          // The id before the file: the server refuses a bad one before storing any bytes.
          body: {
            type: 'form',
            parts: [
              { name: TEMPORARY_DOCUMENT_ID_FIELD, value: id },
              { name: UPLOAD_FILE_FIELD, blob: file, filename: file.name },
            ],
          },
          description: `Upload ${file.name}`,
          propertyId,
          propertyAddress: address,
          userId: session.user.id,
          agencyId: session.complianceAgencyId,
          invalidate: [],
          meta,
        },
        lastCreatedAt,
        id,
      )
    } catch (error) {
      releaseLock(id)
      throw error instanceof StorageFullError ? error : new Error(NOT_SAVED_ON_DEVICE)
    }
    // Removed while it was being stored: it must not be sent.
    if (!queue.items().some((item) => item.id === id)) {
      releaseLock(id)
      await discard(id)
    }
  }

  /** A waiting item follows its row: delivered by a replay, refused, or discarded from the outbox list. */
  async function followWaiting() {
    if (!queue.items().some((item) => item.status === 'waiting')) return
    for (const item of queue.items()) {
      if (item.status !== 'waiting') continue
      const row = await outboxDb.items.get(item.id)
      if (!row) {
        queue.settle(item.id, { ok: false, error: DOCUMENT_DISCARDED })
      } else if (row.state === 'sent') {
        const { name, size } = toDocument(item)
        const result = temporaryDocumentFromResponse(row.response?.body) ?? { id: item.id, name, size }
        queue.settle(item.id, { ok: true, result })
      } else if (row.state === 'failed' || row.state === 'conflict') {
        queue.settle(item.id, { ok: false, error: row.lastError ?? 'Unknown error' })
        await discard(item.id)
      }
    }
  }

  /** The documentIds of this property's writes stored on this device (the third-party submission's JSON body). */
  async function namedBySubmissions(): Promise<Set<string>> {
    const rows = await outboxDb.items.where('[userId+propertyId]').equals([session.user.id, propertyId]).toArray()
    const named = new Set<string>()
    for (const row of rows) {
      const ids = row.body.type === 'json' ? (row.body.value as { documentIds?: unknown } | null)?.documentIds : null
      if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') named.add(id)
    }
    return named
  }

  let rowsSubscription: { unsubscribe(): void } | null = null

  const api = {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    items: (): readonly FindingDocument[] => snapshot,
    /** Adds files (Add documents, Take photo); those that break the rules fail at once. Resolves once stored. */
    async add(files: readonly File[]): Promise<string[]> {
      const ids = queue.add(files.map((file) => ({ file, payload: null })))
      const accepted = ids.filter((id) => queue.items().find((item) => item.id === id)?.status === 'queued')
      for (const id of accepted) {
        const file = queue.items().find((item) => item.id === id)?.file as File
        // One after another, so their rows are made in the order the files were added.
        const done = chain.then(() => store(id, file))
        chain = done.catch(() => {})
        stored.set(id, done)
        // The queue reports a failure when it awaits this before sending; nothing else must.
        done.catch(() => {})
      }
      await chain
      return ids
    },
    /** Removes a document; its row is discarded unless it was uploaded already. */
    remove(documentId: string) {
      queue.cancel(documentId)
    },
    /** Resolves when no document is being stored or sent: each is uploaded, waiting in the outbox, or failed. */
    settled(): Promise<void> {
      const busy = () => queue.items().some((item) => item.status === 'queued' || item.status === 'uploading')
      if (!busy()) return Promise.resolve()
      return new Promise((resolve) => {
        const stop = queue.subscribe(() => {
          if (busy()) return
          stop()
          resolve()
        })
      })
    },
    /** Submitted: the documents belong to the resolution (rows not sent yet stay for the replayer). */
    forget() {
      for (const item of queue.items()) {
        releaseLock(item.id)
        queue.cancelLocally(item.id)
      }
    },
    /** Closed without submitting: every row not uploaded yet is discarded, and the list is emptied. */
    async discardUnsubmitted(): Promise<void> {
      // A submission stored on this device that names a document keeps it, even if forget() was not called.
      const named = await namedBySubmissions()
      for (const item of queue.items()) {
        if (item.status === 'success' || named.has(item.id)) {
          releaseLock(item.id)
          queue.cancelLocally(item.id)
        } else {
          queue.cancel(item.id)
        }
      }
      await Promise.all([...discards])
    },
    /** Follows the rows of waiting items while mounted; the returned stop lets go of this page's locks too. */
    connect(): () => void {
      rowsSubscription ??= liveQuery(() =>
        outboxDb.items.where('[userId+propertyId]').equals([session.user.id, propertyId]).toArray(),
      ).subscribe({ next: () => void followWaiting(), error: () => {} })
      return () => {
        rowsSubscription?.unsubscribe()
        rowsSubscription = null
        // Unmounted (not closed): items not sent stay queued in the outbox, for the replayer.
        api.forget()
      }
    },
  }
  return api
}

/** What the third-party form and the wizard use: the documents of this opening, live. */
export type FindingDocuments = {
  items: readonly FindingDocument[]
  /** For the submission: every document not failed. */
  documentIds: string[]
  add: (files: readonly File[]) => Promise<string[]>
  remove: (documentId: string) => void
  settled: () => Promise<void>
  forget: () => void
  discardUnsubmitted: () => Promise<void>
}

/** One store per mounted wizard (per opening), for the signed-in user's session and this property. */
export function useFindingDocuments({
  propertyId,
  address,
}: {
  propertyId: number
  address: string
}): FindingDocuments {
  const session = useSession()
  const [documents] = useState(() => createFindingDocuments({ session, propertyId, address }))
  useEffect(() => documents.connect(), [documents])
  const items = useSyncExternalStore(documents.subscribe, documents.items)
  return useMemo(
    (): FindingDocuments => ({
      items,
      documentIds: documentIdsOf(items),
      add: documents.add,
      remove: documents.remove,
      settled: documents.settled,
      forget: documents.forget,
      discardUnsubmitted: documents.discardUnsubmitted,
    }),
    [items, documents],
  )
}
