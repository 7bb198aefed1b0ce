import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { usePendingForProperty } from '../../offline/outbox/hooks.ts'
import { Badge } from '../../ui/index.ts'

function stateLabel(item: OutboxItem): { text: string; tone: 'warning' | 'danger' } {
  if (item.state === 'failed') return { text: 'Failed to sync', tone: 'danger' }
  if (item.state === 'conflict') return { text: 'Conflict: needs your decision', tone: 'danger' }
  if (item.needsSignIn) return { text: 'Sign in to sync', tone: 'warning' }
  return { text: 'Waiting to sync', tone: 'warning' }
}

/** The access-issue writes of this property kept on this device (a first send still in flight is not one yet). */
export function usePendingAccessIssueWrites(propertyId: number, actions: readonly string[]): OutboxItem[] {
  return usePendingForProperty(propertyId).filter(
    (item) =>
      item.kind === 'access-issue' &&
      actions.includes(item.action) &&
      !(item.state === 'sending' && item.attempts === 0),
  )
}

/** The notice a pending request resolve is about, so its row can say so instead of offering it again. */
export function pendingNoticeId(item: OutboxItem): number | null {
  const meta = item.meta as { noticeId?: unknown } | null
  return typeof meta?.noticeId === 'number' ? meta.noticeId : null
}

/**
 * Request resolve, one-off and preference changes made here but not yet on the server: shown at once and after a
 * reload, so nobody makes the same request twice. They leave when the server has applied them.
 */
export function PendingAccessIssueChanges({ items, label }: { items: OutboxItem[]; label: string }) {
  if (items.length === 0) return null
  return (
    <section
      aria-label={label}
      className={css({ bg: 'amber.50', borderRadius: 'md', p: '3', mb: '4', display: 'grid', gap: '2' })}
    >
      <ul className={css({ display: 'grid', gap: '2' })}>
        {items.map((item) => {
          const { text, tone } = stateLabel(item)
          return (
            <li key={item.id} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
              <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{item.description}</span>
              <Badge tone={tone}>{text}</Badge>
            </li>
          )
        })}
      </ul>
      <Link
        to="/outbox"
        className={css({ fontSize: 'sm', minHeight: '11', display: 'inline-flex', alignItems: 'center' })}
      >
        Open the outbox
      </Link>
    </section>
  )
}
