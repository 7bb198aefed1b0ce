import { createFileRoute, redirect } from '@tanstack/react-router'
import { agencyQueries } from '../../../api/agency.ts'
import { meQueries } from '../../../api/me.ts'
import { parseFindingsSearch } from '../../../features/reported-findings/list/list-search.ts'
import { ReportedFindingsScreen } from '../../../features/reported-findings/list/reported-findings-screen.tsx'

/**
 * /action-required/reported-findings (foundations §2): only with the problem-register experiment; any other
 * agency gets the restricted page. The list itself loads in the screen, where a failure can be retried.
 */
export const Route = createFileRoute('/_authenticated/action-required/reported-findings')({
  validateSearch: parseFindingsSearch,
  beforeLoad: async ({ context: { queryClient } }) => {
    const gates = await queryClient.ensureQueryData(meQueries.activeExperiments())
    if (gates['problem-register'] !== true) throw redirect({ to: '/auth/restricted', replace: true })
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(agencyQueries.propertyManagers()),
  component: ReportedFindingsScreen,
})
