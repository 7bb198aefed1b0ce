import type { QueryClient } from '@tanstack/react-query'

/** The cache events that change what is saved (those @tanstack/query-persist-client-core saves on). */
const CHANGES = new Set(['added', 'removed', 'updated'])

export type SaveOnChange = {
  /** Saves a pending change now (leaving or hiding the app); nothing when none is pending. */
  flush: () => Promise<void>
  /** Drops a pending change: cleared data must not be saved back by a save planned before the clear. */
  cancel: () => void
  stop: () => void
}

/**
 * Saves the query cache once a change has waited `throttleMs`, with every change made meanwhile. TanStack's
 * persistQueryClientSubscribe dehydrates the whole cache on every change and leaves only the write to a throttle:
 * with 300 queries saved for offline, that is about 80 µs of a desktop's main thread per change, four times as much
 * on a phone, dozens of times while a screen opens (issue 16, goal 4). Here a change only starts a timer, and the
 * cache is dehydrated once, when the save runs.
 */
export function saveOnChange(queryClient: QueryClient, save: () => Promise<void>, throttleMs: number): SaveOnChange {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  const flush = () => {
    if (timer === undefined) return Promise.resolve()
    cancel()
    return save()
  }
  const onChange = (event: { type: string }) => {
    if (CHANGES.has(event.type)) timer ??= setTimeout(() => void flush(), throttleMs)
  }
  const stopQueries = queryClient.getQueryCache().subscribe(onChange)
  const stopMutations = queryClient.getMutationCache().subscribe(onChange)
  return {
    flush,
    cancel,
    stop: () => {
      cancel()
      stopQueries()
      stopMutations()
    },
  }
}
