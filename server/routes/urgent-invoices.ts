import { asc, count, eq, lt, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { ForwardInvoiceSchema } from '../../src/contract/forward-email.ts'
import { INVOICE_MESSAGES } from '../../src/contract/invoices.ts'
import { todayInState } from '../../src/contract/states.ts'
import { AnalyticsQuerySchema, DASHBOARD_PREVIEW_SIZE } from '../../src/contract/urgent-actions.ts'
import { inAgency, loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { Db } from '../db/client.ts'
import { totalColumn } from '../db/page-total.ts'
import { inlineLimit, placeholder, preparedPerShape } from '../db/prepared.ts'
import { addresses, agencies, invoices, properties, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { HttpError } from '../http/errors.ts'
import { parseJsonBody, parseQuery } from '../http/validate.ts'
import { pmsUploaderFor } from '../standins/pms-upload.ts'
import { forwardByEmail } from './urgent-forward.ts'
import { invoiceUploads } from './urgent-invoice-upload.ts'
import {
  addressColumns,
  addressLinesOf,
  type DashboardShape,
  dashboardCall,
  dashboardPlaceholders,
  dashboardStatementName,
  oneLineAddress,
  pathIdOf,
  scoped,
  userOf,
} from './urgent-shared.ts'

function invoiceRows<Extra extends Record<string, SQL>>(db: Db, extra?: Extra) {
  return db
    .select({
      invoice: invoices,
      propertyIsIntegrated: properties.isIntegrated,
      softwareName: agencies.integrationSoftwareName,
      ...addressColumns,
      ...(extra as Extra),
    })
    .from(invoices)
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .innerJoin(agencies, eq(agencies.id, invoices.agencyId))
    .innerJoin(addresses, eq(addresses.id, properties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
}
type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>['where']>>[number]

/** The wire shape (property-operations §3 Invoice); integration only where the property syncs with software. */
function invoiceView(row: InvoiceRow, today: string) {
  const i = row.invoice
  const synced = row.softwareName !== null && row.propertyIsIntegrated
  return {
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    isPaid: i.isPaid,
    paidAt: i.paidAt?.toISOString() ?? null,
    dueDate: i.dueDate,
    isOverdue: !i.isPaid && i.dueDate < today,
    totalIncGst: i.totalIncGstCents / 100,
    pdfUrl: i.fileId ? `/v1/invoice/${i.id}/pdf` : null,
    property: { compliancePropertyId: i.propertyId, ...addressLinesOf(row) },
    softwareName: synced ? row.softwareName : null,
    integration: synced
      ? {
          isUploading: i.integrationStatus === 'UPLOADING',
          isUploaded: i.integrationStatus === 'UPLOADED',
          uploadedAt: i.uploadedAt?.toISOString() ?? null,
          uploadedBy: i.uploadedBy,
          isEligibleToUpload: i.integrationStatus === 'NOT_UPLOADED',
          lastError:
            i.integrationStatus === 'NOT_UPLOADED' && i.lastUploadError ? { message: i.lastUploadError } : null,
        }
      : null,
  }
}

/**
 * The overdue invoices' preview and its total in one statement, built once per shape (the whole agency or one
 * manager): building it with drizzle cost more of the request's CPU than anything else in it (issue 16).
 */
const overdueQuery = preparedPerShape((db: Db, shape: DashboardShape) => {
  const { session, managerId } = dashboardPlaceholders(shape)
  const where = scoped(
    inAgency(invoices.agencyId, session),
    properties.propertyManagerId,
    { propertyManagerId: managerId },
    eq(invoices.isPaid, false),
    lt(invoices.dueDate, placeholder<string>('today')),
  )
  // No rows, no matches (the preview is a first page).
  const counted = db.select({ n: count() }).from(invoices).innerJoin(properties, eq(properties.id, invoices.propertyId))
  return invoiceRows(db, totalColumn(counted.where(where)))
    .where(where)
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(inlineLimit(DASHBOARD_PREVIEW_SIZE))
    .prepare(dashboardStatementName('acp_overdue_invoices', shape))
})

/** GET /v1/invoice/analytics/overdue, POST /v1/invoice/{id}/upload and /v1/invoice/{id}/forward. */
export function urgentInvoiceRoutes({ db, logger, config, email, jobs }: AppDeps) {
  const uploads = invoiceUploads(db, logger, pmsUploaderFor(config), jobs)
  const loadInvoice = async (session: ReturnType<typeof currentSession>, rawId: string | undefined) => {
    const id = pathIdOf(rawId, INVOICE_MESSAGES.notFound)
    return loadInAgency(
      session,
      async () => {
        const [row] = await invoiceRows(db).where(eq(invoices.id, id))
        return row && { ...row, agencyId: row.invoice.agencyId }
      },
      INVOICE_MESSAGES,
    )
  }

  return new Hono<AppEnv>()
    .get('/analytics/overdue', async (c) => {
      const session = currentSession(c)
      const { propertyManagerId } = parseQuery(c, AnalyticsQuerySchema)
      const { shape, values } = dashboardCall(session, propertyManagerId)
      const rows = await overdueQuery(db, shape).execute(values)
      // Resuming writes the invoice and sends it on to the management software: never for a session that only looks.
      if (!session.isImpersonating) await uploads.resumeAbandoned(rows.map((r) => r.invoice))
      return ok(c, { items: rows.map((r) => invoiceView(r, values.today)), total: rows[0]?.total ?? 0 })
    })
    .post('/:id/upload', async (c) => {
      const session = currentSession(c)
      const row = await loadInvoice(session, c.req.param('id'))
      const view = invoiceView(row, todayInState(session.stateId))
      if (!view.integration) throw new HttpError(400, INVOICE_MESSAGES.notIntegrated)
      if (view.integration.isUploaded) throw new HttpError(409, INVOICE_MESSAGES.alreadyUploaded)
      const user = await userOf(db, session.userId)
      const claimed = await uploads.start(row.invoice.id, user.name)
      if (!claimed) throw new HttpError(409, INVOICE_MESSAGES.alreadyUploading)
      // 202: accepted; the upload finishes in the background (the list shows it uploading until then). The answer
      // is the claim itself: a re-read could already see the upload done, and the client would never show it started.
      return ok(c, invoiceView({ ...row, invoice: claimed }, todayInState(session.stateId)), 202)
    })
    .post('/:id/forward', async (c) => {
      const session = currentSession(c)
      const row = await loadInvoice(session, c.req.param('id'))
      const body = await parseJsonBody(c, ForwardInvoiceSchema)
      const i = row.invoice
      const address = oneLineAddress(row)
      await forwardByEmail(db, email, session, {
        kind: 'INVOICE_FORWARD',
        subjectId: i.id,
        subject: `Invoice ${i.invoiceNumber} for ${address}`,
        what: `invoice ${i.invoiceNumber} for ${address}`,
        details: [
          `Invoice: ${i.invoiceNumber}`,
          `Amount: $${(i.totalIncGstCents / 100).toFixed(2)} inc. GST`,
          `Due: ${i.dueDate.split('-').reverse().join('/')}`,
        ],
        body,
        fileId: i.fileId,
        propertyId: i.propertyId,
      })
      return ok(c, null)
    })
}
