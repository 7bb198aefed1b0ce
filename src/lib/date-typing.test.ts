import { describe, expect, it } from 'vitest'
import { parseDateInput } from '../contract/dates.ts'
import { autoSlashDate } from './date-typing.ts'

describe('autoSlashDate', () => {
  it('adds the slashes a numeric keypad cannot type', () => {
    expect(autoSlashDate('040')).toBe('04/0')
    expect(autoSlashDate('0405')).toBe('04/05')
    expect(autoSlashDate('04052026')).toBe('04/05/2026')
    expect(parseDateInput(autoSlashDate('04052026'))).toBe('2026-05-04')
  })

  it('leaves alone what the user wrote with slashes, what is too short, and what is not digits', () => {
    for (const text of ['', '0', '04', '4/5/2026', '04/05', 'today', '040520261']) {
      expect(autoSlashDate(text)).toBe(text)
    }
  })
})
