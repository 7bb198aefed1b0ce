import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useState } from 'react'
import { css } from '../../../styled-system/css'
import { nonManagedQueries } from '../../api/portfolio.ts'
import { todayInState } from '../../contract/states.ts'
import { Breadcrumbs, Button, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { FiltersDrawer } from './filters-drawer.tsx'
import { NonManagedExport } from './non-managed-export.tsx'
import { NonManagedFilters } from './non-managed-filters.tsx'
import { NonManagedResults } from './non-managed-results.tsx'
import { hasAnyNonManagedFilter, nonManagedFilterCount } from './non-managed-search.ts'
import { ManagedByTabs } from './non-managed-tabs.tsx'
import { SearchBox } from './search-box.tsx'
import { serviceOptions } from './service-options.ts'
import { useNonManagedSearch } from './use-non-managed-search.ts'

const NonManagedProvidersDialog = lazy(() =>
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
    <>
      <TitleBlock
        title="Portfolio"
        description="Properties in your property management software that other providers service: their service dates and providers."
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Portfolio</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
      />
      <ManagedByTabs current="OTHER" />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: '16rem minmax(0, 1fr)' },
          gap: { base: '4', xl: '8' },
          alignItems: 'start',
        })}
      >
        <aside
          aria-labelledby="non-managed-filters-heading"
          className={css({ display: { base: 'none', xl: 'block' } })}
        >
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '3' })}>
            <h2 id="non-managed-filters-heading" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
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
          className={css({ minWidth: '0', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4' })}
        >
          <div className={css({ display: 'flex', gap: '2' })}>
            <SearchBox value={search.query ?? ''} onSearch={onSearch} />
            <FiltersDrawer
              activeCount={nonManagedFilterCount(search)}
              total={list.data?.total}
              onClear={onClear}
              className={css({ display: { base: 'inline-flex', xl: 'none' }, flexShrink: 0 })}
            >
              {filters}
            </FiltersDrawer>
          </div>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}>
            <Button variant="outline" onClick={() => setProvidersOpen(true)}>
              Service providers
            </Button>
            <NonManagedExport filters={search} />
          </div>
          <NonManagedResults
            list={list}
            page={search.page ?? 1}
            today={today}
            onPageChange={setPage}
            onClear={onClear}
          />
        </section>
      </div>
      {providersOpen && (
        <Suspense fallback={null}>
          <NonManagedProvidersDialog open={providersOpen} onOpenChange={setProvidersOpen} />
        </Suspense>
      )}
    </>
  )
}
