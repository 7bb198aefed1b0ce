import { type OutboxBody, type OutboxItem, outboxDb } from './db.ts'
import type { AttemptOutcome } from './decide.ts'

/** Names the outbox row a request belongs to: the service worker queues only requests that carry it. */
export const OUTBOX_ITEM_HEADER = 'X-Outbox-Item'
/** Set by the service worker on its 202 "queued" answer: the network failed and the item waits for sync. */
export const OUTBOX_QUEUED_HEADER = 'X-Outbox-Queued'
/** The Workbox queue whose sync tag ('workbox-background-sync:acp-outbox') replays the outbox. */
export const OUTBOX_QUEUE_NAME = 'acp-outbox'
export const OUTBOX_SYNC_TAG = `workbox-background-sync:${OUTBOX_QUEUE_NAME}`

/** The files of a multipart body were stored apart (db.ts): the item was discarded, or storage was cleared. */
export class MissingFileError extends Error {
  constructor() {
    super('The file of this upload is no longer on this device.')
  }
}

/** The multipart form of a body, its files read from the blobs table. */
export async function formOf(body: Extract<OutboxBody, { type: 'form' }>): Promise<FormData> {
  const form = new FormData()
  for (const part of body.parts) {
    if ('value' in part) form.append(part.name, part.value)
    else if ('blob' in part) form.append(part.name, part.blob, part.filename)
    else {
      const stored = await outboxDb.blobs.get(part.blobId)
      if (!stored) throw new MissingFileError()
      form.append(part.name, stored.blob, part.filename)
    }
  }
  return form
}

async function encodeBody(body: OutboxBody): Promise<{ body?: BodyInit; contentType?: string }> {
  if (body.type === 'none') return {}
  if (body.type === 'json') return { body: JSON.stringify(body.value), contentType: 'application/json' }
  // No Content-Type: fetch writes the multipart boundary itself.
  return { body: await formOf(body) }
}

/** The request an item is sent as: its URL (same-origin, relative) and init. */
export async function outboxRequest(item: OutboxItem): Promise<[string, RequestInit]> {
  const { body, contentType } = await encodeBody(item.body)
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
  let request: [string, RequestInit]
  try {
    request = await outboxRequest(item)
  } catch (error) {
    if (error instanceof MissingFileError) return { kind: 'unsendable', message: error.message }
    throw error
  }
  let response: Response
  try {
    response = await send(...request)
  } catch {
    return { kind: 'network' }
  }
  if (response.headers.get(OUTBOX_QUEUED_HEADER)) return { kind: 'network' }
  const body: unknown = await response.json().catch(() => null)
  return { kind: 'response', status: response.status, body }
}
