import { useQuery } from '@tanstack/react-query'
import { liveQuery } from 'dexie'
import { useEffect, useRef, useState } from 'react'
import { sessionQueries } from '../../api/session.ts'
import { outboxDb } from './db.ts'

export type { OutboxBody, OutboxItem, OutboxKind, OutboxState } from './db.ts'

/** Items of this user not yet applied on the server: queued, sending, failed or in conflict. */
export function unsyncedCount(userId: number): Promise<number> {
  return outboxDb.items
    .where('userId')
    .equals(userId)
    .filter((item) => item.state !== 'sent')
    .count()
}

/**
 * A Dexie query kept up to date as the page or the service worker changes the outbox (Dexie tells every
 * open context of the database). `key` names what the query depends on: a new key runs a new query.
 */
export function useLiveOutbox<T>(query: () => Promise<T>, key: string, initial: T): T {
  const [value, setValue] = useState<T>(initial)
  const latest = useRef(query)
  latest.current = query
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what should start a new query
  useEffect(() => {
    const subscription = liveQuery(() => latest.current()).subscribe({ next: setValue })
    return () => subscription.unsubscribe()
  }, [key])
  return value
}

/** The signed-in user's unsynced count, live; 0 before the session is known. */
export function useUnsyncedCount(): number {
  const { data: session } = useQuery(sessionQueries.current())
  const userId = session?.user.id ?? null
  return useLiveOutbox(() => (userId === null ? Promise.resolve(0) : unsyncedCount(userId)), String(userId), 0)
}
