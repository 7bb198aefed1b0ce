import * as v from 'valibot'
import { DOCUMENT_TYPES, OTHER_DOCUMENT_SERVICE, SERVICES } from './catalog.ts'
import { listSchema } from './envelope.ts'
import { idParamSchema, repeatedParamSchema as many, requestObject, textSchema } from './fields.ts'

/**
 * Documents of a property and the uploads that create them (property-operations §3, §4, §5, §7, §8, §9;
 * foundations §2, §5).
 *
 * Endpoints (managed property: /v1/property/{id}; non-managed property, id = agencyPortfolioPropertyId:
 * /v1/integrated-property/{id}):
 * - GET    {base}/documents?filter=SERVICE_REPORT&service=SMOKE&page=1&page-size=25 → DocumentListSchema
 * - POST   {base}/documents  multipart/form-data → DocumentSchema (201)
 *     field `attributes`: JSON text of DocumentAttributesBodySchema (the document-attributes dialog is
 *       filled before the upload, so the document is complete when it appears); send it BEFORE `file`, so
 *       a bad body is refused before the bytes are stored.
 *     field `file`: the file (one). Its name, declared type and content must agree (ALLOWED_UPLOAD_TYPES).
 * - PATCH  {base}/documents/{docId}  JSON DocumentAttributesBodySchema → DocumentSchema
 * - DELETE {base}/documents/{docId} → { id }
 * - GET    {base}/documents/{docId}/file → the bytes (DocumentSchema.url points here)
 * - POST   /v1/reported-findings/temporary-document  multipart field `file`, optional field `id` (a UUID the
 *     client made, sent BEFORE `file`: the reference is known before the upload is sent, so an offline submission
 *     can name it) → TemporaryDocumentSchema (201); `id` not a UUID → 400 fieldErrors.id; already used → 409.
 * Every write accepts an Idempotency-Key; a replay answers the first answer and stores nothing again.
 * Upload failures: 413 FILE_TOO_LARGE and 415 INVALID_FILE_TYPE (as `error`, and in fieldErrors.file);
 * 400 with fieldErrors keyed documentType, services, services.N.otherServiceName, file (FILE_REQUIRED);
 * 403/404 with the messages below (an upload to an unknown property: 'Property not found').
 */

// --- Upload limits (§9, foundations §5) --------------------------------------------------------------

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
export const MAX_UPLOAD_LABEL = '20 MB'
export const FILE_TOO_LARGE = 'File size is too large'
export const INVALID_FILE_TYPE = 'Invalid file type'
export const UNKNOWN_UPLOAD_ERROR = 'Unknown error'
export const FILE_REQUIRED = 'Please choose a file to upload'
/** The spec's queue: two uploads at a time, started every second. */
export const UPLOAD_CONCURRENCY = 2
export const UPLOAD_QUEUE_INTERVAL_MS = 1000
/** The multipart field that carries the file, and the one that carries the attributes as JSON. */
export const UPLOAD_FILE_FIELD = 'file'
export const UPLOAD_ATTRIBUTES_FIELD = 'attributes'

/**
 * Allowed extensions and the content types a browser may declare for each; the first is the type the
 * file is stored and served as. csv has several because Windows reports Excel's type for it.
 */
export const ALLOWED_UPLOAD_TYPES = {
  jpeg: ['image/jpeg', 'image/pjpeg'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  csv: ['text/csv', 'application/vnd.ms-excel', 'application/csv', 'text/x-csv', 'text/plain'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
} as const satisfies Record<string, readonly [string, ...string[]]>
export type UploadExtension = keyof typeof ALLOWED_UPLOAD_TYPES
export const ALLOWED_UPLOAD_EXTENSIONS = Object.keys(ALLOWED_UPLOAD_TYPES) as UploadExtension[]
/** For <input type="file" accept="...">. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',')

/** 'Report.PDF' → 'pdf'; null when the name has no allowed extension. */
export function uploadExtensionOf(fileName: string): UploadExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())
  const ext = match?.[1]?.toLowerCase()
  return ext && Object.hasOwn(ALLOWED_UPLOAD_TYPES, ext) ? (ext as UploadExtension) : null
}

/** The type a file with this (allowed) name is stored and served as. */
export function canonicalContentType(ext: UploadExtension): string {
  return ALLOWED_UPLOAD_TYPES[ext][0]
}

/** Whether the declared type (parameters such as '; charset=utf-8' ignored) is one allowed for the name. */
export function typeMatchesExtension(fileName: string, declaredType: string): boolean {
  const ext = uploadExtensionOf(fileName)
  const type = declaredType.split(';')[0]?.trim().toLowerCase() ?? ''
  return ext !== null && (ALLOWED_UPLOAD_TYPES[ext] as readonly string[]).includes(type)
}

/**
 * The check made on a queued file before it is sent (§4: it fails at once): null when it may be sent,
 * else the message to show. The server checks the same, and the content too.
 */
export function uploadProblemOf(file: { name: string; size: number; type: string }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE
  if (!typeMatchesExtension(file.name, file.type)) return INVALID_FILE_TYPE
  return null
}

// --- Document attributes (§5, foundations §5) --------------------------------------------------------

export const DOCUMENT_TYPE_REQUIRED = 'Document type is required'
export const SERVICE_REQUIRED = 'At least one service is required'
export const UNKNOWN_SERVICE = 'Unknown service'
export const OTHER_SERVICE_NAME_MAX = 200
export const OTHER_SERVICE_NAME_TOO_LONG = 'Other service name must be less than 200 characters'

export const DOCUMENT_TYPE_CODES = DOCUMENT_TYPES.map((t) => t.code)
export type DocumentTypeCode = (typeof DOCUMENT_TYPES)[number]['code']
export const OTHER_SERVICE_CODE = OTHER_DOCUMENT_SERVICE.code
export const DOCUMENT_SERVICE_CODES = [...SERVICES.map((s) => s.code), OTHER_SERVICE_CODE] as const
export type DocumentServiceCode = (typeof DOCUMENT_SERVICE_CODES)[number]

const DocumentTypeCodeSchema = v.picklist(DOCUMENT_TYPE_CODES, DOCUMENT_TYPE_REQUIRED)
const OtherServiceNameSchema = v.nullish(
  v.pipe(
    textSchema(),
    v.trim(),
    v.maxLength(OTHER_SERVICE_NAME_MAX, OTHER_SERVICE_NAME_TOO_LONG),
    v.transform((text) => text || null),
  ),
  null,
)

/** One tagged service; otherServiceName is kept only for OTHER (the dialog shows it only then). */
export const DocumentServiceRefBodySchema = v.pipe(
  requestObject({
    code: v.picklist(DOCUMENT_SERVICE_CODES, UNKNOWN_SERVICE),
    otherServiceName: OtherServiceNameSchema,
  }),
  v.transform((s) =>
    s.code === OTHER_SERVICE_CODE && s.otherServiceName
      ? { code: s.code, otherServiceName: s.otherServiceName }
      : { code: s.code },
  ),
)

/** PATCH body, and the `attributes` field of an upload. Services are de-duplicated by code. */
export const DocumentAttributesBodySchema = requestObject({
  documentType: DocumentTypeCodeSchema,
  services: v.pipe(
    v.array(DocumentServiceRefBodySchema, SERVICE_REQUIRED),
    v.minLength(1, SERVICE_REQUIRED),
    v.transform((list) => list.filter((s, i) => list.findIndex((t) => t.code === s.code) === i)),
  ),
})
export type DocumentAttributesBody = v.InferOutput<typeof DocumentAttributesBodySchema>
export type DocumentAttributesInput = v.InferInput<typeof DocumentAttributesBodySchema>

/**
 * The document-attributes dialog as a flat form (Conform): a document type, ticked service codes and the
 * other-service name. Its output is the wire body. Errors are keyed documentType, services, otherServiceName.
 */
export const DocumentAttributesFormSchema = v.pipe(
  requestObject({
    documentType: DocumentTypeCodeSchema,
    services: v.pipe(
      v.optional(v.union([textSchema(), v.array(textSchema())]), []),
      v.transform((x) => (Array.isArray(x) ? x : [x])),
      v.array(v.picklist(DOCUMENT_SERVICE_CODES, UNKNOWN_SERVICE)),
      v.minLength(1, SERVICE_REQUIRED),
    ),
    otherServiceName: OtherServiceNameSchema,
  }),
  v.transform(
    (form): DocumentAttributesBody => ({
      documentType: form.documentType,
      services: [...new Set(form.services)].map((code) =>
        code === OTHER_SERVICE_CODE && form.otherServiceName
          ? { code, otherServiceName: form.otherServiceName }
          : { code },
      ),
    }),
  ),
)

// --- Responses ------------------------------------------------------------------------------------------

export const DocumentServiceRefSchema = v.object({
  code: v.string(),
  /** The service's display name; for OTHER the other-service name when one was given. */
  name: v.string(),
  otherServiceName: v.nullable(v.string()),
})

export const DocumentSchema = v.object({
  /** uuid */
  id: v.string(),
  /** The uploaded file's name. */
  name: v.string(),
  documentType: v.object({ code: v.string(), name: v.string() }),
  services: v.array(DocumentServiceRefSchema),
  /** ISO timestamp. */
  createdAt: v.string(),
  /** Bytes. */
  size: v.number(),
  contentType: v.string(),
  /** Where the bytes are served (GET, same origin, private caching). */
  url: v.string(),
  uploadedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
})
export type PropertyDocument = v.InferOutput<typeof DocumentSchema>

export const DocumentFacetSchema = v.object({ code: v.string(), name: v.string(), count: v.number() })
export type DocumentFacet = v.InferOutput<typeof DocumentFacetSchema>

/** Facets count the property's documents before filtering, so every filter chip keeps its number. */
export const DocumentListSchema = v.object({
  ...listSchema(DocumentSchema).entries,
  facets: v.object({ documentTypes: v.array(DocumentFacetSchema), services: v.array(DocumentFacetSchema) }),
})
export type DocumentList = v.InferOutput<typeof DocumentListSchema>

export const DeletedDocumentSchema = v.object({ id: v.string() })

/** POST /v1/reported-findings/temporary-document: a file reference (id), name and size (§3 "Uploaded document"). */
export const TemporaryDocumentSchema = v.object({ id: v.string(), name: v.string(), size: v.number() })
export type TemporaryDocument = v.InferOutput<typeof TemporaryDocumentSchema>
/** The temporary document's optional client-made reference (multipart text field). */
export const TEMPORARY_DOCUMENT_ID_FIELD = 'id'
export const TEMPORARY_DOCUMENT_ID_INVALID = 'Document id must be a UUID'
export const TEMPORARY_DOCUMENT_ID_TAKEN = 'A document with this id was already uploaded. Please upload it again.'
export const TemporaryDocumentIdSchema = v.optional(v.pipe(v.string(), v.uuid(TEMPORARY_DOCUMENT_ID_INVALID)))

// --- List query (foundations §2: ?filter=SERVICE_REPORT&service=SMOKE) ------------------------------------

export const DOCUMENTS_PAGE_SIZE = 25
export const DOCUMENTS_PAGE_SIZE_MAX = 100

/** filter = document type code(s), service = service code(s); repeated keys widen (any of them). */
export const DocumentListQuerySchema = requestObject({
  filter: many(v.picklist(DOCUMENT_TYPE_CODES, 'Unknown document type')),
  service: many(v.picklist(DOCUMENT_SERVICE_CODES, UNKNOWN_SERVICE)),
  page: v.optional(idParamSchema('Page must be a whole number from 1'), '1'),
  'page-size': v.optional(
    v.pipe(
      idParamSchema('Page size must be a whole number from 1'),
      v.maxValue(DOCUMENTS_PAGE_SIZE_MAX, `Page size must be at most ${DOCUMENTS_PAGE_SIZE_MAX}`),
    ),
    String(DOCUMENTS_PAGE_SIZE),
  ),
})
export type DocumentListQuery = v.InferOutput<typeof DocumentListQuerySchema>

// --- Where a property's documents live, and the spec's messages (§8) -----------------------------------

/** MANAGED: a property of the agency (id = property id); NON-MANAGED: a portfolio property (agencyPortfolioPropertyId). */
export type DocumentOwner = { type: 'MANAGED' | 'NON-MANAGED'; id: number }
export function documentsPath(owner: DocumentOwner): string {
  return `/v1/${owner.type === 'MANAGED' ? 'property' : 'integrated-property'}/${owner.id}/documents`
}

export const DOCUMENT_NOT_FOUND = 'Property document not found'
export const DOCUMENTS_NOT_FOUND = 'Property documents not found'
export const DOCUMENT_FORBIDDEN = 'You do not have access to this document'
export const DOCUMENTS_PROPERTY_FORBIDDEN = 'You do not have access to this property'
export const DOCUMENT_FAILURES = {
  MANAGED: {
    list: 'Failed to get property documents',
    delete: 'Failed to delete property document',
    update: 'Failed to update property document',
  },
  'NON-MANAGED': {
    list: 'Failed to get integrated property documents',
    delete: 'Failed to delete integrated property document',
    update: 'Failed to update integrated property document',
  },
} as const
export const DOCUMENT_TYPES_FAILED = 'Failed to get document types'
export const DOCUMENT_SERVICES_FAILED = 'Failed to get document services'
