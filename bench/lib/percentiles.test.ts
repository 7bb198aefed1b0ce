import { describe, expect, it } from 'vitest'
import { percentile, summarize } from './percentiles.ts'

describe('percentile', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1)

  it('takes the nearest rank', () => {
    expect(percentile(oneToHundred, 50)).toBe(50)
    expect(percentile(oneToHundred, 95)).toBe(95)
    expect(percentile(oneToHundred, 99)).toBe(99)
    expect(percentile(oneToHundred, 100)).toBe(100)
    expect(percentile([10, 20, 30, 40], 50)).toBe(20)
    expect(percentile([10, 20, 30, 40], 51)).toBe(30)
  })

  it('answers the smallest sample for p0 and the only sample of one', () => {
    expect(percentile(oneToHundred, 0)).toBe(1)
    expect(percentile([7], 99)).toBe(7)
  })

  it('is NaN without samples and rejects p outside 0–100', () => {
    expect(percentile([], 50)).toBeNaN()
    expect(() => percentile([1], 101)).toThrow(RangeError)
    expect(() => percentile([1], -1)).toThrow(RangeError)
  })
})

describe('summarize', () => {
  it('sorts numerically without changing the input', () => {
    const samples = [9, 1, 10, 2, 8, 3, 7, 4, 6, 5]
    expect(summarize(samples)).toEqual({ p50: 5, p95: 10, p99: 10, count: 10 })
    expect(samples[0]).toBe(9)
  })

  it('keeps fractional milliseconds', () => {
    const samples = Array.from({ length: 1000 }, (_, i) => (1000 - i) / 10)
    expect(summarize(samples)).toEqual({ p50: 50, p95: 95, p99: 99, count: 1000 })
  })
})
