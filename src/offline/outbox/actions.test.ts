import { afterEach, describe, expect, it, vi } from 'vitest'
import { resendItem, retryItem } from './actions.ts'
import { outboxDb } from './db.ts'
import { outboxItem } from './test-fixtures.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The server as the outbox meets it: user 7 of agency 1 signed in; each write's Idempotency-Key is recorded. */
function stubServer() {
  const keys: string[] = []
  const bodies: unknown[] = []
  vi.stubGlobal('fetch', async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) === '/v1/auth/session') {
      const data = { user: { id: 7 }, complianceAgencyId: 1, isImpersonating: false }
      return json(200, { success: true, data, error: null })
    }
    keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '')
    bodies.push(JSON.parse(String(init?.body ?? 'null')))
    return json(200, { success: true, data: null, error: null })
  })
  return { keys, bodies }
}

afterEach(async () => {
  vi.unstubAllGlobals()
  await outboxDb.items.clear()
})

describe('retryItem', () => {
  it('sends a refused item with a new Idempotency-Key: the old one would only get the refusal again', async () => {
    await outboxDb.items.add(outboxItem('refused', { state: 'failed', lastError: 'Property not found', attempts: 1 }))
    const { keys } = stubServer()
    await retryItem('refused')
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toBe('key-refused')
    expect(await outboxDb.items.get('refused')).toMatchObject({ state: 'sent', lastError: null })
  })

  it('sends a waiting item now under its own key, which the server may already have applied', async () => {
    await outboxDb.items.add(outboxItem('waiting', { nextAttemptAt: Date.now() + 60_000, attempts: 1 }))
    const { keys } = stubServer()
    await retryItem('waiting')
    expect(keys).toEqual(['key-waiting'])
  })
})

describe('resendItem', () => {
  it('sends "keep mine" against the version it names, not the one an earlier write of it was made on top of', async () => {
    const answer = { status: 200, body: { success: true, data: { version: 4 }, error: null } }
    await outboxDb.items.bulkAdd([
      outboxItem('first', { state: 'sent', response: answer, createdAt: 1 }),
      outboxItem('mine', {
        state: 'conflict',
        versionFrom: 'first',
        attempts: 1,
        createdAt: 2,
        body: { type: 'json', value: { version: 4 } },
      }),
    ])
    const { keys, bodies } = stubServer()
    await resendItem('mine', { body: { type: 'json', value: { version: 5 } } })
    expect(bodies).toEqual([{ version: 5 }])
    expect(keys[0]).not.toBe('key-mine')
    expect(await outboxDb.items.get('mine')).toMatchObject({ state: 'sent', versionFrom: null })
  })
})
