import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rowsOf } from '../../server/db/rows.ts'
import { invoices } from '../../server/db/schema/index.ts'
import { createLogger } from '../../server/http/logger.ts'
import type { JobHandler, JobQueue } from '../../server/jobs/queue.ts'
import { INVOICE_UPLOAD_JOB, invoiceUploads, UPLOAD_DID_NOT_FINISH } from '../../server/routes/urgent-invoice-upload.ts'
import { ACCEPTED_DIGITS, harbourUploadableInvoices } from './invoice-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Invoice uploads as production runs them: claimed by the request, done by a job in the PostgreSQL queue.
let t: TestApp
let harbour: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 20, email: {} })
  harbour = await t.signIn('master', 'NSW')
}, 120_000)
afterAll(() => t.close())

const invoiceRow = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]
const eligible = (digits: number[]) => harbourUploadableInvoices(t, digits)

describe('invoice uploads through the job queue', () => {
  it('answers at once with the claim; a queued job uploads it, once', async () => {
    const [invoice] = await eligible(ACCEPTED_DIGITS)
    const res = await t.call(`/v1/invoice/${invoice?.id}/upload`, { method: 'POST', cookie: harbour })
    expect(res.status).toBe(202)
    let row = await invoiceRow(invoice?.id ?? 0)
    for (let i = 0; i < 100 && row?.integrationStatus === 'UPLOADING'; i++) {
      await new Promise((wait) => setTimeout(wait, 100))
      row = await invoiceRow(invoice?.id ?? 0)
    }
    expect(row).toMatchObject({ integrationStatus: 'UPLOADED', uploadedBy: 'Grace Whitfield', lastUploadError: null })
    // The queue marks the job complete in a statement of its own after the handler returned: wait for it.
    const jobs = () =>
      rowsOf<{ state: string }>(
        t.db,
        sql`SELECT state::text AS state FROM pgboss.job WHERE name = ${INVOICE_UPLOAD_JOB}
            AND (data->>'invoiceId')::int = ${invoice?.id ?? 0}`,
      )
    await vi.waitFor(async () => expect(await jobs()).toEqual([{ state: 'completed' }]), { timeout: 10_000 })
  })

  it('retries when the software cannot be reached, and after the last try shows the invoice as not uploaded', async () => {
    // A queue that hands the handler to the test, and a software connector that never answers.
    let handler: JobHandler<{ invoiceId: number; claimedAt: string }> | undefined
    let sent: { invoiceId: number; claimedAt: string } | undefined
    const queue: JobQueue = {
      define: async () => {},
      send: async (_name, data) => {
        sent = data as typeof sent
        return 'job-1'
      },
      work: async (_name, work) => {
        handler = work as typeof handler
      },
      schedule: async () => {},
      stop: async () => {},
    }
    const unreachable = { upload: () => Promise.reject(new Error('connect ECONNREFUSED')) }
    const uploads = invoiceUploads(t.db, createLogger('silent'), unreachable, queue)
    await uploads.startWorker()
    const [, invoice] = await eligible(ACCEPTED_DIGITS)
    expect(await uploads.start(invoice?.id ?? 0, 'Grace Whitfield')).toMatchObject({ integrationStatus: 'UPLOADING' })
    const job = { id: 'job-1', data: sent as NonNullable<typeof sent>, retryLimit: 4 }
    await expect(handler?.({ ...job, retryCount: 0 })).rejects.toThrow('ECONNREFUSED')
    expect(await invoiceRow(invoice?.id ?? 0)).toMatchObject({ integrationStatus: 'UPLOADING' })
    await handler?.({ ...job, retryCount: 4 })
    expect(await invoiceRow(invoice?.id ?? 0)).toMatchObject({
      integrationStatus: 'NOT_UPLOADED',
      lastUploadError: UPLOAD_DID_NOT_FINISH,
      uploadStartedAt: null,
    })
  })
})
