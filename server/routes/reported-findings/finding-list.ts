import { and, asc, count, eq, inArray, min, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { FindingGroup, FindingListQuery } from '../../../src/contract/reported-findings.ts'
import { inAgency } from '../../auth/agency-scope.ts'
import type { SessionRow } from '../../auth/session-store.ts'
import type { Db } from '../../db/client.ts'
import { inlineLimit } from '../../db/prepared.ts'
import {
  addresses,
  properties,
  propertyManagers,
  reportedFindings,
  servicingCategories,
  suburbs,
} from '../../db/schema/index.ts'
import { addressColumns, addressLinesOf } from '../urgent-shared.ts'
import {
  findingView,
  groupTags,
  latestBooking,
  needsAction,
  selectFindings,
  serviceView,
  visibleInState,
} from './finding-view.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Which findings a facet lists; without a facet, those needing action. */
function facetCondition(facet: FindingListQuery['facet']): SQL | undefined {
  switch (facet) {
    case 'QUOTE_REQUESTED':
      return and(
        eq(properties.isCancelled, false),
        eq(reportedFindings.status, 'OPEN'),
        eq(reportedFindings.isDismissed, false),
        eq(reportedFindings.quoteRequested, true),
      )
    case 'DISMISSED':
      return and(eq(reportedFindings.status, 'OPEN'), eq(reportedFindings.isDismissed, true))
    case 'RESOLVED':
      return inArray(reportedFindings.status, ['RESOLVED', 'RESOLVED_BY_THIRD_PARTY'])
    default:
      return needsAction()
  }
}

/** URGENT: a group with an urgent finding among the listed ones; NON_URGENT: a group without one. */
const urgentGroup = sql<boolean>`bool_or(${servicingCategories.isUrgent})`
function facetHaving(facet: FindingListQuery['facet']): SQL | undefined {
  if (facet === 'URGENT') return sql`${urgentGroup}`
  if (facet === 'NON_URGENT') return sql`NOT ${urgentGroup}`
  return undefined
}

/** The filters a user chooses (search, service, property, manager, category): unfilteredTotal leaves them out. */
function filterConditions(q: FindingListQuery): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = []
  for (const word of q.query.toLowerCase().split(/\s+/).filter(Boolean)) {
    conditions.push(sql`${properties.searchText} LIKE ${`%${escapeLike(word)}%`}`)
  }
  if (q.service.length) {
    const chosen = [...new Set(q.service)]
    conditions.push(
      q.serviceExclusivity === 'EXCLUDING'
        ? notInArray(reportedFindings.serviceId, chosen)
        : inArray(reportedFindings.serviceId, chosen),
    )
  }
  if (q.propertyId) conditions.push(eq(reportedFindings.propertyId, q.propertyId))
  if (q['property-manager']) conditions.push(eq(properties.propertyManagerId, q['property-manager']))
  if (q.category.length) conditions.push(inArray(reportedFindings.servicingCategoryId, q.category))
  return conditions
}

function groupsOf(db: Db, where: SQL | undefined, having: SQL | undefined) {
  const query = db
    .select({ propertyId: reportedFindings.propertyId, serviceId: reportedFindings.serviceId })
    .from(reportedFindings)
    .innerJoin(properties, eq(properties.id, reportedFindings.propertyId))
    .innerJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
    .where(where)
    .groupBy(reportedFindings.propertyId, reportedFindings.serviceId)
  return having ? query.having(having) : query
}

async function countGroups(db: Db, where: SQL | undefined, having: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groupsOf(db, where, having).as('groups'))
  return row?.n ?? 0
}

/**
 * GET /v1/reported-findings: groups of one property and service, the longest waiting first. total counts the
 * groups matching everything; unfilteredTotal the groups of the same facet without the search and filters.
 */
export async function listFindings(db: Db, session: SessionRow, q: FindingListQuery) {
  const base = [inAgency(reportedFindings.agencyId, session), visibleInState(session), facetCondition(q.facet)]
  const where = and(...base, ...filterConditions(q))
  const having = facetHaving(q.facet)
  const pageSize = q['page-size']
  const page = await groupsOf(db, where, having)
    .orderBy(
      asc(min(reportedFindings.originalBookingDate)),
      asc(reportedFindings.propertyId),
      asc(reportedFindings.serviceId),
    )
    .limit(inlineLimit(pageSize))
    .offset((q.page - 1) * pageSize)
  const [total, unfilteredTotal] = await Promise.all([
    countGroups(db, where, having),
    countGroups(db, and(...base), having),
  ])
  return { items: await groupViews(db, where, page), total, unfilteredTotal }
}

/** The groups' properties, managers and findings (under the list's `where`), in the page's order. */
async function groupViews(
  db: Db,
  where: SQL | undefined,
  page: { propertyId: number; serviceId: number }[],
): Promise<FindingGroup[]> {
  if (page.length === 0) return []
  const propertyIds = [...new Set(page.map((g) => g.propertyId))]
  const [places, rows] = await Promise.all([
    db
      .select({
        id: properties.id,
        managerId: propertyManagers.id,
        managerName: propertyManagers.name,
        ...addressColumns,
      })
      .from(properties)
      .innerJoin(addresses, eq(addresses.id, properties.addressId))
      .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .leftJoin(propertyManagers, eq(propertyManagers.id, properties.propertyManagerId))
      .where(inArray(properties.id, propertyIds)),
    selectFindings(
      db,
      and(
        where,
        or(
          ...page.map((g) =>
            and(eq(reportedFindings.propertyId, g.propertyId), eq(reportedFindings.serviceId, g.serviceId)),
          ),
        ),
      ),
    ),
  ])
  const placeOf = new Map(places.map((p) => [p.id, p]))
  return page.map((g) => {
    const place = placeOf.get(g.propertyId)
    const own = rows.filter((r) => r.finding.propertyId === g.propertyId && r.finding.serviceId === g.serviceId)
    const tags = groupTags(g.serviceId, own)
    return {
      property: {
        compliancePropertyId: g.propertyId,
        ...(place ? addressLinesOf(place) : { addressLine1: '', addressLine2: '' }),
      },
      propertyManager: place?.managerId ? { id: place.managerId, name: place.managerName ?? '' } : null,
      service: serviceView(g.serviceId, tags),
      serviceDate: latestBooking(own),
      tags,
      reportedFindings: own.map(findingView),
    }
  })
}
