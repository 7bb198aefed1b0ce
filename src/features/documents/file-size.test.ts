import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size.ts'

describe('formatFileSize', () => {
  it('shows bytes, KB and MB as the 20 MB limit counts them', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB')
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB')
  })
})
