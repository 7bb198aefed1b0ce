import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VERSION_CONFLICT } from '../contract/error-codes.ts'
import { ApiError, apiData, apiRequest, buildUrl, ConflictApiError, ValidationError } from './client.ts'

const ItemSchema = v.object({ id: v.number() })

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () =>
    typeof body === 'string'
      ? new Response(body, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('apiRequest', () => {
  it('returns the data of a successful envelope and sends credentials', async () => {
    const fetchMock = respondWith(200, { success: true, data: { id: 3 }, error: null })
    const result = await apiRequest('/v1/thing', { schema: ItemSchema, query: { facet: ['A', 'B'], page: 2, q: '' } })
    expect(result).toEqual({ ok: true, data: { id: 3 }, status: 200 })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/v1/thing?facet=A&facet=B&page=2')
    expect(init.credentials).toBe('include')
  })

  it('turns a 400 with field errors into a ValidationError', async () => {
    respondWith(400, {
      success: false,
      data: null,
      error: 'Validation error',
      fieldErrors: { name: ['Please enter a name'] },
    })
    const result = await apiRequest('/v1/thing', { method: 'POST', body: {}, schema: ItemSchema })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBeInstanceOf(ValidationError)
    expect((result.error as ValidationError).fieldErrors).toEqual({ name: ['Please enter a name'] })
  })

  it('keeps the server message and status of other failures, without throwing', async () => {
    respondWith(403, { success: false, data: null, error: 'You do not have access to this property' })
    const result = await apiRequest('/v1/property/9', { schema: ItemSchema })
    expect(result).toMatchObject({
      ok: false,
      error: { status: 403, message: 'You do not have access to this property' },
    })
  })

  it('turns a VERSION_CONFLICT into a ConflictApiError carrying the server version', async () => {
    respondWith(409, {
      success: false,
      data: null,
      error: 'Changed by someone else',
      code: VERSION_CONFLICT,
      current: { id: 3, version: 4 },
    })
    const result = await apiRequest('/v1/thing', { method: 'PUT', body: {}, schema: ItemSchema })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBeInstanceOf(ConflictApiError)
    expect((result.error as ConflictApiError).current).toEqual({ id: 3, version: 4 })
  })

  it('refuses data that does not match the schema', async () => {
    respondWith(200, { success: true, data: { id: 'three' }, error: null })
    const result = await apiRequest('/v1/thing', { schema: ItemSchema })
    expect(result).toMatchObject({ ok: false, error: { status: 200, message: 'Unexpected response (200)' } })
  })

  it('reports a body that is not JSON (a proxy error page) as an ApiError', async () => {
    respondWith(502, '<html>Bad gateway</html>')
    const result = await apiRequest('/v1/thing', { schema: ItemSchema })
    expect(result).toMatchObject({ ok: false, error: { status: 502 } })
  })

  it('reports a network failure with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const result = await apiRequest('/v1/thing', { schema: ItemSchema })
    expect(result).toMatchObject({ ok: false, error: { status: 0 } })
  })

  it('accepts 204 when the schema allows null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    )
    expect(await apiRequest('/v1/me/terms', { schema: v.nullable(ItemSchema) })).toEqual({
      ok: true,
      data: null,
      status: 204,
    })
  })
})

describe('apiData', () => {
  it('throws the typed error for query functions', async () => {
    respondWith(404, { success: false, data: null, error: 'Property not found' })
    await expect(apiData('/v1/property/1', { schema: ItemSchema })).rejects.toEqual(
      new ApiError('Property not found', 404),
    )
  })
})

describe('buildUrl', () => {
  it('leaves out empty values and repeats array keys', () => {
    expect(buildUrl('/v1/portfolio', { query: 'a b', facet: ['X', 'Y'], page: undefined, x: null })).toBe(
      '/v1/portfolio?query=a+b&facet=X&facet=Y',
    )
    expect(buildUrl('/v1/portfolio')).toBe('/v1/portfolio')
  })
})
