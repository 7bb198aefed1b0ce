import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TERMS_NOT_ACCEPTED } from '../contract/error-codes.ts'
import { AGENCY_SETTINGS_FAILED, EXPERIMENTS_FAILED } from '../contract/me.ts'
import { SYSTEMS_FAILED } from '../contract/states.ts'
import { authQueries } from './auth.ts'
import { ApiError } from './client.ts'
import { meQueries } from './me.ts'

function respondWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  )
}

afterEach(() => vi.unstubAllGlobals())

const failure = (message: string, code?: string) => ({ success: false, data: null, error: message, code })
const fetched = (options: Parameters<QueryClient['fetchQuery']>[0]) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(options)

describe("the spec's failure texts (foundations §7)", () => {
  it.each([
    ['GET /v1/auth/systems', authQueries.systems(), SYSTEMS_FAILED],
    ['GET /v1/me/active-experiments', meQueries.activeExperiments(), EXPERIMENTS_FAILED],
    ['GET /v1/me/agency-settings', meQueries.agencySettings(), AGENCY_SETTINGS_FAILED],
  ])('%s fails with its text, keeping the status', async (_call, options, text) => {
    respondWith(500, failure('Database unavailable'))
    await expect(fetched(options as never)).rejects.toMatchObject({ message: text, status: 500 })
  })

  it('an offline failure has the text too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(fetched(authQueries.systems() as never)).rejects.toMatchObject({ message: SYSTEMS_FAILED })
  })

  it("keeps the server's code: a licence agreement to accept still opens its dialog", async () => {
    respondWith(403, failure('You must accept the End User License Agreement to continue', TERMS_NOT_ACCEPTED))
    const error = await fetched(meQueries.agencySettings() as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: AGENCY_SETTINGS_FAILED, status: 403, code: TERMS_NOT_ACCEPTED })
  })
})
