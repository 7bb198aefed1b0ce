import { type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { REPORTED_FINDINGS_MESSAGES } from '../../src/contract/reported-findings.ts'
import { AnalyticsQuerySchema, DASHBOARD_PREVIEW_SIZE } from '../../src/contract/urgent-actions.ts'
import { inAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { Db } from '../db/client.ts'
import { jsonList } from '../db/json-list.ts'
import { preparedPerShape } from '../db/prepared.ts'
import {
  addresses,
  agencyExperiments,
  properties,
  reportedFindings,
  services,
  servicingCategories,
  suburbs,
} from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { forbidden } from '../http/errors.ts'
import { parseQuery } from '../http/validate.ts'
import { needsAction, visibleInState } from './reported-findings/finding-view.ts'
import {
  type AddressRow,
  addressLinesOf,
  type DashboardShape,
  dashboardCall,
  dashboardPlaceholders,
  dashboardStatementName,
  scoped,
} from './urgent-shared.ts'

type FindingJson = {
  id: number
  title: string
  applianceName: string | null
  applianceLocation: string | null
  categoryName: string
  categoryColor: string
  categoryDescription: string
  originalBookingDate: string
}
type GroupJson = AddressRow & {
  propertyId: number
  serviceName: string
  serviceShortName: string
  findings: FindingJson[]
}

/**
 * The tab in one statement (it was four, three at once and then the page's findings): whether the agency has the
 * problem register, both totals, and the page's groups with their findings as JSON. Built once per shape.
 */
const urgentFindingsQuery = preparedPerShape((db: Db, shape: DashboardShape) => {
  const { session, managerId } = dashboardPlaceholders(shape)
  // The same findings the list (no facet) and the stats count.
  const needing = [needsAction(), visibleInState(session)]
  const where = scoped(
    inAgency(reportedFindings.agencyId, session),
    properties.propertyManagerId,
    { propertyManagerId: managerId },
    ...needing,
  )
  const unfiltered = scoped(inAgency(reportedFindings.agencyId, session), properties.propertyManagerId, {}, ...needing)
  const findingsOf = sql`from ${reportedFindings}
    join ${properties} on ${properties.id} = ${reportedFindings.propertyId}
    join ${servicingCategories} on ${servicingCategories.id} = ${reportedFindings.servicingCategoryId}`
  const groupCount = (condition: SQL | undefined) => sql<number>`(select count(*)::int from (
    select distinct ${reportedFindings.propertyId}, ${reportedFindings.serviceId} ${findingsOf} where ${condition}
  ) counted_groups)`
  // The longest waiting first; each group's findings by booking date, read for the group alone.
  const page = sql`select ${reportedFindings.propertyId} as property_id, ${reportedFindings.serviceId} as service_id,
      ${services.name} as service_name, ${services.shortName} as service_short_name,
      min(${reportedFindings.originalBookingDate}) as oldest,
      ${addresses.line1} as line1, ${addresses.line2} as line2, ${addresses.line3} as line3,
      ${addresses.internationalAddress} as international_address,
      ${suburbs.name} as suburb_name, ${suburbs.postcode} as postcode, ${suburbs.stateId} as suburb_state_id
    ${findingsOf}
    join ${services} on ${services.id} = ${reportedFindings.serviceId}
    join ${addresses} on ${addresses.id} = ${properties.addressId}
    left join ${suburbs} on ${suburbs.id} = ${addresses.suburbId}
    where ${where}
    group by ${reportedFindings.propertyId}, ${reportedFindings.serviceId}, ${services.id}, ${addresses.id}, ${suburbs.id}
    order by oldest, property_id, service_id
    limit ${sql.raw(String(DASHBOARD_PREVIEW_SIZE))}`
  const findings = sql`coalesce((select json_agg(json_build_object(
      'id', ${reportedFindings.id}, 'title', ${reportedFindings.title},
      'applianceName', ${reportedFindings.applianceName}, 'applianceLocation', ${reportedFindings.applianceLocation},
      'categoryName', ${servicingCategories.name}, 'categoryColor', ${servicingCategories.color},
      'categoryDescription', ${servicingCategories.description},
      'originalBookingDate', ${reportedFindings.originalBookingDate}
    ) order by ${reportedFindings.originalBookingDate}, ${reportedFindings.id})
    ${findingsOf}
    where ${where} and ${reportedFindings.propertyId} = g.property_id and ${reportedFindings.serviceId} = g.service_id
  ), '[]'::json)`
  const groups = sql`select json_agg(json_build_object(
      'propertyId', g.property_id, 'serviceName', g.service_name, 'serviceShortName', g.service_short_name,
      'line1', g.line1, 'line2', g.line2, 'line3', g.line3, 'internationalAddress', g.international_address,
      'suburbName', g.suburb_name, 'postcode', g.postcode, 'suburbStateId', g.suburb_state_id,
      'findings', ${findings}
    ) order by g.oldest, g.property_id, g.service_id)::text
    from (${page}) g`
  return db
    .select({
      on: sql<boolean>`exists (select 1 from ${agencyExperiments} where ${agencyExperiments.agencyId} = ${session.agencyId}
        and ${agencyExperiments.experimentKey} = 'problem-register' and ${agencyExperiments.enabled})`,
      total: groupCount(where),
      unfilteredTotal: groupCount(unfiltered),
      groups: jsonList<GroupJson>(groups),
    })
    .from(sql`(select 1) one`)
    .prepare(dashboardStatementName('acp_urgent_findings', shape))
})

/**
 * GET /v1/reported-findings/analytics/urgent (problem-register agencies only): open, undismissed findings grouped
 * by property and service, the longest waiting first. In VIC only findings of urgent servicing categories count.
 */
export function urgentReportedFindingRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/analytics/urgent', async (c) => {
    const session = currentSession(c)
    const { propertyManagerId } = parseQuery(c, AnalyticsQuerySchema)
    const { shape, values } = dashboardCall(session, propertyManagerId)
    const [row] = await urgentFindingsQuery(db, shape).execute(values)
    if (!row?.on) throw forbidden(REPORTED_FINDINGS_MESSAGES.notEnabled)
    const items = row.groups.map((g) => ({
      property: { compliancePropertyId: g.propertyId, ...addressLinesOf(g) },
      service: { name: g.serviceName, shortName: g.serviceShortName },
      tags: [] as string[],
      reportedFindings: g.findings.map((f) => ({
        problemRegisterId: f.id,
        originalProblemItem: { title: f.title },
        appliance:
          f.applianceName || f.applianceLocation
            ? { applianceName: f.applianceName, applianceLocation: f.applianceLocation }
            : null,
        servicingCategory: { name: f.categoryName, color: f.categoryColor, description: f.categoryDescription },
        originalBookingDate: f.originalBookingDate,
      })),
    }))
    return ok(c, { items, total: row.total, unfilteredTotal: row.unfilteredTotal })
  })
}
