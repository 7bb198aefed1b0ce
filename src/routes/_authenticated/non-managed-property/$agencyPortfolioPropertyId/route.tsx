import { createFileRoute } from '@tanstack/react-router'
import { parsePropertyIdParam, propertyQueries } from '../../../../api/property.ts'
import { PropertyErrorScreen } from '../../../../features/property/property-error-screen.tsx'

/** /non-managed-property/{id}: a property of the agency's software portfolio. */
export const Route = createFileRoute('/_authenticated/non-managed-property/$agencyPortfolioPropertyId')({
  params: {
    parse: ({ agencyPortfolioPropertyId }) => ({
      agencyPortfolioPropertyId: parsePropertyIdParam(agencyPortfolioPropertyId),
    }),
    stringify: ({ agencyPortfolioPropertyId }) => ({ agencyPortfolioPropertyId: String(agencyPortfolioPropertyId) }),
  },
  loader: ({ context: { queryClient }, params: { agencyPortfolioPropertyId } }) =>
    queryClient.ensureQueryData(propertyQueries.nonManaged(agencyPortfolioPropertyId)),
  errorComponent: PropertyErrorScreen,
})
