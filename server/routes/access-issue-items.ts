import { and, asc, countDistinct, eq, gte, inArray, lte, min, type SQL, sql } from 'drizzle-orm'
import { accessIssuePublicName } from '../../src/contract/catalog.ts'
import {
  type AccessIssueItem,
  type AccessIssueTag,
  SUSPENDED_DAYS,
  SUSPENSION_WARNING_DAYS,
  UPDATE_REQUIRED_DAYS,
} from '../../src/contract/notices.ts'
import type { Db } from '../db/client.ts'
import { jsonList } from '../db/json-list.ts'
import { totalColumn, totalOf } from '../db/page-total.ts'
import { constants, inlineLimit } from '../db/prepared.ts'
import { accessIssues, addresses, properties, propertyServices, suburbs, tenancies } from '../db/schema/index.ts'
import { addressColumns, addressLinesOf } from './urgent-shared.ts'

const DAY_MS = 86_400_000
/** A service booked in within this many days makes the property's access issues a PriorityBooking. */
export const PRIORITY_BOOKING_DAYS = 7

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Each word of the search must appear in the address line (as the portfolio search: trigram index on search_text). */
export function addressWords(query: string): SQL[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => sql`${properties.searchText} LIKE ${`%${escapeLike(word)}%`}`)
}

/** The ids of the current tenancies (the latest started and not vacated, as tenancySummary) of these properties. */
export async function currentTenancies(db: Pick<Db, 'selectDistinctOn'>, propertyIds: number[], today: string) {
  if (propertyIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectDistinctOn([tenancies.propertyId], { propertyId: tenancies.propertyId, id: tenancies.id })
    .from(tenancies)
    .where(
      and(
        inArray(tenancies.propertyId, propertyIds),
        eq(tenancies.isVacated, false),
        sql`${tenancies.startedAt} <= ${today}`,
      ),
    )
    .orderBy(tenancies.propertyId, sql`${tenancies.startedAt} DESC`, sql`${tenancies.id} DESC`)
  return new Map(rows.map((r) => [r.propertyId, r.id]))
}

export const daysSince = (at: Date | string) => Math.floor((Date.now() - new Date(at).getTime()) / DAY_MS)

/**
 * The tags of a property on the access-issue lists (property-operations §4):
 * - Overdue / NotOverdue: a live service's job is overdue or not.
 * - Vacant: no current tenancy. OnHold: a live service is on hold.
 * - PriorityBooking: a live service is BOOKED_IN within PRIORITY_BOOKING_DAYS: access must be arranged before
 *   the technician comes.
 * - SuspensionWarning over 21 days waiting, UpdateRequired over 30 (§9); Suspended over SUSPENDED_DAYS, when
 *   the provider stops trying (it replaces the warning).
 */
function tagsOf(
  flags: { overdue: boolean; onHold: boolean; priority: boolean } | undefined,
  vacant: boolean,
  waitedDays: number,
): AccessIssueTag[] {
  const tags: AccessIssueTag[] = [flags?.overdue ? 'Overdue' : 'NotOverdue']
  if (vacant) tags.push('Vacant')
  if (flags?.onHold) tags.push('OnHold')
  if (flags?.priority) tags.push('PriorityBooking')
  if (waitedDays > UPDATE_REQUIRED_DAYS) tags.push('UpdateRequired')
  if (waitedDays > SUSPENDED_DAYS) tags.push('Suspended')
  else if (waitedDays > SUSPENSION_WARNING_DAYS) tags.push('SuspensionWarning')
  return tags
}

type ListOptions = {
  /** Which access issues count (joined with properties): agency, filters, state and urgency. */
  where: SQL | undefined
  /** Which of a listed property's issues are shown as its problems. */
  problems: SQL | undefined
  limit: number
  offset: number
  today: string
}

/** The last day of the PriorityBooking window that starts today. */
export const prioritySoon = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + PRIORITY_BOOKING_DAYS * DAY_MS).toISOString().slice(0, 10)

/**
 * The statement of one page of accessIssueList, with each property's problems, service flags and current tenancy,
 * and the total: one statement whatever the page size (it was five in two rounds). Not sent: the dashboard's
 * preview prepares it once with placeholders (urgent-notices.ts). `soon` is prioritySoon(today).
 */
export function accessIssuePage(db: Db, o: ListOptions & { soon: string }) {
  const oldest = min(accessIssues.createdAt)
  // Inside these subqueries "access_issues" and "property_services" are their own; "properties" is the page row's.
  const problems = jsonList<{ issueType: string; createdAt: string }>(sql`select json_agg(json_build_object(
      'issueType', ${accessIssues.issueType}, 'createdAt', ${accessIssues.createdAt})
      order by ${accessIssues.createdAt}, ${accessIssues.id})::text
    from ${accessIssues} where ${accessIssues.propertyId} = ${properties.id} and ${o.problems ?? sql`true`}`)
  const flags = sql<string>`(select json_build_object(
      'overdue', bool_or(${propertyServices.jobStatus} = 'OVERDUE'),
      'onHold', bool_or(${propertyServices.isOnHold}),
      'priority', bool_or(${and(
        constants(eq(propertyServices.jobStatus, 'BOOKED_IN')),
        gte(propertyServices.bookedInDate, o.today),
        lte(propertyServices.bookedInDate, o.soon),
      )}))::text
    from ${propertyServices} where ${propertyServices.propertyId} = ${properties.id} and not ${propertyServices.isCancelled})`
  // The current tenancy (the latest started and not vacated, as tenancySummary).
  const tenancyId = sql<number | null>`(select ${tenancies.id} from ${tenancies}
    where ${tenancies.propertyId} = ${properties.id} and not ${tenancies.isVacated} and ${tenancies.startedAt} <= ${o.today}
    order by ${tenancies.startedAt} desc, ${tenancies.id} desc limit 1)`
  const totalQuery = db
    .select({ n: countDistinct(accessIssues.propertyId) })
    .from(accessIssues)
    .innerJoin(properties, eq(properties.id, accessIssues.propertyId))
    .where(o.where)
  const page = db
    .select({
      ...totalColumn(totalQuery),
      propertyId: accessIssues.propertyId,
      oldest,
      ...addressColumns,
      problems,
      flags,
      tenancyId,
    })
    .from(accessIssues)
    .innerJoin(properties, eq(properties.id, accessIssues.propertyId))
    .innerJoin(addresses, eq(addresses.id, properties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .where(o.where)
    // properties.id equals the property_id grouped on; grouping by it lets the subqueries above name it.
    .groupBy(accessIssues.propertyId, properties.id, addresses.id, suburbs.id)
    .orderBy(asc(oldest), asc(accessIssues.propertyId))
    .limit(inlineLimit(o.limit))
    .offset(o.offset)
  return { page, totalQuery }
}
type PageRow = Awaited<ReturnType<typeof accessIssuePage>['page']>[number]

/**
 * Properties with access issues, the longest waiting first, each with its problems and tags: one page and the
 * total, in one statement whatever the page size. The dashboard's urgent preview and the full list share it, so
 * the urgent list's total is the dashboard's.
 */
export async function accessIssueList(db: Db, o: ListOptions): Promise<{ items: AccessIssueItem[]; total: number }> {
  const { page: statement, totalQuery } = accessIssuePage(db, { ...o, soon: prioritySoon(o.today) })
  const page = await statement
  return { items: accessIssueItems(page), total: await totalOf(page, o.offset, totalQuery) }
}

/** A page's rows as the lists' items, with their tags. */
export function accessIssueItems(page: PageRow[]): AccessIssueItem[] {
  return page.map((p) => {
    const tenancyId = p.tenancyId ?? undefined
    const serviceFlags = JSON.parse(p.flags) as {
      overdue: boolean | null
      onHold: boolean | null
      priority: boolean | null
    }
    return {
      compliancePropertyId: p.propertyId,
      ...addressLinesOf(p),
      accessIssues: {
        problems: p.problems.map((x) => ({
          publicName: accessIssuePublicName(x.issueType),
          createdAt: new Date(x.createdAt).toISOString(),
        })),
      },
      tags: tagsOf(
        {
          overdue: serviceFlags.overdue === true,
          onHold: serviceFlags.onHold === true,
          priority: serviceFlags.priority === true,
        },
        tenancyId === undefined,
        p.oldest ? daysSince(p.oldest) : 0,
      ),
      currentTenancy: tenancyId === undefined ? null : { id: tenancyId },
    }
  })
}
