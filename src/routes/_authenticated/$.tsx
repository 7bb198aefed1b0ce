import { createFileRoute } from '@tanstack/react-router'
import { sessionQueries } from '../../api/session.ts'
import { NotFoundScreen } from '../../features/shell/not-found-screen.tsx'
import { isLegacyPath } from '../../lib/legacy-links.ts'

/** Any other signed-in path: a legacy page goes on to the legacy site, anything else is a 404 in the shell. */
export const Route = createFileRoute('/_authenticated/$')({
  beforeLoad: async ({ context, location }) => {
    if (!isLegacyPath(location.pathname)) return
    const session = await context.queryClient.ensureQueryData(sessionQueries.current())
    window.location.replace(`${session.complianceSystemUrl}${location.pathname}${location.searchStr}`)
  },
  component: NotFoundScreen,
})
