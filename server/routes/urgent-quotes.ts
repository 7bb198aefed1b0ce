import { asc, count, eq, gte, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { ForwardQuoteSchema } from '../../src/contract/forward-email.ts'
import { AWAITING_APPROVAL_STATUS_ID, IMMEDIATE_ACTION_SEVERITY, QUOTE_MESSAGES } from '../../src/contract/quotes.ts'
import { AnalyticsQuerySchema, DASHBOARD_PREVIEW_SIZE } from '../../src/contract/urgent-actions.ts'
import { inAgency, loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { Db } from '../db/client.ts'
import { totalColumn } from '../db/page-total.ts'
import { constants, inlineLimit, placeholder, preparedPerShape } from '../db/prepared.ts'
import { addresses, properties, quoteNotificationSubscriptions, quotes, services, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseJsonBody, parseQuery } from '../http/validate.ts'
import { forwardByEmail } from './urgent-forward.ts'
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
} from './urgent-shared.ts'

export function quoteRows<Extra extends Record<string, SQL>>(db: Db, extra?: Extra) {
  return db
    .select({
      quote: quotes,
      agencyId: properties.agencyId,
      serviceName: services.name,
      serviceShortName: services.shortName,
      ...addressColumns,
      ...(extra as Extra),
    })
    .from(quotes)
    .innerJoin(properties, eq(properties.id, quotes.propertyId))
    .innerJoin(services, eq(services.id, quotes.serviceId))
    .innerJoin(addresses, eq(addresses.id, properties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
}
export type QuoteRow = Awaited<ReturnType<ReturnType<typeof quoteRows>['where']>>[number]

export function quoteView(row: QuoteRow) {
  const q = row.quote
  return {
    complianceQuoteId: q.id,
    quoteNumber: q.quoteNumber,
    property: { compliancePropertyId: q.propertyId, ...addressLinesOf(row) },
    expiresAt: q.expiresAt,
    service: { name: row.serviceName, shortName: row.serviceShortName },
    approvalUrl: q.approvalUrl,
    pdfUrl: q.fileId ? `/v1/quote/${q.id}/pdf` : null,
    estimatedPrices: { minimum: q.minimumPriceCents / 100 },
    quoteSeverity: q.severity,
  }
}

/**
 * The immediate-action quotes' preview and its total in one statement, built once per shape (the whole agency or
 * one manager): building it with drizzle cost more of the request's CPU than anything else in it (issue 16).
 */
const immediateActionQuery = preparedPerShape((db: Db, shape: DashboardShape) => {
  const { session, managerId } = dashboardPlaceholders(shape)
  const where = scoped(
    inAgency(quotes.agencyId, session),
    properties.propertyManagerId,
    { propertyManagerId: managerId },
    constants(
      eq(properties.isCancelled, false),
      eq(quotes.severity, IMMEDIATE_ACTION_SEVERITY),
      eq(quotes.statusId, AWAITING_APPROVAL_STATUS_ID),
    ),
    gte(quotes.expiresAt, placeholder<string>('today')),
  )
  // No rows, no matches (the preview is a first page).
  const counted = db.select({ n: count() }).from(quotes).innerJoin(properties, eq(properties.id, quotes.propertyId))
  return quoteRows(db, totalColumn(counted.where(where)))
    .where(where)
    .orderBy(asc(quotes.expiresAt), asc(quotes.id))
    .limit(inlineLimit(DASHBOARD_PREVIEW_SIZE))
    .prepare(dashboardStatementName('acp_immediate_quotes', shape))
})

/** GET /v1/quote/analytics/immediate-action and POST /v1/quote/{id}/forward. */
export function urgentQuoteRoutes({ db, email }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/analytics/immediate-action', async (c) => {
      const session = currentSession(c)
      const { propertyManagerId } = parseQuery(c, AnalyticsQuerySchema)
      const { shape, values } = dashboardCall(session, propertyManagerId)
      const rows = await immediateActionQuery(db, shape).execute(values)
      return ok(c, { items: rows.map(quoteView), total: rows[0]?.total ?? 0 })
    })
    .post('/:id/forward', async (c) => {
      const session = currentSession(c)
      const id = pathIdOf(c.req.param('id'), QUOTE_MESSAGES.notFound)
      const row = await loadInAgency(
        session,
        async () => (await quoteRows(db).where(eq(quotes.id, id)))[0],
        QUOTE_MESSAGES,
      )
      const body = await parseJsonBody(c, ForwardQuoteSchema)
      const q = row.quote
      const address = oneLineAddress(row)
      await forwardByEmail(db, email, session, {
        kind: 'QUOTE_FORWARD',
        subjectId: q.id,
        subject: `Quote ${q.quoteNumber} for ${address}`,
        what: `quote ${q.quoteNumber} (${row.serviceName}) for ${address}`,
        details: [
          `Quote: ${q.quoteNumber}`,
          `Estimated from: $${(q.minimumPriceCents / 100).toFixed(2)} inc. GST`,
          `Expires: ${q.expiresAt.split('-').reverse().join('/')}`,
          ...(q.approvalUrl ? [`Review and approve: ${q.approvalUrl}`] : []),
        ],
        body,
        fileId: q.fileId,
        propertyId: q.propertyId,
      })
      if (body.subscribeToNotifications) {
        await db
          .insert(quoteNotificationSubscriptions)
          .values({ quoteId: q.id, userId: session.userId })
          .onConflictDoNothing()
      }
      return ok(c, null)
    })
}
