import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { css } from '../../../styled-system/css'
import { agencyQueries } from '../../api/agency.ts'
import { propertyLookupQueries } from '../../api/property.ts'
import { resendItem } from '../../offline/outbox/actions.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'
import { Button } from '../../ui/index.ts'
import { KeyDetails } from './key-details.tsx'
import { keysConflictOf, keysSummaryItems } from './keys-outbox.ts'
import { DetailList } from './section-card.tsx'

type Props = { item: OutboxItem; onDiscard: () => void; onDone: () => void }

const heading = css({ fontSize: 'md', fontWeight: 'bold', mb: '2' })

/**
 * A key details edit kept on this device that met newer ones saved by someone else: theirs above mine. Keep mine
 * sends the same edit against their version (with a new Idempotency-Key); discard asks first, in the caller.
 */
export function KeysOutboxConflict({ item, onDiscard, onDone }: Props) {
  const managers = useQuery(agencyQueries.propertyManagers()).data?.items ?? []
  const locations = useQuery(propertyLookupQueries.keyPickupLocations()).data?.items ?? []
  const id = useId()
  const conflict = keysConflictOf(item)
  if (!conflict) return null
  const { theirs, mine } = conflict
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <p role="alert">
        Someone else changed the key details after you edited them on this device, so yours were not saved. Compare
        them, then keep yours or discard them.
      </p>
      <section aria-labelledby={`${id}-theirs`}>
        <h3 id={`${id}-theirs`} className={heading}>
          Saved by someone else
        </h3>
        <KeyDetails property={theirs} />
      </section>
      <section aria-labelledby={`${id}-mine`}>
        <h3 id={`${id}-mine`} className={heading}>
          Yours
        </h3>
        <DetailList items={keysSummaryItems(mine, managers, locations)} />
      </section>
      <div className={css({ display: 'flex', flexDirection: { base: 'column-reverse', sm: 'row' }, gap: '3' })}>
        <Button variant="outline" onClick={onDiscard}>
          Discard my changes
        </Button>
        <Button
          onClick={() => {
            void resendItem(item.id, { body: { type: 'json', value: { ...mine, version: theirs.keysVersion } } })
            onDone()
          }}
        >
          Keep my changes
        </Button>
      </div>
    </div>
  )
}
