import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { agencyQueries } from '../../api/agency.ts'
import { portfolioQueries } from '../../api/portfolio.ts'
import { usePageTitle } from '../../ui/index.ts'
import { MakePageAvailableOffline } from '../offline/make-available-offline-button.tsx'
import { useSession } from '../session/use-session.ts'
import { PortfolioFilters } from './portfolio-filters.tsx'
import { PortfolioLayout } from './portfolio-layout.tsx'
import { PortfolioResults } from './portfolio-results.tsx'
import { activeFilterCount, hasAnyFilter } from './portfolio-search.ts'
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
    <PortfolioLayout
      description="Your agency's properties on service, with their compliance and servicing status."
      current="US"
      filters={filters}
      activeFilterCount={activeFilterCount(search)}
      total={list.data?.total}
      onClear={onClear}
      query={search.query ?? ''}
      onSearch={onSearch}
    >
      <MakePageAvailableOffline
        propertyIds={list.data?.items.map((row) => row.compliancePropertyId) ?? []}
        pageKey={JSON.stringify(search)}
      />
      <PortfolioResults list={list} page={search.page ?? 1} onPageChange={setPage} onClear={onClear} />
    </PortfolioLayout>
  )
}
