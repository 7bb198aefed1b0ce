import * as v from 'valibot'
import { css } from '../../../styled-system/css'
import { type Tenancy, TenancySchema } from '../../contract/tenancy.ts'
import { resendItem } from '../../offline/outbox/actions.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { Button } from '../../ui/index.ts'
import type { TenancyWriteMeta } from './outbox-origin.ts'
import { TenancyConflict } from './tenancy-conflict.tsx'
import { dateOrNotSet } from './tenancy-details.tsx'
import { updateTenancyBody } from './tenancy-draft.ts'

/** The server's version a 409 carried, and the draft the queued edit came from; null if either is missing. */
export function tenancyConflictParts(item: OutboxItem) {
  const body = item.response?.body
  const current = v.safeParse(
    TenancySchema,
    body && typeof body === 'object' && 'current' in body ? body.current : null,
  )
  const meta = item.meta as TenancyWriteMeta | null
  if (item.action !== 'tenancy.update' || !current.success || !meta?.draft) return null
  return { theirs: current.output, meta }
}

type Props = { item: OutboxItem; onDiscard: () => void; onDone: () => void }

/**
 * A queued tenancy edit that met a newer version: the wizard's conflict view, theirs beside mine. Keep mine re-sends
 * the same edit against their version (with a new Idempotency-Key); discard asks first, in the caller.
 */
export function TenancyOutboxConflict({ item, onDiscard, onDone }: Props) {
  const parts = tenancyConflictParts(item)
  if (!parts) return null
  const { theirs, meta } = parts
  return (
    <TenancyConflict
      theirs={theirs}
      mine={meta.draft}
      isPending={false}
      onKeepMine={() => {
        const body = updateTenancyBody(meta.draft, theirs.version)
        void resendItem(item.id, { body: { type: 'json', value: body } })
        onDone()
      }}
      onDiscardMine={onDiscard}
    />
  )
}

/**
 * A queued "confirm tenancy details" the server refused because the tenancy changed after it was made (409): the
 * tenancy as it is now (null: the property is vacant now), so the user can confirm that instead, or discard.
 */
export function confirmConflictOf(item: OutboxItem): { current: Tenancy | null } | null {
  if (item.action !== 'tenancy.confirm' || item.response?.status !== 409) return null
  if (item.state !== 'conflict' && item.state !== 'failed') return null
  const body = item.response.body
  const current = v.safeParse(
    TenancySchema,
    body && typeof body === 'object' && 'current' in body ? body.current : null,
  )
  return { current: current.success ? current.output : null }
}

export function ConfirmOutboxConflict({ item, onDiscard, onDone }: Props) {
  const parts = confirmConflictOf(item)
  if (!parts) return null
  const { current } = parts
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p role="alert">
        The tenancy changed after you confirmed its details on this device, so nothing was confirmed. Check it as it is
        now, then confirm it, or discard your confirmation.
      </p>
      {current ? (
        <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1 4' })}>
          <dt className={css({ color: 'fg.muted' })}>Lease</dt>
          <dd>
            {dateOrNotSet(current.startedAt)} to {dateOrNotSet(current.endedAt)}
          </dd>
          <dt className={css({ color: 'fg.muted' })}>Occupants</dt>
          <dd>{current.occupants.map((o) => o.name).join(', ') || 'None'}</dd>
        </dl>
      ) : (
        <p>The property has no current tenancy now: confirming says it is vacant.</p>
      )}
      <div className={css({ display: 'flex', flexDirection: { base: 'column-reverse', sm: 'row' }, gap: '3' })}>
        <Button variant="outline" onClick={onDiscard}>
          Discard my confirmation
        </Button>
        <Button
          onClick={() => {
            void resendItem(item.id, { body: { type: 'json', value: { version: current?.version ?? null } } })
            onDone()
          }}
        >
          {current ? 'Confirm these details' : 'Confirm it is vacant'}
        </Button>
      </div>
    </div>
  )
}
