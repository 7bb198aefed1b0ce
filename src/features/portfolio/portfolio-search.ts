import * as v from 'valibot'
import { serviceIdOf } from '../../contract/catalog.ts'
import { PORTFOLIO_FACETS, PORTFOLIO_QUERY_MAX, SERVICE_EXCLUSIVITY } from '../../contract/portfolio.ts'
import { dropped, many, searchText, wholeNumber } from '../../lib/search-params.ts'

/*
 * The /portfolio search params: the API's wire names, except service-exclusivity (the URL's spelling of
 * serviceExclusivity). Links to this page come from emails and bookmarks, so a bad value is dropped rather than
 * failing the page, and a multi-value keeps its good items. The router has already turned digit strings into
 * numbers, so both are accepted.
 */

/** By id or, as links from elsewhere may carry it, by name (service=GAS); what names no service is dropped. */
export const serviceId = v.pipe(
  searchText,
  v.check((raw) => serviceIdOf(raw) !== undefined),
  v.transform((raw) => serviceIdOf(raw) ?? 0),
)

export const PortfolioSearchSchema = v.object({
  query: dropped(
    v.pipe(
      searchText,
      v.trim(),
      v.maxLength(PORTFOLIO_QUERY_MAX),
      v.transform((q) => q || undefined),
    ),
  ),
  facet: many(v.picklist(PORTFOLIO_FACETS)),
  service: many(serviceId),
  'service-exclusivity': dropped(v.picklist(SERVICE_EXCLUSIVITY)),
  'property-manager': dropped(wholeNumber),
  // Page 1 is the default, so it stays out of the URL.
  page: dropped(
    v.pipe(
      wholeNumber,
      v.transform((p) => (p > 1 ? p : undefined)),
    ),
  ),
})
export type PortfolioSearch = v.InferOutput<typeof PortfolioSearchSchema>

/** Never throws: every field falls back to "not given". Unknown params (managed-by, …) are left out. */
export function parsePortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  return v.parse(PortfolioSearchSchema, search)
}

/** How many filters the filter panel has applied (the search box is counted apart). */
export function activeFilterCount(search: PortfolioSearch): number {
  return (search.facet?.length ?? 0) + (search.service?.length ?? 0) + (search['property-manager'] ? 1 : 0)
}

export function hasAnyFilter(search: PortfolioSearch): boolean {
  return activeFilterCount(search) > 0 || Boolean(search.query) || Boolean(search['service-exclusivity'])
}
