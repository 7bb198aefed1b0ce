import { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { files, invoices, properties, quotes } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { notFound } from '../http/errors.ts'
import { propertyIdOf } from './property/property-access.ts'

/** GET /v1/invoice/{id}/pdf and /v1/quote/{id}/pdf: the stored PDF, streamed, for the agency only. */
export function pdfRoutes(kind: 'invoice' | 'quote', { db, fileStore }: AppDeps) {
  const messages = {
    notFound: kind === 'invoice' ? 'Invoice not found' : 'Quote not found',
    forbidden: kind === 'invoice' ? 'You do not have access to this invoice' : 'You do not have access to this quote',
  }
  return new Hono<AppEnv>().get('/:id/pdf', async (c) => {
    const session = currentSession(c)
    let id: number
    try {
      id = propertyIdOf(c.req.param('id'))
    } catch {
      throw notFound(messages.notFound)
    }
    const record = await loadInAgency(
      session,
      async () =>
        kind === 'invoice'
          ? (
              await db
                .select({ agencyId: invoices.agencyId, fileId: invoices.fileId })
                .from(invoices)
                .where(eq(invoices.id, id))
            )[0]
          : (
              await db
                .select({ agencyId: properties.agencyId, fileId: quotes.fileId })
                .from(quotes)
                .innerJoin(properties, eq(properties.id, quotes.propertyId))
                .where(eq(quotes.id, id))
            )[0],
      messages,
    )
    const [file] = record.fileId ? await db.select().from(files).where(eq(files.id, record.fileId)) : []
    if (!file) throw notFound(messages.notFound)
    c.header('Content-Type', 'application/pdf')
    c.header('Content-Length', String(file.sizeBytes))
    c.header('Content-Disposition', `inline; filename="${file.originalName.replace(/[^\w.-]/g, '_')}"`)
    // Private: only this browser may keep it (the service worker caches it for offline use).
    c.header('Cache-Control', 'private, max-age=86400')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(Readable.toWeb(fileStore.read(file.storageKey)) as ReadableStream)
  })
}
