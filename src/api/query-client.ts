import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { PERSIST_MAX_AGE_MS } from '../offline/persist-options.ts'
import { ApiError } from './client.ts'
import { sessionQueries } from './session.ts'

/**
 * The app's query client. A 401 from any call means the session ended under us: refetching the
 * session then fails too, and the session-expired banner offers to sign in again.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: Error, key?: readonly unknown[]) => {
    const isSessionQuery = key?.[0] === 'auth' && key[1] === 'session'
    if (error instanceof ApiError && error.status === 401 && !isSessionQuery) {
      void queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey })
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
    },
  })
  return queryClient
}
