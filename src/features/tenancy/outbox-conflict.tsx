import * as v from 'valibot'
import { TenancySchema } from '../../contract/tenancy.ts'
import { resendItem } from '../../offline/outbox/actions.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import type { TenancyWriteMeta } from './outbox-origin.ts'
import { TenancyConflict } from './tenancy-conflict.tsx'
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
