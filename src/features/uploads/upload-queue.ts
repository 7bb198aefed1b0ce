/**
 * The foreground upload queue (property-operations §4, File upload): items go queued -> uploading -> success
 * or failed. Every `intervalMs` (1 s) the queue starts queued items until `concurrency` (2) are uploading.
 * A file that breaks the rules fails at once when added; cancel removes an item from any state.
 *
 * One more state the spec's machine does not have: `waiting`. An upload whose connection is not there is
 * handed to the outbox (the service worker replays it later); it holds no upload slot meanwhile, and the
 * outbox reports back through `settle` when it is delivered or given up.
 *
 * Pure TypeScript, no React: the app holds one instance (uploads-store.ts), the tests drive one with fake timers.
 */

export type UploadStatus = 'queued' | 'uploading' | 'waiting' | 'success' | 'failed'

export type UploadItem<P, R> = {
  readonly id: string
  /** Null in the generic uploader's placeholders: such an item counts as uploaded when its turn comes. */
  readonly file: File | null
  readonly payload: P
  readonly status: UploadStatus
  /** 0-100: bytes sent so far; 100 while the server is still processing. */
  readonly uploadPercentage: number
  readonly error: string | null
  readonly result: R | null
}

/** What a send ends with: the server's answer, or "handed to the outbox, wait for it". */
export type SendOutcome<R> = { kind: 'done'; result: R } | { kind: 'waiting' }

export type SendContext = { signal: AbortSignal; onProgress: (percentage: number) => void }

export type UploadQueueOptions<P, R> = {
  send: (item: UploadItem<P, R>, context: SendContext) => Promise<SendOutcome<R>>
  /** The reason a file may not be sent ('File size is too large', 'Invalid file type'), or null. */
  check?: (file: File) => string | null
  /** Told when an item leaves the queue by cancel or clear, e.g. to drop it from the outbox too. */
  onRemove?: (item: UploadItem<P, R>) => void
  concurrency?: number
  intervalMs?: number
  newId?: () => string
}

export const UPLOAD_CONCURRENCY = 2
export const UPLOAD_CHECK_INTERVAL_MS = 1000
export const UNKNOWN_UPLOAD_ERROR = 'Unknown error'

export type UploadQueue<P, R> = ReturnType<typeof createUploadQueue<P, R>>

export function createUploadQueue<P, R>(options: UploadQueueOptions<P, R>) {
  const concurrency = options.concurrency ?? UPLOAD_CONCURRENCY
  const intervalMs = options.intervalMs ?? UPLOAD_CHECK_INTERVAL_MS
  const newId = options.newId ?? (() => crypto.randomUUID())
  let items: readonly UploadItem<P, R>[] = []
  const controllers = new Map<string, AbortController>()
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setInterval> | null = null

  const emit = () => {
    for (const listener of listeners) listener()
  }
  const update = (id: string, change: Partial<UploadItem<P, R>>) => {
    if (!items.some((item) => item.id === id)) return
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item))
    emit()
  }

  // The timer runs only while something is queued, so an idle queue keeps no interval alive.
  const syncTimer = () => {
    const queued = items.some((item) => item.status === 'queued')
    if (queued && timer === null) timer = setInterval(check, intervalMs)
    if (!queued && timer !== null) {
      clearInterval(timer)
      timer = null
    }
  }

  /** The once-a-second check: fill the free upload slots with the oldest queued items. */
  function check() {
    let free = concurrency - items.filter((item) => item.status === 'uploading').length
    for (const item of items) {
      if (free <= 0) break
      if (item.status !== 'queued') continue
      free -= start(item) ? 1 : 0
    }
    syncTimer()
  }

  /** Starts one item; false when it finished at once (no file) and so took no slot. */
  function start(item: UploadItem<P, R>): boolean {
    if (item.file === null) {
      update(item.id, { status: 'success', uploadPercentage: 100 })
      return false
    }
    const controller = new AbortController()
    controllers.set(item.id, controller)
    update(item.id, { status: 'uploading', uploadPercentage: 0, error: null })
    const onProgress = (percentage: number) => {
      if (!controller.signal.aborted) update(item.id, { uploadPercentage: clampPercentage(percentage) })
    }
    options.send(item, { signal: controller.signal, onProgress }).then(
      (outcome) => {
        if (controller.signal.aborted) return
        controllers.delete(item.id)
        if (outcome.kind === 'waiting') update(item.id, { status: 'waiting' })
        else update(item.id, { status: 'success', uploadPercentage: 100, result: outcome.result })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        controllers.delete(item.id)
        update(item.id, { status: 'failed', error: errorMessage(error) })
      },
    )
    return true
  }

  function remove(predicate: (item: UploadItem<P, R>) => boolean, notify = true) {
    const removed = items.filter(predicate)
    if (removed.length === 0) return
    items = items.filter((item) => !predicate(item))
    for (const item of removed) {
      controllers.get(item.id)?.abort()
      controllers.delete(item.id)
      if (notify) options.onRemove?.(item)
    }
    syncTimer()
    emit()
  }

  return {
    /** Adds files to the end of the queue; the ones that break the rules (or come with an `error`) fail at once. */
    add(entries: readonly { file: File | null; payload: P; id?: string; error?: string }[]): string[] {
      const added = entries.map(({ file, payload, id, error }): UploadItem<P, R> => {
        const reason = error ?? (file && options.check ? options.check(file) : null)
        return {
          id: id ?? newId(),
          file,
          payload,
          status: reason ? 'failed' : 'queued',
          uploadPercentage: 0,
          error: reason,
          result: null,
        }
      })
      items = [...items, ...added]
      syncTimer()
      emit()
      return added.map((item) => item.id)
    },
    /** Removes the item whatever its state, stopping its upload if one is running. */
    cancel(id: string) {
      remove((item) => item.id === id)
    },
    /** Stops and drops an item from this page only (another user signed in): `onRemove` is not told. */
    cancelLocally(id: string) {
      remove((item) => item.id === id, false)
    },
    /** "Clear": removes the finished items (uploaded or failed). */
    clear() {
      remove((item) => item.status === 'success' || item.status === 'failed')
    },
    /** The outbox's word on a waiting item: delivered (with the server's answer) or given up. */
    settle(id: string, outcome: { ok: true; result: R } | { ok: false; error: string }) {
      if (outcome.ok) update(id, { status: 'success', uploadPercentage: 100, result: outcome.result, error: null })
      else update(id, { status: 'failed', error: outcome.error })
    },
    items: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Stops the timer and every running upload (tests, and a signed-out session). */
    dispose() {
      remove(() => true)
      listeners.clear()
    },
  }
}

const clampPercentage = (value: number) => Math.max(0, Math.min(100, Math.round(value)))

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_UPLOAD_ERROR
}

/** Uploads that still need the page (or the outbox): the leave-page warning and the tray's count. */
export const isActive = (item: { status: UploadStatus }) =>
  item.status === 'queued' || item.status === 'uploading' || item.status === 'waiting'
