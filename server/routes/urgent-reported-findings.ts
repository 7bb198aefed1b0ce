import { and, asc, eq, inArray, min, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { REPORTED_FINDINGS_MESSAGES } from '../../src/contract/reported-findings.ts'
import { AnalyticsQuerySchema, DASHBOARD_PREVIEW_SIZE } from '../../src/contract/urgent-actions.ts'
import { inAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { addresses, properties, reportedFindings, services, servicingCategories, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { forbidden } from '../http/errors.ts'
import { parseQuery } from '../http/validate.ts'
import { needsAction, visibleInState } from './reported-findings/finding-view.ts'
import { addressColumns, addressLinesOf, experimentOn, scoped } from './urgent-shared.ts'

/**
 * GET /v1/reported-findings/analytics/urgent (problem-register agencies only): open, undismissed findings grouped
 * by property and service, the longest waiting first. In VIC only findings of urgent servicing categories count.
 */
export function urgentReportedFindingRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/analytics/urgent', async (c) => {
    const session = currentSession(c)
    const q = parseQuery(c, AnalyticsQuerySchema)
    // The same findings the list (no facet) and the stats count.
    const needing = [needsAction(), visibleInState(session)]
    const where = scoped(inAgency(properties.agencyId, session), properties.propertyManagerId, q, ...needing)
    const unfiltered = scoped(inAgency(properties.agencyId, session), properties.propertyManagerId, {}, ...needing)
    const groupCount = (condition: typeof where) =>
      sql<number>`(select count(*)::int from ${db
        .selectDistinct({ p: reportedFindings.propertyId, s: reportedFindings.serviceId })
        .from(reportedFindings)
        .innerJoin(properties, eq(properties.id, reportedFindings.propertyId))
        .innerJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
        .where(condition)} counted_groups)`
    // Both totals in one statement.
    const totals = db
      .select({ total: groupCount(where), unfilteredTotal: groupCount(unfiltered) })
      .from(sql`(select 1) one`)
    const oldest = min(reportedFindings.originalBookingDate)
    const page = db
      .select({
        propertyId: reportedFindings.propertyId,
        serviceId: reportedFindings.serviceId,
        serviceName: services.name,
        serviceShortName: services.shortName,
        oldest,
        ...addressColumns,
      })
      .from(reportedFindings)
      .innerJoin(properties, eq(properties.id, reportedFindings.propertyId))
      .innerJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
      .innerJoin(services, eq(services.id, reportedFindings.serviceId))
      .innerJoin(addresses, eq(addresses.id, properties.addressId))
      .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .where(where)
      .groupBy(reportedFindings.propertyId, reportedFindings.serviceId, services.id, addresses.id, suburbs.id)
      .orderBy(asc(oldest), asc(reportedFindings.propertyId), asc(reportedFindings.serviceId))
      .limit(DASHBOARD_PREVIEW_SIZE)
    // Sent at once (they were five round trips in a row): the register check, the page and the totals; the page's
    // findings follow. Nothing is answered before the check.
    const [on, groups, [counts]] = await Promise.all([
      experimentOn(db, session.agencyId, 'problem-register'),
      page,
      totals,
    ])
    if (!on) throw forbidden(REPORTED_FINDINGS_MESSAGES.notEnabled)
    const findings = groups.length
      ? await db
          .select({ finding: reportedFindings, category: servicingCategories })
          .from(reportedFindings)
          .innerJoin(properties, eq(properties.id, reportedFindings.propertyId))
          .innerJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
          .where(
            and(
              where,
              inArray(
                reportedFindings.propertyId,
                groups.map((g) => g.propertyId),
              ),
            ),
          )
          .orderBy(asc(reportedFindings.originalBookingDate), asc(reportedFindings.id))
      : []
    const items = groups.map((g) => ({
      property: { compliancePropertyId: g.propertyId, ...addressLinesOf(g) },
      service: { name: g.serviceName, shortName: g.serviceShortName },
      tags: [] as string[],
      reportedFindings: findings
        .filter((f) => f.finding.propertyId === g.propertyId && f.finding.serviceId === g.serviceId)
        .map(({ finding, category }) => ({
          problemRegisterId: finding.id,
          originalProblemItem: { title: finding.title },
          appliance:
            finding.applianceName || finding.applianceLocation
              ? { applianceName: finding.applianceName, applianceLocation: finding.applianceLocation }
              : null,
          servicingCategory: { name: category.name, color: category.color, description: category.description },
          originalBookingDate: finding.originalBookingDate,
        })),
    }))
    return ok(c, { items, total: counts?.total ?? 0, unfilteredTotal: counts?.unfilteredTotal ?? 0 })
  })
}
