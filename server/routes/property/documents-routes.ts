import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  DOCUMENT_FORBIDDEN,
  DOCUMENT_NOT_FOUND,
  DOCUMENTS_NOT_FOUND,
  DOCUMENTS_PROPERTY_FORBIDDEN,
  DocumentAttributesBodySchema,
  DocumentListQuerySchema,
} from '../../../src/contract/documents.ts'
import { idParamSchema, textSchema } from '../../../src/contract/fields.ts'
import { loadInAgency } from '../../auth/agency-scope.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import type { SessionRow } from '../../auth/session-store.ts'
import { portfolioProperties, properties } from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { notFound } from '../../http/errors.ts'
import { parseJsonBody, parseQuery } from '../../http/validate.ts'
import { serveStoredFile } from '../../storage/serve-file.ts'
import { receiveUpload } from '../../uploads/receive-upload.ts'
import {
  createDocument,
  type DocumentOwner,
  deleteDocument,
  documentFile,
  findDocument,
  listDocuments,
  updateDocument,
} from './documents-store.ts'
import { PROPERTY_MESSAGES } from './property-access.ts'

type Messages = { notFound: string; forbidden: string }
/** The list names the property's documents; one document names itself (property-operations §8). */
const LIST_MESSAGES: Messages = { notFound: DOCUMENTS_NOT_FOUND, forbidden: DOCUMENTS_PROPERTY_FORBIDDEN }
const DOCUMENT_MESSAGES: Messages = { notFound: DOCUMENT_NOT_FOUND, forbidden: DOCUMENT_FORBIDDEN }

const PathIdSchema = idParamSchema(PROPERTY_MESSAGES.notFound)
const DocumentIdSchema = v.pipe(textSchema(), v.uuid())

/**
 * Documents of a managed property (/v1/property/{id}/documents) or of a non-managed one
 * (/v1/integrated-property/{id}/documents, id = agencyPortfolioPropertyId): the same routes, scoped to the
 * session's agency through the property before anything is read or written.
 */
export function documentRoutes(kind: DocumentOwner['kind'], { db, fileStore }: AppDeps) {
  async function ownerOf(session: SessionRow, rawId: string | undefined, messages: Messages): Promise<DocumentOwner> {
    const parsed = v.safeParse(PathIdSchema, rawId)
    if (!parsed.success) throw notFound(messages.notFound)
    const table = kind === 'MANAGED' ? properties : portfolioProperties
    await loadInAgency(
      session,
      async () => (await db.select({ agencyId: table.agencyId }).from(table).where(eq(table.id, parsed.output)))[0],
      messages,
    )
    return { kind, id: parsed.output }
  }
  const documentIdOf = (raw: string | undefined) => {
    const parsed = v.safeParse(DocumentIdSchema, raw)
    if (!parsed.success) throw notFound(DOCUMENT_NOT_FOUND)
    return parsed.output
  }

  return new Hono<AppEnv>()
    .get('/:id/documents', async (c) => {
      const owner = await ownerOf(currentSession(c), c.req.param('id'), LIST_MESSAGES)
      return ok(c, await listDocuments(db, owner, parseQuery(c, DocumentListQuerySchema)))
    })
    .post('/:id/documents', async (c) => {
      const session = currentSession(c)
      // Scoped before a byte of the body is read: another agency's property stores nothing.
      const owner = await ownerOf(session, c.req.param('id'), PROPERTY_MESSAGES)
      const { file, attributes } = await receiveUpload(c, fileStore, DocumentAttributesBodySchema)
      try {
        if (!attributes) throw new Error('attributes missing')
        return ok(c, await createDocument(db, owner, file, attributes, session.userId), 201)
      } catch (error) {
        await fileStore.remove(file.storageKey)
        throw error
      }
    })
    .patch('/:id/documents/:docId', async (c) => {
      const owner = await ownerOf(currentSession(c), c.req.param('id'), DOCUMENT_MESSAGES)
      const id = documentIdOf(c.req.param('docId'))
      const attributes = await parseJsonBody(c, DocumentAttributesBodySchema)
      if (!(await updateDocument(db, owner, id, attributes))) throw notFound(DOCUMENT_NOT_FOUND)
      const updated = await findDocument(db, owner, id)
      if (!updated) throw notFound(DOCUMENT_NOT_FOUND)
      return ok(c, updated)
    })
    .delete('/:id/documents/:docId', async (c) => {
      const owner = await ownerOf(currentSession(c), c.req.param('id'), DOCUMENT_MESSAGES)
      const id = documentIdOf(c.req.param('docId'))
      const storageKey = await deleteDocument(db, owner, id)
      if (storageKey === undefined) throw notFound(DOCUMENT_NOT_FOUND)
      // The row is gone first: a crash here leaves unreferenced bytes, never a document without its file.
      if (storageKey) await fileStore.remove(storageKey)
      return ok(c, { id })
    })
    .get('/:id/documents/:docId/file', async (c) => {
      const owner = await ownerOf(currentSession(c), c.req.param('id'), DOCUMENT_MESSAGES)
      const file = await documentFile(db, owner, documentIdOf(c.req.param('docId')))
      if (!file) throw notFound(DOCUMENT_NOT_FOUND)
      return serveStoredFile(c, fileStore, file, DOCUMENT_NOT_FOUND)
    })
}
