import { describe, expect, it } from 'vitest'
import { COMPLIANCE_STATES } from './states.ts'
import { todayIso } from './today.ts'

const formats = new Map<string, Intl.DateTimeFormat>()
/** The date Intl gives for `zone` at `at`: what todayIso worked out before it knew the Australian rules. */
const intlDate = (zone: string, at: Date) => {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formats.set(zone, format)
  }
  const parts = format
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

describe('todayIso in the agencies’ zones', () => {
  const zones = [...new Set(COMPLIANCE_STATES.map((s) => s.timeZone))]

  it('gives the date Intl gives, every half hour across two years and their daylight-saving switches', () => {
    const mismatches: string[] = []
    for (const zone of zones) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 30 * 60_000) {
        const at = new Date(t)
        if (todayIso(zone, at) !== intlDate(zone, at)) mismatches.push(`${zone} ${at.toISOString()}`)
      }
    }
    expect(mismatches).toEqual([])
  })

  it('crosses midnight on daylight time in summer and on standard time in winter', () => {
    // Sydney: 11 pm on 14 January (UTC+11) is 12:00 UTC; the same 12:00 UTC in July is 10 pm (UTC+10).
    expect(todayIso('Australia/Sydney', new Date('2026-01-14T12:59:00Z'))).toBe('2026-01-14')
    expect(todayIso('Australia/Sydney', new Date('2026-01-14T13:00:00Z'))).toBe('2026-01-15')
    expect(todayIso('Australia/Sydney', new Date('2026-07-14T13:59:00Z'))).toBe('2026-07-14')
    expect(todayIso('Australia/Sydney', new Date('2026-07-14T14:00:00Z'))).toBe('2026-07-15')
    // Adelaide is half an hour behind; Brisbane keeps standard time all year.
    expect(todayIso('Australia/Adelaide', new Date('2026-01-14T13:29:00Z'))).toBe('2026-01-14')
    expect(todayIso('Australia/Adelaide', new Date('2026-01-14T13:30:00Z'))).toBe('2026-01-15')
    expect(todayIso('Australia/Brisbane', new Date('2026-01-14T13:30:00Z'))).toBe('2026-01-14')
  })

  it('still answers for any other zone, through Intl', () => {
    expect(todayIso('Pacific/Auckland', new Date('2026-03-04T12:00:00Z'))).toBe('2026-03-05')
    expect(todayIso('UTC', new Date('2026-03-04T23:59:00Z'))).toBe('2026-03-04')
  })
})
