import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { formatDate } from '../../lib/dates.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { Badge, Button } from '../../ui/index.ts'
import { textLink } from '../../ui/links.ts'
import { STATE_LABELS, STATE_TONES } from './outbox-labels.ts'

type Props = {
  item: OutboxItem
  canResolve: boolean
  canEdit: boolean
  /** Made while signed in to another agency: sent only when the user is signed in to that agency again. */
  otherAgency: boolean
  onEdit: () => void
  onRetry: () => void
  onDiscard: () => void
  onResolve: () => void
}

const styles = {
  row: css({
    display: 'grid',
    gap: '2',
    p: '4',
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
  }),
  top: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  what: css({ fontWeight: 'semibold', mr: 'auto', overflowWrap: 'anywhere' }),
  meta: css({ fontSize: 'sm', color: 'fg.muted' }),
  message: css({ fontSize: 'sm', color: 'danger' }),
  actions: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    '& > *': { flex: { base: '1 1 auto', sm: '0 0 auto' } },
  }),
}

/** One change: what, which property, when, its state, and what the user can do with it. */
export function OutboxItemRow({
  item,
  canResolve,
  canEdit,
  otherAgency,
  onEdit,
  onRetry,
  onDiscard,
  onResolve,
}: Props) {
  const unsent = item.state !== 'sent'
  const explain = item.state === 'failed' || item.state === 'conflict' || (item.state === 'queued' && item.attempts > 0)
  const waitsUntil = item.state === 'queued' && item.nextAttemptAt > Date.now() ? item.nextAttemptAt : null
  return (
    <li aria-label={item.description} className={styles.row}>
      <div className={styles.top}>
        <span className={styles.what}>{item.description}</span>
        <Badge tone={STATE_TONES[item.state]}>{STATE_LABELS[item.state]}</Badge>
      </div>
      <p className={styles.meta}>
        {item.propertyId !== null && (
          <>
            <Link to="/property/$propertyId" params={{ propertyId: item.propertyId }} className={textLink}>
              {item.propertyAddress ?? `Property ${item.propertyId}`}
            </Link>
            {' · '}
          </>
        )}
        Saved {formatDate(new Date(item.createdAt), 'dd/MM/yyyy HH:mm')}
      </p>
      {explain && item.lastError && <p className={styles.message}>{item.lastError}</p>}
      {waitsUntil !== null && <p className={styles.meta}>Next try at {formatDate(new Date(waitsUntil), 'HH:mm:ss')}</p>}
      {unsent && otherAgency && (
        <p className={styles.meta}>Made in another agency: it is sent when you switch back to that agency.</p>
      )}
      {unsent && (
        <div className={styles.actions}>
          {canResolve && <Button onClick={onResolve}>Review conflict</Button>}
          {item.state === 'failed' && canEdit && <Button onClick={onEdit}>Edit</Button>}
          {item.state !== 'conflict' && (
            <Button variant="outline" onClick={onRetry}>
              Retry
            </Button>
          )}
          <Button variant="outline" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      )}
    </li>
  )
}
