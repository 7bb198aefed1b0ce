import { ChunkBoundary, DEVICE_STORE_SETTLE, lazyWithRetry, useIdle } from '../../ui/index.ts'

// It reads the outbox through Dexie: loaded once the first screen has settled (useIdle), not on its critical path.
const Live = lazyWithRetry(() =>
  import('./sign-in-banner-live.tsx').then((m) => ({ default: m.OutboxSignInBannerLive })),
)

/** "Sign in to sync N changes" when a replay met an ended session. */
export function OutboxSignInBanner() {
  if (!useIdle(DEVICE_STORE_SETTLE)) return null
  return (
    <ChunkBoundary quiet>
      <Live />
    </ChunkBoundary>
  )
}
