import { afterEach, describe, expect, it } from 'vitest'
import { type OutboxItem, outboxDb } from './db.ts'
import { itemLock, tryHold } from './locks.ts'
import { INTERRUPTED_MESSAGE, replayOutbox } from './replay.ts'
import { outboxItem } from './test-fixtures.ts'

const item = (id: string, changes: Partial<OutboxItem> = {}): OutboxItem =>
  outboxItem(id, {
    url: `/v1/property/1/tenancy/${id}`,
    body: { type: 'json', value: { notes: id } },
    description: `Edit tenancy ${id}`,
    agencyId: 3,
    attempts: 1,
    createdAt: Date.now(),
    updatedAt: Date.now(),
    ...changes,
  })

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A server stand-in: who is signed in, and what each write answers; it records the writes it receives. */
function server(session: { userId: number; agencyId: number } | null, answer = () => json(200, { success: true })) {
  const writes: string[] = []
  const send = (async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) === '/v1/auth/session') {
      if (!session) return json(401, { success: false, data: null, error: 'Session not found' })
      const data = { user: { id: session.userId }, complianceAgencyId: session.agencyId, isImpersonating: false }
      return json(200, { success: true, data, error: null })
    }
    writes.push(`${init?.method} ${String(url)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    return answer()
  }) as typeof fetch
  return { send, writes }
}

afterEach(async () => {
  await outboxDb.items.clear()
  await outboxDb.blobs.clear()
})

describe('replayOutbox', () => {
  it('sends an item once though two replays run at the same time', async () => {
    await outboxDb.items.add(item('a'))
    const { send, writes } = server({ userId: 7, agencyId: 3 })
    const results = await Promise.all([replayOutbox({ send }), replayOutbox({ send })])
    expect(results).toEqual(['done', 'done'])
    expect(writes).toEqual(['PUT /v1/property/1/tenancy/a'])
    expect((await outboxDb.items.get('a'))?.state).toBe('sent')
  })

  it('sends only the signed-in user’s items of the current agency, oldest first', async () => {
    await outboxDb.items.bulkAdd([
      item('later', { createdAt: 2 }),
      item('first', { createdAt: 1 }),
      item('someone-else', { userId: 8 }),
      item('other-agency', { agencyId: 4 }),
    ])
    const { send, writes } = server({ userId: 7, agencyId: 3 })
    await replayOutbox({ send })
    expect(writes).toEqual(['PUT /v1/property/1/tenancy/first', 'PUT /v1/property/1/tenancy/later'])
    expect((await outboxDb.items.get('someone-else'))?.state).toBe('queued')
  })

  it('sends nothing without a session and marks the items as waiting for a sign-in', async () => {
    await outboxDb.items.add(item('a'))
    const { send, writes } = server(null)
    expect(await replayOutbox({ send })).toBe('signed-out')
    expect(writes).toEqual([])
    expect(await outboxDb.items.get('a')).toMatchObject({ state: 'queued', needsSignIn: true })
  })

  it('backs off after a server error and says a later replay is needed', async () => {
    await outboxDb.items.add(item('a'))
    const { send } = server({ userId: 7, agencyId: 3 }, () => json(503, { success: false, data: null, error: 'Down' }))
    expect(await replayOutbox({ send })).toBe('waiting')
    const stored = await outboxDb.items.get('a')
    expect(stored).toMatchObject({ state: 'queued', lastError: 'Down' })
    expect(stored?.nextAttemptAt).toBeGreaterThan(Date.now())
    // An automatic replay leaves it alone; Sync now does not.
    const again = server({ userId: 7, agencyId: 3 })
    await replayOutbox({ send: again.send })
    expect(again.writes).toEqual([])
    await replayOutbox({ send: again.send, force: true })
    expect(again.writes).toHaveLength(1)
  })

  it('stops at a network failure and keeps the item queued', async () => {
    await outboxDb.items.bulkAdd([item('a', { createdAt: 1 }), item('b', { createdAt: 2 })])
    const { send: sessionOnly } = server({ userId: 7, agencyId: 3 })
    const send = (async (url: string, init?: RequestInit) => {
      if (url === '/v1/auth/session') return sessionOnly(url, init)
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await replayOutbox({ send })).toBe('unreachable')
    expect((await outboxDb.items.toArray()).map((i) => i.state)).toEqual(['queued', 'queued'])
  })

  it('sends writes to one property in the order made, though two replays race and the server is slow', async () => {
    // Mark vacant, then add a tenancy: swapped, the new tenancy would be vacated.
    await outboxDb.items.bulkAdd([
      item('vacant', { createdAt: 1, url: '/v1/property/1/mark-as-vacant', method: 'POST' }),
      item('add', { createdAt: 2, url: '/v1/property/1/tenancy', method: 'POST' }),
      item('photo', { createdAt: 3, kind: 'upload', url: '/v1/property/1/documents', method: 'POST' }),
    ])
    const { send, writes } = server({ userId: 7, agencyId: 3 })
    let inFlight = 0
    let most = 0
    const slow = (async (url: string, init?: RequestInit) => {
      if (url === '/v1/auth/session') return send(url, init)
      inFlight += 1
      most = Math.max(most, inFlight)
      await new Promise((resolve) => setTimeout(resolve, url.endsWith('vacant') ? 80 : 5))
      inFlight -= 1
      return send(url, init)
    }) as typeof fetch
    await Promise.all([replayOutbox({ send: slow }), replayOutbox({ send: slow }), replayOutbox({ send: slow })])
    expect(writes).toEqual([
      'POST /v1/property/1/mark-as-vacant',
      'POST /v1/property/1/tenancy',
      'POST /v1/property/1/documents',
    ])
    expect(most).toBe(1)
  })

  it('holds a later write to the same property while an earlier one is refused, but not an upload', async () => {
    await outboxDb.items.bulkAdd([
      item('refused', { createdAt: 1, state: 'failed' }),
      item('later', { createdAt: 2 }),
      item('photo', { createdAt: 3, kind: 'upload', url: '/v1/property/1/documents', method: 'POST' }),
    ])
    const { send, writes } = server({ userId: 7, agencyId: 3 })
    await replayOutbox({ send })
    expect(writes).toEqual(['POST /v1/property/1/documents'])
    expect((await outboxDb.items.get('later'))?.state).toBe('queued')
  })

  it('does not hold key details behind a tenancy edit in conflict, but behind an earlier key edit', async () => {
    const keys = { kind: 'property', action: 'property.keys', url: '/v1/property/1', method: 'PUT' } as const
    await outboxDb.items.bulkAdd([
      item('tenancy', { createdAt: 1, state: 'conflict' }),
      item('keys', { createdAt: 2, ...keys }),
      item('refused-keys', { createdAt: 3, ...keys, state: 'failed' }),
      item('later-keys', { createdAt: 4, ...keys }),
    ])
    const { send, writes } = server({ userId: 7, agencyId: 3 })
    await replayOutbox({ send })
    expect(writes).toEqual(['PUT /v1/property/1'])
    expect((await outboxDb.items.get('keys'))?.state).toBe('sent')
    expect((await outboxDb.items.get('later-keys'))?.state).toBe('queued')
  })

  it('takes again at once a row left sending by a sender that died (its lock is free), but not one whose lock is held', async () => {
    await outboxDb.items.bulkAdd([
      item('orphan', { state: 'sending', claimedAt: Date.now(), propertyId: 1 }),
      item('busy', { state: 'sending', claimedAt: Date.now(), propertyId: 2, url: '/v1/property/2/tenancy/busy' }),
    ])
    const release = await tryHold(itemLock('busy'))
    const { send, writes } = server({ userId: 7, agencyId: 3 })
    await replayOutbox({ send })
    release?.()
    expect(writes).toEqual(['PUT /v1/property/1/tenancy/orphan'])
    expect((await outboxDb.items.get('orphan'))?.state).toBe('sent')
    expect((await outboxDb.items.get('busy'))?.state).toBe('sending')
  })

  /** Replays the outbox against a server that answers every write with `answer`: the bodies sent, in order. */
  async function replayedBodies(answer: unknown) {
    const bodies: unknown[] = []
    const { send } = server({ userId: 7, agencyId: 3 }, () => json(200, answer))
    const spy = (async (url: string, init?: RequestInit) => {
      if (url !== '/v1/auth/session') bodies.push(JSON.parse(String(init?.body)))
      return send(url, init)
    }) as typeof fetch
    await replayOutbox({ send: spy })
    return bodies
  }

  it('sends a second edit against the version the first edit’s answer carries', async () => {
    const answer = { success: true, data: { version: 8 }, error: null }
    await outboxDb.items.bulkAdd([
      item('first', { createdAt: 1, body: { type: 'json', value: { tenancy: { notes: 'a', version: 7 } } } }),
      item('second', {
        createdAt: 2,
        versionFrom: 'first',
        body: { type: 'json', value: { tenancy: { notes: 'b', version: 7 } } },
      }),
    ])
    const bodies = await replayedBodies(answer)
    expect(bodies).toEqual([{ tenancy: { notes: 'a', version: 7 } }, { tenancy: { notes: 'b', version: 8 } }])
  })

  it('sends a second key details edit against the keysVersion the first one’s answer carries', async () => {
    const answer = { success: true, data: { compliancePropertyId: 1, keysVersion: 4 }, error: null }
    const keys = (notes: string) => ({ propertyKey: { keyOnsiteNotes: notes }, version: 3 })
    await outboxDb.items.bulkAdd([
      item('first', {
        createdAt: 1,
        action: 'property.keys',
        url: '/v1/property/1',
        body: { type: 'json', value: keys('a') },
      }),
      item('second', {
        createdAt: 2,
        action: 'property.keys',
        url: '/v1/property/1',
        versionFrom: 'first',
        body: { type: 'json', value: keys('b') },
      }),
    ])
    const bodies = await replayedBodies(answer)
    expect(bodies).toEqual([keys('a'), { ...keys('b'), version: 4 }])
  })

  it('drops an applied upload’s file from the device, keeping its answer', async () => {
    await outboxDb.items.add(
      item('photo', {
        kind: 'upload',
        method: 'POST',
        url: '/v1/property/1/documents',
      }),
    )
    await outboxDb.blobs.add({ id: 'b1', itemId: 'photo', blob: new Blob(['jpeg']) })
    const { send } = server({ userId: 7, agencyId: 3 })
    await replayOutbox({ send })
    expect((await outboxDb.items.get('photo'))?.state).toBe('sent')
    expect(await outboxDb.blobs.count()).toBe(0)
  })

  it('puts a row left sending by a closed page back in the queue at once, even offline', async () => {
    await outboxDb.items.add(item('stuck', { state: 'sending', attempts: 0, claimedAt: Date.now() }))
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await replayOutbox({ send: offline })).toBe('unreachable')
    expect(await outboxDb.items.get('stuck')).toMatchObject({ state: 'queued', lastError: INTERRUPTED_MESSAGE })
  })
})
