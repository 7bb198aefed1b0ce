import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveOnChange } from './save-on-change.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setUp() {
  const queryClient = new QueryClient()
  // What each save found in the cache, as the real save dehydrates it then.
  const saved: string[][] = []
  const save = vi.fn(async () => {
    saved.push(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    )
  })
  return { queryClient, save, saved, saving: saveOnChange(queryClient, save, 1000) }
}

describe('saveOnChange', () => {
  it('saves a burst of changes once, after the throttle, with every change in it', async () => {
    const { queryClient, save, saved } = setUp()
    queryClient.setQueryData(['a'], 1)
    queryClient.setQueryData(['b'], 2)
    await vi.advanceTimersByTimeAsync(999)
    queryClient.setQueryData(['c'], 3)
    expect(save).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(save).toHaveBeenCalledTimes(1)
    expect(saved[0]).toEqual(['["a"]', '["b"]', '["c"]'])
    // A later change starts a new period.
    queryClient.setQueryData(['a'], 4)
    await vi.advanceTimersByTimeAsync(1000)
    expect(save).toHaveBeenCalledTimes(2)
  })

  it('ignores what does not change the saved cache, and saves on a mutation too', async () => {
    const { queryClient, save } = setUp()
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: ['a'] })
    await vi.advanceTimersByTimeAsync(1000)
    save.mockClear()
    queryClient.getQueryCache().notify({ type: 'observerResultsUpdated', query })
    await vi.advanceTimersByTimeAsync(2000)
    expect(save).not.toHaveBeenCalled()

    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'done' })
      .execute(undefined)
    await vi.advanceTimersByTimeAsync(1000)
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('flush saves a pending change at once (leaving the app), and nothing when none is pending', async () => {
    const { queryClient, save, saving } = setUp()
    await saving.flush()
    expect(save).not.toHaveBeenCalled()
    queryClient.setQueryData(['a'], 1)
    await saving.flush()
    expect(save).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('cancel drops a pending change, and stop saves nothing more', async () => {
    const { queryClient, save, saving } = setUp()
    queryClient.setQueryData(['a'], 1)
    saving.cancel()
    await vi.advanceTimersByTimeAsync(2000)
    expect(save).not.toHaveBeenCalled()
    saving.stop()
    queryClient.setQueryData(['b'], 2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(save).not.toHaveBeenCalled()
  })
})
