import { createFileRoute } from '@tanstack/react-router'
import { agencyQueries } from '../../../api/agency.ts'
import { meQueries } from '../../../api/me.ts'
import { NotificationPreferencesScreen } from '../../../features/settings/notification-preferences-screen.tsx'

export const Route = createFileRoute('/_authenticated/settings/notification-preferences')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(agencyQueries.propertyManagers()),
      queryClient.ensureQueryData(meQueries.agencySettings()),
    ]),
  component: NotificationPreferencesScreen,
})
