import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced.ts'

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives the typed text only once typing has stopped for 300 ms', () => {
    const { result, rerender } = renderHook(({ text }) => useDebounced(text), { initialProps: { text: '' } })
    rerender({ text: 's' })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    rerender({ text: 'st' })
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('st')
    expect(SEARCH_DEBOUNCE_MS).toBe(300)
  })
})
