import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { applianceQueries } from '../../../../api/appliances.ts'
import { entryPreferenceQueries } from '../../../../api/entry-preferences.ts'
import { propertyQueries } from '../../../../api/property.ts'
import { prefetchUnlessCached } from '../../../../api/query-client.ts'
import { PropertyScreen } from '../../../../features/property/property-screen.tsx'

/** ?open=access-issues opens the access-issue wizard (the fix a Required Updates row leads to); anything else is dropped. */
const OverviewSearchSchema = v.object({ open: v.fallback(v.optional(v.picklist(['access-issues'])), undefined) })

export const Route = createFileRoute('/_authenticated/property/$propertyId/')({
  validateSearch: (search: Record<string, unknown>) => v.parse(OverviewSearchSchema, search),
  // Prefetched beside the property (no waterfall), but not ensured: a failing part shows its own error in its
  // card instead of taking the whole page down. The cards further down start now too, rather than once the property
  // has drawn them, without holding the page up (not the reported findings: never stale, they are asked for when
  // their card mounts, or a prefetch would be asked again at once).
  loader: ({ context: { queryClient }, params: { propertyId } }) => {
    void queryClient.prefetchQuery(applianceQueries.ofProperty(propertyId))
    void queryClient.prefetchQuery(entryPreferenceQueries.property(propertyId))
    void queryClient.prefetchQuery(entryPreferenceQueries.agency())
    return Promise.all([
      prefetchUnlessCached(queryClient, propertyQueries.contacts(propertyId)),
      prefetchUnlessCached(queryClient, propertyQueries.invoices(propertyId)),
    ])
  },
  component: PropertyOverviewRoute,
})

function PropertyOverviewRoute() {
  const { propertyId } = Route.useParams()
  const { open } = Route.useSearch()
  return <PropertyScreen propertyId={propertyId} page="overview" initialDialog={open} />
}
