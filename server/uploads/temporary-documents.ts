import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { DocumentServiceRef } from '../db/schema/documents.ts'
import { documents, files, temporaryDocuments } from '../db/schema/index.ts'
import { ValidationFailed } from '../http/errors.ts'
import type { FileStore } from '../storage/file-store.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** An uploaded temporary document that no submission claimed within a day is abandoned. */
export const TEMPORARY_DOCUMENT_KEEP_MS = 24 * 3600_000
export const TEMPORARY_DOCUMENT_NOT_FOUND = 'Uploaded document not found. Please upload it again.'

/**
 * Turns temporary documents (POST /v1/reported-findings/temporary-document) into the property's
 * THIRD_PARTY_RESOLUTION documents, for the reported-findings third-party submission (documentIds). Only
 * references of `agencyId` are accepted, each once: an unknown, foreign or already claimed id is a 400
 * naming documentIds, and nothing is claimed. Run it inside the submission's transaction, so the
 * documents appear only with the submission.
 */
export async function claimTemporaryDocuments(
  tx: Db | Tx,
  target: { agencyId: number; propertyId: number; documentIds: readonly string[]; services: DocumentServiceRef[] },
): Promise<string[]> {
  const ids = [...new Set(target.documentIds)]
  if (ids.length === 0) return []
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
  if (!ids.every((id) => uuid.test(id))) throw new ValidationFailed({ documentIds: [TEMPORARY_DOCUMENT_NOT_FOUND] })
  // A transaction of its own (a savepoint inside the caller's): a refused claim claims none of the list.
  return tx.transaction(async (inner) => {
    const claimed = await inner
      .delete(temporaryDocuments)
      .where(and(inArray(temporaryDocuments.id, ids), eq(temporaryDocuments.agencyId, target.agencyId)))
      .returning({ fileId: temporaryDocuments.fileId })
    // Deleting first claims atomically: a concurrent submission naming the same id finds it gone.
    if (claimed.length !== ids.length) throw new ValidationFailed({ documentIds: [TEMPORARY_DOCUMENT_NOT_FOUND] })
    const created = await inner
      .insert(documents)
      .values(
        claimed.map(({ fileId }) => ({
          propertyId: target.propertyId,
          fileId,
          documentType: 'THIRD_PARTY_RESOLUTION',
          services: target.services,
        })),
      )
      .returning({ id: documents.id })
    return created.map((d) => d.id)
  })
}

/** Removes temporary documents older than the keep time, with their files rows and bytes. */
export async function purgeStaleTemporaryDocuments(db: Db, fileStore: FileStore, now = Date.now()): Promise<number> {
  const stale = await db
    .delete(temporaryDocuments)
    .where(lt(temporaryDocuments.createdAt, new Date(now - TEMPORARY_DOCUMENT_KEEP_MS)))
    .returning({ fileId: temporaryDocuments.fileId })
  if (stale.length === 0) return 0
  const removed = await db
    .delete(files)
    .where(
      inArray(
        files.id,
        stale.map((s) => s.fileId),
      ),
    )
    .returning({ storageKey: files.storageKey })
  await Promise.all(removed.map((f) => fileStore.remove(f.storageKey)))
  return stale.length
}
