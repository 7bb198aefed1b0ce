import { useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/**
 * When the data on screen was fetched: the oldest of the queries the screen uses now (the ones with
 * observers), so "saved at" never claims fresher data than some of what is shown. Null without data.
 */
export function useShownDataSavedAt(): number | null {
  const cache = useQueryClient().getQueryCache()
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      let oldest: number | null = null
      for (const query of cache.getAll()) {
        if (query.getObserversCount() === 0 || query.state.data === undefined || query.state.dataUpdatedAt === 0)
          continue
        if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt
      }
      return oldest
    },
  )
}
