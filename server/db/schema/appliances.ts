import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { agencies } from './agencies.ts'
import { properties, services } from './properties.ts'

/**
 * What the technician recorded at a service visit (property-operations §7 GET /v1/property/{id}/appliances):
 * one row per appliance per visit, so the last visit's list is the rows of the latest recorded_on.
 */
export const appliances = pgTable(
  'appliances',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    /** The kind, e.g. 'Smoke alarm', 'Gas cooktop', 'Switchboard'. */
    name: text().notNull(),
    /** Where in the property, e.g. 'Hallway', 'Kitchen'. */
    location: text().notNull(),
    /** The visit's date (the service's last service date when it was recorded). */
    recordedOn: date({ mode: 'string' }).notNull(),
    /** What the technician found. */
    result: text({ enum: ['PASSED', 'REPLACED', 'FAULTY'] }).notNull(),
    /** Smoke alarms: when the alarm itself expires ('yyyy-MM'), when known. */
    expiresOn: text(),
  },
  (t) => [index().on(t.propertyId, t.serviceId, t.recordedOn)],
)

/** The last run of the agency's property-management software sync (GET /v1/agency/integration). */
export const agencyIntegrationSyncs = pgTable(
  'agency_integration_syncs',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    lastSyncedAt: timestamp({ withTimezone: true }).notNull(),
    lastSyncStatus: text({ enum: ['SUCCEEDED', 'FAILED'] }).notNull(),
    lastError: text(),
  },
  (t) => [primaryKey({ columns: [t.agencyId] })],
)
