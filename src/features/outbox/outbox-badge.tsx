import { ChunkBoundary, DEVICE_STORE_SETTLE, lazyWithRetry, useIdle } from '../../ui/index.ts'

// It reads the outbox through Dexie: loaded once the first screen has settled (useIdle), not on its critical path.
const Live = lazyWithRetry(() => import('./outbox-badge-live.tsx').then((m) => ({ default: m.OutboxBadgeLive })))

/** The shell's outbox badge (unsynced changes, links to /outbox); it also runs the page's replay triggers. */
export function OutboxBadge() {
  if (!useIdle(DEVICE_STORE_SETTLE)) return null
  return (
    <ChunkBoundary quiet>
      <Live />
    </ChunkBoundary>
  )
}
