import { createFileRoute } from '@tanstack/react-router'
import { documentQueries } from '../../../../api/documents.ts'
import { parseDocumentsSearch } from '../../../../features/documents/documents-search.ts'
import { NonManagedDocumentsScreen } from '../../../../features/documents/non-managed-documents-screen.tsx'

/** /non-managed-property/{id}/documents: documents of a property of the agency's software portfolio. */
export const Route = createFileRoute('/_authenticated/non-managed-property/$agencyPortfolioPropertyId/documents')({
  validateSearch: parseDocumentsSearch,
  loaderDeps: ({ search }) => search,
  // Warmed, never awaited: a failing list shows its own message on the page, and offline a fetch waits for the
  // connection, which must not hold the page (the saved list shows meanwhile).
  loader: ({ context: { queryClient }, params: { agencyPortfolioPropertyId }, deps }) => {
    void queryClient.prefetchQuery(documentQueries.list({ type: 'NON-MANAGED', id: agencyPortfolioPropertyId }, deps))
    // The attributes dialog's lists, so files can be described (and queued) without a connection.
    void queryClient.prefetchQuery(documentQueries.types())
    void queryClient.prefetchQuery(documentQueries.services())
  },
  component: NonManagedDocumentsRoute,
})

function NonManagedDocumentsRoute() {
  const { agencyPortfolioPropertyId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <NonManagedDocumentsScreen
      agencyPortfolioPropertyId={agencyPortfolioPropertyId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
