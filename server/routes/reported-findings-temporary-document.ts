import { Hono } from 'hono'
import {
  TEMPORARY_DOCUMENT_ID_FIELD,
  TEMPORARY_DOCUMENT_ID_TAKEN,
  type TemporaryDocument,
  TemporaryDocumentIdSchema,
} from '../../src/contract/documents.ts'
import { files, temporaryDocuments } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { HttpError } from '../http/errors.ts'
import { receiveUpload } from '../uploads/receive-upload.ts'
import { problemRegisterSession } from './reported-findings/routes.ts'

/**
 * POST /v1/reported-findings/temporary-document: a third-party resolution's document, uploaded before the
 * resolution is submitted (property-operations §7). Same pipeline as property documents (streamed, 20 MB,
 * type checks); the answer is the file reference the submission later names in documentIds. The reference
 * belongs to the session's agency (temporary_documents), so no other agency can claim it.
 *
 * The client may make the reference itself (field `id`, a UUID): a resolution made offline is queued as its
 * uploads and then the submission naming them, before any of them was sent. An id already in use is a 409,
 * never a second row; a resend of the same upload under its Idempotency-Key gets the first answer instead.
 */
export function temporaryDocumentRoutes({ db, fileStore }: AppDeps) {
  return new Hono<AppEnv>().post('/temporary-document', async (c) => {
    // Refused before the body is read: nothing is stored for an agency without the reported-findings areas.
    const session = await problemRegisterSession(db, c)
    const { file, fields } = await receiveUpload(c, fileStore, null, {
      [TEMPORARY_DOCUMENT_ID_FIELD]: TemporaryDocumentIdSchema,
    })
    const clientId = fields[TEMPORARY_DOCUMENT_ID_FIELD] as string | undefined
    let reference: string
    try {
      reference = await db.transaction(async (tx) => {
        const fileId = crypto.randomUUID()
        await tx.insert(files).values({
          id: fileId,
          storageKey: file.storageKey,
          originalName: file.name,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          uploadedByUserId: session.userId,
        })
        // A taken id inserts nothing (no unique-violation error, which would also abort the transaction).
        const [row] = await tx
          .insert(temporaryDocuments)
          .values({ id: clientId, fileId, agencyId: session.agencyId, userId: session.userId })
          .onConflictDoNothing({ target: temporaryDocuments.id })
          .returning({ id: temporaryDocuments.id })
        if (!row)
          throw new HttpError(409, TEMPORARY_DOCUMENT_ID_TAKEN, {
            [TEMPORARY_DOCUMENT_ID_FIELD]: [TEMPORARY_DOCUMENT_ID_TAKEN],
          })
        return row.id
      })
    } catch (error) {
      await fileStore.remove(file.storageKey)
      throw error
    }
    return ok(c, { id: reference, name: file.name, size: file.sizeBytes } satisfies TemporaryDocument, 201)
  })
}
