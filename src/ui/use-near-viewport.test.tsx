import { act, cleanup, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './use-near-viewport.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>
}

describe('useNearViewport', () => {
  it('is false until the element nears the viewport, then stays true', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {}
    const disconnect = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback
        }
        observe() {}
        disconnect = disconnect
      },
    )
    render(<Probe />)
    expect(screen.getByText('far')).toBeTruthy()
    act(() => report([{ isIntersecting: false }]))
    expect(screen.getByText('far')).toBeTruthy()
    act(() => report([{ isIntersecting: true }]))
    expect(screen.getByText('near')).toBeTruthy()
    expect(disconnect).toHaveBeenCalled()
  })

  it('is true at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeTruthy()
  })
})
