import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { ApiError } from '../../api/client.ts'
import { documentQueries } from '../../api/documents.ts'
import { sessionQueries } from '../../api/session.ts'
import {
  type DocumentOwner,
  DocumentSchema,
  documentsPath,
  type PropertyDocument,
  UPLOAD_ATTRIBUTES_FIELD,
  UPLOAD_FILE_FIELD,
} from '../../contract/documents.ts'
import { envelopeSchema } from '../../contract/envelope.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { submitThroughOutbox } from '../../offline/outbox/submit.ts'
import type { UploadItem } from './upload-queue.ts'

/**
 * The bridge between the foreground queue and the outbox (src/offline/outbox) that the service worker replays.
 * An upload that cannot reach the server goes into the outbox with its Idempotency-Key: it survives closing
 * the app, is sent once the connection returns (Background Sync, `online`, app start), and the server applies
 * it once even if the lost attempt had in fact arrived.
 */
export const UPLOAD_OUTBOX_ACTION = 'document.upload'

export type UploadOutboxMeta = { fileName: string; size: number; owner: DocumentOwner }

type Payload = {
  property: DocumentOwner & { address: string }
  attributes: unknown
  idempotencyKey: string
}

/** What handing an upload to the outbox came to. */
export type HandOff =
  | { kind: 'waiting'; outboxId: string }
  | { kind: 'done'; result: PropertyDocument }
  | { kind: 'refused'; error: Error }
  | { kind: 'unavailable' }

export async function handOffToOutbox(
  queryClient: QueryClient,
  item: UploadItem<Payload, PropertyDocument>,
  file: File,
): Promise<HandOff> {
  const session = queryClient.getQueryData(sessionQueries.current().queryKey)
  if (!session || !('indexedDB' in globalThis)) return { kind: 'unavailable' }
  const { property, attributes, idempotencyKey } = item.payload
  const owner = { type: property.type, id: property.id }
  const meta: UploadOutboxMeta = { fileName: file.name, size: file.size, owner }
  const result = await submitThroughOutbox({
    kind: 'upload',
    action: UPLOAD_OUTBOX_ACTION,
    method: 'POST',
    url: documentsPath(owner),
    headers: { 'Idempotency-Key': idempotencyKey },
    body: {
      type: 'form',
      parts: [
        { name: UPLOAD_ATTRIBUTES_FIELD, value: JSON.stringify(attributes) },
        { name: UPLOAD_FILE_FIELD, blob: file, filename: file.name },
      ],
    },
    description: `Upload ${file.name}`,
    propertyId: property.type === 'MANAGED' ? property.id : null,
    propertyAddress: property.address,
    userId: session.user.id,
    agencyId: session.complianceAgencyId,
    invalidate: [[...documentQueries.of(owner)]],
    meta,
  })
  if (result.status === 'queued') return { kind: 'waiting', outboxId: result.itemId }
  const document = documentFromResponse(result.body)
  if (result.status === 'sent' && document) return { kind: 'done', result: document }
  return { kind: 'refused', error: errorFromResponse(result.body, result.httpStatus) }
}

/** The stored document in an outbox row's answer (its receipt), when it was delivered. */
export function documentFromResponse(body: unknown): PropertyDocument | null {
  const parsed = v.safeParse(envelopeSchema(DocumentSchema), body)
  return parsed.success && parsed.output.success ? parsed.output.data : null
}

function errorFromResponse(body: unknown, status: number): Error {
  const message =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : ''
  return new ApiError(message || 'Unknown error', status)
}

export const isUploadRow = (row: OutboxItem) => row.kind === 'upload' && row.action === UPLOAD_OUTBOX_ACTION

export function uploadMetaOf(row: OutboxItem): UploadOutboxMeta | null {
  const meta = row.meta as Partial<UploadOutboxMeta> | null
  return meta && typeof meta.fileName === 'string' ? (meta as UploadOutboxMeta) : null
}
