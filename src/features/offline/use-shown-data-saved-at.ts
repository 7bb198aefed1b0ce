import { type QueryCacheNotifyEvent, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'

/** What can change the answer: a query's data, a query coming or going, a screen starting or stopping to use one. */
const CHANGES = new Set<QueryCacheNotifyEvent['type']>([
  'added',
  'removed',
  'updated',
  'observerAdded',
  'observerRemoved',
])

/**
 * When the data on screen was fetched: the oldest of the queries the screen uses now (the ones with
 * observers), so "saved at" never claims fresher data than some of what is shown. Null without data.
 * It looks through every cached query (300 or more when saved for offline), so only on the changes above, not on
 * each render of each query's observer.
 */
export function useShownDataSavedAt(): number | null {
  const cache = useQueryClient().getQueryCache()
  const subscribe = useCallback(
    (onChange: () => void) =>
      cache.subscribe((event) => {
        if (CHANGES.has(event.type)) onChange()
      }),
    [cache],
  )
  return useSyncExternalStore(subscribe, () => {
    let oldest: number | null = null
    for (const query of cache.getAll()) {
      if (query.getObserversCount() === 0 || query.state.data === undefined || query.state.dataUpdatedAt === 0) continue
      if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt
    }
    return oldest
  })
}
