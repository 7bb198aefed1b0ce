import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { OTHER_DOCUMENT_SERVICE, SERVICES } from '../../../src/contract/catalog.ts'
import type {
  DocumentAttributesBody,
  DocumentFacet,
  DocumentList,
  DocumentListQuery,
  PropertyDocument,
} from '../../../src/contract/documents.ts'
import type { Db } from '../../db/client.ts'
import { inlineLimit } from '../../db/prepared.ts'
import { type DocumentServiceRef, documents, documentTypes, files, users } from '../../db/schema/index.ts'
import type { ReceivedFile } from '../../uploads/receive-upload.ts'

/** Whose documents: a managed property (documents.propertyId) or a non-managed one (portfolioPropertyId). */
export type DocumentOwner = { kind: 'MANAGED' | 'NON-MANAGED'; id: number }

const SERVICE_NAMES = new Map<string, string>([
  ...SERVICES.map((s): [string, string] => [s.code, s.name]),
  [OTHER_DOCUMENT_SERVICE.code, OTHER_DOCUMENT_SERVICE.name],
])

export const ownerColumn = (owner: DocumentOwner) =>
  owner.kind === 'MANAGED' ? documents.propertyId : documents.portfolioPropertyId
const ofOwner = (owner: DocumentOwner) => eq(ownerColumn(owner), owner.id)

/** Where a document's bytes are served: beside the document, under the same scoping. */
export function documentUrl(owner: DocumentOwner, documentId: string): string {
  const base = owner.kind === 'MANAGED' ? 'property' : 'integrated-property'
  return `/v1/${base}/${owner.id}/documents/${documentId}/file`
}

const VIEW_COLUMNS = {
  id: documents.id,
  name: files.originalName,
  documentType: documents.documentType,
  documentTypeName: documentTypes.name,
  services: documents.services,
  createdAt: documents.createdAt,
  size: files.sizeBytes,
  contentType: files.contentType,
  uploadedById: users.id,
  uploadedByName: users.name,
}
type ViewRow = {
  id: string
  name: string
  documentType: string
  documentTypeName: string
  services: DocumentServiceRef[]
  createdAt: Date
  size: number
  contentType: string
  uploadedById: number | null
  uploadedByName: string | null
}

function viewOf(owner: DocumentOwner, row: ViewRow): PropertyDocument {
  return {
    id: row.id,
    name: row.name,
    documentType: { code: row.documentType, name: row.documentTypeName },
    services: row.services.map((s) => ({
      code: s.code,
      name: s.otherServiceName || SERVICE_NAMES.get(s.code) || s.code,
      otherServiceName: s.otherServiceName ?? null,
    })),
    createdAt: row.createdAt.toISOString(),
    size: row.size,
    contentType: row.contentType,
    url: documentUrl(owner, row.id),
    uploadedBy: row.uploadedById !== null ? { id: row.uploadedById, name: row.uploadedByName ?? '' } : null,
  }
}

function selectViews(db: Db) {
  return db
    .select(VIEW_COLUMNS)
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .innerJoin(documentTypes, eq(documentTypes.code, documents.documentType))
    .leftJoin(users, eq(users.id, files.uploadedByUserId))
}

/** Counts per document type and per service over all the owner's documents (the filter chips). */
async function facetsOf(db: Db, owner: DocumentOwner): Promise<DocumentList['facets']> {
  const rows = await db
    .select({ type: documents.documentType, typeName: documentTypes.name, services: documents.services })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.code, documents.documentType))
    .where(ofOwner(owner))
  const types = new Map<string, DocumentFacet>()
  const services = new Map<string, DocumentFacet>()
  for (const row of rows) {
    const type = types.get(row.type) ?? { code: row.type, name: row.typeName, count: 0 }
    type.count++
    types.set(row.type, type)
    for (const code of new Set(row.services.map((s) => s.code))) {
      const facet = services.get(code) ?? { code, name: SERVICE_NAMES.get(code) ?? code, count: 0 }
      facet.count++
      services.set(code, facet)
    }
  }
  const byName = (a: DocumentFacet, b: DocumentFacet) => a.name.localeCompare(b.name)
  return { documentTypes: [...types.values()].sort(byName), services: [...services.values()].sort(byName) }
}

export async function listDocuments(db: Db, owner: DocumentOwner, query: DocumentListQuery): Promise<DocumentList> {
  const conditions: SQL[] = [ofOwner(owner)]
  if (query.filter.length > 0) conditions.push(inArray(documents.documentType, query.filter))
  if (query.service.length > 0) {
    const anyService = or(
      ...query.service.map((code) => sql`${documents.services} @> ${JSON.stringify([{ code }])}::jsonb`),
    )
    if (anyService) conditions.push(anyService)
  }
  const where = and(...conditions)
  const pageSize = query['page-size']
  const [rows, [counted], facets] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(inlineLimit(pageSize))
      .offset((query.page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(documents).where(where),
    facetsOf(db, owner),
  ])
  return { items: rows.map((row) => viewOf(owner, row)), total: counted?.total ?? 0, facets }
}

export async function findDocument(db: Db, owner: DocumentOwner, id: string): Promise<PropertyDocument | undefined> {
  const [row] = await selectViews(db).where(and(ofOwner(owner), eq(documents.id, id)))
  return row ? viewOf(owner, row) : undefined
}

/** The files row and document row of a received upload, in one transaction. */
export async function createDocument(
  db: Db,
  owner: DocumentOwner,
  file: ReceivedFile,
  attributes: DocumentAttributesBody,
  userId: number,
): Promise<PropertyDocument> {
  const documentId = await db.transaction(async (tx) => {
    const [fileRow] = await tx
      .insert(files)
      .values({
        id: crypto.randomUUID(),
        storageKey: file.storageKey,
        originalName: file.name,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        uploadedByUserId: userId,
      })
      .returning({ id: files.id })
    const [doc] = await tx
      .insert(documents)
      .values({
        propertyId: owner.kind === 'MANAGED' ? owner.id : null,
        portfolioPropertyId: owner.kind === 'NON-MANAGED' ? owner.id : null,
        fileId: fileRow?.id ?? '',
        documentType: attributes.documentType,
        services: attributes.services,
      })
      .returning({ id: documents.id })
    return doc?.id ?? ''
  })
  const created = await findDocument(db, owner, documentId)
  if (!created) throw new Error('created document not found')
  return created
}

export async function updateDocument(
  db: Db,
  owner: DocumentOwner,
  id: string,
  attributes: DocumentAttributesBody,
): Promise<boolean> {
  const updated = await db
    .update(documents)
    .set({ documentType: attributes.documentType, services: attributes.services })
    .where(and(ofOwner(owner), eq(documents.id, id)))
    .returning({ id: documents.id })
  return updated.length > 0
}

/** Deletes the document and its file row; returns the storage key of the bytes to remove, if any. */
export async function deleteDocument(db: Db, owner: DocumentOwner, id: string): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .delete(documents)
      .where(and(ofOwner(owner), eq(documents.id, id)))
      .returning({ fileId: documents.fileId })
    if (!doc) return undefined
    const { fileId } = doc
    try {
      // A savepoint: should anything else still refer to the file, keep it and still delete the document.
      return await tx.transaction(async (sp) => {
        const [file] = await sp.delete(files).where(eq(files.id, fileId)).returning({ storageKey: files.storageKey })
        return file?.storageKey ?? null
      })
    } catch {
      return null
    }
  })
}

/** The stored file behind a document, for serving its bytes. */
export async function documentFile(db: Db, owner: DocumentOwner, id: string) {
  const [row] = await db
    .select({ file: files })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(and(ofOwner(owner), eq(documents.id, id)))
  return row?.file
}
