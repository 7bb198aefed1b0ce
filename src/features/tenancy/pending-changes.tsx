import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { usePendingForProperty } from '../../offline/outbox/hooks.ts'
import { Badge } from '../../ui/index.ts'

function label(item: { state: string; needsSignIn: boolean }): { text: string; tone: 'warning' | 'danger' } {
  if (item.state === 'failed') return { text: 'Failed to sync', tone: 'danger' }
  if (item.state === 'conflict') return { text: 'Conflict: needs your decision', tone: 'danger' }
  if (item.needsSignIn) return { text: 'Sign in to sync', tone: 'warning' }
  return { text: 'Waiting to sync', tone: 'warning' }
}

/**
 * Tenancy changes of this property kept on this device: shown at once, before the server has them, and after a
 * reload, so nobody makes the same change twice. They leave when the server has applied them.
 */
export function PendingTenancyChanges({ propertyId }: { propertyId: number }) {
  // A first send still in flight is the form's "Submitting…", not yet a pending change.
  const pending = usePendingForProperty(propertyId).filter(
    (item) => item.kind === 'tenancy' && !(item.state === 'sending' && item.attempts === 0),
  )
  if (pending.length === 0) return null
  return (
    <section
      aria-label="Changes not yet synced"
      className={css({ bg: 'amber.50', borderRadius: 'md', p: '3', mb: '4', display: 'grid', gap: '2' })}
    >
      <ul className={css({ display: 'grid', gap: '2' })}>
        {pending.map((item) => {
          const { text, tone } = label(item)
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
