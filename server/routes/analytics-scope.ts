import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import {
  AGENCY_NOT_FOUND,
  ANALYTICS_EXPERIMENT,
  ANALYTICS_FORBIDDEN,
  type AnalyticsFilter,
  type AnalyticsScope,
  addMonthsTo,
  DEFAULT_ANALYTICS_MONTHS,
  MAX_ANALYTICS_MONTHS,
  monthRange,
  monthsBetween,
  PROPERTY_MANAGER_NOT_FOUND,
} from '../../src/contract/analytics.ts'
import { COMPLIANCE_STATES, todayInState } from '../../src/contract/states.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { agencies, agencyExperiments, agencyMemberships, propertyManagers } from '../db/schema/index.ts'
import { forbidden, notFound, ValidationFailed } from '../http/errors.ts'
import { experimentOn } from './urgent-shared.ts'

/** What every analytics query is narrowed to, resolved once per request from the session and the filter. */
export type Window = {
  agencyIds: number[]
  managerId: number | undefined
  from: string
  to: string
  months: string[]
  /** yyyy-MM-dd in the session agency's state: "now" for overdue days and the current month. */
  today: string
  /** Months and paid-on-time days are read in the session agency's time zone. */
  timeZone: string
}

/** The agencies of the user (memberships read now, so a removed one is gone at once) that have analytics on. */
export async function analyticsAgencies(db: Db, session: SessionRow) {
  return db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencyMemberships)
    .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
    .innerJoin(
      agencyExperiments,
      and(
        eq(agencyExperiments.agencyId, agencies.id),
        eq(agencyExperiments.experimentKey, ANALYTICS_EXPERIMENT),
        eq(agencyExperiments.enabled, true),
      ),
    )
    .where(eq(agencyMemberships.userId, session.userId))
    .orderBy(asc(agencies.name))
}

/** foundations §6: AgencyCompliancePortalAdvancedAnalytics gates the whole page, by the session's agency. */
export async function requireAnalytics(db: Db, session: SessionRow): Promise<void> {
  if (!(await experimentOn(db, session.agencyId, ANALYTICS_EXPERIMENT))) throw forbidden(ANALYTICS_FORBIDDEN)
}

export function currentMonth(session: SessionRow): string {
  return todayInState(session.stateId).slice(0, 7)
}

/** The months asked for: both ends given or defaulted, in order, not past this month, at most 24 of them. */
function monthsOf(filter: AnalyticsFilter, session: SessionRow): { from: string; to: string } {
  const now = currentMonth(session)
  const to = filter.to ?? now
  const from = filter.from ?? addMonthsTo(to, 1 - DEFAULT_ANALYTICS_MONTHS)
  const errors: Record<string, string[]> = {}
  if (to > now) errors.to = ['The period cannot end after this month']
  if (from > to) errors.from = ['The period must start on or before its end']
  else if (monthsBetween(from, to) > MAX_ANALYTICS_MONTHS)
    errors.from = [`The period can be at most ${MAX_ANALYTICS_MONTHS} months`]
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors)
  return { from, to }
}

/**
 * The filter resolved against what the user may see. An agency or property manager outside it answers like a
 * missing one (404): the ids of other agencies' records are not confirmed to exist.
 */
export async function windowOf(db: Db, session: SessionRow, filter: AnalyticsFilter): Promise<Window> {
  await requireAnalytics(db, session)
  const { from, to } = monthsOf(filter, session)
  const mine = (await analyticsAgencies(db, session)).map((a) => a.id)
  let agencyIds = mine
  if (filter.agency !== undefined) {
    if (!mine.includes(filter.agency)) throw notFound(AGENCY_NOT_FOUND)
    agencyIds = [filter.agency]
  }
  const managerId = filter['property-manager']
  if (managerId !== undefined) {
    const [manager] = await db
      .select({ id: propertyManagers.id })
      .from(propertyManagers)
      .where(and(eq(propertyManagers.id, managerId), inArray(propertyManagers.agencyId, agencyIds)))
    if (!manager) throw notFound(PROPERTY_MANAGER_NOT_FOUND)
  }
  const timeZone = COMPLIANCE_STATES.find((s) => s.id === session.stateId)?.timeZone ?? 'Australia/Melbourne'
  return {
    agencyIds,
    managerId,
    from,
    to,
    months: monthRange(from, to),
    today: todayInState(session.stateId),
    timeZone,
  }
}

export async function scopeOf(db: Db, session: SessionRow): Promise<AnalyticsScope> {
  await requireAnalytics(db, session)
  const list = await analyticsAgencies(db, session)
  const managers =
    list.length === 0
      ? []
      : await db
          .select({ id: propertyManagers.id, name: propertyManagers.name, agencyId: propertyManagers.agencyId })
          .from(propertyManagers)
          .where(
            inArray(
              propertyManagers.agencyId,
              list.map((a) => a.id),
            ),
          )
          .orderBy(asc(propertyManagers.name), asc(propertyManagers.id))
  const { from, to } = monthsOf({}, session)
  return { agencies: list, propertyManagers: managers, defaultFrom: from, defaultTo: to }
}

/** `alias.agency_id IN (…)` and, when filtered, the property manager: the scope of a properties row. */
export function propertyInWindow(alias: string, w: Window): SQL {
  const p = sql.raw(alias)
  const ids = sql.join(
    w.agencyIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const agencyPart = w.agencyIds.length === 0 ? sql`false` : sql`${p}.agency_id IN (${ids})`
  return w.managerId === undefined ? agencyPart : sql`${agencyPart} AND ${p}.property_manager_id = ${w.managerId}`
}

/** First day of the window and the first day after it, as dates, and as instants in the agency's time zone. */
export function windowBounds(w: Window) {
  const start = `${w.from}-01`
  const end = `${addMonthsTo(w.to, 1)}-01`
  return {
    startDate: sql`${start}::date`,
    endDate: sql`${end}::date`,
    startAt: sql`(${start}::timestamp AT TIME ZONE ${w.timeZone})`,
    endAt: sql`(${end}::timestamp AT TIME ZONE ${w.timeZone})`,
  }
}
