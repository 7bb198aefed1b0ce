import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core'
import { notices } from './issues.ts'
import { properties } from './properties.ts'

/**
 * One-off entry notifications the agency asked for (POST /v1/property/{id}/entry-notification/one-off): the
 * provider applies one to the next booking of these services and sets applied_at. Pending until then.
 */
export const oneOffEntryNotifications = pgTable(
  'one_off_entry_notifications',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceIds: integer().array().notNull(),
    noticeId: integer().references(() => notices.id, { onDelete: 'set null' }),
    createdByUserId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.propertyId, t.appliedAt)],
)
