import { type OutboxItem, outboxDb } from './db.ts'
import { type AttemptOutcome, type Decision, decide } from './decide.ts'
import { notifyApplied } from './notify.ts'

/**
 * Writes that depend on each other are those about one property (mark vacant, then add a tenancy): they are
 * sent strictly in the order they were made, each only once every earlier one is applied. An upload depends on
 * nothing, so uploads are not held up behind each other or behind a refused edit. Key details depend only on
 * earlier key details: a tenancy edit in conflict does not hold them up, nor they it.
 */
export function orderGroup(item: Pick<OutboxItem, 'kind' | 'propertyId'>): string | null {
  if (item.kind === 'upload' || item.propertyId === null) return null
  return item.kind === 'property' ? `keys:${item.propertyId}` : `property:${item.propertyId}`
}

/** An earlier write of the same group not applied yet (queued, sending, failed or in conflict): this one waits. */
export async function earlierUnsent(item: OutboxItem): Promise<OutboxItem | null> {
  const group = orderGroup(item)
  if (group === null) return null
  const earlier = await outboxDb.items
    .where('[userId+propertyId]')
    .equals([item.userId, item.propertyId as number])
    .filter(
      (other) =>
        other.id !== item.id &&
        other.createdAt <= item.createdAt &&
        other.state !== 'sent' &&
        orderGroup(other) === group &&
        (other.createdAt < item.createdAt || other.id < item.id),
    )
    .first()
  return earlier ?? null
}

/**
 * Marks an item 'sending' for the caller, who must hold its lock (locks.ts): in one transaction, so the page,
 * other tabs and the worker agree. Null when it is not for sending now (`ready` says no, it was discarded or
 * sent, or an earlier write of its property is still unsent).
 */
export function claim(id: string, ready: (item: OutboxItem) => boolean, now = Date.now()): Promise<OutboxItem | null> {
  return outboxDb.transaction('rw', outboxDb.items, async () => {
    const item = await outboxDb.items.get(id)
    if (!item || !ready(item) || (await earlierUnsent(item))) return null
    const claimed = { ...item, state: 'sending' as const, claimedAt: now, updatedAt: now }
    await outboxDb.items.put(claimed)
    return claimed
  })
}

/**
 * Records what one attempt came to (decide.ts) and returns the decision. An applied item's files are dropped at
 * once (photos are large; its receipt is the answer), and the pages showing it are told to refresh.
 */
export function record(item: OutboxItem, outcome: AttemptOutcome, options: { notifyLocal?: boolean } = {}) {
  return applyDecision(item, decide(item, outcome, Date.now()), options)
}

export async function applyDecision(item: OutboxItem, decision: Decision, { notifyLocal = true } = {}) {
  const now = Date.now()
  await outboxDb.transaction('rw', outboxDb.items, outboxDb.blobs, async () => {
    // The user may have discarded it meanwhile: then there is nothing to record.
    const updated = await outboxDb.items.update(item.id, { ...decision.patch, updatedAt: now })
    if (updated && decision.applied) await outboxDb.blobs.where('itemId').equals(item.id).delete()
  })
  if (decision.applied) notifyApplied(item.invalidate, { local: notifyLocal })
  return decision
}

/**
 * The item as it is to be sent: a write made on top of an earlier one (`versionFrom`) is sent against the
 * version that earlier write's answer carries, once it has one. Without it (discarded, refused) the version the
 * user edited from stands: the server then judges it like any edit.
 */
export async function withCurrentVersion(item: OutboxItem): Promise<OutboxItem> {
  if (!item.versionFrom || item.body.type !== 'json') return item
  const base = await outboxDb.items.get(item.versionFrom)
  const version = versionInAnswer((base?.response?.body as { data?: unknown } | undefined)?.data)
  if (base?.state !== 'sent' || version === null) return item
  return { ...item, body: { type: 'json', value: withVersion(item.body.value, version) } }
}

/** The version an answer carries: a tenancy's `version`, or a property's `keysVersion` (its key details). */
function versionInAnswer(data: unknown): number | null {
  const answer = data as { version?: unknown; keysVersion?: unknown } | null | undefined
  const version = answer?.version ?? answer?.keysVersion
  return typeof version === 'number' ? version : null
}

type Versioned = { version?: unknown; tenancy?: { version?: unknown } }

/** Where a body carries the version it was made against: `tenancy.version` (a tenancy edit) or `version`. */
export function versionInBody(value: unknown): number | null {
  const body = value as Versioned | null
  const version = body?.tenancy && typeof body.tenancy === 'object' ? body.tenancy.version : body?.version
  return typeof version === 'number' ? version : null
}

function withVersion(value: unknown, version: number): unknown {
  const body = (value ?? {}) as Versioned
  if (body.tenancy && typeof body.tenancy === 'object') return { ...body, tenancy: { ...body.tenancy, version } }
  return { ...body, version }
}
