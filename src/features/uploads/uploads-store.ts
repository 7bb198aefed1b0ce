import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { newIdempotencyKey } from '../../api/client.ts'
import { documentQueries, uploadDocument } from '../../api/documents.ts'
import {
  type DocumentAttributesBody,
  type DocumentOwner,
  type PropertyDocument,
  UPLOAD_CONCURRENCY,
  UPLOAD_QUEUE_INTERVAL_MS,
  uploadProblemOf,
} from '../../contract/documents.ts'
import { compressPhoto } from './compress-photo.ts'
import { handOffToOutbox, settleFromOutbox } from './upload-outbox.ts'
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
      // No connection: straight to the outbox, where the service worker sends it when there is one.
      if (!navigator.onLine && (await handOffToOutbox(item, file))) return { kind: 'waiting' }
      const result = await uploadDocument({
        owner: property,
        file,
        fileName: file.name,
        attributes,
        idempotencyKey,
        signal,
        onProgress,
      })
      if (result.ok) {
        void queryClient.invalidateQueries({ queryKey: documentQueries.of(property) })
        return { kind: 'done', result: result.data }
      }
      // The connection dropped mid-way: the same key goes to the outbox, so a partly received upload is not doubled.
      if (result.error.status === 0 && (await handOffToOutbox(item, file))) return { kind: 'waiting' }
      throw result.error
    },
  })
  settleFromOutbox(created, () => {
    void queryClient.invalidateQueries({ queryKey: documentQueries.all() })
  })
  queue = created
  return created
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
