import { type FetchQueryOptions, MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query'
import { TERMS_NOT_ACCEPTED } from '../contract/error-codes.ts'
import { PERSIST_MAX_AGE_MS } from '../offline/persist-options.ts'
import { ApiError } from './client.ts'
import { meKeys } from './me-keys.ts'
import { sessionQueries } from './session.ts'

/**
 * The app's query client. A 401 from any call means the session ended under us (expired, or the user
 * was removed from the agency): refetching the session then fails too, and the session-expired banner
 * offers to sign in again.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: Error, key?: readonly unknown[]) => {
    const isSessionQuery = key?.[0] === 'auth' && key[1] === 'session'
    if (error instanceof ApiError && error.status === 401 && !isSessionQuery) {
      void queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey })
    }
    // A new agreement came into force while the app was open: ask again, and the licence dialog shows it.
    if (error instanceof ApiError && error.code === TERMS_NOT_ACCEPTED) {
      void queryClient.invalidateQueries({ queryKey: meKeys.pendingTerms() })
    }
  }
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the saved copy may be restored: a property made available offline must still be
        // there (and saved again) after a morning of using other screens.
        gcTime: PERSIST_MAX_AGE_MS,
        // Client errors will not fix themselves by asking again.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
      // A write is never held back waiting for the network, which would leave its button at "Saving…" with no
      // reason: one that must survive offline goes through the outbox; any other fails at once with a message
      // (signing in and out excepted: they wait for the connection, src/api/session.ts).
      mutations: { networkMode: 'always' },
    },
  })
  answerFromCacheWhenOffline(queryClient)
  return queryClient
}

export const NOT_SAVED_FOR_OFFLINE =
  "You're offline, and this has not been saved on this device. Try again when you're back online."

/**
 * Offline, a cached answer is the answer. Route loaders await fetchQuery (through ensureQueryData and
 * prefetchQuery); offline TanStack would pause a stale query's fetch until the connection returns, and the
 * screen would wait for it, blank. So offline: cached data at once (it refreshes on reconnect), and
 * without cached data an error the route shows, instead of waiting forever.
 */
function answerFromCacheWhenOffline(queryClient: QueryClient) {
  const fetchQuery = queryClient.fetchQuery.bind(queryClient)
  const offlineAware = (options: Parameters<QueryClient['fetchQuery']>[0]) => {
    if (onlineManager.isOnline()) return fetchQuery(options)
    const cached = queryClient.getQueryData(options.queryKey)
    return cached === undefined ? Promise.reject(new ApiError(NOT_SAVED_FOR_OFFLINE, 0)) : Promise.resolve(cached)
  }
  // An own property in front of the prototype's method; prefetchQuery and ensureQueryData call it too.
  queryClient.fetchQuery = offlineAware as QueryClient['fetchQuery']
}

/**
 * For a route loader: starts the query's fetch (unless its data is fresh) and waits for it only when nothing is
 * cached. A warm start then draws the saved answer at once and refreshes it behind, instead of holding the screen
 * until the network answers (prefetchQuery alone waits for a stale query's refetch).
 */
export function prefetchUnlessCached<T, Key extends readonly unknown[]>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
): Promise<void> {
  const cached = queryClient.getQueryData(options.queryKey) !== undefined
  const fetching = queryClient.prefetchQuery(options)
  return cached ? Promise.resolve() : fetching
}
