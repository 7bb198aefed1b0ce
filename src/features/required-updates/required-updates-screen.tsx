import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { css } from '../../../styled-system/css'
import { agencyQueries } from '../../api/agency.ts'
import { updateQueries } from '../../api/updates.ts'
import { Banner, Breadcrumbs, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { serviceOptions } from '../portfolio/service-options.ts'
import { useSession } from '../session/use-session.ts'
import { UpdateExport } from './update-export.tsx'
import { type UpdateFilterPatch, UpdateFilters } from './update-filters.tsx'
import { UpdateResults } from './update-results.tsx'

/**
 * /action-required/update: the agency's properties whose details it must update before their services can go
 * ahead, searched, filtered and paged with every choice in the URL; each card leads to the fix on the property.
 */
export function RequiredUpdatesScreen() {
  usePageTitle('Required Updates')
  const search = useSearch({ from: '/_authenticated/action-required/update' })
  const navigate = useNavigate({ from: '/action-required/update' })
  const session = useSession()
  const { data: managers } = useSuspenseQuery(agencyQueries.propertyManagers())
  const list = useQuery({ ...updateQueries.list(search), placeholderData: keepPreviousData })
  const overdue = useQuery(updateQueries.overdue(search['property-manager']))
  const total = list.data?.total

  // A new filter is a new list: back to page 1. The typed search replaces the entry rather than adding one.
  const onChange = useCallback(
    (patch: UpdateFilterPatch, options: { replace?: boolean } = {}) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }), replace: options.replace }),
    [navigate],
  )
  const overdueCount = overdue.data?.total ?? 0
  const showingOverdue = search.facet?.length === 1 && search.facet[0] === 'OVERDUE'

  return (
    <>
      <TitleBlock
        title={
          <>
            Required Updates
            {total !== undefined && (
              <span data-testid="required-updates-total" aria-live="polite">
                {' '}
                ({total})
              </span>
            )}
          </>
        }
        description="Properties whose details you need to update before their services can go ahead."
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Required Updates</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
        aside={<UpdateExport filters={search} />}
      />
      {overdueCount > 0 && !showingOverdue && (
        <Banner tone="warning" role="status" className={css({ borderRadius: 'md', borderWidth: '1px', mb: '4' })}>
          {overdueCount === 1 ? '1 property has' : `${overdueCount} properties have`} overdue services.{' '}
          <Link
            to="/action-required/update"
            search={{ 'property-manager': search['property-manager'], facet: ['OVERDUE'] }}
            // A touch target of its own (44 px), though it reads as part of the sentence.
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              minH: '44px',
              textDecoration: 'underline',
              fontWeight: 'semibold',
            })}
          >
            Show overdue properties
          </Link>
        </Banner>
      )}
      <UpdateFilters
        search={search}
        managers={managers.items}
        services={serviceOptions(session.state, search.service)}
        onChange={onChange}
      />
      <div className={css({ minWidth: '0' })}>
        <h2 className={css({ srOnly: true })}>Properties to update</h2>
        <UpdateResults
          query={list}
          page={search.page ?? 1}
          onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })}
        />
      </div>
    </>
  )
}
