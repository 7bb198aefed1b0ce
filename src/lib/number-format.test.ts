import { describe, expect, it } from 'vitest'
import { formatCount, formatIncGst } from './number-format.ts'

describe('number formats', () => {
  it('writes dollars and cents with GST included, as the spec does', () => {
    expect(formatIncGst(1234.5)).toBe('$1,234.50 inc. GST')
    expect(formatIncGst(0)).toBe('$0.00 inc. GST')
  })

  it('writes amounts as Intl’s en-AU currency format does, halves and negatives included', () => {
    const intl = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })
    const samples = [0, -0, 0.005, 1.005, 2.675, 1.125, -12.5, 0.1 + 0.2, 99.995, 999.995, 1234.5, 1e6, -0.001]
    samples.push(1e-7, 123456789.125, 5e11, 2e12)
    let seed = 7
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647 // a fixed pseudo-random sequence: the same samples every run
      const dollars = (seed % 20_000_000) / 1000 - 10_000 // three decimals: a third of them halves or beyond
      samples.push(dollars, Math.round(dollars * 100) / 100)
    }
    for (const dollars of samples)
      expect([dollars, formatIncGst(dollars)]).toEqual([dollars, `${intl.format(dollars)} inc. GST`])
  })

  it('writes counts with thousands separators, as toLocaleString did', () => {
    for (const n of [0, 7, 47, 999, 1000, 12345, 123456, 1234567, -1234, 1234.5]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-AU'))
    }
    expect(formatCount(1234567)).toBe('1,234,567')
  })
})
