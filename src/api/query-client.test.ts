import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, NOT_SAVED_FOR_OFFLINE } from './query-client.ts'

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
