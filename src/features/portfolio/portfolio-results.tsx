import type { UseQueryResult } from '@tanstack/react-query'
import { css, cx } from '../../../styled-system/css'
import type { List } from '../../contract/envelope.ts'
import { PORTFOLIO_PAGE_SIZE, type PortfolioRow } from '../../contract/portfolio.ts'
import { Button, FullPageLoader, Pagination, WarningIcon } from '../../ui/index.ts'
import { PortfolioCards } from './portfolio-cards.tsx'
import { PortfolioTable } from './portfolio-table.tsx'
import { TableOrCards } from './table-or-cards.tsx'

type Props = {
  list: UseQueryResult<List<PortfolioRow>>
  page: number
  onPageChange: (page: number) => void
  onClear: (() => void) | undefined
}

const panel = css({ bg: 'white', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '6' })

/** The list, or why there is none: loading, the server's error, or nothing found. */
export function PortfolioResults({ list, page, onPageChange, onClear }: Props) {
  if (list.isPending) return <FullPageLoader label="Loading properties" />
  // A failed refresh of a list already on screen keeps the list; only a list that never arrived shows the error.
  if (!list.data) {
    return (
      <div role="alert" className={panel}>
        <p
          className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'semibold', color: 'danger' })}
        >
          <WarningIcon size={20} /> Failed to get properties
        </p>
        {/* The server's own words (foundations §8): e.g. 'Property manager not found'. */}
        <p className={css({ mt: '1', mb: '4' })}>{list.error?.message ?? 'Please try again.'}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const { items, total } = list.data
  // With the previous page on screen while the next loads, say so without hiding it.
  const busy = list.isFetching && list.isPlaceholderData
  return (
    <div aria-busy={busy}>
      <div aria-hidden className={busyBar} data-busy={busy} />
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
        <TableOrCards table={<PortfolioTable rows={items} />} cards={<PortfolioCards rows={items} />} />
      )}
      {/* Nine 44 px page buttons are wider than a 360 px phone: let them wrap rather than scroll the page. */}
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
    </div>
  )
}

// A thin bar across the top of the window while the next list loads: seen wherever the user has scrolled to (the
// filter that caused it may be far down the sidebar), without hiding or dimming the rows still on screen.
const busyBar = css({
  position: 'fixed',
  top: '0',
  left: '0',
  right: '0',
  height: '1',
  zIndex: 2000,
  // Light, to stand out against the dark header it runs across.
  bg: 'sky.300',
  opacity: 0,
  pointerEvents: 'none',
  transition: 'opacity 150ms',
  '&[data-busy=true]': { opacity: 1, animation: 'pulse' },
})
