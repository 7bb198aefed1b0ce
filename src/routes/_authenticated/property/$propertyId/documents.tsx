import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { documentQueries } from '../../../../api/documents.ts'
import { propertyQueries } from '../../../../api/property.ts'
import { parseDocumentsSearch } from '../../../../features/documents/documents-search.ts'
import { PropertyDocuments } from '../../../../features/documents/property-documents.tsx'
import { PropertyScreen } from '../../../../features/property/property-screen.tsx'

/** /property/{id}/documents?filter=SERVICE_REPORT&service=SMOKE: the managed property's documents tab. */
export const Route = createFileRoute('/_authenticated/property/$propertyId/documents')({
  validateSearch: parseDocumentsSearch,
  loaderDeps: ({ search }) => search,
  // Warmed, never awaited: a failing list shows its own message on the page, and offline a fetch waits for the
  // connection, which must not hold the page (the saved list shows meanwhile).
  loader: ({ context: { queryClient }, params: { propertyId }, deps }) => {
    void queryClient.prefetchQuery(documentQueries.list({ type: 'MANAGED', id: propertyId }, deps))
    // The attributes dialog's lists, so files can be described (and queued) without a connection.
    void queryClient.prefetchQuery(documentQueries.types())
    void queryClient.prefetchQuery(documentQueries.services())
  },
  component: PropertyDocumentsRoute,
})

function PropertyDocumentsRoute() {
  const { propertyId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { data: property } = useSuspenseQuery(propertyQueries.detail(propertyId))
  return (
    <PropertyScreen propertyId={propertyId} page="documents">
      <PropertyDocuments
        property={{ type: 'MANAGED', id: propertyId, address: property.address.line1 }}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    </PropertyScreen>
  )
}
