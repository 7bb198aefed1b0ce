import { and, asc, count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { RequestResolveBodySchema } from '../../src/contract/access-issues.ts'
import { NoticeListQuerySchema } from '../../src/contract/notices.ts'
import { todayInState } from '../../src/contract/states.ts'
import { loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { totalColumn, totalOf } from '../db/page-total.ts'
import { inlineLimit } from '../db/prepared.ts'
import { accessIssues, notices, properties } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { HttpError, notFound } from '../http/errors.ts'
import { parseJsonBody, parseQuery } from '../http/validate.ts'
import { noticeViews, noticeWhere } from './notice-view.ts'
import { lockProperty } from './property/property-access.ts'
import { CANCELLED_PROPERTY } from './property/tenancy-routes.ts'
import { pathIdOf } from './urgent-shared.ts'

export const NOTICE_MESSAGES = {
  notFound: 'Notice not found',
  forbidden: 'You do not have access to this notice',
  alreadyResolved: 'This notice has already been resolved',
} as const

/** GET /v1/notice and POST /v1/notice/{id}/resolve (property-operations §7 Notices). */
export function noticeRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const session = currentSession(c)
    const q = parseQuery(c, NoticeListQuerySchema)
    const where = noticeWhere(session, {
      propertyManagerId: q['property-manager'],
      urgent: q.facet === undefined ? undefined : q.facet === 'URGENT',
      resolved: q.resolved === 'true',
      propertyId: q.propertyId,
      query: q.query,
    })
    const size = q['page-size']
    const offset = (q.page - 1) * size
    const counted = db
      .select({ n: count() })
      .from(notices)
      .innerJoin(properties, eq(properties.id, notices.propertyId))
      .where(where)
    // The page and its total in one statement (server/db/page-total.ts).
    const rows = await db
      .select({ notice: notices, ...totalColumn(counted) })
      .from(notices)
      .innerJoin(properties, eq(properties.id, notices.propertyId))
      .where(where)
      .orderBy(asc(notices.createdAt), asc(notices.id))
      .limit(inlineLimit(size))
      .offset(offset)
    const [items, total] = await Promise.all([
      noticeViews(
        db,
        rows.map((r) => r.notice),
        todayInState(session.stateId),
      ),
      totalOf(rows, offset, counted),
    ])
    return ok(c, { items, total })
  })

  /**
   * The agency says it has given the provider what it needs: the notice is resolved with the reason, and the
   * property's open access issues of its type wait for the provider (ADDITIONAL_INFO_PROVIDED).
   */
  app.post('/:id/resolve', async (c) => {
    const session = currentSession(c)
    const id = pathIdOf(c.req.param('id'), NOTICE_MESSAGES.notFound)
    const found = await loadInAgency(
      session,
      async () =>
        (
          await db
            .select({ notice: notices, agencyId: properties.agencyId, isCancelled: properties.isCancelled })
            .from(notices)
            .innerJoin(properties, eq(properties.id, notices.propertyId))
            .where(eq(notices.id, id))
        )[0],
      NOTICE_MESSAGES,
    )
    const body = await parseJsonBody(c, RequestResolveBodySchema)
    // The body names the notice and its property again (the outbox replays it alone): both must match.
    if (body.noticeId !== id || body.propertyId !== found.notice.propertyId) throw notFound(NOTICE_MESSAGES.notFound)
    if (found.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
    const resolved = await db.transaction(async (tx) => {
      await lockProperty(tx, found.notice.propertyId)
      const [current] = await tx.select().from(notices).where(eq(notices.id, id))
      if (!current) throw notFound(NOTICE_MESSAGES.notFound)
      if (current.isResolved) throw new HttpError(409, NOTICE_MESSAGES.alreadyResolved)
      const [row] = await tx
        .update(notices)
        .set({
          isResolved: true,
          resolveReason: body.resolveReason,
          resolvedAt: new Date(),
          resolvedByUserId: session.userId,
        })
        .where(eq(notices.id, id))
        .returning()
      await tx
        .update(accessIssues)
        .set({ state: 'ADDITIONAL_INFO_PROVIDED', resolutionNotes: body.resolveReason })
        .where(
          and(
            eq(accessIssues.propertyId, current.propertyId),
            eq(accessIssues.issueType, current.noticeType),
            eq(accessIssues.state, 'OPEN'),
          ),
        )
      return row ?? current
    })
    const [view] = await noticeViews(db, [resolved], todayInState(session.stateId))
    return ok(c, view)
  })

  return app
}
