import { createFileRoute } from '@tanstack/react-router'
import { agencyQueries } from '../../api/agency.ts'
import { portfolioQueries } from '../../api/portfolio.ts'
import { PortfolioScreen } from '../../features/portfolio/portfolio-screen.tsx'
import { parsePortfolioSearch } from '../../features/portfolio/portfolio-search.ts'

/** /portfolio: the managed portfolio. Every filter and the page live in the URL (foundations §2). */
export const Route = createFileRoute('/_authenticated/portfolio')({
  validateSearch: parsePortfolioSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    // A failed list is shown inside the screen, where the filters that caused it can be changed.
    const list = queryClient.ensureQueryData(portfolioQueries.list(deps)).catch(() => undefined)
    const managers = queryClient.ensureQueryData(agencyQueries.propertyManagers())
    // On a filter change within the page, waiting here would freeze the old filters on screen; the screen keeps
    // the previous page visible while the new one loads instead.
    await Promise.all([cause === 'stay' ? undefined : list, managers])
  },
  component: PortfolioScreen,
})
