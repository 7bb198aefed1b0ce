import { lazy, Suspense } from 'react'

// The outbox reads IndexedDB through Dexie: loaded after the shell has rendered, not on its critical path.
const Live = lazy(() => import('./outbox-badge-live.tsx').then((m) => ({ default: m.OutboxBadgeLive })))

/** The shell's outbox badge (unsynced changes, links to /outbox); it also runs the page's replay triggers. */
export function OutboxBadge() {
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  )
}
