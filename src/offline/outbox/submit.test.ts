import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConflictApiError, ValidationError } from '../../api/client.ts'
import { VERSION_CONFLICT } from '../../contract/error-codes.ts'
import { outboxDb } from './db.ts'
import { submitData } from './result.ts'
import { type NewOutboxItem, StorageFullError, submitThroughOutbox } from './submit.ts'

const write: NewOutboxItem = {
  kind: 'tenancy',
  action: 'tenancy.update',
  method: 'PUT',
  url: '/v1/property/1/tenancy/2',
  headers: { 'Idempotency-Key': 'key-123456' },
  body: { type: 'json', value: { notes: 'x' } },
  description: 'Edit tenancy',
  propertyId: 1,
  propertyAddress: '1 Test St',
  userId: 7,
  agencyId: 3,
  invalidate: [['property', 1]],
  meta: null,
}

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

afterEach(async () => {
  vi.unstubAllGlobals()
  await outboxDb.items.clear()
})

describe('submitThroughOutbox', () => {
  it('keeps the write queued when the network fails, with its key and body intact', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const result = await submitThroughOutbox(write)
    expect(result.status).toBe('queued')
    const [stored] = await outboxDb.items.toArray()
    expect(stored).toMatchObject({ state: 'queued', headers: write.headers, body: write.body, userId: 7 })
    expect(submitData(result, v.unknown())).toMatchObject({ queued: true })
  })

  it('treats the worker’s 202 "queued" answer as queued', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 202, headers: { 'X-Outbox-Queued': '1' } })),
    )
    expect((await submitThroughOutbox(write)).status).toBe('queued')
  })

  it('sends the Idempotency-Key and marks an applied write sent', async () => {
    const fetch = answer(200, { success: true, data: { ok: 1 }, error: null })
    vi.stubGlobal('fetch', fetch)
    const result = await submitThroughOutbox(write)
    expect(submitData(result, v.object({ ok: v.number() }))).toEqual({ ok: 1 })
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init[1].headers).toMatchObject({ 'Idempotency-Key': 'key-123456' })
    expect((await outboxDb.items.toArray())[0]?.state).toBe('sent')
  })

  it('hands a refusal back to the form (typed errors) and keeps nothing', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { success: false, data: null, error: 'Bad', fieldErrors: { notes: ['Too long'] } }),
    )
    const refused = await submitThroughOutbox(write)
    expect(() => submitData(refused, v.unknown())).toThrow(ValidationError)
    vi.stubGlobal(
      'fetch',
      answer(409, { success: false, data: null, error: 'Changed', code: VERSION_CONFLICT, current: { version: 4 } }),
    )
    const conflict = await submitThroughOutbox(write)
    expect(() => submitData(conflict, v.unknown())).toThrow(ConflictApiError)
    expect(await outboxDb.items.count()).toBe(0)
  })

  it('keeps a write the server could not handle (5xx) or that met an ended session (401)', async () => {
    vi.stubGlobal('fetch', answer(503, { success: false, data: null, error: 'Down' }))
    expect((await submitThroughOutbox(write)).status).toBe('queued')
    vi.stubGlobal('fetch', answer(401, { success: false, data: null, error: 'Session not found' }))
    // Another property's write: one to the same property would wait behind the first (see the next test).
    expect((await submitThroughOutbox({ ...write, propertyId: 2 })).status).toBe('queued')
    const states = (await outboxDb.items.toArray()).map((i) => [i.state, i.needsSignIn])
    expect(states).toEqual(
      expect.arrayContaining([
        ['queued', false],
        ['queued', true],
      ]),
    )
  })

  it('keeps a write behind an unsent earlier change to the same property, without sending it ahead', async () => {
    vi.stubGlobal('fetch', answer(503, { success: false, data: null, error: 'Down' }))
    await submitThroughOutbox(write)
    const fetch = answer(200, { success: true, data: {}, error: null })
    vi.stubGlobal('fetch', fetch)
    const second = await submitThroughOutbox(write)
    expect(second).toMatchObject({ status: 'queued', reason: 'earlier' })
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0]).filter((url) => url !== '/v1/auth/session')).toEqual(
      [],
    )
  })

  it('says plainly that storage is full, and keeps nothing', async () => {
    const add = vi.spyOn(outboxDb.items, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'))
    await expect(submitThroughOutbox(write)).rejects.toThrow(StorageFullError)
    add.mockRestore()
    expect(await outboxDb.items.count()).toBe(0)
  })

  it('replaces a refused item it was edited from, so the new write is not held behind it', async () => {
    vi.stubGlobal('fetch', answer(503, { success: false, data: null, error: 'Down' }))
    const refused = await submitThroughOutbox(write)
    if (refused.status !== 'queued') throw new Error('expected queued')
    await outboxDb.items.update(refused.itemId, { state: 'failed' })
    vi.stubGlobal('fetch', answer(200, { success: true, data: {}, error: null }))
    expect((await submitThroughOutbox({ ...write, supersedes: refused.itemId })).status).toBe('sent')
    expect((await outboxDb.items.toArray()).map((i) => i.state)).toEqual(['sent'])
  })
})
