import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '../../api/session.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import type * as OutboxStore from '../../offline/outbox/store.ts'
import { useLiveOutboxLater } from '../../offline/outbox-later.ts'
import type { TenancyWriteMeta } from './outbox-origin.ts'

/**
 * An edit of a tenancy kept on this device and not yet applied (issue 12 item 5): the next edit starts from it,
 * not from the server's older copy, and is sent after it against the version its answer carries (`versionFrom`).
 */
export type PendingEdit = { itemId: string; version: number; meta: TenancyWriteMeta }

/** The newest unsent edit of this tenancy by this user, or null. */
export async function pendingEditOf(
  store: typeof OutboxStore,
  userId: number,
  propertyId: number,
  tenancyId: number,
): Promise<PendingEdit | null> {
  const versionOf = (item: OutboxItem) => (item.body.type === 'json' ? store.versionInBody(item.body.value) : null)
  const items = await store.outboxDb.items.where('[userId+propertyId]').equals([userId, propertyId]).sortBy('createdAt')
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
  const pending = useLiveOutboxLater<PendingEdit | null | undefined>(
    (store) =>
      userId === undefined || tenancyId === null
        ? Promise.resolve(null)
        : pendingEditOf(store, userId, propertyId, tenancyId),
    `${userId}:${propertyId}:${tenancyId}`,
    undefined,
  )
  // No tenancy, nothing to look up: known at once. No user yet: not known yet (never "none").
  if (tenancyId === null) return null
  return userId === undefined ? undefined : pending
}
