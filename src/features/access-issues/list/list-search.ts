import * as v from 'valibot'
import { NOTICE_FACETS, type NoticeFacet } from '../../../contract/notices.ts'
import { dropped, pageParam, wholeNumber } from '../../../lib/search-params.ts'

/*
 * The /action-required/access-issues search params (foundations §2: page and property-manager; facet is the
 * dashboard's Urgent filter carried over by 'View all'). A bad value is dropped rather than failing the page.
 */
export const AccessIssuesSearchSchema = v.object({
  page: pageParam,
  'property-manager': dropped(wholeNumber),
  facet: dropped(v.picklist(NOTICE_FACETS)),
})
export type AccessIssuesSearch = v.InferOutput<typeof AccessIssuesSearchSchema>

export function parseAccessIssuesSearch(search: Record<string, unknown>): AccessIssuesSearch {
  return v.parse(AccessIssuesSearchSchema, search)
}

/** Ten a page: a phone shows them as cards, and the spec's pager takes over beyond. */
export const ACCESS_ISSUES_PAGE_SIZE = 10

/** What the list asks the server for: the URL's filters by their wire names. */
export function listFilters(search: AccessIssuesSearch) {
  return {
    page: search.page ?? 1,
    'page-size': ACCESS_ISSUES_PAGE_SIZE,
    'property-manager': search['property-manager'],
    facet: search.facet,
  }
}

export const FACET_CHIPS: { value: NoticeFacet | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'URGENT', label: 'Urgent' },
  { value: 'NON_URGENT', label: 'Not urgent' },
]
