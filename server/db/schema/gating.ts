import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { agencies, propertyManagers, users } from './agencies.ts'

/** Experiments, by the key the client sees in GET /v1/me/active-experiments. */
export const experiments = pgTable('experiments', {
  key: text().primaryKey(),
  description: text().notNull(),
})

export const agencyExperiments = pgTable(
  'agency_experiments',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    experimentKey: text()
      .notNull()
      .references(() => experiments.key, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.experimentKey] })],
)

/** Agency-level feature flags (foundations §4 "Feature flags"). */
export const agencyFeatureFlags = pgTable(
  'agency_feature_flags',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    flag: text().notNull(),
    enabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.flag] })],
)

export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    defaultPropertyManagerId: integer().references(() => propertyManagers.id, { onDelete: 'set null' }),
    showPortfolioMirroring: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agencyId] })],
)

export const notificationPreferences = pgTable('notification_preferences', {
  propertyManagerId: integer()
    .primaryKey()
    .references(() => propertyManagers.id, { onDelete: 'cascade' }),
  serviceReportsAutoOwnerEmailPreference: text({
    enum: ['NOT_ALLOWED', 'ONLY_COMPLIANT_SERVICE_REPORTS', 'ALL_SERVICE_REPORTS'],
  })
    .notNull()
    .default('NOT_ALLOWED'),
})

export const termsOfUse = pgTable('terms_of_use', {
  id: serial().primaryKey(),
  effectiveFrom: timestamp({ withTimezone: true }).notNull(),
  textContent: text().notNull(),
})

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsId: integer()
      .notNull()
      .references(() => termsOfUse.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termsId] })],
)
