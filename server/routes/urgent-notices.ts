import { asc, count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { AnalyticsQuerySchema, DASHBOARD_PREVIEW_SIZE } from '../../src/contract/urgent-actions.ts'
import { inAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { Db } from '../db/client.ts'
import { totalColumn } from '../db/page-total.ts'
import { constants, inlineLimit, placeholder, preparedPerShape } from '../db/prepared.ts'
import { accessIssues, addresses, notices, properties, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { accessIssueItems, accessIssuePage, prioritySoon } from './access-issue-items.ts'
import { noticeWhere } from './notice-view.ts'
import {
  addressColumns,
  addressLinesOf,
  type DashboardShape,
  dashboardCall,
  dashboardPlaceholders,
  dashboardStatementName,
  scoped,
} from './urgent-shared.ts'

/**
 * The urgent notices' preview and its total in one statement, built once per shape (the whole agency or one
 * manager): building it with drizzle was a third of the request's CPU (issue 16).
 */
const urgentNoticesQuery = preparedPerShape((db: Db, shape: DashboardShape) => {
  const { session, managerId } = dashboardPlaceholders(shape)
  // The same WHERE as GET /v1/notice?facet=URGENT, so 'View all' opens the total shown here.
  const where = noticeWhere(session, { propertyManagerId: managerId, urgent: true, resolved: false })
  const counted = db.select({ n: count() }).from(notices).innerJoin(properties, eq(properties.id, notices.propertyId))
  return db
    .select({
      notice: notices,
      isIntegrated: properties.isIntegrated,
      ...addressColumns,
      ...totalColumn(counted.where(where)),
    })
    .from(notices)
    .innerJoin(properties, eq(properties.id, notices.propertyId))
    .innerJoin(addresses, eq(addresses.id, properties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .where(where)
    .orderBy(asc(notices.createdAt), asc(notices.id))
    .limit(inlineLimit(DASHBOARD_PREVIEW_SIZE))
    .prepare(dashboardStatementName('acp_urgent_notices', shape))
})

/** GET /v1/notice/analytics/urgent-active-notices: urgent notices not yet resolved, oldest first. */
export function urgentNoticeRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/analytics/urgent-active-notices', async (c) => {
    const session = currentSession(c)
    const { propertyManagerId } = parseQuery(c, AnalyticsQuerySchema)
    const { shape, values } = dashboardCall(session, propertyManagerId)
    const rows = await urgentNoticesQuery(db, shape).execute(values)
    const items = rows.map((r) => ({
      id: r.notice.id,
      noticeType: r.notice.noticeType,
      createdAt: r.notice.createdAt.toISOString(),
      property: {
        compliancePropertyId: r.notice.propertyId,
        isIntegrated: r.isIntegrated,
        address: addressLinesOf(r),
      },
    }))
    // No rows: no matches (the preview is a first page).
    return ok(c, { items, total: rows[0]?.total ?? 0 })
  })
}

/**
 * The urgent access issues' preview (accessIssueList's statement, its first page) built once per shape, with the
 * agency, manager and dates as placeholders: building it with drizzle was a third of the request's CPU (issue 16).
 */
const urgentAccessIssuesQuery = preparedPerShape((db: Db, shape: DashboardShape) => {
  const { session, managerId } = dashboardPlaceholders(shape)
  const urgentOpen = constants(eq(accessIssues.isUrgent, true), eq(accessIssues.state, 'OPEN'))
  const where = scoped(
    inAgency(properties.agencyId, session),
    properties.propertyManagerId,
    { propertyManagerId: managerId },
    constants(eq(properties.isCancelled, false)),
    urgentOpen,
  )
  const { page } = accessIssuePage(db, {
    where,
    problems: urgentOpen,
    limit: DASHBOARD_PREVIEW_SIZE,
    offset: 0,
    today: placeholder<string>('today'),
    soon: placeholder<string>('soon'),
  })
  return page.prepare(dashboardStatementName('acp_urgent_access_issues', shape))
})

/**
 * GET /v1/agency/access-issues/analytics/urgent (the agency-entry-method variant): properties with urgent open
 * access issues, the longest waiting first, each with its urgent problems and tags.
 */
export function urgentAccessIssueRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/urgent', async (c) => {
    const session = currentSession(c)
    const { propertyManagerId } = parseQuery(c, AnalyticsQuerySchema)
    const { shape, values } = dashboardCall(session, propertyManagerId)
    const page = await urgentAccessIssuesQuery(db, shape).execute({ ...values, soon: prioritySoon(values.today) })
    // No rows: no matches (the preview is a first page).
    return ok(c, { items: accessIssueItems(page), total: page[0]?.total ?? 0 })
  })
}
