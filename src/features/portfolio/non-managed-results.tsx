import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { css, cx } from '../../../styled-system/css'
import type { List } from '../../contract/envelope.ts'
import { type NonManagedRow, PORTFOLIO_PAGE_SIZE } from '../../contract/portfolio.ts'
import { Button, ChunkBoundary, FullPageLoader, lazyWithRetry, Pagination, WarningIcon } from '../../ui/index.ts'
import { OfflineReason } from '../offline/needs-connection.tsx'
import { useNeedsConnection } from '../offline/use-online.ts'
import { EDIT_OFFLINE_REASON_ID, EDIT_SERVICES_ACTION, NonManagedCards, NonManagedTable } from './non-managed-rows.tsx'
import { TableOrCards } from './table-or-cards.tsx'

// The form, its date inputs and the provider dialog load when a property is first edited.
const ServiceEntryDialog = lazyWithRetry(() =>
  import('./service-entry-dialog.tsx').then((m) => ({ default: m.ServiceEntryDialog })),
)

type Props = {
  list: UseQueryResult<List<NonManagedRow>>
  page: number
  today: string
  onPageChange: (page: number) => void
  onClear: (() => void) | undefined
}

const panel = css({ bg: 'white', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '6' })

/** The other providers' properties, or why there are none: loading, the server's error, or nothing found. */
export function NonManagedResults({ list, page, today, onPageChange, onClear }: Props) {
  const [editing, setEditing] = useState<NonManagedRow | null>(null)
  const connection = useNeedsConnection(EDIT_SERVICES_ACTION)
  if (list.isPending) return <FullPageLoader label="Loading properties" />
  if (!list.data) {
    return (
      <div role="alert" className={panel}>
        <p
          className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'semibold', color: 'danger' })}
        >
          <WarningIcon size={20} /> Failed to get properties
        </p>
        <p className={css({ mt: '1', mb: '4' })}>{list.error?.message ?? 'Please try again.'}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const { items, total } = list.data
  const busy = list.isFetching && list.isPlaceholderData
  return (
    <div aria-busy={busy}>
      <p role="status" className={css({ srOnly: true })}>
        {busy ? 'Loading properties' : `${total} ${total === 1 ? 'property' : 'properties'} match`}
      </p>
      {items.length === 0 ? (
        <div className={cx(panel, css({ textAlign: 'center' }))}>
          <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>No properties found</p>
          <p className={css({ color: 'fg.muted', mt: '1', mb: onClear || total > 0 ? '4' : '0' })}>
            {total > 0 ? 'This page is past the end of the list.' : 'Try other search words or fewer filters.'}
          </p>
          {total > 0 ? (
            <Button onClick={() => onPageChange(1)}>Go to page 1</Button>
          ) : (
            onClear && (
              <Button variant="outline" onClick={onClear}>
                Clear filters
              </Button>
            )
          )}
        </div>
      ) : (
        <>
          <OfflineReason id={EDIT_OFFLINE_REASON_ID} reason={connection.reason} />
          <TableOrCards
            table={<NonManagedTable rows={items} today={today} onEdit={setEditing} />}
            cards={<NonManagedCards rows={items} today={today} onEdit={setEditing} />}
          />
        </>
      )}
      <div
        className={css({
          '& nav': { width: { base: 'full', sm: 'auto' } },
          '& nav ul': { flexWrap: 'wrap', justifyContent: 'center' },
        })}
      >
        <Pagination
          page={page}
          pageSize={PORTFOLIO_PAGE_SIZE}
          total={total}
          onPageChange={onPageChange}
          label="Portfolio pages"
        />
      </div>
      {editing && (
        <ChunkBoundary onClose={() => setEditing(null)}>
          <ServiceEntryDialog
            property={{ ...editing, agencyPortfolioPropertyId: editing.portfolioPropertyId }}
            open
            onOpenChange={(open) => {
              if (!open) setEditing(null)
            }}
          />
        </ChunkBoundary>
      )}
    </div>
  )
}
