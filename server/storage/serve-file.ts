import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { safeUploadName } from '../../src/contract/upload-name.ts'
import type { files } from '../db/schema/index.ts'
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
 * Streams a stored file with its stored (sniffed and checked) type, never sniffed again by the browser,
 * and private caching: the browser and the service worker may keep it, shared caches may not. The bytes
 * of a stored file never change, so its hash is a strong ETag and a revalidation costs no body.
 */
export function serveStoredFile(c: Context, fileStore: FileStore, file: FileRow): Response {
  const etag = `"${file.sha256}"`
  c.header('Cache-Control', 'private, max-age=86400')
  c.header('ETag', etag)
  c.header('X-Content-Type-Options', 'nosniff')
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  c.header('Content-Type', file.contentType)
  c.header('Content-Length', String(file.sizeBytes))
  c.header('Content-Disposition', contentDisposition(file.originalName, file.contentType))
  return c.body(Readable.toWeb(fileStore.read(file.storageKey)) as ReadableStream)
}
