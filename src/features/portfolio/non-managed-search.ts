import * as v from 'valibot'
import { NON_MANAGED_FACETS, type NonManagedFacet, PORTFOLIO_QUERY_MAX } from '../../contract/portfolio.ts'
import { dropped, many, searchText, wholeNumber } from '../../lib/search-params.ts'
import { type PortfolioSearch, parsePortfolioSearch, serviceId } from './portfolio-search.ts'

/*
 * /portfolio?managed-by=OTHER: the non-managed view's params, by the API's names (foundations §7). As on the
 * managed view, a bad value from a link is dropped rather than failing the page.
 */

export const NonManagedSearchSchema = v.object({
  'managed-by': v.literal('OTHER'),
  query: dropped(
    v.pipe(
      searchText,
      v.trim(),
      v.maxLength(PORTFOLIO_QUERY_MAX),
      v.transform((q) => q || undefined),
    ),
  ),
  facet: many(v.picklist(NON_MANAGED_FACETS)),
  // The spec's links say service= on /portfolio; the API says services=. Both are read, services= is written.
  services: many(serviceId),
  'property-manager': dropped(wholeNumber),
  'provided-by': dropped(wholeNumber),
  page: dropped(
    v.pipe(
      wholeNumber,
      v.transform((p) => (p > 1 ? p : undefined)),
    ),
  ),
})
export type NonManagedSearch = v.InferOutput<typeof NonManagedSearchSchema>

/**
 * Either view's params in one shape (one type keeps the managed screen's navigate calls simple); `managed-by`
 * says which view. Each parse fills only its own view's keys.
 */
export type PortfolioRouteSearch = PortfolioSearch & {
  'managed-by'?: 'OTHER'
  services?: number[]
  'provided-by'?: number
}

const isNonManagedFacet = (facet: string): facet is NonManagedFacet => NON_MANAGED_FACETS.some((f) => f === facet)

/** The non-managed view's params out of the route's (its facets are a subset of the managed view's). */
export function nonManagedView(search: PortfolioRouteSearch): NonManagedSearch {
  const facet = search.facet?.filter(isNonManagedFacet)
  return {
    'managed-by': 'OTHER',
    query: search.query,
    facet: facet?.length ? facet : undefined,
    services: search.services,
    'property-manager': search['property-manager'],
    'provided-by': search['provided-by'],
    page: search.page,
  }
}

export function isNonManaged(search: Record<string, unknown>): boolean {
  const by = search['managed-by']
  return (Array.isArray(by) ? by[0] : by) === 'OTHER'
}

/** Never throws: managed-by=OTHER picks the non-managed params, anything else the managed ones. */
export function parsePortfolioRouteSearch(search: Record<string, unknown>): PortfolioRouteSearch {
  if (!isNonManaged(search)) return parsePortfolioSearch(search)
  const { service, services, ...rest } = search
  const merged = [service, services].flat().filter((x) => x !== undefined)
  return v.parse(NonManagedSearchSchema, {
    ...rest,
    'managed-by': 'OTHER',
    services: merged.length ? merged : undefined,
  })
}

export function nonManagedFilterCount(search: NonManagedSearch): number {
  return (
    (search.facet?.length ?? 0) +
    (search.services?.length ?? 0) +
    (search['property-manager'] ? 1 : 0) +
    (search['provided-by'] ? 1 : 0)
  )
}

export function hasAnyNonManagedFilter(search: NonManagedSearch): boolean {
  return nonManagedFilterCount(search) > 0 || Boolean(search.query)
}
