import { createFileRoute } from '@tanstack/react-router'
import { agencyQueries } from '../../../api/agency.ts'
import { RequiredUpdatesScreen } from '../../../features/required-updates/required-updates-screen.tsx'
import { parseUpdateSearch } from '../../../features/required-updates/update-search.ts'

/**
 * /action-required/update (foundations §2): page, query, service, service-exclusivity, facet and
 * property-manager in the URL. The list itself loads in the screen, where a failure can be retried.
 */
export const Route = createFileRoute('/_authenticated/action-required/update')({
  validateSearch: parseUpdateSearch,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(agencyQueries.propertyManagers()),
  component: RequiredUpdatesScreen,
})
