import { SERVICES } from '../../../src/contract/catalog.ts'
import { bookingSlots } from '../schema/index.ts'
import type { SeedContext } from './context.ts'
import { insertAll } from './insert.ts'
import { addDays } from './random.ts'

/** Days ahead the stand-in provider schedule has times for. */
export const SCHEDULE_DAYS = 10
/** The service the provider has no technician for: its availability is empty. */
export const UNSCHEDULED_SERVICE_ID = 6
/** Smoke alarms are fully booked on this day (days after the seed's today). */
export const FULLY_BOOKED_DAY = 2
const TIMES = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['13:00', '15:00'],
  ['15:00', '17:00'],
] as const
const TECHNICIANS = [101, 102]

/**
 * The stand-in provider's technician schedule: for each service but one, four times a day with two
 * technicians over the next SCHEDULE_DAYS days; one day of smoke alarms already fully booked.
 */
export async function seedBookingSchedule(ctx: SeedContext): Promise<void> {
  const rows: (typeof bookingSlots.$inferInsert)[] = []
  const bookedAt = new Date(`${ctx.today}T00:00:00Z`)
  for (const service of SERVICES) {
    if (service.id === UNSCHEDULED_SERVICE_ID) continue
    for (let day = 1; day <= SCHEDULE_DAYS; day++) {
      const date = addDays(ctx.today, day)
      const full = service.id === 1 && day === FULLY_BOOKED_DAY
      for (const [timeFrom, timeTo] of TIMES) {
        for (const technicianId of TECHNICIANS) {
          rows.push({ serviceId: service.id, date, timeFrom, timeTo, technicianId, bookedAt: full ? bookedAt : null })
        }
      }
    }
  }
  await insertAll(ctx.db, bookingSlots, rows)
}
