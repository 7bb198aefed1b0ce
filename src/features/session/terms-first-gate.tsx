import { hashKey, useQueryClient } from '@tanstack/react-query'
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { css } from '../../../styled-system/css'
import { meKeys } from '../../api/me-keys.ts'
import { Button } from '../../ui/button.tsx'
import { CHUNK_TEXTS } from '../../ui/chunk-texts.ts'

// Loaded only when an agreement is pending: rare, and a signed-out visitor never needs it. This file is in the entry
// chunk (the router's), so it imports nothing through the src/ui barrel: that would bring 20 KB gzip to the sign-in
// page (its Button and texts come from their own small modules).
type Load = () => Promise<{ default: ComponentType }>
const loadEulaDialog: Load = () => import('./eula-modal.tsx').then((m) => ({ default: m.EulaDialogFromCache }))

/** The dialog's chunk did not arrive (offline before the app was saved, or a new deploy): say so, offer Retry. */
class LoadFailedBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  private retry = () => {
    this.props.onRetry()
    this.setState({ failed: false })
  }
  override render() {
    return this.state.failed ? <LoadFailed onRetry={this.retry} /> : this.props.children
  }
}

/** In place of the licence dialog, as modal as it: the screens stay held until the agreement is accepted. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const retry = useRef<HTMLButtonElement>(null)
  useEffect(() => retry.current?.focus(), [])
  return (
    <div
      className={css({
        position: 'fixed',
        inset: '0',
        zIndex: 'modal',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: '4',
        bg: 'black/40',
      })}
    >
      <div role="alert" className={css({ bg: 'white', borderRadius: 'lg', p: '5', maxWidth: 'md', boxShadow: 'lg' })}>
        <p className={css({ fontWeight: 'semibold' })}>{CHUNK_TEXTS.title}</p>
        <p className={css({ fontSize: 'sm', mt: '1' })}>{CHUNK_TEXTS.body}</p>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '3' })}>
          <Button ref={retry} onClick={onRetry}>
            {CHUNK_TEXTS.retry}
          </Button>
        </div>
      </div>
    </div>
  )
}

/** The licence dialog from its own chunk; React.lazy keeps a failed import for good, so Retry makes a new one. */
export function PendingLicenceDialog({ load = loadEulaDialog }: { load?: Load }) {
  const [Dialog, setDialog] = useState(() => lazy(load))
  return (
    <LoadFailedBoundary onRetry={() => setDialog(() => lazy(load))}>
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    </LoadFailedBoundary>
  )
}

/**
 * The router's inner wrap: the screens, plus the licence dialog whenever an agreement is pending. It sits
 * beside the screens rather than in a route's pending component because the signed-in area's check holds
 * every screen until the agreement is accepted, and a pending component shown at once on every start made
 * React hold the screen's reveal for its Suspense throttle (300 ms of a warm start; bench/README.md (e)).
 * It reads the cache only: the check and the signed-in layout keep the pending agreement asked.
 */
export function TermsFirstGate({ children, load }: { children: ReactNode; load?: Load }) {
  const pending = usePendingTermsInCache()
  return (
    <>
      {children}
      {pending ? <PendingLicenceDialog load={load} /> : null}
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
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === PENDING_TERMS_HASH) onChange()
      }),
    [queryClient],
  )
  return useSyncExternalStore(subscribe, () => Boolean(queryClient.getQueryCache().get(PENDING_TERMS_HASH)?.state.data))
}

/**
 * The agreement's query hash, made once. The cache tells its listeners of every change to any query (each render
 * of each query's observer is one), and hashing the key again for each was 12 ms of a cold start's main thread
 * (issue 16, goal 4). What getQueryData reads, by the same hash.
 */
const PENDING_TERMS_HASH = hashKey(meKeys.pendingTerms())
