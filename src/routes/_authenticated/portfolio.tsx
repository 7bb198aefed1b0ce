import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { agencyQueries } from '../../api/agency.ts'
import { nonManagedQueries, portfolioQueries } from '../../api/portfolio.ts'
import { nonManagedView, parsePortfolioRouteSearch } from '../../features/portfolio/non-managed-search.ts'
import { PortfolioScreen } from '../../features/portfolio/portfolio-screen.tsx'
import { FullPageLoader } from '../../ui/index.ts'

// Most agencies never open the other providers' view: its screen, forms and dialogs load only when it is.
const NonManagedPortfolioScreen = lazy(() =>
  import('../../features/portfolio/non-managed-portfolio-screen.tsx').then((m) => ({
    default: m.NonManagedPortfolioScreen,
  })),
)

/**
 * /portfolio: the managed portfolio, or with managed-by=OTHER the properties other providers service. Every filter
 * and the page live in the URL (foundations §2).
 */
export const Route = createFileRoute('/_authenticated/portfolio')({
  validateSearch: parsePortfolioRouteSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // A failed list is shown inside the screen, where the filters that caused it can be changed.
    // On a filter change within the page, waiting for the list would freeze the old filters on screen; the screen
    // keeps the previous page visible while the new one loads instead.
    if (deps['managed-by'] === 'OTHER') {
      const list = queryClient.ensureQueryData(nonManagedQueries.list(nonManagedView(deps))).catch(() => undefined)
      const managers = queryClient.ensureQueryData(nonManagedQueries.propertyManagers())
      const providers = queryClient.ensureQueryData(nonManagedQueries.providersInUse())
      await Promise.all([cause === 'stay' ? undefined : list, managers, providers])
      return
    }
    const list = queryClient.ensureQueryData(portfolioQueries.list(deps)).catch(() => undefined)
    const managers = queryClient.ensureQueryData(agencyQueries.propertyManagers())
    await Promise.all([cause === 'stay' ? undefined : list, managers])
  },
  component: PortfolioRoute,
})

function PortfolioRoute() {
  const other = Route.useSearch({ select: (search) => search['managed-by'] === 'OTHER' })
  if (!other) return <PortfolioScreen />
  return (
    <Suspense fallback={<FullPageLoader label="Loading properties" />}>
      <NonManagedPortfolioScreen />
    </Suspense>
  )
}
