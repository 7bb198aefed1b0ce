import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isStorableText } from './fields.ts'
import { safeUploadName, UNNAMED_UPLOAD, UPLOAD_NAME_MAX } from './upload-name.ts'

describe('safeUploadName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(safeUploadName('Smoke alarm report 2026.pdf')).toBe('Smoke alarm report 2026.pdf')
    expect(safeUploadName('Rapport d’été 🏠.jpg')).toBe('Rapport d’été 🏠.jpg')
  })

  it('shortens a 10,000-character name to the limit, keeping the extension', () => {
    const name = safeUploadName(`${'a'.repeat(10_000)}.pdf`)
    expect(name).toHaveLength(UPLOAD_NAME_MAX)
    expect(name.endsWith('.pdf')).toBe(true)
  })

  it('drops NUL, control characters and path separators, and replaces unpaired surrogates', () => {
    expect(safeUploadName('re\u0000po\rrt\n.pdf')).toBe('report.pdf')
    expect(safeUploadName('..\\..\\etc/passwd.txt')).toBe('....etcpasswd.txt')
    expect(safeUploadName('a\ud800b.png')).toBe('a\ufffdb.png')
    expect(safeUploadName('\u0000 ')).toBe(UNNAMED_UPLOAD)
  })

  it('never cuts an emoji in half when shortening', () => {
    const name = safeUploadName(`${'🏠'.repeat(300)}.pdf`)
    expect(Array.from(name)).toHaveLength(UPLOAD_NAME_MAX)
    expect(isStorableText(name)).toBe(true)
  })

  it('always gives a short, storable, non-empty name (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const name = safeUploadName(raw)
        return name.length > 0 && Array.from(name).length <= UPLOAD_NAME_MAX && isStorableText(name)
      }),
      { numRuns: 200 },
    )
  })
})
