import type { ByteRange } from './file-store.ts'

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14): one range, clamped to the file; 'unsatisfiable'
 * when it starts past the end (answered 416); null when there is none to honour — no header, another unit, a
 * malformed one, or several ranges (the whole file is sent then, which the RFC allows).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i)
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // "bytes=-500": the last 500 bytes (all of a shorter file); "-0" asks for nothing.
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}

/** Whether an If-None-Match header names this ETag (or any, with "*"); weak forms compare equal. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}
