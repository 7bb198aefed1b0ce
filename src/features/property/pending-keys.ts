import { useQuery } from '@tanstack/react-query'
import { KEYS_OUTBOX_ACTION } from '../../api/property.ts'
import { sessionQueries } from '../../api/session.ts'
import type { UpdateKeysBody } from '../../contract/property.ts'
import type * as OutboxStore from '../../offline/outbox/store.ts'
import { useLiveOutboxLater } from '../../offline/outbox-later.ts'

/**
 * A key details edit kept on this device and not yet applied: the next edit starts from it, not from the server's
 * older copy, and is sent after it against the version its answer carries (`versionFrom`).
 */
export type PendingKeysEdit = {
  itemId: string
  version: number
  body: UpdateKeysBody
  /** Refused (failed, or in conflict): a new edit replaces it rather than waiting behind it for ever. */
  refused: boolean
}

/** The newest unsent key details edit of this property by this user, or null. */
export async function pendingKeysEditOf(
  store: typeof OutboxStore,
  userId: number,
  propertyId: number,
): Promise<PendingKeysEdit | null> {
  const items = await store.outboxDb.items.where('[userId+propertyId]').equals([userId, propertyId]).sortBy('createdAt')
  for (const item of items.reverse()) {
    if (item.action !== KEYS_OUTBOX_ACTION || item.state === 'sent' || item.body.type !== 'json') continue
    const version = store.versionInBody(item.body.value)
    const refused = item.state === 'failed' || item.state === 'conflict'
    if (version !== null) return { itemId: item.id, version, body: item.body.value as UpdateKeysBody, refused }
  }
  return null
}

/** Live: undefined while it is being looked up, then the pending edit or null. */
export function usePendingKeysEdit(propertyId: number): PendingKeysEdit | null | undefined {
  const userId = useQuery(sessionQueries.current()).data?.user.id
  const pending = useLiveOutboxLater<PendingKeysEdit | null | undefined>(
    (store) => (userId === undefined ? Promise.resolve(null) : pendingKeysEditOf(store, userId, propertyId)),
    `${userId}:${propertyId}`,
    undefined,
  )
  return userId === undefined ? undefined : pending
}
