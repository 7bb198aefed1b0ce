import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from './client.ts'
import { resetFirstScreenAnswers } from './first-screen-answers.ts'

const ItemSchema = v.object({ id: v.number() })
const envelope = (id: number) => JSON.stringify({ success: true, data: { id }, error: null })
const BATCH = '/v1/first-screen?call=%2Fv1%2Fthing%3Fpage%3D2&call=%2Fv1%2Fempty&call=%2Fv1%2Fgone'

/** The HTML's preload of the batch, and a network that answers the batch and any single call. */
function firstVisit(batchAnswer: () => Response) {
  const link = document.createElement('link')
  Object.assign(link, { rel: 'preload', href: BATCH })
  document.head.append(link)
  // Named last: happy-dom would fetch a connected fetch preload itself (there is no server here).
  link.setAttribute('as', 'fetch')
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/v1/first-screen?')
      ? batchAnswer()
      : new Response(envelope(99), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const answers = () =>
  new Response(
    JSON.stringify({
      success: true,
      data: {
        answers: [
          { call: '/v1/thing?page=2', status: 200, body: envelope(7) },
          { call: '/v1/empty', status: 204, body: '' },
          { call: '/v1/gone', status: 404, body: JSON.stringify({ success: false, data: null, error: 'Not found' }) },
        ],
      },
      error: null,
    }),
    { status: 200 },
  )

const urls = (fetchMock: ReturnType<typeof firstVisit>) => fetchMock.mock.calls.map(([url]) => url)

beforeEach(() => resetFirstScreenAnswers())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  for (const link of document.head.querySelectorAll('link')) link.remove()
})

describe('a first visit’s answers', () => {
  it('answer the calls the HTML named, once each, from one request', async () => {
    const fetchMock = firstVisit(answers)
    const thing = await apiRequest('/v1/thing', { schema: ItemSchema, query: { page: 2 } })
    expect(thing).toEqual({ ok: true, data: { id: 7 }, status: 200 })
    expect(await apiRequest('/v1/empty', { schema: v.null() })).toEqual({ ok: true, data: null, status: 204 })
    const gone = await apiRequest('/v1/gone', { schema: ItemSchema })
    expect(gone.ok).toBe(false)
    if (!gone.ok) expect([gone.error.status, gone.error.message]).toEqual([404, 'Not found'])
    // The batch was the one request, made with the preload's credentials.
    expect(urls(fetchMock)).toEqual([BATCH])
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].credentials).toBe('include')
    // Asked again, a call goes to the network: the first answer is given once.
    expect(await apiRequest('/v1/thing', { schema: ItemSchema, query: { page: 2 } })).toMatchObject({
      data: { id: 99 },
    })
    expect(urls(fetchMock)).toEqual([BATCH, '/v1/thing?page=2'])
  })

  it('leave other calls, other queries of a named path and writes to the network', async () => {
    const fetchMock = firstVisit(answers)
    await apiRequest('/v1/thing', { schema: ItemSchema, query: { page: 3 } })
    await apiRequest('/v1/other', { schema: ItemSchema })
    await apiRequest('/v1/empty', { method: 'POST', body: {}, schema: ItemSchema })
    // The first call looked for the batch (the browser hands over the preload); none of these is in it.
    expect(urls(fetchMock)).toEqual([BATCH, '/v1/thing?page=3', '/v1/other', '/v1/empty'])
  })

  it('fall back to the network when the batch fails', async () => {
    const fetchMock = firstVisit(() => new Response('no', { status: 502 }))
    expect(await apiRequest('/v1/thing', { schema: ItemSchema, query: { page: 2 } })).toMatchObject({
      data: { id: 99 },
    })
    expect(urls(fetchMock)).toEqual([BATCH, '/v1/thing?page=2'])
  })

  it('are not used for a call made seconds after the first: that one sees fresh data', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fetchMock = firstVisit(answers)
    await apiRequest('/v1/empty', { schema: v.null() })
    vi.setSystemTime(Date.now() + 6_000)
    expect(await apiRequest('/v1/thing', { schema: ItemSchema, query: { page: 2 } })).toMatchObject({
      data: { id: 99 },
    })
    expect(urls(fetchMock)).toEqual([BATCH, '/v1/thing?page=2'])
  })

  it('are not looked for without the HTML’s preload', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(envelope(1), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    await apiRequest('/v1/thing', { schema: ItemSchema, query: { page: 2 } })
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/v1/thing?page=2'])
  })
})
