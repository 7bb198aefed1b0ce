import { useEffect, useRef, useState } from 'react'
import { DEVICE_STORE_SETTLE, whenIdle } from '../ui/use-idle.ts'

type OutboxStore = typeof import('./outbox/store.ts')

/**
 * A live outbox query (see useLiveOutbox) whose code — Dexie and the store — loads once the first screen has
 * settled: what a property page shows from the outbox (changes not yet synced) is rarely there and never what the
 * page needs to draw, so the screen's first renders do not wait on, or share the main thread with, IndexedDB.
 * `initial` until then; `key` names what the query depends on.
 */
export function useLiveOutboxLater<T>(query: (store: OutboxStore) => Promise<T>, key: string, initial: T): T {
  const [value, setValue] = useState<T>(initial)
  const latest = useRef(query)
  latest.current = query
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what should start a new query
  useEffect(() => {
    let stopped = false
    let stop = () => {}
    const cancelWait = whenIdle(() => {
      import('./outbox/store.ts')
        .then((store) => {
          if (!stopped) stop = store.watch(() => latest.current(store), setValue)
        })
        .catch((error: unknown) => console.warn('Reading the outbox failed', error))
    }, DEVICE_STORE_SETTLE)
    return () => {
      stopped = true
      cancelWait()
      stop()
    }
  }, [key])
  return value
}
