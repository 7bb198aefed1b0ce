import { createFileRoute } from '@tanstack/react-router'
import { agencyQueries } from '../../../api/agency.ts'
import { meQueries } from '../../../api/me.ts'
import { AccessIssuesScreen } from '../../../features/access-issues/list/access-issues-screen.tsx'
import { parseAccessIssuesSearch } from '../../../features/access-issues/list/list-search.ts'

/**
 * /action-required/access-issues (foundations §2): page and property-manager in the URL, and the facet the
 * dashboard's 'View all' carries. Which list shows depends on the agency-entry-method experiment, so the
 * experiments are read first; the list itself loads in the screen, where a failure can be retried.
 */
export const Route = createFileRoute('/_authenticated/action-required/access-issues')({
  validateSearch: parseAccessIssuesSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(meQueries.activeExperiments()),
      queryClient.ensureQueryData(agencyQueries.propertyManagers()),
    ]),
  component: AccessIssuesScreen,
})
