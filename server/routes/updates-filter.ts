import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { UPDATE_REQUIRED_DAYS } from '../../src/contract/notices.ts'
import { STATUS_UPDATE_REASONS, UPDATE_REASONS, type UpdateSummaryQuery } from '../../src/contract/updates.ts'
import { inAgency } from '../auth/agency-scope.ts'
import type { SessionRow } from '../auth/session-store.ts'
import { accessIssues, properties } from '../db/schema/index.ts'

const DAY_MS = 86_400_000
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
const intArray = (values: readonly number[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`

/**
 * Raised over 30 whole days ago, the access issue's 'Update required' tag (access-issue-items.ts counts whole
 * days since it was raised): on or before now less 31 days.
 */
export function accessDetailsCutoff(now = Date.now()): Date {
  return new Date(now - (UPDATE_REQUIRED_DAYS + 1) * DAY_MS)
}

/** The properties with an access issue open past the cutoff (a short list: open issues are few). */
export const staleAccessIssueProperties = (cutoff: Date) =>
  sql`SELECT ${accessIssues.propertyId} FROM ${accessIssues}
    WHERE ${accessIssues.state} = 'OPEN' AND ${accessIssues.createdAt} <= ${cutoff.toISOString()}`

/**
 * The WHERE of GET /v1/update/summary (and its export): the agency's live properties with at least one of
 * the chosen reasons (all of them when none is chosen), then the portfolio's own search, service and manager
 * filters. The status reasons read the indexed (agency, compliance_status); the services read service_ids as
 * the portfolio does (migration 0006), so it stays an index walk on the 50,000-property agency.
 */
export function updateFilter(
  q: Pick<UpdateSummaryQuery, 'facet' | 'query' | 'service' | 'serviceExclusivity' | 'property-manager'>,
  session: SessionRow,
  cutoff: Date,
): SQL {
  const reasons = q.facet.length ? q.facet : UPDATE_REASONS
  const statuses = STATUS_UPDATE_REASONS.filter((s) => reasons.includes(s))
  const conditions: (SQL | undefined)[] = [
    inAgency(properties.agencyId, session),
    eq(properties.isCancelled, false),
    or(
      statuses.length ? inArray(properties.complianceStatus, statuses) : undefined,
      reasons.includes('ACCESS_DETAILS') ? sql`${properties.id} IN (${staleAccessIssueProperties(cutoff)})` : undefined,
    ),
  ]
  for (const word of q.query.toLowerCase().split(/\s+/).filter(Boolean)) {
    conditions.push(sql`${properties.searchText} LIKE ${`%${escapeLike(word)}%`}`)
  }
  if (q.service.length) {
    const chosen = intArray([...new Set(q.service)].sort((a, b) => a - b))
    if (q.serviceExclusivity === 'ONLY') conditions.push(sql`${properties.serviceIds} = ${chosen}`)
    else if (q.serviceExclusivity === 'EXCLUDING') conditions.push(sql`NOT (${properties.serviceIds} && ${chosen})`)
    else conditions.push(sql`${properties.serviceIds} @> ${chosen}`)
  }
  if (q['property-manager']) conditions.push(eq(properties.propertyManagerId, q['property-manager']))
  return and(...conditions) ?? sql`true`
}
