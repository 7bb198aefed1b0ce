import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { documentQueries } from '../../api/documents.ts'
import { sessionQueries } from '../../api/session.ts'
import type { PropertyDocument } from '../../contract/documents.ts'
import { discardItem } from '../../offline/outbox/actions.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { useOutboxItems } from '../../offline/outbox/hooks.ts'
import { documentFromResponse, isUploadRow, uploadMetaOf } from './upload-outbox.ts'
import type { UploadStatus } from './upload-queue.ts'
import {
  type DocumentUploadItem,
  keepQueueForUser,
  outboxIds,
  useDocumentUploadQueue,
  useDocumentUploads,
} from './uploads-store.ts'

/** The server's receipt for a stored upload: when it was received and the document's reference. */
export type UploadReceiptData = { receivedAt: string; reference: string }

/** One row of the tray, whether the page's queue or the outbox holds the upload. */
export type TrayEntry = {
  id: string
  /** Set for a row that only the outbox knows (after a reload): cancel and Clear discard it there. */
  outboxId: string | null
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
    outboxId: null,
    name: item.file?.name ?? 'Document',
    address: item.payload.property.address,
    status: item.status,
    uploadPercentage: item.uploadPercentage,
    error: item.error,
    receipt: item.result ? receiptOf(item.result) : null,
  }
}

/** An outbox row as the tray shows it: waiting until the worker delivers it, then its receipt. */
function fromOutbox(row: OutboxItem): TrayEntry {
  const document = row.state === 'sent' ? documentFromResponse(row.response?.body) : null
  const failed = row.state === 'failed' || row.state === 'conflict'
  return {
    id: row.id,
    outboxId: row.id,
    name: uploadMetaOf(row)?.fileName ?? row.description,
    address: row.propertyAddress ?? '',
    status: row.state === 'sent' ? 'success' : failed ? 'failed' : 'waiting',
    uploadPercentage: row.state === 'sent' ? 100 : 0,
    error: failed ? (row.lastError ?? 'Unknown error') : null,
    receipt: document ? receiptOf(document) : null,
  }
}

/**
 * The tray's rows: this page's queue, then the outbox's uploads it does not hold (those from before a reload
 * or another tab). A waiting queue item follows its outbox row: delivered or refused there, settled here.
 */
export function useTrayEntries() {
  const queue = useDocumentUploadQueue()
  const userId = useQuery(sessionQueries.current()).data?.user.id
  useEffect(() => {
    if (userId !== undefined) keepQueueForUser(userId)
  }, [userId])
  const items = useDocumentUploads()
  const rows = useOutboxItems().filter(isUploadRow)
  const mapped = new Set(outboxIds.values())
  useRefreshOnDelivery(rows)

  useEffect(() => {
    for (const item of items) {
      if (item.status !== 'waiting') continue
      const row = rows.find((r) => r.id === outboxIds.get(item.id))
      if (!row) continue
      if (row.state === 'sent') {
        const document = documentFromResponse(row.response?.body)
        if (document) queue.settle(item.id, { ok: true, result: document })
      } else if (row.state === 'failed' || row.state === 'conflict') {
        queue.settle(item.id, { ok: false, error: row.lastError ?? 'Unknown error' })
      }
    }
  }, [items, rows, queue])

  const entries = [
    ...items.map(fromQueue),
    ...rows
      .filter((row) => !mapped.has(row.id))
      .reverse()
      .map(fromOutbox),
  ]
  return {
    entries,
    cancel: (entry: TrayEntry) => (entry.outboxId ? void discardItem(entry.outboxId) : queue.cancel(entry.id)),
    clear: () => {
      queue.clear()
      for (const entry of entries) {
        if (entry.outboxId && (entry.status === 'success' || entry.status === 'failed'))
          void discardItem(entry.outboxId)
      }
    },
  }
}

/** A delivered outbox upload refreshes its property's documents, whether the worker or a page sent it. */
function useRefreshOnDelivery(rows: OutboxItem[]) {
  const queryClient = useQueryClient()
  const seen = useRef(new Set<string>())
  useEffect(() => {
    for (const row of rows) {
      if (row.state !== 'sent' || seen.current.has(row.id)) continue
      seen.current.add(row.id)
      const owner = uploadMetaOf(row)?.owner
      if (owner) void queryClient.invalidateQueries({ queryKey: documentQueries.of(owner) })
    }
  }, [rows, queryClient])
}
