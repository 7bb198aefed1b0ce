import { createFileRoute } from '@tanstack/react-router'
import { NonManagedPropertyScreen } from '../../../../features/property/non-managed-property-screen.tsx'

export const Route = createFileRoute('/_authenticated/non-managed-property/$agencyPortfolioPropertyId/')({
  component: NonManagedPropertyRoute,
})

function NonManagedPropertyRoute() {
  const { agencyPortfolioPropertyId } = Route.useParams()
  return <NonManagedPropertyScreen agencyPortfolioPropertyId={agencyPortfolioPropertyId} />
}
