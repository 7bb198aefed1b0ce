import { UPDATE_REQUIRED_DAYS } from '../../../contract/notices.ts'
import type { PropertyDetail } from '../../../contract/property.ts'

type PropertyFacts = Pick<
  PropertyDetail,
  'isCancelled' | 'bookingMethod' | 'entryMethodPreferences' | 'tenancy' | 'openAccessIssues' | 'openNotices'
>

const DAY_MS = 86_400_000

/** Whole days from the day something was raised to today ('yyyy-MM-dd'), by calendar date. */
export function daysOpen(createdAt: string, today: string): number {
  const from = Date.parse(`${createdAt.slice(0, 10)}T00:00:00Z`)
  const to = Date.parse(`${today}T00:00:00Z`)
  return Math.round((to - from) / DAY_MS)
}

/**
 * Whether the property is offered a one-off entry notification (property-operations §6). Hidden when it is
 * vacant (nobody to notify), update-required (an open access issue or notice over 30 days: the details must be
 * updated first), the occupant appointment preference in force is NO, or bookings are not made by appointment.
 * A cancelled property is read-only. The server refuses the same cases for a screen that was stale.
 */
export function canRequestOneOff(property: PropertyFacts, today: string): boolean {
  if (property.isCancelled) return false
  if (property.tenancy.isVacant || !property.tenancy.currentTenancy) return false
  const open = [...property.openAccessIssues, ...property.openNotices]
  if (open.some((item) => daysOpen(item.createdAt, today) > UPDATE_REQUIRED_DAYS)) return false
  // The property read carries the preference in force today (a temporary one until its expiry).
  if (property.entryMethodPreferences.occupantAppointmentPreference === 'NO') return false
  return property.bookingMethod === 'APPOINTMENT'
}
