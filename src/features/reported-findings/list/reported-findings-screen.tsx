import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { agencyQueries } from '../../../api/agency.ts'
import { reportedFindingQueries } from '../../../api/reported-findings.ts'
import { Breadcrumbs, TitleBlock, usePageTitle } from '../../../ui/index.ts'
import { useSession } from '../../session/use-session.ts'
import { FindingFilters } from './finding-filters.tsx'
import { FindingResults } from './finding-results.tsx'
import { findingListFilters } from './list-search.ts'

/**
 * /action-required/reported-findings (problem register only): findings grouped by property and service, with
 * facet, property manager and categories in the URL. In VIC the server counts urgent findings only.
 */
export function ReportedFindingsScreen() {
  usePageTitle('Reported findings')
  const search = useSearch({ from: '/_authenticated/action-required/reported-findings' })
  const navigate = useNavigate({ from: '/action-required/reported-findings' })
  const session = useSession()
  const { data: managers } = useSuspenseQuery(agencyQueries.propertyManagers())
  const filters = findingListFilters(search)
  const query = useQuery({ ...reportedFindingQueries.list(filters), placeholderData: keepPreviousData })
  const total = query.data?.total

  return (
    <>
      <TitleBlock
        title={
          <>
            Reported findings
            {total !== undefined && (
              <span data-testid="reported-findings-total" aria-live="polite">
                {' '}
                ({total})
              </span>
            )}
          </>
        }
        description={
          session.state === 'VIC'
            ? 'Urgent findings the technicians reported at each service, by property and service.'
            : 'What the technicians reported at each service, by property and service.'
        }
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Reported findings</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
      />
      <FindingFilters
        search={search}
        state={session.state}
        managers={managers.items}
        onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change, page: undefined }) })}
      />
      <div className={css({ minWidth: '0' })}>
        {/* The cards' addresses are h3s: their section needs its h2, which sighted users get from the layout. */}
        <h2 className={css({ srOnly: true })}>Findings by property and service</h2>
        <FindingResults
          query={query}
          page={filters.page}
          onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
        />
      </div>
    </>
  )
}
