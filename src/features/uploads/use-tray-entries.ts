import type { PropertyDocument } from '../../contract/documents.ts'
import type { UploadStatus } from './upload-queue.ts'
import { type DocumentUploadItem, useDocumentUploadQueue, useDocumentUploads } from './uploads-store.ts'

/** The server's receipt for a stored upload: when it was received and the document's reference. */
export type UploadReceiptData = { receivedAt: string; reference: string }

/** One row of the tray, whether the page's queue or the outbox holds the upload. */
export type TrayEntry = {
  id: string
  name: string
  address: string
  status: UploadStatus
  uploadPercentage: number
  error: string | null
  receipt: UploadReceiptData | null
}

export const receiptOf = (document: Pick<PropertyDocument, 'id' | 'createdAt'>): UploadReceiptData => ({
  receivedAt: document.createdAt,
  reference: document.id,
})

function fromQueue(item: DocumentUploadItem): TrayEntry {
  return {
    id: item.id,
    name: item.file?.name ?? 'Document',
    address: item.payload.property.address,
    status: item.status,
    uploadPercentage: item.uploadPercentage,
    error: item.error,
    receipt: item.result ? receiptOf(item.result) : null,
  }
}

/** The tray's rows in the order they were added, and what its buttons do. */
export function useTrayEntries() {
  const queue = useDocumentUploadQueue()
  const items = useDocumentUploads()
  return {
    entries: items.map(fromQueue),
    cancel: (entry: TrayEntry) => queue.cancel(entry.id),
    clear: () => queue.clear(),
  }
}
