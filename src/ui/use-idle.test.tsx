import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEVICE_STORE_SETTLE,
  holdIdle,
  markFirstScreenSettled,
  setFirstScreenBusy,
  useArmed,
  whenIdle,
} from './use-idle.ts'

beforeEach(() => {
  // This file tests the waiting itself: start from a page still loading (tests/unit-setup.ts marks it settled).
  markFirstScreenSettled(false)
  vi.useFakeTimers()
  // happy-dom may have no requestIdleCallback: the fallback (a timer) is what runs here either way.
  vi.stubGlobal('requestIdleCallback', undefined)
})
afterEach(() => {
  cleanup()
  setFirstScreenBusy(() => false)
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** A whenIdle callback started now waits while the first screen is held, and runs soon after `release`. */
function expectHeldUntil(release: () => void) {
  const callback = vi.fn()
  whenIdle(callback, { timeout: 10_000 })
  vi.advanceTimersByTime(3000)
  expect(callback).not.toHaveBeenCalled()
  release()
  vi.advanceTimersByTime(1000)
  expect(callback).toHaveBeenCalledTimes(1)
}

describe('whenIdle', () => {
  it('waits while the first screen is still busy, then runs once', () => {
    let busy = true
    setFirstScreenBusy(() => busy)
    const callback = vi.fn()
    whenIdle(callback, { timeout: 10_000 })
    vi.advanceTimersByTime(3000)
    expect(callback).not.toHaveBeenCalled()
    busy = false
    vi.advanceTimersByTime(3000)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('waits while the first screen is held (still being drawn), then runs once it is released', () => {
    const release = holdIdle()
    expectHeldUntil(() => {
      release()
      release() // a second release changes nothing
    })
    // Released twice, the hold count did not go below zero: a new hold still holds.
    expectHeldUntil(holdIdle())
  })

  it('runs at the latest when its timeout has passed, busy or not', () => {
    setFirstScreenBusy(() => true)
    const callback = vi.fn()
    whenIdle(callback, { timeout: 2000 })
    vi.advanceTimersByTime(1500)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2000)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('waits for the page to have been quiet for as long as asked', () => {
    const callback = vi.fn()
    whenIdle(callback, { quietFor: 1000, timeout: 10_000 })
    vi.advanceTimersByTime(700)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1500)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('once a long quiet has been seen, runs what waits for one at the next idle moment (a dialog opened later)', () => {
    const first = vi.fn()
    whenIdle(first, DEVICE_STORE_SETTLE)
    vi.advanceTimersByTime(3000)
    expect(first).toHaveBeenCalledTimes(1)
    setFirstScreenBusy(() => true)
    const later = vi.fn()
    whenIdle(later, DEVICE_STORE_SETTLE)
    vi.advanceTimersByTime(1100)
    expect(later).toHaveBeenCalledTimes(1)
  })

  it('does not run once cancelled', () => {
    const callback = vi.fn()
    const cancel = whenIdle(callback)
    cancel()
    vi.advanceTimersByTime(5000)
    expect(callback).not.toHaveBeenCalled()
  })
})

function Probe() {
  const [armed, arm, inUse] = useArmed()
  return (
    <button type="button" {...inUse} onClick={arm}>
      {armed ? 'armed' : 'waiting'}
    </button>
  )
}

describe('useArmed', () => {
  it('is armed when the user reaches for the control before the first screen has settled', () => {
    setFirstScreenBusy(() => true)
    render(<Probe />)
    expect(screen.getByRole('button').textContent).toBe('waiting')
    act(() => screen.getByRole('button').click())
    expect(screen.getByRole('button').textContent).toBe('armed')
  })

  it('is armed once the first screen has settled', () => {
    render(<Probe />)
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(screen.getByRole('button').textContent).toBe('armed')
  })

  it('waits while its stand-in is focused or pressed when the screen settles, and is armed once it is left', () => {
    render(<Probe />)
    const button = screen.getByRole('button')
    act(() => button.focus())
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(button.textContent).toBe('waiting')
    act(() => button.blur())
    expect(button.textContent).toBe('armed')
  })

  it('is armed by a press that began before the screen settled', () => {
    render(<Probe />)
    const button = screen.getByRole('button')
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      vi.advanceTimersByTime(5000)
    })
    expect(button.textContent).toBe('waiting')
    act(() => button.click())
    expect(button.textContent).toBe('armed')
  })
})
