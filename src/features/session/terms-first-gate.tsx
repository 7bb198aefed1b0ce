import { useQueryClient } from '@tanstack/react-query'
import { Component, lazy, type ReactNode, Suspense, useCallback, useSyncExternalStore } from 'react'
import { meKeys } from '../../api/me-keys.ts'

// Loaded only when an agreement is pending: rare, and a signed-out visitor never needs it. This file is in the entry
// chunk (the router's), so it imports nothing from src/ui: the barrel would bring 20 KB gzip to the sign-in page.
const EulaDialogFromCache = lazy(() => import('./eula-modal.tsx').then((m) => ({ default: m.EulaDialogFromCache })))

/** The dialog's chunk did not arrive: nothing is drawn (the screens stay held), and the next start asks again. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * The router's inner wrap: the screens, plus the licence dialog whenever an agreement is pending. It sits
 * beside the screens rather than in a route's pending component because the signed-in area's check holds
 * every screen until the agreement is accepted, and a pending component shown at once on every start made
 * React hold the screen's reveal for its Suspense throttle (300 ms of a warm start; bench/README.md (e)).
 * It reads the cache only: the check and the signed-in layout keep the pending agreement asked.
 */
export function TermsFirstGate({ children }: { children: ReactNode }) {
  const pending = usePendingTermsInCache()
  return (
    <>
      {children}
      {pending ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <EulaDialogFromCache />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </>
  )
}

/**
 * Whether the cache holds a pending agreement, by key: a query observer would stay bound to the query it first
 * found, and signing in or out replaces the cached queries while this component stays mounted.
 */
function usePendingTermsInCache(): boolean {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  )
  return useSyncExternalStore(subscribe, () => Boolean(queryClient.getQueryData(meKeys.pendingTerms())))
}
