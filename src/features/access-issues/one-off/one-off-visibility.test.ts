import { describe, expect, it } from 'vitest'
import { canRequestOneOff, daysOpen } from './one-off-visibility.ts'

const today = '2026-11-24'
type Facts = Parameters<typeof canRequestOneOff>[0]
const tenancy = { id: 1 } as unknown as NonNullable<Facts['tenancy']['currentTenancy']>
const notice = { id: 1, noticeType: 'REFUSING_SERVICE', isUrgent: true, createdAt: '2026-11-01T02:00:00Z' }
const base: Facts = {
  isCancelled: false,
  bookingMethod: 'APPOINTMENT',
  entryMethodPreferences: { occupantAppointmentPreference: 'YES' },
  tenancy: { currentTenancy: tenancy, isVacant: false, vacantUntil: null, upcomingTenancy: null },
  openAccessIssues: [],
  openNotices: [notice],
}

describe('one-off entry notification visibility', () => {
  it('is offered for a tenanted property booked by appointment with appointments allowed', () => {
    expect(canRequestOneOff(base, today)).toBe(true)
    // Unset preference counts as allowed.
    expect(canRequestOneOff({ ...base, entryMethodPreferences: {} }, today)).toBe(true)
  })
  it('is hidden when the property is vacant', () => {
    expect(canRequestOneOff({ ...base, tenancy: { ...base.tenancy, isVacant: true } }, today)).toBe(false)
    expect(canRequestOneOff({ ...base, tenancy: { ...base.tenancy, currentTenancy: null } }, today)).toBe(false)
  })
  it('is hidden when an open access issue or notice is over 30 days old (update required)', () => {
    const old = '2026-10-24T09:00:00Z' // 31 days before today
    expect(daysOpen(old, today)).toBe(31)
    expect(canRequestOneOff({ ...base, openNotices: [{ ...notice, createdAt: old }] }, today)).toBe(false)
    const issue = {
      id: 2,
      issueType: 'BAD_KEYS',
      label: 'Key issue',
      entryMethod: 'APPOINTMENT',
      createdAt: old,
    } as const
    expect(canRequestOneOff({ ...base, openAccessIssues: [issue] }, today)).toBe(false)
    // Exactly 30 days is not yet over 30.
    const thirty = { ...issue, createdAt: '2026-10-25T09:00:00Z' }
    expect(canRequestOneOff({ ...base, openAccessIssues: [thirty] }, today)).toBe(true)
  })
  it('is hidden when occupant appointments are not allowed', () => {
    expect(canRequestOneOff({ ...base, entryMethodPreferences: { occupantAppointmentPreference: 'NO' } }, today)).toBe(
      false,
    )
    expect(
      canRequestOneOff({ ...base, entryMethodPreferences: { occupantAppointmentPreference: 'BY_EXCEPTION' } }, today),
    ).toBe(true)
  })
  it('is hidden when bookings are not made by appointment, and on a cancelled property', () => {
    expect(canRequestOneOff({ ...base, bookingMethod: 'ENTRY_NOTICE' }, today)).toBe(false)
    expect(canRequestOneOff({ ...base, isCancelled: true }, today)).toBe(false)
  })
})
