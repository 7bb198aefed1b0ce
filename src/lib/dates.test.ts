import { describe, expect, it } from 'vitest'
import { formatDate } from './dates.ts'

describe('formatDate', () => {
  it('shows dates as dd/MM/yyyy by default and other en-AU patterns on request', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026')
    expect(formatDate('2026-03-05', 'd MMMM yyyy')).toBe('5 March 2026')
    expect(formatDate(new Date(2026, 0, 31))).toBe('31/01/2026')
  })

  it('keeps unparseable input as it is', () => {
    expect(formatDate('not a date')).toBe('not a date')
  })
})
