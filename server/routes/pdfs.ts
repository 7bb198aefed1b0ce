import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { files, invoices, properties, quotes } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { notFound } from '../http/errors.ts'
import { serveStoredFile } from '../storage/serve-file.ts'
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
    // Served inline as a PDF, privately (the service worker caches it for offline use), with ranges for viewers.
    return serveStoredFile(c, fileStore, { ...file, contentType: 'application/pdf' }, messages.notFound)
  })
}
