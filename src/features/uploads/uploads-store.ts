import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { ApiError, newIdempotencyKey } from '../../api/client.ts'
import { documentQueries, uploadDocument } from '../../api/documents.ts'
import { UPLOAD_NETWORK_ERROR } from '../../api/upload-request.ts'
import {
  type DocumentAttributesBody,
  type DocumentOwner,
  type PropertyDocument,
  UPLOAD_CONCURRENCY,
  UPLOAD_QUEUE_INTERVAL_MS,
  uploadProblemOf,
} from '../../contract/documents.ts'
import { discardItem } from '../../offline/outbox/actions.ts'
import { compressPhoto } from './compress-photo.ts'
import { handOffToOutbox } from './upload-outbox.ts'
import { createUploadQueue, type UploadItem, type UploadQueue } from './upload-queue.ts'

/** The spec's Upload item: which property (MANAGED or NON-MANAGED, id, address) and what kind of document. */
export type UploadPayload = {
  property: DocumentOwner & { address: string }
  attributes: DocumentAttributesBody
  /** Kept for the item's life, so a resend (by the page or the outbox) is applied at most once. */
  idempotencyKey: string
}
export type DocumentUploadItem = UploadItem<UploadPayload, PropertyDocument>

let queue: UploadQueue<UploadPayload, PropertyDocument> | null = null
/** Queue item id -> outbox row id, for uploads handed to the outbox while this page is open. */
export const outboxIds = new Map<string, string>()

/** The one queue of this page, created on first use; uploads carry on while the user moves between screens. */
export function documentUploadQueue(queryClient: QueryClient) {
  if (queue) return queue
  const created = createUploadQueue<UploadPayload, PropertyDocument>({
    concurrency: UPLOAD_CONCURRENCY,
    intervalMs: UPLOAD_QUEUE_INTERVAL_MS,
    check: uploadProblemOf,
    send: async (item, { signal, onProgress }) => {
      const { property, attributes, idempotencyKey } = item.payload
      const file = item.file as File
      // The outbox keeps the upload on this device and the service worker sends it when it can.
      const toOutbox = async (fallback: Error) => {
        const handOff = await handOffToOutbox(queryClient, item, file)
        if (handOff.kind === 'waiting') {
          outboxIds.set(item.id, handOff.outboxId)
          return { kind: 'waiting' } as const
        }
        if (handOff.kind === 'done') return delivered(handOff.result)
        throw handOff.kind === 'refused' ? handOff.error : fallback
      }
      const delivered = (result: PropertyDocument) => {
        void queryClient.invalidateQueries({ queryKey: documentQueries.of(property) })
        return { kind: 'done', result } as const
      }
      if (!navigator.onLine) return toOutbox(new ApiError(UPLOAD_NETWORK_ERROR, 0))
      const result = await uploadDocument({
        owner: property,
        file,
        fileName: file.name,
        attributes,
        idempotencyKey,
        signal,
        onProgress,
      })
      if (result.ok) return delivered(result.data)
      // The connection dropped mid-way: the same key goes to the outbox, so a partly received upload is not doubled.
      if (result.error.status === 0) return toOutbox(result.error)
      throw result.error
    },
    onRemove: (item) => {
      const outboxId = outboxIds.get(item.id)
      outboxIds.delete(item.id)
      if (outboxId) void discardItem(outboxId)
    },
  })
  queue = created
  return created
}

let ownerUserId: number | null = null

/**
 * The queue belongs to whoever is signed in: when another user signs in on this page, the previous user's
 * uploads leave the tray (and stop). Their outbox rows stay, for them to see when they sign in again.
 */
export function keepQueueForUser(userId: number) {
  if (queue && ownerUserId !== null && ownerUserId !== userId) {
    outboxIds.clear()
    for (const item of queue.items()) queue.cancel(item.id)
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

/** Queues files for one property with the attributes chosen in the dialog; large photos are made smaller first. */
export async function queueDocumentUploads(
  uploads: UploadQueue<UploadPayload, PropertyDocument>,
  files: readonly File[],
  property: UploadPayload['property'],
  attributes: DocumentAttributesBody,
) {
  const prepared = await Promise.all(files.map(compressPhoto))
  return uploads.add(
    prepared.map((file) => ({ file, payload: { property, attributes, idempotencyKey: newIdempotencyKey() } })),
  )
}
