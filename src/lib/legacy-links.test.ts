import { describe, expect, it } from 'vitest'
import { isLegacyPath } from './legacy-links.ts'

describe('isLegacyPath', () => {
  it('recognises the legacy pages, including those with an id', () => {
    expect(isLegacyPath('/Bookings/view')).toBe(true)
    expect(isLegacyPath('/JobOrders/add')).toBe(true)
    expect(isLegacyPath('/Properties/view/123')).toBe(true)
  })

  it('leaves app routes alone', () => {
    expect(isLegacyPath('/portfolio')).toBe(false)
    expect(isLegacyPath('/Bookings/viewer')).toBe(false)
    expect(isLegacyPath('/bookings/view')).toBe(false)
  })
})
