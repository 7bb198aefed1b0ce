import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { propertyQueries } from '../../../../api/property.ts'
import { PropertyScreen } from '../../../../features/property/property-screen.tsx'

/** ?open=access-issues opens the access-issue wizard (the fix a Required Updates row leads to); anything else is dropped. */
const OverviewSearchSchema = v.object({ open: v.fallback(v.optional(v.picklist(['access-issues'])), undefined) })

export const Route = createFileRoute('/_authenticated/property/$propertyId/')({
  validateSearch: (search: Record<string, unknown>) => v.parse(OverviewSearchSchema, search),
  // Prefetched beside the property (no waterfall), but not ensured: a failing part shows its own error in its
  // card instead of taking the whole page down.
  loader: ({ context: { queryClient }, params: { propertyId } }) =>
    Promise.all([
      queryClient.prefetchQuery(propertyQueries.contacts(propertyId)),
      queryClient.prefetchQuery(propertyQueries.invoices(propertyId)),
    ]),
  component: PropertyOverviewRoute,
})

function PropertyOverviewRoute() {
  const { propertyId } = Route.useParams()
  const { open } = Route.useSearch()
  return <PropertyScreen propertyId={propertyId} page="overview" initialDialog={open} />
}
