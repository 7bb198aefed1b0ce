import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMinWidth } from './use-media-query.ts'

/** A matchMedia whose answer the test sets, telling listeners as a browser does on resize. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>()
  const list = (query: string) => ({
    get matches() {
      return width >= Number(/(\d+)rem/.exec(query)?.[1]) * 16
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })
  vi.stubGlobal('matchMedia', list)
  return {
    resize(to: number) {
      width = to
      for (const listener of listeners) listener()
    },
    listeners,
  }
}

function Probe() {
  return <p>{useMinWidth('md') ? 'wide' : 'narrow'}</p>
}

describe('useMinWidth', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('answers for the viewport at once and follows it across the breakpoint', () => {
    const viewport = fakeViewport(360)
    render(<Probe />)
    expect(screen.getByText('narrow')).toBeTruthy()
    act(() => viewport.resize(900))
    expect(screen.getByText('wide')).toBeTruthy()
    act(() => viewport.resize(767))
    expect(screen.getByText('narrow')).toBeTruthy()
    cleanup()
    expect(viewport.listeners.size).toBe(0)
  })
})
