import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '../../api/session.ts'
import { versionInBody } from '../../offline/outbox/claim.ts'
import { type OutboxItem, outboxDb } from '../../offline/outbox/db.ts'
import { useLiveOutbox } from '../../offline/outbox/index.ts'
import type { TenancyWriteMeta } from './outbox-origin.ts'

/**
 * An edit of a tenancy kept on this device and not yet applied (issue 12 item 5): the next edit starts from it,
 * not from the server's older copy, and is sent after it against the version its answer carries (`versionFrom`).
 */
export type PendingEdit = { itemId: string; version: number; meta: TenancyWriteMeta }

const versionOf = (item: OutboxItem) => (item.body.type === 'json' ? versionInBody(item.body.value) : null)

/** The newest unsent edit of this tenancy by this user, or null. */
export async function pendingEditOf(
  userId: number,
  propertyId: number,
  tenancyId: number,
): Promise<PendingEdit | null> {
  const items = await outboxDb.items.where('[userId+propertyId]').equals([userId, propertyId]).sortBy('createdAt')
  for (const item of items.reverse()) {
    const meta = item.meta as TenancyWriteMeta | null
    const version = versionOf(item)
    if (item.action !== 'tenancy.update' || item.state === 'sent' || meta?.tenancyId !== tenancyId) continue
    if (version !== null && meta.draft) return { itemId: item.id, version, meta }
  }
  return null
}

/** Live: undefined while it is being looked up, then the pending edit or null. */
export function usePendingEdit(propertyId: number, tenancyId: number | null): PendingEdit | null | undefined {
  const userId = useQuery(sessionQueries.current()).data?.user.id
  const pending = useLiveOutbox<PendingEdit | null | undefined>(
    () =>
      userId === undefined || tenancyId === null ? Promise.resolve(null) : pendingEditOf(userId, propertyId, tenancyId),
    `${userId}:${propertyId}:${tenancyId}`,
    undefined,
  )
  // No tenancy, nothing to look up: known at once. No user yet: not known yet (never "none").
  if (tenancyId === null) return null
  return userId === undefined ? undefined : pending
}
