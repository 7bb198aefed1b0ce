import { describe, expect, it } from 'vitest'
import { formatCount, formatIncGst } from './number-format.ts'

describe('number formats', () => {
  it('writes dollars and cents with GST included, as the spec does', () => {
    expect(formatIncGst(1234.5)).toBe('$1,234.50 inc. GST')
    expect(formatIncGst(0)).toBe('$0.00 inc. GST')
  })

  it('writes counts with thousands separators, as toLocaleString did', () => {
    expect(formatCount(1234567)).toBe((1234567).toLocaleString('en-AU'))
    expect(formatCount(47)).toBe('47')
  })
})
