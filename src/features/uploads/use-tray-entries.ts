import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { documentQueries } from '../../api/documents.ts'
import { sessionQueries } from '../../api/session.ts'
import type { PropertyDocument } from '../../contract/documents.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { useOutboxItems } from '../../offline/outbox/hooks.ts'
import { documentFromResponse, isUploadRow, storedFileNameOf, uploadMetaOf } from './upload-outbox.ts'
import type { UploadStatus } from './upload-queue.ts'
import {
  type DocumentUploadItem,
  isHiddenFromTray,
  keepQueueForUser,
  resumeStoredUploads,
  useDocumentUploadQueue,
  useDocumentUploads,
} from './uploads-store.ts'

/** Before the device's outbox is read: no rows yet. */
const NO_ROWS: never[] = []

/** The server's receipt for a stored upload: when it was received and the document's reference. */
export type UploadReceiptData = { receivedAt: string; reference: string }

/** One row of the tray, whether this page's queue is sending the upload or the outbox holds it. */
export type TrayEntry = {
  /** The outbox row's id: every upload has one from the moment it was added (failed checks excepted). */
  id: string
  /** The outbox row, when there is one: a refused upload keeps its file there (Download, Discard). */
  row: OutboxItem | null
  /** The file as this page holds it: the only copy of one that could not be stored (Download saves it). */
  file: File | null
  /** Held by this page's queue (with progress), not only by the outbox. */
  inQueue: boolean
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

function fromQueue(item: DocumentUploadItem, row: OutboxItem | null): TrayEntry {
  return {
    id: item.id,
    row,
    file: item.file,
    inQueue: true,
    // As it is sent: a large photo becomes a smaller .jpg at its first send.
    name: (row && storedFileNameOf(row)) ?? item.file?.name ?? 'Document',
    address: item.payload.property.address,
    status: item.status,
    uploadPercentage: item.uploadPercentage,
    error: item.status === 'waiting' ? (row?.lastError ?? null) : item.error,
    receipt: item.result ? receiptOf(item.result) : null,
  }
}

/** An outbox row as the tray shows it: waiting until a replay delivers it, then its receipt. */
function fromOutbox(row: OutboxItem): TrayEntry {
  const document = row.state === 'sent' ? documentFromResponse(row.response?.body) : null
  const failed = row.state === 'failed' || row.state === 'conflict'
  return {
    id: row.id,
    row,
    file: null,
    inQueue: false,
    name: storedFileNameOf(row) ?? row.description,
    address: row.propertyAddress ?? '',
    status: row.state === 'sent' ? 'success' : failed ? 'failed' : 'waiting',
    uploadPercentage: row.state === 'sent' ? 100 : 0,
    error: failed ? (row.lastError ?? 'Unknown error') : row.lastError,
    receipt: document ? receiptOf(document) : null,
  }
}

/**
 * The tray's rows: this page's queue, then the outbox's uploads it does not hold (a replay is sending them, or
 * another tab). A waiting queue item follows its outbox row: delivered or refused there, settled here.
 */
export function useTrayEntries() {
  const queue = useDocumentUploadQueue()
  const session = useQuery(sessionQueries.current()).data
  const userId = session?.user.id
  const agencyId = session?.complianceAgencyId
  useEffect(() => {
    if (userId === undefined || agencyId === undefined) return
    keepQueueForUser(userId)
    void resumeStoredUploads(userId, agencyId)
  }, [userId, agencyId])
  const items = useDocumentUploads()
  const rows = (useOutboxItems() ?? NO_ROWS).filter((row) => isUploadRow(row) && !isHiddenFromTray(row))
  const rowById = new Map(rows.map((row) => [row.id, row]))
  useRefreshOnDelivery(rows)

  useEffect(() => {
    for (const item of items) {
      if (item.status !== 'waiting') continue
      const row = rowById.get(item.id)
      if (row?.state === 'sent') {
        const document = documentFromResponse(row.response?.body)
        if (document) queue.settle(item.id, { ok: true, result: document })
      } else if (row?.state === 'failed' || row?.state === 'conflict') {
        queue.settle(item.id, { ok: false, error: row.lastError ?? 'Unknown error' })
      }
    }
  })

  const inQueue = new Set(items.map((item) => item.id))
  return {
    entries: [
      ...items.map((item) => fromQueue(item, rowById.get(item.id) ?? null)),
      ...rows
        .filter((row) => !inQueue.has(row.id))
        .reverse()
        .map(fromOutbox),
    ],
    queue,
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
