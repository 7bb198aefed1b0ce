import { describe, expect, it } from 'vitest'
import { formatCount, formatIncGst } from './number-format.ts'

describe('number formats', () => {
  it('writes dollars and cents with GST included, as the spec does', () => {
    expect(formatIncGst(1234.5)).toBe('$1,234.50 inc. GST')
    expect(formatIncGst(0)).toBe('$0.00 inc. GST')
  })

  it('writes counts with thousands separators, as toLocaleString did', () => {
    for (const n of [0, 7, 47, 999, 1000, 12345, 123456, 1234567, -1234, 1234.5]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-AU'))
    }
    expect(formatCount(1234567)).toBe('1,234,567')
  })
})
