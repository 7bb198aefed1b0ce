import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useShownForAtLeast } from './use-shown-for-at-least.ts'

describe('useShownForAtLeast', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps a short refresh visible for the whole second, then hides it', () => {
    const { result, rerender } = renderHook(({ active }) => useShownForAtLeast(active, 1000), {
      initialProps: { active: true },
    })
    expect(result.current).toBe(true)
    rerender({ active: false })
    act(() => vi.advanceTimersByTime(999))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(false)
  })

  it('stays shown while a long refresh runs, and is hidden when nothing refreshes', () => {
    const { result, rerender } = renderHook(({ active }) => useShownForAtLeast(active, 1000), {
      initialProps: { active: false },
    })
    expect(result.current).toBe(false)
    rerender({ active: true })
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current).toBe(true)
    rerender({ active: false })
    expect(result.current).toBe(false)
  })
})
