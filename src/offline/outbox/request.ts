import type { OutboxBody, OutboxItem } from './db.ts'
import type { AttemptOutcome } from './decide.ts'

/** Names the outbox row a request belongs to: the service worker queues only requests that carry it. */
export const OUTBOX_ITEM_HEADER = 'X-Outbox-Item'
/** Set by the service worker on its 202 "queued" answer: the network failed and the item waits for sync. */
export const OUTBOX_QUEUED_HEADER = 'X-Outbox-Queued'
/** The Workbox queue whose sync tag ('workbox-background-sync:acp-outbox') replays the outbox. */
export const OUTBOX_QUEUE_NAME = 'acp-outbox'
export const OUTBOX_SYNC_TAG = `workbox-background-sync:${OUTBOX_QUEUE_NAME}`

function encodeBody(body: OutboxBody): { body?: BodyInit; contentType?: string } {
  if (body.type === 'none') return {}
  if (body.type === 'json') return { body: JSON.stringify(body.value), contentType: 'application/json' }
  const form = new FormData()
  for (const part of body.parts) {
    if ('blob' in part) form.append(part.name, part.blob, part.filename)
    else form.append(part.name, part.value)
  }
  // No Content-Type: fetch writes the multipart boundary itself.
  return { body: form }
}

/** The request an item is sent as: its URL (same-origin, relative) and init. */
export function outboxRequest(item: OutboxItem): [string, RequestInit] {
  const { body, contentType } = encodeBody(item.body)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(contentType ? { 'Content-Type': contentType } : {}),
    ...item.headers,
    [OUTBOX_ITEM_HEADER]: item.id,
  }
  return [item.url, { method: item.method, headers, body, credentials: 'include' }]
}

/** One try: the server's answer, or a network failure (also when the worker answered "queued" for us). */
export async function attempt(item: OutboxItem, send: typeof fetch = fetch): Promise<AttemptOutcome> {
  let response: Response
  try {
    response = await send(...outboxRequest(item))
  } catch {
    return { kind: 'network' }
  }
  if (response.headers.get(OUTBOX_QUEUED_HEADER)) return { kind: 'network' }
  const body: unknown = await response.json().catch(() => null)
  return { kind: 'response', status: response.status, body }
}
