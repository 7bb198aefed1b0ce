import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { meQueries } from '../../api/me.ts'

/**
 * Resolves once no agreement is pending: the signed-in area waits on this before anything below it
 * loads, since the server refuses every other call until the agreement is accepted.
 */
export async function untilTermsAccepted(queryClient: QueryClient): Promise<void> {
  const key = meQueries.pendingTerms().queryKey
  // A pending agreement restored from the saved cache is asked again when online: it may have been accepted
  // less than the persister's throttle before a reload, and a stale one would put the dialog back up.
  const recheck = Boolean(queryClient.getQueryData(key)) && onlineManager.isOnline()
  // Unknown (offline, failed) is not pending: the server still refuses, and the dialog shows when it does.
  const terms = await (recheck
    ? queryClient.fetchQuery({ ...meQueries.pendingTerms(), staleTime: 0 })
    : queryClient.ensureQueryData(meQueries.pendingTerms())
  ).catch(() => null)
  if (!terms) return
  await new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      // Accepted (null), or forgotten (signed out): either way nothing is pending any more.
      if (queryClient.getQueryData(key)) return
      unsubscribe()
      resolve()
    })
  })
}
