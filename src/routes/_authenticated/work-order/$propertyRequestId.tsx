import { createFileRoute } from '@tanstack/react-router'
import { ApiError } from '../../../api/client.ts'
import { propertyRequestQueries } from '../../../api/property-requests.ts'
import { WorkOrderErrorScreen, WorkOrderScreen } from '../../../features/property-requests/work-order-screen.tsx'
import { idFromParam } from '../../../lib/route-params.ts'

/** /work-order/{propertyRequestId} (foundations §2): a property request; the 404 page when missing or another agency's. */
export const Route = createFileRoute('/_authenticated/work-order/$propertyRequestId')({
  params: {
    parse: ({ propertyRequestId }) => ({ propertyRequestId: idFromParam(propertyRequestId) }),
    stringify: ({ propertyRequestId }) => ({ propertyRequestId: String(propertyRequestId) }),
  },
  loader: ({ context: { queryClient }, params: { propertyRequestId } }) => {
    // An id that cannot exist names nothing: the 404 page without asking the server.
    if (propertyRequestId === 0) throw new ApiError('Property request not found', 404)
    return Promise.all([
      queryClient.ensureQueryData(propertyRequestQueries.detail(propertyRequestId)),
      queryClient.ensureQueryData(propertyRequestQueries.workflow(propertyRequestId)),
    ])
  },
  errorComponent: WorkOrderErrorScreen,
  component: function WorkOrderRoute() {
    const { propertyRequestId } = Route.useParams()
    return <WorkOrderScreen propertyRequestId={propertyRequestId} />
  },
})
