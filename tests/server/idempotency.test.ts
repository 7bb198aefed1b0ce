import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 5 })
  cookie = await t.signIn('master', 'NSW')
})
afterAll(() => t.close())

const patch = (key: string, showPortfolioMirroring: boolean, as = cookie) =>
  t.call('/v1/me/settings', {
    method: 'PATCH',
    cookie: as,
    body: { agency: { showPortfolioMirroring } },
    headers: { 'Idempotency-Key': key },
  })

/** An answer's JSON, whether the server compressed it or not. */
async function jsonOf(res: Response): Promise<unknown> {
  const bytes = Buffer.from(await res.arrayBuffer())
  return JSON.parse((res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8'))
}

describe('Idempotency-Key', () => {
  it('stores and replays an answer the server sent compressed (over 1 KB, to a client that takes gzip)', async () => {
    const portfolio = await (await t.call('/v1/portfolio?page-size=1', { cookie })).json()
    const id = portfolio.data.items[0].compliancePropertyId
    // Twelve occupants with every field wrong: a 400 whose field errors run well over 1 KB.
    const occupant = { name: '', email: 'not-an-email', contactNumbers: [{ number: 'x', type: 'NOPE' }] }
    const send = () =>
      t.call(`/v1/property/${id}/tenancy`, {
        method: 'POST',
        cookie,
        body: { tenancy: { startedAt: 'soon', leaseType: 'NOPE' }, occupants: Array(12).fill(occupant) },
        headers: { 'Idempotency-Key': 'key-gzip-0005', 'Accept-Encoding': 'gzip' },
      })
    const first = await send()
    expect(first.status).toBe(400)
    expect(first.headers.get('content-encoding')).toBe('gzip')
    const answer = (await jsonOf(first)) as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(answer.fieldErrors).length).toBeGreaterThan(12)
    const replay = await send()
    expect(replay.status).toBe(400)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await jsonOf(replay)).toEqual(answer)
  })

  it('answers a repeat with the first response, without applying the write again', async () => {
    const first = await patch('key-repeat-0001', true)
    expect(first.status).toBe(200)
    // Someone changes the setting in between; replaying the old request must not undo that.
    await patch('key-other-0002', false)
    const replay = await patch('key-repeat-0001', true)
    expect(replay.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    const now = await (await t.call('/v1/me/settings', { cookie })).json()
    expect(now.data.agency.showPortfolioMirroring).toBe(false)
  })

  it('refuses the same key with a different request', async () => {
    expect((await patch('key-reuse-0003', true)).status).toBe(200)
    const res = await patch('key-reuse-0003', false)
    expect(res.status).toBe(422)
    expect((await res.json()).error).toBe('This Idempotency-Key was already used for a different request.')
  })

  it('stores client errors too, so a replay of a bad request gets the same 400', async () => {
    const bad = () =>
      t.call('/v1/me/settings', {
        method: 'PATCH',
        cookie,
        body: { agency: {} },
        headers: { 'Idempotency-Key': 'key-bad-0004' },
      })
    const a = await bad()
    const b = await bad()
    expect([a.status, b.status]).toEqual([400, 400])
    expect(b.headers.get('idempotent-replayed')).toBe('true')
  })

  it('keeps keys per user', async () => {
    const other = await t.signIn('multi', 'NSW')
    expect((await patch('key-shared-0005', true)).status).toBe(200)
    const res = await patch('key-shared-0005', true, other)
    expect(res.status).toBe(200)
    expect(res.headers.get('idempotent-replayed')).toBeNull()
  })

  it('rejects a malformed key', async () => {
    const res = await patch('short', true)
    expect(res.status).toBe(400)
  })
})
