import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { safeUploadName } from '../../src/contract/upload-name.ts'
import type { files } from '../db/schema/index.ts'
import { notFound } from '../http/errors.ts'
import { etagMatches, requestedRange } from './byte-range.ts'
import type { FileStore } from './file-store.ts'

type FileRow = typeof files.$inferSelect

/** Types a browser may show in a tab; the rest (Office files, CSV, text) download. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg'])

/** 'Rapport d’été.pdf' → an ASCII fallback plus the exact name (RFC 6266 / 5987). */
function contentDisposition(storedName: string, contentType: string): string {
  // Names stored before uploads were made safe may still be long: the header stays small either way.
  const name = safeUploadName(storedName)
  const kind = INLINE_TYPES.has(contentType) ? 'inline' : 'attachment'
  const ascii = name.replace(/[^\w. ()-]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * Streams a stored file, from either store, with its stored (sniffed and checked) type, never sniffed again by
 * the browser, and private caching: the browser and the service worker may keep it, shared caches may not. The
 * bytes of a stored file never change, so its hash is a strong ETag: a revalidation costs no body, and a Range
 * request (a PDF viewer fetching pages) is answered 206 with just those bytes, or 416 past the end. A files row
 * whose bytes are gone answers 404 with `missingMessage` rather than a response that breaks off.
 */
export async function serveStoredFile(
  c: Context,
  fileStore: FileStore,
  file: FileRow,
  missingMessage = 'File not found',
): Promise<Response> {
  const etag = `"${file.sha256}"`
  c.header('Cache-Control', 'private, max-age=86400')
  c.header('ETag', etag)
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Accept-Ranges', 'bytes')
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
  // If-Range names the version the client holds parts of: another version gets the whole file.
  const ifRange = c.req.header('if-range')
  const range = ifRange && ifRange !== etag ? null : requestedRange(c.req.header('range'), file.sizeBytes)
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${file.sizeBytes}`)
    return c.body(null, 416)
  }
  const body = await fileStore.open(file.storageKey, range ?? undefined)
  if (!body) throw notFound(missingMessage)
  c.header('Content-Type', file.contentType)
  c.header('Content-Disposition', contentDisposition(file.originalName, file.contentType))
  const stream = Readable.toWeb(body) as ReadableStream
  if (!range) {
    c.header('Content-Length', String(file.sizeBytes))
    return c.body(stream)
  }
  c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
  c.header('Content-Length', String(range.end - range.start + 1))
  return c.body(stream, 206)
}
