import { createFileRoute } from '@tanstack/react-router'
import { DashboardLanding } from '../../features/dashboard/dashboard-landing.tsx'
import { parseDashboardSearch } from '../../features/dashboard/dashboard-search.ts'

/** /: the dashboard. The graphs tab, the urgent-actions tab and the property-manager filter live in the URL. */
export const Route = createFileRoute('/_authenticated/')({
  validateSearch: parseDashboardSearch,
  component: DashboardLanding,
})
