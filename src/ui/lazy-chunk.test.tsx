import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TEXTS, ChunkBoundary, lazyWithRetry, QUIET_RETRY_MS } from './lazy-chunk.tsx'

// React reports the errors its boundaries catch on the console: expected here.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A chunk that fails to load `failures` times, then arrives. */
function flakyChunk(failures: number) {
  let calls = 0
  const load = vi.fn(async () => {
    calls += 1
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return { default: ({ name }: { name: string }) => <p>Loaded {name}</p> }
  })
  return { load, Chunk: lazyWithRetry(load) }
}

class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message }
  }
  override render() {
    return this.state.caught ? <p>Outer caught {this.state.caught}</p> : this.props.children
  }
}

describe('ChunkBoundary with lazyWithRetry', () => {
  it('a failed load shows the message in place; Retry loads the chunk again and shows it', async () => {
    const { load, Chunk } = flakyChunk(1)
    render(
      <ChunkBoundary fallback={<p>Loading…</p>}>
        <Chunk name="editor" />
      </ChunkBoundary>,
    )
    expect((await screen.findByRole('alert')).textContent).toContain(CHUNK_TEXTS.title)
    expect(screen.queryByRole('button', { name: CHUNK_TEXTS.close })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: CHUNK_TEXTS.retry }))
    expect(await screen.findByText('Loaded editor')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('for a dialog: the failure is an alert dialog with Close (which calls onClose) and Retry', async () => {
    const { Chunk } = flakyChunk(2)
    const onClose = vi.fn()
    render(
      <ChunkBoundary onClose={onClose}>
        <Chunk name="wizard" />
      </ChunkBoundary>,
    )
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain(CHUNK_TEXTS.title)
    expect(dialog.textContent).toContain(CHUNK_TEXTS.body)
    // Still failing: the message again, not a blank screen.
    fireEvent.click(screen.getByRole('button', { name: CHUNK_TEXTS.retry }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain(CHUNK_TEXTS.title)
    fireEvent.click(screen.getByRole('button', { name: CHUNK_TEXTS.close }))
    expect(onClose).toHaveBeenCalled()
  })

  it('quiet: a part the page can do without shows nothing when it fails, and comes once the device is back online', async () => {
    const { load, Chunk } = flakyChunk(1)
    const { container } = render(
      <ChunkBoundary quiet>
        <Chunk name="tray" />
      </ChunkBoundary>,
    )
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container.textContent).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByText('Loaded tray')).toBeTruthy()
  })

  it('quiet: on a weak link where `online` never fires, it tries again after a while by itself', async () => {
    const retries: (() => void)[] = []
    const realSetTimeout = globalThis.setTimeout
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      if (ms !== QUIET_RETRY_MS) return realSetTimeout(fn, ms)
      retries.push(fn)
      return 0
    }) as typeof setTimeout)
    const { load, Chunk } = flakyChunk(1)
    render(
      <ChunkBoundary quiet>
        <Chunk name="badge" />
      </ChunkBoundary>,
    )
    await vi.waitFor(() => expect(retries).toHaveLength(1))
    act(() => retries[0]?.())
    expect(await screen.findByText('Loaded badge')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('Retry in a second boundary of the same chunk, once the first has loaded it, loads nothing again', async () => {
    const { load, Chunk } = flakyChunk(1)
    render(
      <>
        <ChunkBoundary>
          <Chunk name="one" />
        </ChunkBoundary>
        <ChunkBoundary>
          <Chunk name="two" />
        </ChunkBoundary>
      </>,
    )
    const [first, second] = await screen.findAllByRole('button', { name: CHUNK_TEXTS.retry })
    if (!first || !second) throw new Error('two Retry buttons expected')
    fireEvent.click(first)
    expect(await screen.findByText('Loaded one')).toBeTruthy()
    fireEvent.click(second)
    expect(await screen.findByText('Loaded two')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('other errors are not taken for a missing chunk: they go on to the boundary above', async () => {
    const Broken = () => {
      throw new Error('render bug')
    }
    render(
      <Outer>
        <ChunkBoundary>
          <Broken />
        </ChunkBoundary>
      </Outer>,
    )
    expect(await screen.findByText('Outer caught render bug')).toBeTruthy()
    expect(screen.queryByText(CHUNK_TEXTS.title)).toBeNull()
  })
})
