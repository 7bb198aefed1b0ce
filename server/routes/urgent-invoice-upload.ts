import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { agencies, invoices } from '../db/schema/index.ts'
import type { Logger } from '../http/logger.ts'
import type { PmsUploader } from '../standins/pms-upload.ts'

/** An upload still marked running after this long was abandoned (its server stopped): another resumes it. */
export const ABANDONED_UPLOAD_MS = 60_000

type UploadRow = { id: number; integrationStatus: string; uploadStartedAt: Date | null }

/**
 * Invoice uploads to the management software. The invoice row is the queue: UPLOADING with the time it was
 * claimed. The request that claims it answers at once and the upload finishes in the background, writing
 * UPLOADED or the error only if its claim still holds, so two servers never both finish one upload.
 */
export function invoiceUploads(db: Db, logger: Logger, pms: PmsUploader) {
  async function run(invoiceId: number, claimedAt: Date) {
    try {
      const [row] = await db
        .select({ invoice: invoices, softwareName: agencies.integrationSoftwareName })
        .from(invoices)
        .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
        .where(eq(invoices.id, invoiceId))
      if (!row) return
      const softwareName = row.softwareName ?? 'The management software'
      const result = await pms.upload({
        invoiceId,
        invoiceNumber: row.invoice.invoiceNumber,
        softwareName,
        previousError: row.invoice.lastUploadError,
      })
      const outcome = result.ok
        ? {
            integrationStatus: 'UPLOADED' as const,
            uploadedAt: new Date(),
            uploadedBy: row.invoice.uploadRequestedBy ?? `${softwareName} sync`,
            lastUploadError: null,
          }
        : { integrationStatus: 'NOT_UPLOADED' as const, lastUploadError: result.error }
      await db
        .update(invoices)
        .set({ ...outcome, uploadStartedAt: null })
        .where(
          and(
            eq(invoices.id, invoiceId),
            eq(invoices.integrationStatus, 'UPLOADING'),
            eq(invoices.uploadStartedAt, claimedAt),
          ),
        )
    } catch (error) {
      // The row stays UPLOADING and is resumed once abandoned.
      logger.warn('invoice upload did not finish', { invoiceId, err: String(error) })
    }
  }

  return {
    /** Claims an invoice that is not uploaded; false when it is uploading or uploaded already. */
    async start(invoiceId: number, requestedBy: string): Promise<boolean> {
      const claimedAt = new Date()
      const claimed = await db
        .update(invoices)
        .set({ integrationStatus: 'UPLOADING', uploadStartedAt: claimedAt, uploadRequestedBy: requestedBy })
        .where(and(eq(invoices.id, invoiceId), eq(invoices.integrationStatus, 'NOT_UPLOADED')))
        .returning({ id: invoices.id })
      if (claimed.length === 0) return false
      void run(invoiceId, claimedAt)
      return true
    },

    /** Takes over uploads that no server is running any more (a restart mid-upload, or seeded ones). */
    async resumeAbandoned(rows: UploadRow[]): Promise<void> {
      const now = Date.now()
      for (const row of rows) {
        if (row.integrationStatus !== 'UPLOADING') continue
        if (row.uploadStartedAt && now - row.uploadStartedAt.getTime() < ABANDONED_UPLOAD_MS) continue
        const claimedAt = new Date()
        const claimed = await db
          .update(invoices)
          .set({ uploadStartedAt: claimedAt })
          .where(
            and(
              eq(invoices.id, row.id),
              eq(invoices.integrationStatus, 'UPLOADING'),
              row.uploadStartedAt
                ? eq(invoices.uploadStartedAt, row.uploadStartedAt)
                : isNull(invoices.uploadStartedAt),
            ),
          )
          .returning({ id: invoices.id })
        if (claimed.length > 0) void run(row.id, claimedAt)
      }
    },
  }
}
