import { skipToken, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { meKeys } from '../../api/me-keys.ts'
import { ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'

// Loaded only when an agreement is pending: rare, and a signed-out visitor never needs it.
const EulaDialogFromCache = lazyWithRetry(() =>
  import('./eula-modal.tsx').then((m) => ({ default: m.EulaDialogFromCache })),
)

/**
 * The router's inner wrap: the screens, plus the licence dialog whenever an agreement is pending. It sits
 * beside the screens rather than in a route's pending component because the signed-in area's check holds
 * every screen until the agreement is accepted, and a pending component shown at once on every start made
 * React hold the screen's reveal for its Suspense throttle (300 ms of a warm start; bench/README.md (e)).
 * It reads the cache only: the check and the signed-in layout keep the pending agreement asked.
 */
export function TermsFirstGate({ children }: { children: ReactNode }) {
  const { data: terms } = useQuery({ queryKey: meKeys.pendingTerms(), queryFn: skipToken })
  return (
    <>
      {children}
      {terms ? (
        <ChunkBoundary>
          <EulaDialogFromCache />
        </ChunkBoundary>
      ) : null}
    </>
  )
}
