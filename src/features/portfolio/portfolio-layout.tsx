import { type ReactNode, useId } from 'react'
import { css } from '../../../styled-system/css'
import { PORTFOLIO_QUERY_MAX } from '../../contract/portfolio.ts'
import { Breadcrumbs, Button, TitleBlock, useMinWidth } from '../../ui/index.ts'
import { SearchBox } from '../../ui/search-box.tsx'
import { FiltersDrawer } from './filters-drawer.tsx'
import { ManagedByTabs } from './non-managed-tabs.tsx'

type Props = {
  description: string
  current: 'US' | 'OTHER'
  /** The filter panel: in the sidebar on wide screens, in the drawer on narrow ones. */
  filters: ReactNode
  activeFilterCount: number
  total: number | undefined
  onClear: (() => void) | undefined
  query: string
  onSearch: (query: string) => void
  /** What goes under the search bar: actions and the results. */
  children: ReactNode
}

/** The page both portfolio views share: title, view tabs, filters beside (or in a drawer above) the results. */
export function PortfolioLayout(props: Props) {
  const headingId = useId()
  // The sidebar or the drawer's button, not both with one hidden: the filters are a large part of the render.
  const sidebar = useMinWidth('xl')
  return (
    <>
      <TitleBlock
        title="Portfolio"
        description={props.description}
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Portfolio</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
      />
      <ManagedByTabs current={props.current} />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: '16rem minmax(0, 1fr)' },
          gap: { base: '4', xl: '8' },
          alignItems: 'start',
        })}
      >
        {sidebar && (
          <aside aria-labelledby={headingId}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '3' })}>
              <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                Filters
              </h2>
              {props.onClear && (
                <Button variant="ghost" onClick={props.onClear} className={css({ px: '2', fontSize: 'sm' })}>
                  Clear filters
                </Button>
              )}
            </div>
            {props.filters}
          </aside>
        )}
        <section
          aria-label="Properties"
          // minmax(0, 1fr): the search input's intrinsic width must not widen the page on phones.
          className={css({ minWidth: '0', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}
        >
          <div className={css({ display: 'flex', gap: '2' })}>
            <SearchBox value={props.query} onSearch={props.onSearch} maxLength={PORTFOLIO_QUERY_MAX} />
            {!sidebar && (
              <FiltersDrawer
                activeCount={props.activeFilterCount}
                total={props.total}
                onClear={props.onClear}
                className={css({ flexShrink: 0 })}
              >
                {props.filters}
              </FiltersDrawer>
            )}
          </div>
          {props.children}
        </section>
      </div>
    </>
  )
}
