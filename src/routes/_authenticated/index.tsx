import { createFileRoute } from '@tanstack/react-router'
import { DashboardLanding } from '../../features/dashboard/dashboard-landing.tsx'

export const Route = createFileRoute('/_authenticated/')({
  component: DashboardLanding,
})
