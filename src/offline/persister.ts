import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { offlineDb } from './db.ts'
import { PERSIST_THROTTLE_MS } from './persist-options.ts'
import { scopeOfState } from './scope.ts'

type Options = {
  /** Called before data of a new user or agency replaces another's: the old one's files must go too. */
  onScopeChange: (previous: string) => Promise<void>
  /** Told whether a saved cache now exists (the start-up hint, see saved-marker.ts). */
  onWrite?: (saved: boolean) => void
  throttleMs?: number
}

export type DexiePersister = Persister & {
  /** Writes a pending save now (tests, the benchmark, before an intended reload). */
  flush: () => Promise<void>
  /** Drops a pending save, so cleared data cannot be written back by a save queued before the clear. */
  cancel: () => void
}

/**
 * A Persister over one Dexie row. It keeps only the newest client of a burst and writes it at most once
 * per throttle period. With nobody signed in (after logout) it deletes the row instead of writing it.
 */
export function createDexiePersister({
  onScopeChange,
  onWrite,
  throttleMs = PERSIST_THROTTLE_MS,
}: Options): DexiePersister {
  let pending: PersistedClient | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()

  const write = async (client: PersistedClient) => {
    const scope = scopeOfState(client.clientState)
    const previous = await offlineDb.cache.get('query-client')
    if (previous && previous.scope !== scope) await onScopeChange(previous.scope)
    if (scope === null) await offlineDb.cache.delete('query-client')
    else await offlineDb.cache.put({ key: 'query-client', scope, client })
    onWrite?.(scope !== null)
  }

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    const client = pending
    pending = undefined
    if (client)
      writing = writing.then(() => write(client)).catch((error) => console.warn('Saving offline data failed', error))
    return writing
  }

  return {
    persistClient: (client) => {
      pending = client
      timer ??= setTimeout(() => void flush(), throttleMs)
    },
    restoreClient: async () => (await offlineDb.cache.get('query-client'))?.client,
    removeClient: async () => {
      pending = undefined
      // A write already under way must not land after the delete.
      await writing
      await offlineDb.cache.delete('query-client')
    },
    flush,
    cancel: () => {
      if (timer) clearTimeout(timer)
      timer = undefined
      pending = undefined
    },
  }
}
