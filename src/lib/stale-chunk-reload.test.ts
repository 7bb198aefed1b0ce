import { describe, expect, it } from 'vitest'
import { chunkUrlOf, shouldReloadForStaleChunk } from './stale-chunk-reload.ts'

const memory = () => {
  const values = new Map<string, string>()
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) }
}

describe('reloading for a chunk a new deploy removed', () => {
  it('reloads once, not again right after (a chunk still missing goes to the error boundary)', () => {
    const storage = memory()
    expect(shouldReloadForStaleChunk(storage, 1_000_000)).toBe(true)
    expect(shouldReloadForStaleChunk(storage, 1_000_000 + 5_000)).toBe(false)
  })

  it('reloads again for a later deploy', () => {
    const storage = memory()
    expect(shouldReloadForStaleChunk(storage, 1_000_000)).toBe(true)
    expect(shouldReloadForStaleChunk(storage, 1_000_000 + 10 * 60_000)).toBe(true)
  })
})

describe('which failure is a new deploy', () => {
  it('finds the chunk address in the error Vite reports', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: https://app.example/assets/send-email-dialog-Ab12.js',
    )
    expect(chunkUrlOf(error)).toBe('https://app.example/assets/send-email-dialog-Ab12.js')
    expect(chunkUrlOf(new Error('Unable to preload CSS for http://localhost:3000/assets/pdf-viewer-x9.css'))).toBe(
      'http://localhost:3000/assets/pdf-viewer-x9.css',
    )
    expect(chunkUrlOf(new Error('something else'))).toBeNull()
  })
})
