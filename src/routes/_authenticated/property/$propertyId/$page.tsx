import { createFileRoute } from '@tanstack/react-router'
import { useGate } from '../../../../api/me.ts'
import { propertyQueries } from '../../../../api/property.ts'
import { prefetchUnlessCached } from '../../../../api/query-client.ts'
import { PropertyScreen } from '../../../../features/property/property-screen.tsx'
import { NotFoundScreen } from '../../../../features/shell/not-found-screen.tsx'

/** The property's other tabs. Tenancy (the lease update) exists only with the property-details experiment. */
export const Route = createFileRoute('/_authenticated/property/$propertyId/$page')({
  loader: ({ context: { queryClient }, params: { propertyId, page } }) =>
    page === 'tenancy' ? prefetchUnlessCached(queryClient, propertyQueries.contacts(propertyId)) : undefined,
  component: PropertyPageRoute,
})

function PropertyPageRoute() {
  const { propertyId, page } = Route.useParams()
  const tenancy = useGate('property-details')
  if (page === 'tenancy' && tenancy) return <PropertyScreen propertyId={propertyId} page="tenancy" />
  return <NotFoundScreen />
}
