import { createFileRoute, redirect } from '@tanstack/react-router'
import { meQueries } from '../../api/me.ts'
import { DashboardLanding } from '../../features/dashboard/dashboard-landing.tsx'
import { parseDashboardSearch } from '../../features/dashboard/dashboard-search.ts'

/** /: the dashboard. The graphs tab, the urgent-actions tab and the property-manager filter live in the URL. */
export const Route = createFileRoute('/_authenticated/')({
  validateSearch: parseDashboardSearch,
  beforeLoad: async ({ search, cause, context: { queryClient } }) => {
    // Arriving without a filter applies the user's 'Preset dashboard filters to this property manager'. Choosing
    // 'All property managers' writes property-manager=all, so that choice survives a reload.
    if (cause !== 'enter' || search['property-manager'] !== undefined) return
    const settings = await queryClient.ensureQueryData(meQueries.agencySettings()).catch(() => null)
    const preset = settings?.defaultPropertyManagerId
    if (preset) throw redirect({ to: '/', search: { ...search, 'property-manager': preset }, replace: true })
  },
  component: DashboardLanding,
})
