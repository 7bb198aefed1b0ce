import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { ACCESS_ISSUE_TYPES, accessIssuePublicName } from '../../src/contract/catalog.ts'
import { type Notice, UPDATE_REQUIRED_DAYS } from '../../src/contract/notices.ts'
import { inAgency } from '../auth/agency-scope.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { constants } from '../db/prepared.ts'
import { addresses, notices, properties, propertyManagers, suburbs } from '../db/schema/index.ts'
import { addressWords, currentTenancies, daysSince } from './access-issue-items.ts'
import { addressColumns, addressLinesOf } from './urgent-shared.ts'

type NoticeFilters = {
  propertyManagerId?: number | undefined
  urgent?: boolean | undefined
  resolved: boolean
  propertyId?: number | undefined
  query?: string | undefined
}

/**
 * Which notices a list shows: the agency's, on properties that are not cancelled. The dashboard's urgent count
 * and GET /v1/notice build their WHERE here, so 'View all' lands on the total the tab showed.
 */
export function noticeWhere(session: SessionRow, f: NoticeFilters): SQL | undefined {
  return and(
    inAgency(notices.agencyId, session),
    // Flags of two values, written into the SQL (constants): a statement kept for the dashboard sees them.
    constants(eq(properties.isCancelled, false), eq(notices.isResolved, f.resolved)),
    f.urgent === undefined ? undefined : constants(eq(notices.isUrgent, f.urgent)),
    f.propertyManagerId === undefined ? undefined : eq(properties.propertyManagerId, f.propertyManagerId),
    f.propertyId === undefined ? undefined : eq(properties.id, f.propertyId),
    ...(f.query ? addressWords(f.query) : []),
  )
}

type NoticeRow = typeof notices.$inferSelect
const isAccessIssueType = (type: string): type is Notice['noticeType'] =>
  (ACCESS_ISSUE_TYPES as readonly string[]).includes(type)

/** Notices as NoticeSchema: with the property, its manager and the tags (vacant, update required). */
export async function noticeViews(db: Db, rows: NoticeRow[], today: string): Promise<Notice[]> {
  const ids = [...new Set(rows.map((r) => r.propertyId))]
  if (ids.length === 0) return []
  const [propertyRows, current] = await Promise.all([
    db
      .select({
        id: properties.id,
        isIntegrated: properties.isIntegrated,
        managerId: propertyManagers.id,
        managerName: propertyManagers.name,
        ...addressColumns,
      })
      .from(properties)
      .innerJoin(addresses, eq(addresses.id, properties.addressId))
      .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .leftJoin(propertyManagers, eq(propertyManagers.id, properties.propertyManagerId))
      .where(inArray(properties.id, ids)),
    currentTenancies(db, ids, today),
  ])
  const byId = new Map(propertyRows.map((p) => [p.id, p]))
  return rows.flatMap((n) => {
    const p = byId.get(n.propertyId)
    if (!p) return []
    const tags: Notice['tags'] = []
    if (!current.has(n.propertyId)) tags.push('vacant')
    if (!n.isResolved && daysSince(n.createdAt) > UPDATE_REQUIRED_DAYS) tags.push('update required')
    return [
      {
        id: n.id,
        noticeId: n.id,
        // Types outside the catalogue read as UNKNOWN rather than break the list.
        noticeType: isAccessIssueType(n.noticeType) ? n.noticeType : 'UNKNOWN',
        publicName: accessIssuePublicName(n.noticeType),
        propertyId: n.propertyId,
        isUrgent: n.isUrgent,
        isContactDiRequired: n.isContactDiRequired,
        isResolved: n.isResolved,
        resolveReason: n.resolveReason,
        resolvedAt: n.resolvedAt?.toISOString() ?? null,
        createdAt: n.createdAt.toISOString(),
        tags,
        property: {
          compliancePropertyId: n.propertyId,
          isIntegrated: p.isIntegrated,
          address: addressLinesOf(p),
          propertyManager:
            p.managerId !== null && p.managerName !== null ? { id: p.managerId, name: p.managerName } : null,
        },
      },
    ]
  })
}
