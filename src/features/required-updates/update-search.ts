import * as v from 'valibot'
import type { UpdateFilters } from '../../api/updates.ts'
import { PORTFOLIO_QUERY_MAX, SERVICE_EXCLUSIVITY } from '../../contract/portfolio.ts'
import { UPDATE_REASONS } from '../../contract/updates.ts'
import { dropped, many, pageParam, searchText, wholeNumber } from '../../lib/search-params.ts'
import { serviceId } from '../portfolio/portfolio-search.ts'

/*
 * The /action-required/update search params (foundations §2 list conventions): page, query, service
 * (repeatable), service-exclusivity and facet (repeatable), and property-manager as the other lists. Links come
 * from bookmarks and the dashboard, so a bad value is dropped and a multi-value keeps its good items.
 */

export const UpdateSearchSchema = v.object({
  query: dropped(
    v.pipe(
      searchText,
      v.trim(),
      v.maxLength(PORTFOLIO_QUERY_MAX),
      v.transform((q) => q || undefined),
    ),
  ),
  facet: many(v.picklist(UPDATE_REASONS)),
  service: many(serviceId),
  'service-exclusivity': dropped(v.picklist(SERVICE_EXCLUSIVITY)),
  'property-manager': dropped(wholeNumber),
  page: pageParam,
})
export type UpdateSearch = v.InferOutput<typeof UpdateSearchSchema>

/** Never throws: every field falls back to "not given". */
export function parseUpdateSearch(search: Record<string, unknown>): UpdateSearch {
  return v.parse(UpdateSearchSchema, search)
}

export const updateFiltersOf = (search: UpdateSearch): UpdateFilters => search

/** Adds or removes one value of a multi-value filter; an empty list leaves the param out of the URL. */
export function toggled<T>(values: readonly T[] | undefined, value: T, on: boolean): T[] | undefined {
  const next = (values ?? []).filter((x) => x !== value)
  if (on) next.push(value)
  return next.length ? next : undefined
}
