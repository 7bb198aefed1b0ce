import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { DEVICE_STORE_SETTLE, whenIdle } from '../ui/use-idle.ts'
import { hasSavedCache } from './saved-marker.ts'

const loadPersistence = () => import('./persistence.ts')

/**
 * TanStack assumes "online" until an event says otherwise: after an offline reload it would try to
 * fetch (and hold writes it should not). Start from what the browser knows.
 */
export function startOnlineManager() {
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine)
    const online = () => setOnline(true)
    const offline = () => setOnline(false)
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
    }
  })
}

/**
 * Before the first render: the saved cache, if there is one, is put back so the last-seen screens
 * show at once, online or not. A visitor with nothing saved does not wait for (or download) Dexie.
 */
export async function restoreSavedCache(queryClient: QueryClient): Promise<void> {
  if (!hasSavedCache()) return
  try {
    await (await loadPersistence()).restore(queryClient)
  } catch (error) {
    console.warn('Restoring offline data failed', error)
  }
}

/**
 * After the first render: every change of the cache is saved from now on. Signed out there is nothing
 * to save, so Dexie is loaded only once a session exists: a first visit to the sign-in page stays light.
 * With nothing saved before (a first visit), Dexie is not loaded yet either: saving starts once the first
 * screen has settled (whenIdle), with what is there by then. A start that restored a saved cache has Dexie
 * already and goes on saving at once.
 */
export async function startSaving(queryClient: QueryClient): Promise<void> {
  const firstVisit = !hasSavedCache()
  const cache = queryClient.getQueryCache()
  const signedIn = () => cache.find({ queryKey: ['auth', 'session'] })?.state.data !== undefined
  if (!signedIn()) {
    await new Promise<void>((resolve) => {
      const stop = cache.subscribe(() => {
        if (!signedIn()) return
        stop()
        resolve()
      })
    })
  }
  if (firstVisit) await new Promise<void>((resolve) => whenIdle(resolve, DEVICE_STORE_SETTLE))
  ;(await loadPersistence()).subscribe(queryClient, { saveNow: firstVisit })
}

/** Forgets the saved cache and the cached files (logout, agency switch, Settings → Storage). */
export async function clearOfflineData(): Promise<void> {
  await (await loadPersistence()).clearPersisted()
}
