import { describe, expect, it } from 'vitest'
import { todayInState } from './states.ts'

describe('todayInState', () => {
  it("gives the agency's local date", () => {
    const lateInSydney = new Date('2026-03-10T14:30:00Z') // 01:30 on 11 March in Sydney, 22:30 on 10 March in Perth
    expect(todayInState(2, lateInSydney)).toBe('2026-03-11')
    expect(todayInState(8, lateInSydney)).toBe('2026-03-10')
  })
})
