import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { sessionQueries } from '../../api/session.ts'
import { syncNow } from './actions.ts'
import { type Connectivity, connectivity, noteBrowserOnline } from './connectivity.ts'
import { type OutboxItem, outboxDb } from './db.ts'
import { useLiveOutbox } from './index.ts'
import { onApplied } from './notify.ts'
import { nextAttemptAt } from './replay.ts'

function useSessionUser() {
  const { data } = useQuery(sessionQueries.current())
  return data ? { userId: data.user.id, agencyId: data.complianceAgencyId } : null
}

/**
 * Every item of the signed-in user, newest first; undefined until they are read (so a screen never says there are
 * none while the device's store is still being read). Nobody else's are ever read.
 */
export function useOutboxItems(): OutboxItem[] | undefined {
  const user = useSessionUser()
  const userId = user?.userId ?? null
  return useLiveOutbox<OutboxItem[] | undefined>(
    async () =>
      userId === null ? undefined : await outboxDb.items.where('userId').equals(userId).reverse().sortBy('createdAt'),
    String(userId),
    undefined,
  )
}

/**
 * The page's replay triggers, for browsers without Background Sync (Safari) and as a second chance
 * everywhere: app start, each sign-in (a new user or agency), the `online` event. Applied items refresh
 * their queries, whichever side sent them.
 */
export function useOutboxReplay() {
  const queryClient = useQueryClient()
  const user = useSessionUser()
  const who = user ? `${user.userId}:${user.agencyId}` : null
  useEffect(() => {
    if (who === null) return
    // A new start or a returning connection is a new chance: backoffs are not waited out.
    const replay = () => void syncNow(true)
    const offline = () => noteBrowserOnline(false)
    replay()
    window.addEventListener('online', replay)
    window.addEventListener('offline', offline)
    return () => {
      window.removeEventListener('online', replay)
      window.removeEventListener('offline', offline)
    }
  }, [who])
  // A server error backs an item off (10 s, 20 s, …): try again when it is due, while this page is open.
  const userId = user?.userId ?? null
  const dueAt = useLiveOutbox(
    () => (userId === null ? Promise.resolve(null) : nextAttemptAt(userId)),
    String(userId),
    null,
  )
  useEffect(() => {
    if (dueAt === null) return
    const timer = setTimeout(() => void syncNow(false), Math.max(0, dueAt - Date.now()) + 250)
    return () => clearTimeout(timer)
  }, [dueAt])
  useEffect(
    () =>
      onApplied((keys) => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
      }),
    [queryClient],
  )
}

/** Whether the outbox reaches the server now: online, offline, or the server not answering (connectivity.ts). */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(connectivity.subscribe, connectivity.get)
}
