import { and, asc, count, countDistinct, eq, inArray, min, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type AccessIssueTag,
  accessIssuePublicName,
  SUSPENSION_WARNING_DAYS,
  UPDATE_REQUIRED_DAYS,
} from '../../src/contract/notices.ts'
import { todayInState } from '../../src/contract/states.ts'
import { AnalyticsQuerySchema, DASHBOARD_PREVIEW_SIZE } from '../../src/contract/urgent-actions.ts'
import { inAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import {
  accessIssues,
  addresses,
  notices,
  properties,
  propertyServices,
  suburbs,
  tenancies,
} from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { addressColumns, addressLinesOf, scoped } from './urgent-shared.ts'

/** GET /v1/notice/analytics/urgent-active-notices: urgent notices not yet resolved, oldest first. */
export function urgentNoticeRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/analytics/urgent-active-notices', async (c) => {
    const session = currentSession(c)
    const q = parseQuery(c, AnalyticsQuerySchema)
    const where = scoped(
      inAgency(properties.agencyId, session),
      properties.propertyManagerId,
      q,
      eq(properties.isCancelled, false),
      eq(notices.isUrgent, true),
      eq(notices.isResolved, false),
    )
    const rows = await db
      .select({ notice: notices, isIntegrated: properties.isIntegrated, ...addressColumns })
      .from(notices)
      .innerJoin(properties, eq(properties.id, notices.propertyId))
      .innerJoin(addresses, eq(addresses.id, properties.addressId))
      .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .where(where)
      .orderBy(asc(notices.createdAt), asc(notices.id))
      .limit(DASHBOARD_PREVIEW_SIZE)
    const [total] = await db
      .select({ n: count() })
      .from(notices)
      .innerJoin(properties, eq(properties.id, notices.propertyId))
      .where(where)
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
    return ok(c, { items, total: total?.n ?? 0 })
  })
}

const DAY_MS = 86_400_000

/**
 * GET /v1/agency/access-issues/analytics/urgent (the agency-entry-method variant): properties with urgent open
 * access issues, the longest waiting first, each with its problems and tags.
 */
export function urgentAccessIssueRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/urgent', async (c) => {
    const session = currentSession(c)
    const q = parseQuery(c, AnalyticsQuerySchema)
    const today = todayInState(session.stateId)
    const where = scoped(
      inAgency(properties.agencyId, session),
      properties.propertyManagerId,
      q,
      eq(properties.isCancelled, false),
      eq(accessIssues.isUrgent, true),
      eq(accessIssues.state, 'OPEN'),
    )
    const oldest = min(accessIssues.createdAt)
    const page = await db
      .select({ propertyId: accessIssues.propertyId, oldest, ...addressColumns })
      .from(accessIssues)
      .innerJoin(properties, eq(properties.id, accessIssues.propertyId))
      .innerJoin(addresses, eq(addresses.id, properties.addressId))
      .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .where(where)
      .groupBy(accessIssues.propertyId, addresses.id, suburbs.id)
      .orderBy(asc(oldest), asc(accessIssues.propertyId))
      .limit(DASHBOARD_PREVIEW_SIZE)
    const [total] = await db
      .select({ n: countDistinct(accessIssues.propertyId) })
      .from(accessIssues)
      .innerJoin(properties, eq(properties.id, accessIssues.propertyId))
      .where(where)
    const ids = page.map((p) => p.propertyId)
    if (ids.length === 0) return ok(c, { items: [], total: total?.n ?? 0 })

    const problems = await db
      .select({
        propertyId: accessIssues.propertyId,
        issueType: accessIssues.issueType,
        createdAt: accessIssues.createdAt,
      })
      .from(accessIssues)
      .where(
        and(inArray(accessIssues.propertyId, ids), eq(accessIssues.isUrgent, true), eq(accessIssues.state, 'OPEN')),
      )
      .orderBy(asc(accessIssues.createdAt))
    const serviceFlags = await db
      .select({
        propertyId: propertyServices.propertyId,
        overdue: sql<boolean>`bool_or(${propertyServices.jobStatus} = 'OVERDUE')`,
        onHold: sql<boolean>`bool_or(${propertyServices.isOnHold})`,
      })
      .from(propertyServices)
      .where(and(inArray(propertyServices.propertyId, ids), eq(propertyServices.isCancelled, false)))
      .groupBy(propertyServices.propertyId)
    // The current tenancy: the latest one that has started and was not vacated.
    const current = await db
      .selectDistinctOn([tenancies.propertyId], { propertyId: tenancies.propertyId, id: tenancies.id })
      .from(tenancies)
      .where(
        and(
          inArray(tenancies.propertyId, ids),
          eq(tenancies.isVacated, false),
          sql`${tenancies.startedAt} <= ${today}`,
        ),
      )
      .orderBy(tenancies.propertyId, sql`${tenancies.startedAt} DESC`, sql`${tenancies.id} DESC`)

    const items = page.map((p) => {
      const own = problems.filter((x) => x.propertyId === p.propertyId)
      const flags = serviceFlags.find((f) => f.propertyId === p.propertyId)
      const tenancy = current.find((t) => t.propertyId === p.propertyId)
      const waitedDays = p.oldest ? Math.floor((Date.now() - new Date(p.oldest).getTime()) / DAY_MS) : 0
      const tags: AccessIssueTag[] = [flags?.overdue ? 'Overdue' : 'NotOverdue']
      if (!tenancy) tags.push('Vacant')
      if (flags?.onHold) tags.push('OnHold')
      if (waitedDays > UPDATE_REQUIRED_DAYS) tags.push('UpdateRequired')
      if (waitedDays > SUSPENSION_WARNING_DAYS) tags.push('SuspensionWarning')
      return {
        compliancePropertyId: p.propertyId,
        ...addressLinesOf(p),
        accessIssues: {
          problems: own.map((x) => ({
            publicName: accessIssuePublicName(x.issueType),
            createdAt: x.createdAt.toISOString(),
          })),
        },
        tags,
        currentTenancy: tenancy ? { id: tenancy.id } : null,
      }
    })
    return ok(c, { items, total: total?.n ?? 0 })
  })
}
