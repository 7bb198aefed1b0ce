import { createFileRoute, redirect } from '@tanstack/react-router'
import { meQueries } from '../../api/me.ts'
import { ANALYTICS_EXPERIMENT } from '../../contract/analytics.ts'
import { AnalyticsScreen } from '../../features/analytics/analytics-screen.tsx'
import { parseAnalyticsSearch } from '../../features/analytics/analytics-search.ts'

/**
 * /analytics (foundations §2): the corporate dashboard, only with the advanced-analytics experiment; any other
 * agency gets the error page. The screen (and chart.js after it) load in their own chunks; the figures load in
 * the screen, where a failure can be retried per chart.
 */
export const Route = createFileRoute('/_authenticated/analytics')({
  validateSearch: parseAnalyticsSearch,
  beforeLoad: async ({ context: { queryClient } }) => {
    const gates = await queryClient.ensureQueryData(meQueries.activeExperiments())
    if (gates[ANALYTICS_EXPERIMENT] !== true) throw redirect({ to: '/error', replace: true })
  },
  component: AnalyticsScreen,
})
