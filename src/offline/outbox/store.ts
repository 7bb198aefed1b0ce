// What the screens' deferred outbox queries read (outbox-later.ts loads this module, and Dexie with it, once the
// first screen has settled).
import { liveQuery } from 'dexie'
import { type OutboxItem, outboxDb } from './db.ts'

export { versionInBody } from './claim.ts'
export { outboxDb }

/** Runs `query` now and whenever the outbox changes (in this page or the service worker); returns a stop. */
export function watch<T>(query: () => Promise<T>, next: (value: T) => void): () => void {
  const subscription = liveQuery(query).subscribe({ next })
  return () => subscription.unsubscribe()
}

/** This property's unsent items of this user, oldest first: the page shows them as pending. */
export async function pendingForProperty(userId: number, propertyId: number): Promise<OutboxItem[]> {
  const items = await outboxDb.items.where('[userId+propertyId]').equals([userId, propertyId]).sortBy('createdAt')
  return items.filter((item) => item.state !== 'sent')
}
