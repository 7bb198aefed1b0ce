/**
 * "An outbox item was applied: refresh these queries". The worker cannot reach the page's query client, so it
 * says so on a BroadcastChannel; a page that applied an item itself tells its own listeners directly
 * (a channel does not deliver to its sender).
 */
const CHANNEL = 'acp-outbox-applied'
type Listener = (queryKeys: unknown[][]) => void
const local = new Set<Listener>()
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)

/** `local: false` when the caller refreshes its own queries (a form's first send): one refetch, not two. */
export function notifyApplied(queryKeys: unknown[][], { local: tellLocal = true } = {}) {
  channel?.postMessage(queryKeys)
  if (tellLocal) for (const listener of local) listener(queryKeys)
}

export function onApplied(listener: Listener): () => void {
  local.add(listener)
  const fromOthers = (event: MessageEvent) => listener(event.data as unknown[][])
  channel?.addEventListener('message', fromOthers)
  return () => {
    local.delete(listener)
    channel?.removeEventListener('message', fromOthers)
  }
}
