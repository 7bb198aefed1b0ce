import { createFileRoute } from '@tanstack/react-router'
import { documentQueries } from '../../../../api/documents.ts'
import { parseDocumentsSearch } from '../../../../features/documents/documents-search.ts'
import { NonManagedDocumentsScreen } from '../../../../features/documents/non-managed-documents-screen.tsx'

/** /non-managed-property/{id}/documents: documents of a property of the agency's software portfolio. */
export const Route = createFileRoute('/_authenticated/non-managed-property/$agencyPortfolioPropertyId/documents')({
  validateSearch: parseDocumentsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { agencyPortfolioPropertyId }, deps }) =>
    queryClient.prefetchQuery(documentQueries.list({ type: 'NON-MANAGED', id: agencyPortfolioPropertyId }, deps)),
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
