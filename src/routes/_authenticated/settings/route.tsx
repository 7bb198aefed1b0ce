import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SettingsLayout } from '../../../features/settings/settings-layout.tsx'

export const Route = createFileRoute('/_authenticated/settings')({
  component: () => (
    <SettingsLayout>
      <Outlet />
    </SettingsLayout>
  ),
})
