import { createFileRoute } from '@tanstack/react-router'
import { agencyQueries } from '../../../api/agency.ts'
import { meQueries } from '../../../api/me.ts'
import { PreferencesScreen } from '../../../features/settings/preferences-screen.tsx'

export const Route = createFileRoute('/_authenticated/settings/preferences')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(meQueries.settings()),
      queryClient.ensureQueryData(agencyQueries.propertyManagers()),
      queryClient.ensureQueryData(meQueries.activeExperiments()),
    ]),
  component: PreferencesScreen,
})
