import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { agencyQueries } from '../../../api/agency.ts'
import { useGate } from '../../../api/me.ts'
import { Breadcrumbs, TitleBlock, usePageTitle } from '../../../ui/index.ts'
import { AccessIssueResults } from './access-issue-results.tsx'
import { ListFilters } from './list-filters.tsx'
import { listFilters } from './list-search.ts'
import { NoticeResults } from './notice-results.tsx'

/**
 * /action-required/access-issues: the agency's open notices, or with the agency-entry-method experiment the
 * properties whose access issues block entry. Filters and page live in the URL.
 */
export function AccessIssuesScreen() {
  usePageTitle('Access issues')
  const search = useSearch({ from: '/_authenticated/action-required/access-issues' })
  const navigate = useNavigate({ from: '/action-required/access-issues' })
  const entryMethod = useGate('agency-entry-method')
  const { data: managers } = useSuspenseQuery(agencyQueries.propertyManagers())
  const filters = listFilters(search)
  const onPageChange = (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) })
  const onPropertyManager = (id: number | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, 'property-manager': id, page: undefined }) })

  return (
    <>
      <TitleBlock
        title="Access issues"
        description="Properties the technician could not get into, and what the provider needs from you to get in."
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Access issues</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
      />
      <ListFilters search={search} managers={managers.items} onPropertyManager={onPropertyManager} />
      {entryMethod ? (
        <AccessIssueResults filters={filters} onPageChange={onPageChange} />
      ) : (
        <NoticeResults filters={filters} onPageChange={onPageChange} />
      )}
    </>
  )
}
