import { Component, type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { css } from '../../styled-system/css'
import { Button } from './button.tsx'
import { CHUNK_TEXTS } from './chunk-texts.ts'
import { Dialog } from './dialog.tsx'

/** A lazy chunk that did not arrive (offline, or a new deploy removed the old file); `retry` loads it afresh. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  constructor(
    cause: unknown,
    readonly retry: () => void,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
  }
}

export { CHUNK_TEXTS }

/**
 * React.lazy remembers a failed import for good; this one starts over after `retry` (which ChunkBoundary's
 * Retry calls), so a dialog that failed to load offline opens once the connection is back.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy, so any component's props pass through
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const make = () => {
    const attempt = lazy(() =>
      load().catch((error: unknown) => {
        throw new ChunkLoadError(error, () => {
          // Only the attempt that failed: a later one that loaded stays, so what it draws is not remounted.
          if (current === attempt) current = make()
        })
      }),
    )
    return attempt
  }
  let current = make()
  function LazyWithRetry(props: ComponentProps<T>) {
    const Loaded = current as ComponentType<ComponentProps<T>>
    return <Loaded {...props} />
  }
  return LazyWithRetry
}

type Props = {
  children: ReactNode
  /** Shown while the chunk loads (nothing by default: a dialog appears when it is ready). */
  fallback?: ReactNode
  /**
   * For a lazy dialog: the failure is told in a dialog of its own, whose Close calls this. Without it the
   * message is shown in place (a lazy part of a form).
   */
  onClose?: () => void
  /**
   * For a part the page can do without (the upload tray, the outbox badge, the update banner): a failure shows
   * nothing at all, and the part comes once the device is back online.
   */
  quiet?: boolean
}

type State = { error: unknown; attempt: number }

/** How long a quiet part that failed to load waits before it tries again (besides the `online` event). */
export const QUIET_RETRY_MS = 30_000

/**
 * Suspense for a lazy chunk, and what the user sees when it fails to load: a clear message with Retry instead
 * of a blank screen or a crash (or, `quiet`, nothing). Back online, it tries again by itself. Any other error goes
 * on to the boundaries above.
 */
export class ChunkBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  private retryTimer: ReturnType<typeof setTimeout> | undefined

  override componentDidMount() {
    window.addEventListener('online', this.retryFailed)
  }

  override componentDidUpdate() {
    // Quiet, nobody sees a Retry: on a weak link `online` may never fire, so it tries again every so often too.
    if (this.props.quiet && this.state.error instanceof ChunkLoadError && this.retryTimer === undefined) {
      this.retryTimer = setTimeout(this.retryFailed, QUIET_RETRY_MS)
    }
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryFailed)
    clearTimeout(this.retryTimer)
  }

  private retryFailed = () => {
    this.retryTimer = undefined
    if (this.state.error instanceof ChunkLoadError) this.retry()
  }

  private retry = () => {
    if (this.state.error instanceof ChunkLoadError) this.state.error.retry()
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))
  }

  override render() {
    const { error, attempt } = this.state
    // Not ours: on to the boundaries above.
    if (error && !(error instanceof ChunkLoadError)) throw error
    if (!error) {
      return (
        <Suspense key={attempt} fallback={this.props.fallback ?? null}>
          {this.props.children}
        </Suspense>
      )
    }
    const { onClose, quiet } = this.props
    if (quiet) return null
    const actions = (
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap', mt: '3' })}>
        {onClose && (
          <Button variant="outline" onClick={onClose}>
            {CHUNK_TEXTS.close}
          </Button>
        )}
        <Button onClick={this.retry}>{CHUNK_TEXTS.retry}</Button>
      </div>
    )
    if (!onClose) {
      return (
        <div role="alert" className={css({ p: '3', bg: 'amber.50', borderRadius: 'md' })}>
          <p className={css({ fontWeight: 'semibold' })}>{CHUNK_TEXTS.title}</p>
          <p className={css({ fontSize: 'sm' })}>{CHUNK_TEXTS.body}</p>
          {actions}
        </div>
      )
    }
    return (
      <Dialog.Root open role="alertdialog" onOpenChange={(d) => !d.open && onClose()}>
        <Dialog.Content>
          <Dialog.Title>{CHUNK_TEXTS.title}</Dialog.Title>
          <Dialog.Description>{CHUNK_TEXTS.body}</Dialog.Description>
          {actions}
        </Dialog.Content>
      </Dialog.Root>
    )
  }
}
