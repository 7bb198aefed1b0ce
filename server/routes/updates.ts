import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { todayInState } from '../../src/contract/states.ts'
import { OverduePropertiesQuerySchema, UPDATE_MESSAGES, UpdateSummaryQuerySchema } from '../../src/contract/updates.ts'
import { inAgency, loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { totalColumn, totalOf } from '../db/page-total.ts'
import { inlineLimit } from '../db/prepared.ts'
import { addresses, properties, propertyManagers, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { HttpError } from '../http/errors.ts'
import { parseQuery } from '../http/validate.ts'
import { fullAddressOf } from './property/property-detail.ts'
import { streamUpdatesCsv } from './updates-export.ts'
import { accessDetailsCutoff, updateFilter } from './updates-filter.ts'
import { overdueSinceOf, updateRowsOf } from './updates-rows.ts'

/** A filter by a manager of another agency (or none) is refused as the portfolio refuses it. */
async function checkManager(db: Db, session: SessionRow, id: number | undefined) {
  if (!id) return
  await loadInAgency(
    session,
    async () => (await db.select().from(propertyManagers).where(eq(propertyManagers.id, id)))[0],
    { notFound: 'Property manager not found', forbidden: 'You do not have access to this property manager' },
  )
}

/**
 * One page of ids, walking the (agency, search_text, id) index as the portfolio does, and the count in the same
 * statement (server/db/page-total.ts).
 */
async function pageOf(db: Db, where: SQL, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize
  const counted = db.select({ n: count() }).from(properties).where(where)
  const rows = await db
    .select({ id: properties.id, ...totalColumn(counted) })
    .from(properties)
    .where(where)
    .orderBy(asc(properties.searchText), asc(properties.id))
    .limit(inlineLimit(pageSize))
    .offset(offset)
  return { ids: rows.map((r) => r.id), total: await totalOf(rows, offset, counted) }
}

/**
 * GET /v1/update/summary, /summary/export and /get-all-overdue-properties (property-operations §7 Updates):
 * the agency's live properties whose details it must update (src/contract/updates.ts UPDATE_REASONS).
 */
export function updateRoutes({ db }: AppDeps) {
  return (
    new Hono<AppEnv>()
      // A download has no envelope to read: its failure text travels in x-error-message too (foundations §7).
      .use('/summary/export', async (c, next) => {
        await next()
        const message =
          c.error instanceof HttpError
            ? c.error.message
            : c.res.status >= 400
              ? UPDATE_MESSAGES.exportFailed
              : undefined
        if (message) c.res.headers.set('x-error-message', message.replace(/[^\x20-\x7e]/g, ''))
      })
      .get('/summary', async (c) => {
        const session = currentSession(c)
        const q = parseQuery(c, UpdateSummaryQuerySchema)
        await checkManager(db, session, q['property-manager'])
        const cutoff = accessDetailsCutoff()
        const { ids, total } = await pageOf(db, updateFilter(q, session, cutoff), q.page, q['page-size'])
        return ok(c, { items: await updateRowsOf(db, ids, cutoff), total })
      })
      .get('/summary/export', async (c) => {
        const session = currentSession(c)
        const q = parseQuery(c, UpdateSummaryQuerySchema)
        await checkManager(db, session, q['property-manager'])
        const cutoff = accessDetailsCutoff()
        return streamUpdatesCsv(c, db, updateFilter(q, session, cutoff), cutoff, todayInState(session.stateId))
      })
      .get('/get-all-overdue-properties', async (c) => {
        const session = currentSession(c)
        const q = parseQuery(c, OverduePropertiesQuerySchema)
        await checkManager(db, session, q['property-manager'])
        // The same properties as the summary's OVERDUE facet, so the two totals agree.
        const where =
          and(
            inAgency(properties.agencyId, session),
            eq(properties.isCancelled, false),
            eq(properties.complianceStatus, 'OVERDUE'),
            q['property-manager'] ? eq(properties.propertyManagerId, q['property-manager']) : undefined,
          ) ?? sql`false`
        const { ids, total } = await pageOf(db, where, q.page, q['page-size'])
        const [rows, since] = await Promise.all([
          ids.length
            ? db
                .select({ id: properties.id, address: addresses, suburb: suburbs })
                .from(properties)
                .innerJoin(addresses, eq(addresses.id, properties.addressId))
                .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
                .where(
                  sql`${properties.id} IN (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
                )
            : [],
          overdueSinceOf(db, ids),
        ])
        const byId = new Map(rows.map((r) => [r.id, r]))
        const items = ids.flatMap((id) => {
          const r = byId.get(id)
          return r
            ? [
                {
                  compliancePropertyId: id,
                  address: { line1: r.address.line1, fullAddress: fullAddressOf(r.address, r.suburb) },
                  overdueSince: since.get(id) ?? null,
                },
              ]
            : []
        })
        return ok(c, { items, total })
      })
  )
}
