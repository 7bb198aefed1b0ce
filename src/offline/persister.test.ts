import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDb } from './db.ts'
import { createDexiePersister } from './persister.ts'

const session = (userId: number, agencyId: number) => ({ user: { id: userId }, complianceAgencyId: agencyId })
function client(sessionData: unknown, extraKeys: string[] = []): PersistedClient {
  const query = (queryKey: unknown[], data: unknown) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, status: 'success', dataUpdatedAt: 1 },
  })
  const queries = [
    ...(sessionData ? [query(['auth', 'session'], sessionData)] : []),
    ...extraKeys.map((k) => query([k], { k })),
  ]
  return {
    timestamp: Date.now(),
    buster: 'test',
    clientState: { mutations: [], queries },
  } as unknown as PersistedClient
}

beforeEach(async () => {
  await offlineDb.cache.clear()
})

describe('the Dexie persister', () => {
  it('writes the newest client of a burst once, and restores it', async () => {
    const persister = createDexiePersister({ onScopeChange: vi.fn(), throttleMs: 20 })
    const put = vi.spyOn(offlineDb.cache, 'put')
    persister.persistClient(client(session(1, 10), ['a']))
    persister.persistClient(client(session(1, 10), ['a', 'b']))
    await persister.flush()
    expect(put).toHaveBeenCalledTimes(1)
    const restored = await persister.restoreClient()
    expect(restored?.clientState.queries.map((q) => q.queryKey[0])).toEqual(['auth', 'a', 'b'])
    put.mockRestore()
  })

  it("clears the files when another user's or agency's data replaces the saved one", async () => {
    const onScopeChange = vi.fn(async () => {})
    const persister = createDexiePersister({ onScopeChange, throttleMs: 0 })
    persister.persistClient(client(session(1, 10), ['a']))
    await persister.flush()
    persister.persistClient(client(session(1, 11), ['b']))
    await persister.flush()
    expect(onScopeChange).toHaveBeenCalledWith('1:10')
    expect((await offlineDb.cache.get('query-client'))?.scope).toBe('1:11')
  })

  it('deletes the saved cache when nobody is signed in (after logout)', async () => {
    const onWrite = vi.fn()
    const persister = createDexiePersister({ onScopeChange: async () => {}, onWrite, throttleMs: 0 })
    persister.persistClient(client(session(1, 10), ['a']))
    await persister.flush()
    persister.persistClient(client(null))
    await persister.flush()
    expect(await offlineDb.cache.count()).toBe(0)
    expect(onWrite).toHaveBeenLastCalledWith(false)
  })

  it('drops a pending save on cancel, so cleared data is not written back', async () => {
    const persister = createDexiePersister({ onScopeChange: async () => {}, throttleMs: 10 })
    persister.persistClient(client(session(1, 10), ['secret']))
    persister.cancel()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(await offlineDb.cache.count()).toBe(0)
  })
})
