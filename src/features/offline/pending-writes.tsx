import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css, cx } from '../../../styled-system/css'
import { sessionQueries } from '../../api/session.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { useLiveOutboxLater } from '../../offline/outbox-later.ts'
import { Badge } from '../../ui/index.ts'

const NONE: OutboxItem[] = []

/** This property's unsent items of the signed-in user, oldest first (none until the first screen has settled). */
function usePendingForProperty(propertyId: number): OutboxItem[] {
  const userId = useQuery(sessionQueries.current()).data?.user.id ?? null
  return useLiveOutboxLater(
    (store) => (userId === null ? Promise.resolve(NONE) : store.pendingForProperty(userId, propertyId)),
    `${userId}:${propertyId}`,
    NONE,
  )
}

/**
 * A property's writes of one kind kept on this device. A first send still in flight is the form's "Saving…",
 * not yet a pending change, so it is left out.
 */
export function usePendingWrites(propertyId: number, match: (item: OutboxItem) => boolean): OutboxItem[] {
  return usePendingForProperty(propertyId).filter(
    (item) => match(item) && !(item.state === 'sending' && item.attempts === 0),
  )
}

export function pendingStateLabel(item: Pick<OutboxItem, 'state' | 'needsSignIn'>): {
  text: string
  tone: 'warning' | 'danger'
} {
  if (item.state === 'failed') return { text: 'Failed to sync', tone: 'danger' }
  if (item.state === 'conflict') return { text: 'Conflict: needs your decision', tone: 'danger' }
  if (item.needsSignIn) return { text: 'Sign in to sync', tone: 'warning' }
  return { text: 'Waiting to sync', tone: 'warning' }
}

/**
 * Changes made here but not yet on the server (tenancy edits, access-issue requests, wizard actions, findings):
 * shown at once and after a reload, so nobody makes the same change twice. They leave when the server has them.
 */
export function PendingWrites({ items, label, className }: { items: OutboxItem[]; label: string; className?: string }) {
  if (items.length === 0) return null
  return (
    <section
      aria-label={label}
      className={cx(css({ bg: 'amber.50', borderRadius: 'md', p: '3', mb: '4', display: 'grid', gap: '2' }), className)}
    >
      <ul className={css({ display: 'grid', gap: '2' })}>
        {items.map((item) => {
          const { text, tone } = pendingStateLabel(item)
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
