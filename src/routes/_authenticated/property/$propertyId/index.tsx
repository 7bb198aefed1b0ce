import { createFileRoute } from '@tanstack/react-router'
import { propertyQueries } from '../../../../api/property.ts'
import { PropertyScreen } from '../../../../features/property/property-screen.tsx'

export const Route = createFileRoute('/_authenticated/property/$propertyId/')({
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
  return <PropertyScreen propertyId={propertyId} page="overview" />
}
