import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { css } from '../../../styled-system/css'
import { nonManagedQueries } from '../../api/portfolio.ts'
import { todayInState } from '../../contract/states.ts'
import { Button, ChunkBoundary, lazyWithRetry, usePageTitle } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { NonManagedExport } from './non-managed-export.tsx'
import { NonManagedFilters } from './non-managed-filters.tsx'
import { NonManagedResults } from './non-managed-results.tsx'
import { hasAnyNonManagedFilter, nonManagedFilterCount } from './non-managed-search.ts'
import { PortfolioLayout } from './portfolio-layout.tsx'
import { serviceOptions } from './service-options.ts'
import { useNonManagedSearch } from './use-non-managed-search.ts'

const NonManagedProvidersDialog = lazyWithRetry(() =>
  import('./non-managed-providers-dialog.tsx').then((m) => ({ default: m.NonManagedProvidersDialog })),
)

/** /portfolio?managed-by=OTHER: the agency's properties that other providers service, every choice in the URL. */
export function NonManagedPortfolioScreen() {
  usePageTitle('Portfolio')
  const session = useSession()
  const today = todayInState(session.stateId)
  const { search, setFilters, setPage, clearFilters } = useNonManagedSearch()
  const { data: managers } = useSuspenseQuery(nonManagedQueries.propertyManagers())
  const { data: providers } = useSuspenseQuery(nonManagedQueries.providersInUse())
  const list = useQuery({ ...nonManagedQueries.list(search), placeholderData: keepPreviousData })
  const [providersOpen, setProvidersOpen] = useState(false)
  // Replace, not push: Back should leave the search, not step through every pause in the typing.
  const onSearch = useCallback(
    (query: string) => setFilters({ query: query || undefined }, { replace: true }),
    [setFilters],
  )
  const onClear = hasAnyNonManagedFilter(search) ? clearFilters : undefined

  const filters = (
    <NonManagedFilters
      search={search}
      onChange={setFilters}
      managers={managers.items}
      providers={providers.items}
      services={serviceOptions(session.state, search.services)}
    />
  )

  return (
    <PortfolioLayout
      description="Properties in your property management software that other providers service: their service dates and providers."
      current="OTHER"
      filters={filters}
      activeFilterCount={nonManagedFilterCount(search)}
      total={list.data?.total}
      onClear={onClear}
      query={search.query ?? ''}
      onSearch={onSearch}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}>
        <Button variant="outline" onClick={() => setProvidersOpen(true)}>
          Service providers
        </Button>
        <NonManagedExport filters={search} />
      </div>
      <NonManagedResults list={list} page={search.page ?? 1} today={today} onPageChange={setPage} onClear={onClear} />
      {providersOpen && (
        <ChunkBoundary onClose={() => setProvidersOpen(false)}>
          <NonManagedProvidersDialog open={providersOpen} onOpenChange={setProvidersOpen} />
        </ChunkBoundary>
      )}
    </PortfolioLayout>
  )
}
