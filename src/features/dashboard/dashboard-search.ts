import * as v from 'valibot'

/*
 * The dashboard's search params (foundations §2). Links to / come from emails and bookmarks, so a bad value is
 * dropped rather than failing the page. action-required-tab is kept as any string: the Urgent action required tabs
 * decide which values they know (an unknown one falls back to the first tab).
 */

export const GRAPHS_TABS = ['managed-portfolio', 'other-service-providers'] as const
export type GraphsTab = (typeof GRAPHS_TABS)[number]
export const ALL_MANAGERS = 'all'

const text = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
const wholeNumber = v.pipe(text, v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))
const dropped = <T>(schema: v.GenericSchema<unknown, T>) => v.fallback(v.optional(schema), undefined)

export const DashboardSearchSchema = v.object({
  // The first tab is the default, so it stays out of the URL.
  'graphs-tab': dropped(
    v.pipe(
      v.picklist(GRAPHS_TABS),
      v.transform((tab) => (tab === 'managed-portfolio' ? undefined : tab)),
    ),
  ),
  'action-required-tab': dropped(
    v.pipe(
      text,
      v.maxLength(100),
      v.transform((tab) => tab || undefined),
    ),
  ),
  // 'all' is 'All property managers' chosen on purpose; no param at all lets the user's preset apply on arrival.
  'property-manager': dropped(v.union([v.literal(ALL_MANAGERS), wholeNumber])),
})
export type DashboardSearch = v.InferOutput<typeof DashboardSearchSchema>

/** Never throws: every field falls back to "not given". */
export function parseDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  return v.parse(DashboardSearchSchema, search)
}

export function graphsTabOf(search: DashboardSearch): GraphsTab {
  return search['graphs-tab'] ?? 'managed-portfolio'
}
