import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, NOT_SAVED_FOR_OFFLINE, prefetchUnlessCached } from './query-client.ts'

afterEach(() => onlineManager.setOnline(true))

describe('the query client offline', () => {
  it('answers a stale cached query at once instead of waiting for the connection', async () => {
    const client = createQueryClient()
    client.setQueryData(['property', 1, 'detail'], { id: 1 }, { updatedAt: Date.now() - 60 * 60_000 })
    onlineManager.setOnline(false)
    const queryFn = vi.fn()
    await expect(client.fetchQuery({ queryKey: ['property', 1, 'detail'], queryFn, staleTime: 0 })).resolves.toEqual({
      id: 1,
    })
    await expect(client.prefetchQuery({ queryKey: ['property', 1, 'detail'], queryFn })).resolves.toBeUndefined()
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('fails at once, with a message, for something never saved', async () => {
    const client = createQueryClient()
    onlineManager.setOnline(false)
    await expect(client.ensureQueryData({ queryKey: ['property', 2, 'detail'], queryFn: () => 1 })).rejects.toThrow(
      NOT_SAVED_FOR_OFFLINE,
    )
  })

  it('fetches as usual online', async () => {
    const client = createQueryClient()
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: () => 'fresh' })).resolves.toBe('fresh')
  })
})

describe('prefetchUnlessCached (route loaders)', () => {
  const answerLater = () => {
    let answer: (value: string) => void = () => {}
    const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)))
    return { queryFn, answer: (value: string) => answer(value) }
  }
  const settled = async (promise: Promise<unknown>) => {
    let done = false
    void promise.then(() => (done = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    return done
  }

  it('does not wait for the refresh of a stale saved answer, but refreshes it', async () => {
    const client = createQueryClient()
    client.setQueryData(['invoices'], 'saved', { updatedAt: Date.now() - 60 * 60_000 })
    const { queryFn, answer } = answerLater()
    expect(await settled(prefetchUnlessCached(client, { queryKey: ['invoices'], queryFn }))).toBe(true)
    expect(queryFn).toHaveBeenCalledTimes(1)
    answer('fresh')
    await vi.waitFor(() => expect(client.getQueryData(['invoices'])).toBe('fresh'))
  })

  it('waits for the answer when nothing is saved', async () => {
    const client = createQueryClient()
    const { queryFn, answer } = answerLater()
    const loading = prefetchUnlessCached(client, { queryKey: ['invoices'], queryFn })
    expect(await settled(loading)).toBe(false)
    answer('fresh')
    await loading
    expect(client.getQueryData(['invoices'])).toBe('fresh')
  })
})
