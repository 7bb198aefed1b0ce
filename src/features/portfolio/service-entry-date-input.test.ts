import { describe, expect, it } from 'vitest'
import { dateInputRange, dateInputValue } from './service-entry-date-input.tsx'

describe('service date input', () => {
  const range = dateInputRange('2026-11-22')

  it('runs from 1900 to the end of the year five years ahead', () => {
    expect(range).toEqual({ min: '1900-01-01', max: '2031-12-31' })
  })

  it('reads dd/mm/yyyy and d/m/yyyy as a date', () => {
    expect(dateInputValue('05/03/2026', range)).toBe('2026-03-05')
    expect(dateInputValue(' 5/3/2026 ', range)).toBe('2026-03-05')
  })

  it('keeps text that is no date, or a date out of range, for the form to reject', () => {
    expect(dateInputValue('31/02/2026', range)).toBe('31/02/2026')
    expect(dateInputValue('2026-03-05', range)).toBe('2026-03-05')
    expect(dateInputValue('1/1/2032', range)).toBe('1/1/2032')
    expect(dateInputValue('1/1/1899', range)).toBe('1/1/1899')
    expect(dateInputValue('next week', range)).toBe('next week')
  })

  it('reads blank as no date', () => {
    expect(dateInputValue('   ', range)).toBe('')
  })
})
