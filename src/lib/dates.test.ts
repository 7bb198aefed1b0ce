import { describe, expect, it } from 'vitest'
import { formatDate } from './dates.ts'

describe('formatDate', () => {
  it('shows dates as dd/MM/yyyy by default and with the time on request, as en-AU writes them', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026')
    expect(formatDate(new Date(2026, 0, 31))).toBe('31/01/2026')
    expect(formatDate(new Date(2026, 11, 25, 13, 45), 'dd/MM/yyyy h:mm a')).toBe('25/12/2026 1:45 PM')
    expect(formatDate(new Date(2026, 2, 5, 0, 5), 'dd/MM/yyyy, h:mm a')).toBe('05/03/2026, 12:05 AM')
    expect(formatDate(new Date(2026, 2, 5, 12, 0), 'dd/MM/yyyy h:mm a')).toBe('05/03/2026 12:00 PM')
    expect(formatDate(new Date(2026, 2, 5, 7, 8, 9), 'dd/MM/yyyy HH:mm')).toBe('05/03/2026 07:08')
    expect(formatDate(new Date(2026, 2, 5, 17, 8, 9), 'HH:mm:ss')).toBe('17:08:09')
  })

  it('keeps unparseable input as it is', () => {
    expect(formatDate('not a date')).toBe('not a date')
  })
})
