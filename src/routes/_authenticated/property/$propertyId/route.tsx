import { createFileRoute } from '@tanstack/react-router'
import { meQueries } from '../../../../api/me.ts'
import { propertyQueries } from '../../../../api/property.ts'
import { PropertyErrorScreen } from '../../../../features/property/property-error-screen.tsx'
import { idFromParam } from '../../../../lib/route-params.ts'

/** /property/{id} and its tabs: the property itself, and the gates that decide which tabs exist. */
export const Route = createFileRoute('/_authenticated/property/$propertyId')({
  params: {
    parse: ({ propertyId }) => ({ propertyId: idFromParam(propertyId) }),
    stringify: ({ propertyId }) => ({ propertyId: String(propertyId) }),
  },
  loader: ({ context: { queryClient }, params: { propertyId } }) =>
    Promise.all([
      queryClient.ensureQueryData(propertyQueries.detail(propertyId)),
      queryClient.ensureQueryData(meQueries.activeExperiments()),
    ]),
  errorComponent: PropertyErrorScreen,
})
