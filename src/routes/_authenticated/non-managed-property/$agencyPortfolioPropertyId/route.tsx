import { createFileRoute } from '@tanstack/react-router'
import { propertyQueries } from '../../../../api/property.ts'
import { PropertyErrorScreen } from '../../../../features/property/property-error-screen.tsx'
import { idFromParam } from '../../../../lib/route-params.ts'

/** /non-managed-property/{id}: a property of the agency's software portfolio. */
export const Route = createFileRoute('/_authenticated/non-managed-property/$agencyPortfolioPropertyId')({
  params: {
    parse: ({ agencyPortfolioPropertyId }) => ({
      agencyPortfolioPropertyId: idFromParam(agencyPortfolioPropertyId),
    }),
    stringify: ({ agencyPortfolioPropertyId }) => ({ agencyPortfolioPropertyId: String(agencyPortfolioPropertyId) }),
  },
  loader: ({ context: { queryClient }, params: { agencyPortfolioPropertyId } }) =>
    queryClient.ensureQueryData(propertyQueries.nonManaged(agencyPortfolioPropertyId)),
  errorComponent: PropertyErrorScreen,
})
