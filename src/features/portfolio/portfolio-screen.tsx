import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { css } from '../../../styled-system/css'
import { agencyQueries } from '../../api/agency.ts'
import { portfolioQueries } from '../../api/portfolio.ts'
import { Breadcrumbs, Button, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { MakePageAvailableOffline } from '../offline/make-available-offline-button.tsx'
import { useSession } from '../session/use-session.ts'
import { FiltersDrawer } from './filters-drawer.tsx'
import { ManagedByTabs } from './non-managed-tabs.tsx'
import { PortfolioFilters } from './portfolio-filters.tsx'
import { PortfolioResults } from './portfolio-results.tsx'
import { activeFilterCount, hasAnyFilter } from './portfolio-search.ts'
import { SearchBox } from './search-box.tsx'
import { serviceOptions } from './service-options.ts'
import { usePortfolioSearch } from './use-portfolio-search.ts'

/** /portfolio: the managed portfolio, searched, filtered and paged, every choice kept in the URL. */
export function PortfolioScreen() {
  usePageTitle('Portfolio')
  const session = useSession()
  const { search, setFilters, setPage, clearFilters } = usePortfolioSearch()
  const { data: managers } = useSuspenseQuery(agencyQueries.propertyManagers())
  const list = useQuery({ ...portfolioQueries.list(search), placeholderData: keepPreviousData })
  // Replace, not push: Back should leave the search, not step through every pause in the typing.
  const onSearch = useCallback(
    (query: string) => setFilters({ query: query || undefined }, { replace: true }),
    [setFilters],
  )
  const onClear = hasAnyFilter(search) ? clearFilters : undefined

  const filters = (
    <PortfolioFilters
      search={search}
      onChange={setFilters}
      managers={managers.items}
      services={serviceOptions(session.state, search.service)}
    />
  )

  return (
    <>
      <TitleBlock
        title="Portfolio"
        description="Your agency's properties on service, with their compliance and servicing status."
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Portfolio</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
      />
      <ManagedByTabs current="US" />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: '16rem minmax(0, 1fr)' },
          gap: { base: '4', xl: '8' },
          alignItems: 'start',
        })}
      >
        <aside aria-labelledby="portfolio-filters-heading" className={css({ display: { base: 'none', xl: 'block' } })}>
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '3' })}>
            <h2 id="portfolio-filters-heading" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
              Filters
            </h2>
            {onClear && (
              <Button variant="ghost" onClick={onClear} className={css({ px: '2', fontSize: 'sm' })}>
                Clear filters
              </Button>
            )}
          </div>
          {filters}
        </aside>
        <section
          aria-label="Properties"
          // minmax(0, 1fr): the search input's intrinsic width must not widen the page on phones.
          className={css({ minWidth: '0', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}
        >
          <div className={css({ display: 'flex', gap: '2' })}>
            <SearchBox value={search.query ?? ''} onSearch={onSearch} />
            <FiltersDrawer
              activeCount={activeFilterCount(search)}
              total={list.data?.total}
              onClear={onClear}
              className={css({ display: { base: 'inline-flex', xl: 'none' }, flexShrink: 0 })}
            >
              {filters}
            </FiltersDrawer>
          </div>
          <MakePageAvailableOffline
            propertyIds={list.data?.items.map((row) => row.compliancePropertyId) ?? []}
            pageKey={JSON.stringify(search)}
          />
          <PortfolioResults list={list} page={search.page ?? 1} onPageChange={setPage} onClear={onClear} />
        </section>
      </div>
    </>
  )
}
