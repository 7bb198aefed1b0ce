import type { OutboxItem } from '../../offline/outbox/db.ts'
import { usePendingWrites } from '../offline/pending-writes.tsx'

/** The access-issue writes of this property kept on this device (a first send still in flight is not one yet). */
export function usePendingAccessIssueWrites(propertyId: number, actions: readonly string[]): OutboxItem[] {
  return usePendingWrites(propertyId, (item) => item.kind === 'access-issue' && actions.includes(item.action))
}

/** The notice a pending request resolve is about, so its row can say so instead of offering it again. */
export function pendingNoticeId(item: OutboxItem): number | null {
  const meta = item.meta as { noticeId?: unknown } | null
  return typeof meta?.noticeId === 'number' ? meta.noticeId : null
}
