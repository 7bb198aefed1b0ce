import { describe, expect, it } from 'vitest'
import { decodeReturnPath, encodeReturnPath, safeReturnPath } from './return-path.ts'

describe('return path through the state sign-in', () => {
  it('round-trips a path with query and unicode', () => {
    const path = '/portfolio?query=Ōtautahi st&facet=OVERDUE&facet=COMPLIANT'
    const encoded = encodeReturnPath(path)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeReturnPath(encoded)).toBe(path)
  })

  it.each(['https://evil.example/x', '//evil.example', '/\\evil', 'javascript:alert(1)', '', '/auth/login'])(
    'refuses %s as a return path',
    (path) => {
      expect(safeReturnPath(path)).toBe('/')
      expect(decodeReturnPath(encodeReturnPath(path))).toBe('/')
    },
  )

  it('falls back to / for a state that is not base64url of UTF-8', () => {
    expect(decodeReturnPath('%%%')).toBe('/')
    expect(decodeReturnPath(btoa('\xff\xfe'))).toBe('/')
    expect(decodeReturnPath(undefined)).toBe('/')
  })
})
