import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { agencies, invoices } from '../db/schema/index.ts'
import type { Logger } from '../http/logger.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { PmsUploader } from '../standins/pms-upload.ts'

/** An upload still marked running after this long was abandoned (its server stopped): another resumes it. */
export const ABANDONED_UPLOAD_MS = 60_000

type UploadRow = { id: number; integrationStatus: string; uploadStartedAt: Date | null }

export const INVOICE_UPLOAD_JOB = 'invoice-upload'
type UploadJob = { invoiceId: number; claimedAt: string }
/** What the user reads when the management software could not be reached after every retry. */
export const UPLOAD_DID_NOT_FINISH = 'The upload did not finish. Please try again.'

/**
 * Invoice uploads to the management software. The invoice row says UPLOADING with the time it was claimed;
 * the request that claims it answers at once and a job in the PostgreSQL queue does the upload (any process,
 * retried with backoff when the software cannot be reached), writing UPLOADED or the error only if its claim
 * still holds, so two processes never both finish one upload. Without a queue (API tests) it runs in-process.
 */
export function invoiceUploads(db: Db, logger: Logger, pms: PmsUploader, jobs?: JobQueue) {
  /** One attempt; throws when the software could not be asked (the job is retried), not when it said no. */
  async function run(invoiceId: number, claimedAt: Date) {
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
  }

  async function dispatch(invoiceId: number, claimedAt: Date) {
    if (jobs) {
      await jobs.send(INVOICE_UPLOAD_JOB, { invoiceId, claimedAt: claimedAt.toISOString() } satisfies UploadJob)
      return
    }
    // The row stays UPLOADING and is resumed once abandoned.
    void run(invoiceId, claimedAt).catch((error) =>
      logger.warn('invoice upload did not finish', { invoiceId, err: String(error) }),
    )
  }

  /** The last attempt failed too: the user sees the invoice as not uploaded, with why, and may try again. */
  async function giveUp(invoiceId: number, claimedAt: Date) {
    await db
      .update(invoices)
      .set({ integrationStatus: 'NOT_UPLOADED', uploadStartedAt: null, lastUploadError: UPLOAD_DID_NOT_FINISH })
      .where(
        and(
          eq(invoices.id, invoiceId),
          eq(invoices.integrationStatus, 'UPLOADING'),
          eq(invoices.uploadStartedAt, claimedAt),
        ),
      )
  }

  return {
    /** The queue's worker, in every serving process (server/main.ts). */
    /** Polls every second by default: the user watches the invoice say "Uploading…" meanwhile. */
    async startWorker(options: { pollingIntervalSeconds?: number } = { pollingIntervalSeconds: 1 }) {
      const queue = jobs
      if (!queue) throw new Error('invoice uploads need the job queue to start a worker')
      await queue.define(INVOICE_UPLOAD_JOB, { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 })
      await queue.work<UploadJob>(
        INVOICE_UPLOAD_JOB,
        async (job) => {
          const claimedAt = new Date(job.data.claimedAt)
          try {
            await run(job.data.invoiceId, claimedAt)
          } catch (error) {
            logger.warn('invoice upload attempt failed', { invoiceId: job.data.invoiceId, err: String(error) })
            if (job.retryCount >= job.retryLimit) await giveUp(job.data.invoiceId, claimedAt)
            else throw error
          }
        },
        options,
      )
    },

    /**
     * Claims an invoice that is not uploaded and answers the row as claimed (uploading), read before the upload
     * can finish; null when it is uploading or uploaded already.
     */
    async start(invoiceId: number, requestedBy: string): Promise<typeof invoices.$inferSelect | null> {
      const claimedAt = new Date()
      const [claimed] = await db
        .update(invoices)
        .set({ integrationStatus: 'UPLOADING', uploadStartedAt: claimedAt, uploadRequestedBy: requestedBy })
        .where(and(eq(invoices.id, invoiceId), eq(invoices.integrationStatus, 'NOT_UPLOADED')))
        .returning()
      if (!claimed) return null
      await dispatch(invoiceId, claimedAt)
      return claimed
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
        if (claimed.length > 0) await dispatch(row.id, claimedAt)
      }
    },
  }
}
