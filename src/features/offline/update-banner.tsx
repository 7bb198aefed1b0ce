import { useSyncExternalStore } from 'react'
import { serviceWorkerState } from '../../offline/service-worker.ts'
import { ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'

// Its count of unsynced writes reads the outbox through Dexie: loaded only once a new version waits.
const Live = lazyWithRetry(() => import('./update-banner-live.tsx').then((m) => ({ default: m.UpdateBannerLive })))

/** "A new version is available" (update-banner-live.tsx), once the service worker has one waiting. */
export function UpdateBanner() {
  const { updateWaiting } = useSyncExternalStore(serviceWorkerState.subscribe, serviceWorkerState.get)
  if (!updateWaiting) return null
  return (
    <ChunkBoundary quiet>
      <Live />
    </ChunkBoundary>
  )
}
