import { describe, expect, it } from 'vitest'
import { formatPhoneNumber, normalisePhoneNumber } from './phone.ts'

describe('normalisePhoneNumber', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['(03) 9123 4567', '+61391234567'],
    ['0412-345-678', '+61412345678'],
    ['  412 345 678 ', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['1300 123 456', '+611300123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['0011 44 20 7946 0958', '+442079460958'],
    ['+64 21 123 4567', '+64211234567'],
  ])('reads %s as %s', (raw, e164) => {
    expect(normalisePhoneNumber(raw)).toBe(e164)
  })

  it.each(['123', 'abc', '0412', '', '   ', '04123456789', '0512345678', '+1 555 555 5555', 'call 0412 345 678'])(
    'rejects %j',
    (raw) => {
      expect(normalisePhoneNumber(raw)).toBeNull()
    },
  )
})

describe('formatPhoneNumber', () => {
  it('shows Australian numbers in national form and others in international form', () => {
    expect(formatPhoneNumber('+61412345678')).toBe('0412 345 678')
    expect(formatPhoneNumber('+61391234567')).toBe('(03) 9123 4567')
    expect(formatPhoneNumber('+442079460958')).toBe('+44 20 7946 0958')
  })

  it('shows a number it cannot read as it is', () => {
    expect(formatPhoneNumber('12')).toBe('12')
  })
})
