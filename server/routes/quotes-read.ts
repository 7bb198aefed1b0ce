import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { QUOTATION_STATUSES } from '../../src/contract/catalog.ts'
import { QUOTE_MESSAGES, QuoteListQuerySchema, quoteStatusOf } from '../../src/contract/quotes.ts'
import { inAgency, loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { totalColumn, totalOf } from '../db/page-total.ts'
import { inlineLimit } from '../db/prepared.ts'
import { properties, propertyManagers, quotes } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { type QuoteRow, quoteRows, quoteView } from './urgent-quotes.ts'
import { pathIdOf } from './urgent-shared.ts'

const detailOf = (row: QuoteRow) => ({
  ...quoteView(row),
  status: quoteStatusOf(row.quote.statusId),
  createdAt: row.quote.createdAt.toISOString(),
})

/**
 * GET /v1/quote and GET /v1/quote/{id} (property-operations §7 Invoices and quotes), read from the quotes the
 * provider raised on the agency's properties. Another agency's quote is refused as forwarding one is (403).
 */
export function quoteReadRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const session = currentSession(c)
      const q = parseQuery(c, QuoteListQuerySchema)
      const manager = q['property-manager']
      if (manager) {
        await loadInAgency(
          session,
          async () => (await db.select().from(propertyManagers).where(eq(propertyManagers.id, manager)))[0],
          { notFound: 'Property manager not found', forbidden: 'You do not have access to this property manager' },
        )
      }
      const statusIds = q.status.map((s) => QUOTATION_STATUSES.indexOf(s) + 1)
      const where = and(
        inAgency(quotes.agencyId, session),
        q.property ? eq(quotes.propertyId, q.property) : undefined,
        q.service.length ? inArray(quotes.serviceId, q.service) : undefined,
        q.severity.length ? inArray(quotes.severity, q.severity) : undefined,
        statusIds.length ? inArray(quotes.statusId, statusIds) : undefined,
        manager ? eq(properties.propertyManagerId, manager) : undefined,
      )
      const pageSize = q['page-size']
      const offset = (q.page - 1) * pageSize
      const counted = db
        .select({ n: count() })
        .from(quotes)
        .innerJoin(properties, eq(properties.id, quotes.propertyId))
        .where(where)
      // The page and its total in one statement (server/db/page-total.ts).
      const rows = await quoteRows(db, totalColumn(counted))
        .where(where)
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(inlineLimit(pageSize))
        .offset(offset)
      const total = await totalOf(rows, offset, counted)
      return ok(c, { items: rows.map(detailOf), total })
    })
    .get('/:id', async (c) => {
      const session = currentSession(c)
      const id = pathIdOf(c.req.param('id'), QUOTE_MESSAGES.notFound)
      const row = await loadInAgency(
        session,
        async () => (await quoteRows(db).where(eq(quotes.id, id)))[0],
        QUOTE_MESSAGES,
      )
      return ok(c, detailOf(row))
    })
}
