import { and, count, desc, eq, gte, isNull, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  NEW_MANAGEMENT_DAYS,
  NEW_MANAGEMENT_MESSAGES,
  NEW_MANAGEMENTS_PAGE_SIZE,
  NewManagementsQuerySchema,
} from '../../src/contract/new-managements.ts'
import { todayInState } from '../../src/contract/states.ts'
import { inAgency, loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { totalColumn, totalOf } from '../db/page-total.ts'
import { inlineLimit } from '../db/prepared.ts'
import { addresses, agencies, portfolioProperties, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { parseQuery } from '../http/validate.ts'
import { addressColumns, oneLineAddress, pathIdOf, userOf } from './urgent-shared.ts'

type PortfolioRow = typeof portfolioProperties.$inferSelect

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)

/** New managements are offered only to agencies synced with management software (foundations §6). */
async function requireIntegrated(db: Db, session: SessionRow) {
  const [agency] = await db
    .select({ software: agencies.integrationSoftwareName })
    .from(agencies)
    .where(eq(agencies.id, session.agencyId))
  if (!agency?.software) throw forbidden(NEW_MANAGEMENT_MESSAGES.notIntegrated)
}

/** A property first seen in the software within 30 days, not serviced by us and not dismissed. */
function isNewManagement(session: SessionRow) {
  const since = daysBefore(todayInState(session.stateId), NEW_MANAGEMENT_DAYS)
  return and(
    inAgency(portfolioProperties.agencyId, session),
    isNull(portfolioProperties.propertyId),
    isNull(portfolioProperties.dismissedAt),
    gte(portfolioProperties.firstActiveDate, since),
  )
}

function rowsWithAddress<Extra extends Record<string, SQL>>(db: Db, extra?: Extra) {
  return db
    .select({ p: portfolioProperties, ...addressColumns, ...(extra as Extra) })
    .from(portfolioProperties)
    .innerJoin(addresses, eq(addresses.id, portfolioProperties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
}

function view(row: { p: PortfolioRow } & Parameters<typeof oneLineAddress>[0]) {
  const p = row.p
  return {
    portfolioPropertyId: p.id,
    address: oneLineAddress(row),
    softwareName: p.softwareName,
    firstActiveDate: p.firstActiveDate,
    isUnderEnrolment: p.isUnderEnrolment,
    underEnrolmentAt: p.underEnrolmentAt?.toISOString() ?? null,
    underEnrolmentBy: p.underEnrolmentBy,
  }
}

/**
 * GET /v1/portfolio/analytics/new-managements (ten a page, newest first) and
 * POST /v1/portfolio/new-management/{id}/under-enrolment and /dismiss.
 */
export function newManagementRoutes({ db }: AppDeps) {
  /** The new management named in the path: 404 if it is not one (any more), 403 if another agency's. */
  const load = async (session: SessionRow, rawId: string | undefined) => {
    await requireIntegrated(db, session)
    const id = pathIdOf(rawId, NEW_MANAGEMENT_MESSAGES.notFound)
    const row = await loadInAgency(
      session,
      async () => {
        const [found] = await rowsWithAddress(db).where(eq(portfolioProperties.id, id))
        return found && { ...found, agencyId: found.p.agencyId }
      },
      NEW_MANAGEMENT_MESSAGES,
    )
    const [stillNew] = await db
      .select({ id: portfolioProperties.id })
      .from(portfolioProperties)
      .where(and(eq(portfolioProperties.id, id), isNewManagement(session)))
    if (!stillNew) throw notFound(NEW_MANAGEMENT_MESSAGES.notFound)
    return row
  }

  return new Hono<AppEnv>()
    .get('/analytics/new-managements', async (c) => {
      const session = currentSession(c)
      const q = parseQuery(c, NewManagementsQuerySchema)
      await requireIntegrated(db, session)
      const where = and(
        isNewManagement(session),
        q.propertyManagerId !== undefined ? eq(portfolioProperties.propertyManagerId, q.propertyManagerId) : undefined,
      )
      const offset = (q.page - 1) * NEW_MANAGEMENTS_PAGE_SIZE
      const counted = db.select({ n: count() }).from(portfolioProperties).where(where)
      // The page and its total in one statement (server/db/page-total.ts).
      const rows = await rowsWithAddress(db, totalColumn(counted))
        .where(where)
        .orderBy(desc(portfolioProperties.firstActiveDate), desc(portfolioProperties.id))
        .limit(inlineLimit(NEW_MANAGEMENTS_PAGE_SIZE))
        .offset(offset)
      return ok(c, { items: rows.map(view), total: await totalOf(rows, offset, () => counted) })
    })
    .post('/new-management/:id/under-enrolment', async (c) => {
      const session = currentSession(c)
      const row = await load(session, c.req.param('id'))
      if (row.p.isUnderEnrolment) return ok(c, view(row))
      const user = await userOf(db, session.userId)
      // Only the first marking is recorded (who and when): a second at once matches no row and reads it.
      const [updated] = await db
        .update(portfolioProperties)
        .set({ isUnderEnrolment: true, underEnrolmentAt: new Date(), underEnrolmentBy: user.name })
        .where(and(eq(portfolioProperties.id, row.p.id), eq(portfolioProperties.isUnderEnrolment, false)))
        .returning()
      const now =
        updated ?? (await db.select().from(portfolioProperties).where(eq(portfolioProperties.id, row.p.id)))[0]
      return ok(c, view({ ...row, p: now ?? row.p }))
    })
    .post('/new-management/:id/dismiss', async (c) => {
      const session = currentSession(c)
      const row = await load(session, c.req.param('id'))
      await db.update(portfolioProperties).set({ dismissedAt: new Date() }).where(eq(portfolioProperties.id, row.p.id))
      return ok(c, null)
    })
}
