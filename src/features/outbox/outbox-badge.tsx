import { lazy, Suspense } from 'react'
import { useIdle } from '../../ui/index.ts'

// It reads the outbox through Dexie: loaded once the first screen has settled (useIdle), not on its critical path.
const Live = lazy(() => import('./outbox-badge-live.tsx').then((m) => ({ default: m.OutboxBadgeLive })))

/** The shell's outbox badge (unsynced changes, links to /outbox); it also runs the page's replay triggers. */
export function OutboxBadge() {
  if (!useIdle()) return null
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  )
}
