import { useQuery } from '@tanstack/react-query'
import { type ReadyOffline, readyOfflineKey } from '../../offline/make-available-offline.ts'

/** The "ready offline" mark of a property or portfolio page, read from (and saved with) the query cache. */
export function useReadyOffline(what: 'property' | 'portfolio', id: number | string): ReadyOffline | undefined {
  return (
    useQuery<ReadyOffline | null>({
      queryKey: readyOfflineKey(what, id),
      // Only ever set by making it available offline; asking never fetches anything.
      queryFn: () => null,
      enabled: false,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? undefined
  )
}
