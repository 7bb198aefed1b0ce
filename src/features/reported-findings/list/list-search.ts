import * as v from 'valibot'
import type { FindingListFilters } from '../../../api/reported-findings.ts'
import { FINDING_FACETS, type FindingFacet } from '../../../contract/reported-findings.ts'
import { dropped, pageParam, wholeNumber } from '../../../lib/search-params.ts'

/*
 * The /action-required/reported-findings search params (foundations §2: facet, property-manager, category
 * multi-value; page as every list). ?category=3&category=5 arrives as a list, a single one as text; bad
 * values are dropped one by one, so a stale bookmark still opens the list.
 */
const categories = v.pipe(
  v.union([v.array(v.unknown()), v.unknown()]),
  v.transform((value) => (Array.isArray(value) ? value : [value])),
  v.transform((values) => {
    const ids = values.flatMap((value) => {
      const parsed = v.safeParse(wholeNumber, value)
      return parsed.success ? [parsed.output] : []
    })
    return ids.length > 0 ? [...new Set(ids)].sort((a, b) => a - b) : undefined
  }),
)

export const FindingsSearchSchema = v.object({
  page: pageParam,
  facet: dropped(v.picklist(FINDING_FACETS)),
  'property-manager': dropped(wholeNumber),
  category: dropped(categories),
})
export type FindingsSearch = v.InferOutput<typeof FindingsSearchSchema>

export function parseFindingsSearch(search: Record<string, unknown>): FindingsSearch {
  return v.parse(FindingsSearchSchema, search)
}

/** Ten groups a page, as the other action-required lists (the spec does not give the size). */
export const FINDINGS_PAGE_SIZE = 10

/** What the list asks GET /v1/reported-findings for: the URL's filters by their wire names. */
export function findingListFilters(search: FindingsSearch): FindingListFilters {
  return {
    page: search.page ?? 1,
    'page-size': FINDINGS_PAGE_SIZE,
    facet: search.facet,
    'property-manager': search['property-manager'],
    category: search.category,
  }
}

/**
 * The facet chips. In VIC only urgent findings are shown (property-operations §6), so 'Not urgent' is not
 * offered there.
 */
export function facetChips(state: string): { value: FindingFacet | undefined; label: string }[] {
  const chips: { value: FindingFacet | undefined; label: string }[] = [
    // Without a facet the server lists what needs action (open, not dismissed), urgent or not.
    { value: undefined, label: 'Needs action' },
    { value: 'URGENT', label: 'Urgent' },
    { value: 'NON_URGENT', label: 'Not urgent' },
    { value: 'QUOTE_REQUESTED', label: 'Quote requested' },
    { value: 'DISMISSED', label: 'Dismissed' },
    { value: 'RESOLVED', label: 'Resolved' },
  ]
  return state === 'VIC' ? chips.filter((chip) => chip.value !== 'NON_URGENT') : chips
}
