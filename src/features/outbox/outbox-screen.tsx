import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { KEYS_OUTBOX_ACTION } from '../../api/property.ts'
import { sessionQueries } from '../../api/session.ts'
import { discardItem, retryItem, syncNow } from '../../offline/outbox/actions.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { useOutboxItems } from '../../offline/outbox/hooks.ts'
import { Button, ChunkBoundary, Dialog, lazyWithRetry, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { keysConflictOf } from '../property/keys-outbox.ts'
import { KeysOutboxConflict } from '../property/keys-outbox-conflict.tsx'
import {
  ConfirmOutboxConflict,
  confirmConflictOf,
  TenancyOutboxConflict,
  tenancyConflictParts,
} from '../tenancy/outbox-conflict.tsx'
import { editableDraft } from '../tenancy/outbox-edit-draft.ts'
import { ConnectivityNote } from './connectivity-note.tsx'
import { DiscardDialog } from './discard-dialog.tsx'
import { OutboxItemRow } from './outbox-item-row.tsx'
import { changes, signInToSync } from './outbox-labels.ts'

// The wizard is its own chunk, loaded only when a refused change is edited again.
const TenancyOutboxEdit = lazyWithRetry(() =>
  import('../tenancy/outbox-edit.tsx').then((module) => ({ default: module.TenancyOutboxEdit })),
)

/** The conflict dialog's title: the change, as its own screen names it. */
const CONFLICT_TITLES: Record<string, string> = {
  'tenancy.update': 'Edit tenancy',
  'tenancy.confirm': 'Confirm tenancy details',
  [KEYS_OUTBOX_ACTION]: 'Update key details',
}

/** /outbox: every change made on this device by the signed-in user, with its state, retry and discard. */
export function OutboxScreen() {
  usePageTitle('Outbox')
  const read = useOutboxItems()
  const items = read ?? []
  const { data: session } = useQuery(sessionQueries.current())
  const [syncing, setSyncing] = useState(false)
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null)
  const [resolving, setResolving] = useState<OutboxItem | null>(null)
  const [editing, setEditing] = useState<OutboxItem | null>(null)
  const unsynced = items.filter((item) => item.state !== 'sent').length
  const waitingForSignIn = items.filter((item) => item.state === 'queued' && item.needsSignIn).length

  const sync = async () => {
    setSyncing(true)
    await syncNow().finally(() => setSyncing(false))
  }
  const confirmDiscard = async () => {
    if (discarding) await discardItem(discarding.id)
    setDiscarding(null)
    setResolving(null)
  }

  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: '3xl' })}>
      <TitleBlock
        title="Outbox"
        description="Changes made on this device, and whether they have reached the server."
        aside={
          <Button onClick={sync} disabled={syncing}>
            {syncing ? 'Syncing…' : 'Sync now'}
          </Button>
        }
      />
      {/* Said once the device's changes are read: before, "Everything is synced." could show over unsent ones. */}
      <p role="status" className={css({ fontWeight: 'semibold' })}>
        {read === undefined
          ? ''
          : waitingForSignIn > 0
            ? signInToSync(waitingForSignIn)
            : unsynced > 0
              ? `${changes(unsynced)} not synced`
              : 'Everything is synced.'}
      </p>
      {unsynced > 0 && <ConnectivityNote />}
      {items.length > 0 && (
        <ul aria-label="Changes" className={css({ display: 'grid', gap: '3' })}>
          {items.map((item) => (
            <OutboxItemRow
              key={item.id}
              item={item}
              canResolve={
                tenancyConflictParts(item) !== null || confirmConflictOf(item) !== null || keysConflictOf(item) !== null
              }
              canEdit={editableDraft(item) !== null}
              otherAgency={session !== undefined && item.agencyId !== session.complianceAgencyId}
              onEdit={() => setEditing(item)}
              onRetry={() => void retryItem(item.id)}
              onDiscard={() => setDiscarding(item)}
              onResolve={() => setResolving(item)}
            />
          ))}
        </ul>
      )}
      <Dialog.Root open={resolving !== null} onOpenChange={(details) => !details.open && setResolving(null)}>
        <Dialog.Content className={css({ '&[data-part=content]': { maxWidth: { sm: '2xl' } } })}>
          <Dialog.Title>{resolving ? CONFLICT_TITLES[resolving.action] : null}</Dialog.Title>
          {resolving && (
            <>
              <TenancyOutboxConflict
                item={resolving}
                onDiscard={() => setDiscarding(resolving)}
                onDone={() => setResolving(null)}
              />
              <ConfirmOutboxConflict
                item={resolving}
                onDiscard={() => setDiscarding(resolving)}
                onDone={() => setResolving(null)}
              />
              <KeysOutboxConflict
                item={resolving}
                onDiscard={() => setDiscarding(resolving)}
                onDone={() => setResolving(null)}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Root>
      {editing && (
        <ChunkBoundary onClose={() => setEditing(null)}>
          <TenancyOutboxEdit item={editing} onClose={() => setEditing(null)} />
        </ChunkBoundary>
      )}
      <DiscardDialog
        description={discarding?.description ?? null}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => void confirmDiscard()}
      />
    </div>
  )
}
