import { describe, expect, it } from 'vitest'
import { etagMatches, requestedRange } from '../../server/storage/byte-range.ts'

describe('Range and If-None-Match headers (serveStoredFile, either store)', () => {
  it('reads one byte range, clamped to the file', () => {
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(requestedRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 })
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(requestedRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
  })

  it('is unsatisfiable (416) past the end, for an empty suffix and for an empty file', () => {
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(requestedRange('bytes=100-200', 100)).toBe('unsatisfiable')
    expect(requestedRange('bytes=-0', 100)).toBe('unsatisfiable')
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable')
  })

  it('ignores what it does not honour: none, another unit, malformed, reversed, several ranges', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=a-b', 'bytes=-', 'bytes=9-1', 'bytes=0-1,5-6']) {
      expect(requestedRange(header, 100)).toBeNull()
    }
  })

  it('matches an ETag in a list, weak or not, and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true)
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true)
    expect(etagMatches('*', '"a"')).toBe(true)
    expect(etagMatches('"b"', '"a"')).toBe(false)
    expect(etagMatches(undefined, '"a"')).toBe(false)
  })
})
