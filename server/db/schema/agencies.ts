import { boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/** An agency (a "portfolio" in the UI). state_id uses the spec's ids: ACT 1 … WA 8. */
export const agencies = pgTable('agencies', {
  id: serial().primaryKey(),
  name: text().notNull(),
  stateId: smallint().notNull(),
  /** Synced with property-management software (PMS); null when not integrated. */
  integrationSoftwareName: text(),
  allowAgencyPortalBooking: boolean().notNull().default(false),
  isServiceReportsAutoOwnerEmailAllowed: boolean().notNull().default(true),
  releaseStage: text({ enum: ['beta', 'internal', 'external'] })
    .notNull()
    .default('external'),
  helpPhone: text().notNull().default('1300 000 000'),
  /** How the provider gets in by default (foundations §4, values 1–5): AGENCY_ENTRY_METHOD_PREFERENCES. */
  entryMethodPreference: smallint().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const agencyEmailDomains = pgTable('agency_email_domains', {
  id: serial().primaryKey(),
  agencyId: integer()
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  domain: text().notNull(),
  setupUrl: text(),
  emailAccounts: jsonb().$type<string[]>().notNull().default([]),
})

export const users = pgTable('users', {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  /** scrypt: "scrypt$N$r$p$salt$hash" (base64); never the password itself. */
  passwordHash: text().notNull(),
  name: text().notNull(),
  email: text().notNull(),
  /** Support staff may start impersonating sessions for other users. */
  canImpersonate: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const agencyMemberships = pgTable(
  'agency_memberships',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    isMasterUser: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agencyId] })],
)

export const propertyManagers = pgTable('property_managers', {
  id: serial().primaryKey(),
  agencyId: integer()
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  name: text().notNull(),
  email: text().notNull(),
})

export const keyPickupLocations = pgTable('key_pickup_locations', {
  id: serial().primaryKey(),
  agencyId: integer()
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  fullAddress: text().notNull(),
})
