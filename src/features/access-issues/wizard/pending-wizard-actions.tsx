import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { AGENCY_ACTION_OUTBOX_ACTION } from '../../../api/access-issues.ts'
import { usePendingForProperty } from '../../../offline/outbox/hooks.ts'
import { Badge } from '../../../ui/index.ts'

/**
 * Agency actions (call notes, issue confirmations) made in the wizard and kept on this device: shown beside
 * 'Resolve issue' at once and after a reload, so nobody records the same call twice. They leave once sent.
 */
export function PendingWizardActions({ propertyId }: { propertyId: number }) {
  const pending = usePendingForProperty(propertyId).filter(
    (item) =>
      item.kind === 'access-issue' &&
      item.action === AGENCY_ACTION_OUTBOX_ACTION &&
      // A first send still in flight is the wizard's "Saving…", not yet a pending change.
      !(item.state === 'sending' && item.attempts === 0),
  )
  if (pending.length === 0) return null
  return (
    <section
      aria-label="Access-issue actions not yet synced"
      className={css({ flexBasis: 'full', bg: 'amber.50', borderRadius: 'md', p: '3', display: 'grid', gap: '1' })}
    >
      <ul className={css({ display: 'grid', gap: '1' })}>
        {pending.map((item) => (
          <li key={item.id} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{item.description}</span>
            <Badge tone={item.state === 'failed' || item.state === 'conflict' ? 'danger' : 'warning'}>
              {item.state === 'failed'
                ? 'Failed to sync'
                : item.state === 'conflict'
                  ? 'Conflict: needs your decision'
                  : item.needsSignIn
                    ? 'Sign in to sync'
                    : 'Waiting to sync'}
            </Badge>
          </li>
        ))}
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
