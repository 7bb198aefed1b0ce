import { boolean, date, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core'
import { propertyServices } from './properties.ts'

/**
 * The provider's completed visits of a property's service: the history behind the analytics compliance rate
 * (property_services keeps only the latest dates). A visit left the service compliant (or not) until the next
 * visit or until next_due_on, whichever comes first.
 */
export const serviceVisits = pgTable(
  'service_visits',
  {
    id: serial().primaryKey(),
    propertyServiceId: integer()
      .notNull()
      .references(() => propertyServices.id, { onDelete: 'cascade' }),
    visitedOn: date({ mode: 'string' }).notNull(),
    isCompliant: boolean().notNull(),
    /** visitedOn plus the service's frequency: overdue after this day unless visited again. */
    nextDueOn: date({ mode: 'string' }).notNull(),
    /**
     * When what this visit found stops holding: the next visit's day or nextDueOn, whichever is first. Kept by a
     * trigger (migration 0022) when a visit is added, so the monthly compliance rate reads each visit once instead
     * of sorting them all to find the next one.
     */
    endsOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    // One visit a day per service: the latest visit before a day is then one row.
    uniqueIndex('service_visits_service_day').on(t.propertyServiceId, t.visitedOn),
    index('service_visits_visited_on').on(t.visitedOn),
    index('service_visits_ends_on').on(t.endsOn),
  ],
)
