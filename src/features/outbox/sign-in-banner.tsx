import { lazy, Suspense } from 'react'

// Loaded after the shell has rendered: it reads the outbox (Dexie), which the first paint does not need.
const Live = lazy(() => import('./sign-in-banner-live.tsx').then((m) => ({ default: m.OutboxSignInBannerLive })))

/** "Sign in to sync N changes" when a replay met an ended session. */
export function OutboxSignInBanner() {
  return (
    <Suspense fallback={null}>
      <Live />
    </Suspense>
  )
}
