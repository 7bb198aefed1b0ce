// Loaded on demand (see start.ts): Dexie and the persister stay off a first-time visitor's first screen.
import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { clearFileCache } from './file-cache.ts'
import { dehydrateOptions, PERSIST_BUSTER, PERSIST_MAX_AGE_MS, PERSIST_THROTTLE_MS } from './persist-options.ts'
import { createDexiePersister } from './persister.ts'
import { type SaveOnChange, saveOnChange } from './save-on-change.ts'
import { markSavedCache } from './saved-marker.ts'
import { isSessionKey, scopeOfSession } from './scope.ts'

export const persister = createDexiePersister({
  // Another user's or agency's documents and PDFs go with their queries.
  onScopeChange: () => clearFileCache(),
  onWrite: markSavedCache,
})

/** Puts the saved cache back into the query client; an expired or other-version cache is deleted instead. */
export async function restore(queryClient: QueryClient): Promise<void> {
  performance.mark('acp-restore-start')
  await persistQueryClientRestore({ queryClient, persister, maxAge: PERSIST_MAX_AGE_MS, buster: PERSIST_BUSTER })
  // Saved data shows at once but is never taken as fresh: the last save can predate a write made just
  // before the reload, so every screen asks again when it mounts (offline, that fetch simply waits).
  void queryClient.invalidateQueries({ refetchType: 'none' })
  performance.measure('acp-restore', 'acp-restore-start')
}

/** The saving started by subscribe: a clear drops the change it has not saved yet. */
let pendingSave: SaveOnChange | undefined

/**
 * Saves the cache after every change (throttled), and drops it when the session turns out to be someone else's.
 * `saveNow`: also what is there already (a first visit subscribes once its first screen has settled).
 */
export function subscribe(queryClient: QueryClient, { saveNow = false } = {}): () => void {
  const options = { queryClient, persister, buster: PERSIST_BUSTER, dehydrateOptions }
  // Throttled here, before the cache is dehydrated (save-on-change.ts), so the persister writes at once.
  const save = async () => {
    await persistQueryClientSave(options)
    await persister.flush()
  }
  const saving = saveOnChange(queryClient, save, PERSIST_THROTTLE_MS)
  pendingSave = saving
  if (saveNow) void save()
  // Leaving or hiding the app (a phone locked, a tab closed) must not lose the last second's data.
  const flushNow = () => void saving.flush()
  const flushWhenHidden = () => document.visibilityState === 'hidden' && flushNow()
  window.addEventListener('pagehide', flushNow)
  document.addEventListener('visibilitychange', flushWhenHidden)
  let scope = scopeOfSession(queryClient.getQueryData(['auth', 'session']))
  // Another tab switched agency, or the session now belongs to someone else: this tab's data is not theirs.
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !isSessionKey(event.query.queryKey)) return
    const next = scopeOfSession(event.query.state.data)
    if (next === null || next === scope) return
    if (scope !== null) queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
    scope = next
  })
  return () => {
    saving.stop()
    if (pendingSave === saving) pendingSave = undefined
    stopWatching()
    window.removeEventListener('pagehide', flushNow)
    document.removeEventListener('visibilitychange', flushWhenHidden)
  }
}

/** Forgets every saved query and cached file now (logout, agency switch, "Clear offline data"). */
export async function clearPersisted(): Promise<void> {
  pendingSave?.cancel()
  persister.cancel()
  await persister.removeClient()
  markSavedCache(false)
  await clearFileCache()
}
