import * as v from 'valibot'
import { documentQueries } from '../../api/documents.ts'
import { sendWithProgress } from '../../api/upload-request.ts'
import {
  type DocumentAttributesBody,
  type DocumentOwner,
  DocumentSchema,
  documentsPath,
  type PropertyDocument,
  UPLOAD_ATTRIBUTES_FIELD,
  UPLOAD_FILE_FIELD,
} from '../../contract/documents.ts'
import { envelopeSchema } from '../../contract/envelope.ts'
import type { Session } from '../../contract/session.ts'
import { claim, record } from '../../offline/outbox/claim.ts'
import { type OutboxFormPart, type OutboxItem, outboxDb } from '../../offline/outbox/db.ts'
import { formOf, MissingFileError } from '../../offline/outbox/request.ts'
import { makeStoredPhotosSmaller } from '../../offline/outbox/smaller-photos.ts'
import { storeItem } from '../../offline/outbox/submit.ts'

/**
 * Uploads live in the outbox (src/offline/outbox) from the moment Upload is pressed (issue 12 item 1): the row and
 * the file's bytes are stored before anything is sent, so closing the app at any moment loses nothing. The page's
 * foreground queue (uploads-store.ts) sends them with progress while it is open; otherwise the replayer (page or
 * service worker) does. The Idempotency-Key stored with the row makes every resend apply at most once.
 */
export const UPLOAD_OUTBOX_ACTION = 'document.upload'

/** `fileName`: as chosen; the name it is sent under is the file part's (storedFileNameOf). */
export type UploadOutboxMeta = { fileName: string; owner: DocumentOwner }

export type StoredUpload = {
  file: File
  property: DocumentOwner & { address: string }
  attributes: DocumentAttributesBody
  /** A large photo, made smaller just before its first send (src/offline/outbox/smaller-photos.ts). */
  compress: boolean
}

/**
 * Stores each upload as an outbox row with its file, under the ids given (whose locks the caller holds); resolves
 * once all are in IndexedDB.
 */
export function storeUploads(
  session: Session,
  uploads: readonly (StoredUpload & { id: string })[],
): Promise<OutboxItem[]> {
  const now = Date.now()
  return Promise.all(
    uploads.map(({ id, file, property, attributes, compress }, index) => {
      const owner = { type: property.type, id: property.id }
      const meta: UploadOutboxMeta = { fileName: file.name, owner }
      return storeItem(
        {
          kind: 'upload',
          action: UPLOAD_OUTBOX_ACTION,
          method: 'POST',
          url: documentsPath(owner),
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          body: {
            type: 'form',
            parts: [
              { name: UPLOAD_ATTRIBUTES_FIELD, value: JSON.stringify(attributes) },
              { name: UPLOAD_FILE_FIELD, blob: file, filename: file.name, compress },
            ],
          },
          description: `Upload ${file.name}`,
          propertyId: property.type === 'MANAGED' ? property.id : null,
          propertyAddress: property.address,
          userId: session.user.id,
          agencyId: session.complianceAgencyId,
          invalidate: [[...documentQueries.of(owner)]],
          meta,
        },
        // One millisecond apart, so the rows keep the order the files were chosen in.
        now + index,
        id,
      )
    }),
  )
}

/** What one foreground send of a stored upload came to. */
export type UploadSendOutcome = { kind: 'done'; result: PropertyDocument } | { kind: 'waiting' }
/** The same, for any multipart row: the answer as `parse` reads it. */
export type StoredSendOutcome<R> = { kind: 'done'; result: R } | { kind: 'waiting' }

/**
 * Sends one stored upload now, with progress; the caller holds the row's lock. Delivered: its document. A failure
 * that may pass leaves it queued for the replayer ('waiting'); a refusal throws with the server's reason, the row
 * staying in the outbox (failed) so the file is never lost.
 */
export function sendStoredUpload(
  rowId: string,
  context: { signal: AbortSignal; onProgress: (percentage: number) => void },
): Promise<UploadSendOutcome> {
  return sendStoredRow(rowId, context, documentFromResponse)
}

/**
 * Sends any stored multipart row (an upload, a reported finding's temporary document) as sendStoredUpload does;
 * `parse` reads the delivered answer's data (the row's receipt), null when it is not what was expected.
 */
export async function sendStoredRow<R>(
  rowId: string,
  context: { signal: AbortSignal; onProgress: (percentage: number) => void },
  parse: (body: unknown) => R | null,
): Promise<StoredSendOutcome<R>> {
  const claimed = await claim(rowId, (row) => row.state === 'queued' || row.state === 'sending')
  if (!claimed) return settledOutcome(rowId, parse)
  const row = await makeStoredPhotosSmaller(claimed)
  let body: FormData
  try {
    body = await formOf(row.body as Extract<OutboxItem['body'], { type: 'form' }>)
  } catch (error) {
    if (!(error instanceof MissingFileError)) throw error
    await record(row, { kind: 'unsendable', message: error.message })
    throw error
  }
  const outcome = await sendWithProgress(row.url, { body, headers: row.headers, ...context })
  const decision = await record(row, outcome)
  if (decision.patch.state === 'queued') return { kind: 'waiting' }
  const result = decision.applied ? parse(decision.patch.response?.body) : null
  if (result) return { kind: 'done', result }
  throw new Error(decision.patch.lastError ?? 'Unknown error')
}

/** Not claimable: sent meanwhile (its receipt), refused, discarded, or held back behind an earlier write. */
async function settledOutcome<R>(rowId: string, parse: (body: unknown) => R | null): Promise<StoredSendOutcome<R>> {
  const row = await outboxDb.items.get(rowId)
  if (!row) throw new Error('Cancelled')
  const result = row.state === 'sent' ? parse(row.response?.body) : null
  if (result) return { kind: 'done', result }
  if (row.state === 'failed' || row.state === 'conflict') throw new Error(row.lastError ?? 'Unknown error')
  return { kind: 'waiting' }
}

type FilePart = Exclude<OutboxFormPart, { value: string }>
const fileParts = (row: OutboxItem): FilePart[] =>
  row.body.type === 'form' ? row.body.parts.filter((part): part is FilePart => !('value' in part)) : []

/** The name of an upload row's file as it will be sent (a photo made smaller is a .jpg). */
export const storedFileNameOf = (row: OutboxItem): string | null => fileParts(row)[0]?.filename ?? null

/** The stored file of an upload row (to send it from the page, or to download it when it was refused). */
export async function storedFileOf(row: OutboxItem): Promise<File | null> {
  const part = fileParts(row)[0]
  if (!part) return null
  const blob = 'blob' in part ? part.blob : 'blobId' in part ? (await outboxDb.blobs.get(part.blobId))?.blob : null
  return blob ? new File([blob], part.filename, { type: blob.type }) : null
}

/** The attributes an upload row was stored with. */
export function storedAttributesOf(row: OutboxItem): DocumentAttributesBody | null {
  const part = row.body.type === 'form' ? row.body.parts.find((p) => p.name === UPLOAD_ATTRIBUTES_FIELD) : undefined
  if (!part || !('value' in part)) return null
  try {
    return JSON.parse(part.value) as DocumentAttributesBody
  } catch {
    return null
  }
}

/** The stored document in an outbox row's answer (its receipt), when it was delivered. */
export function documentFromResponse(body: unknown): PropertyDocument | null {
  const parsed = v.safeParse(envelopeSchema(DocumentSchema), body)
  return parsed.success && parsed.output.success ? parsed.output.data : null
}

export const isUploadRow = (row: OutboxItem) => row.kind === 'upload' && row.action === UPLOAD_OUTBOX_ACTION

export function uploadMetaOf(row: OutboxItem): UploadOutboxMeta | null {
  const meta = row.meta as Partial<UploadOutboxMeta> | null
  return meta && typeof meta.fileName === 'string' ? (meta as UploadOutboxMeta) : null
}
