import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { quotes } from './billing.ts'
import { properties, services } from './properties.ts'

/** Notices raised by the provider when entry fails (property-operations §3 "Notice"). */
export const notices = pgTable(
  'notices',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    noticeType: text().notNull(),
    isUrgent: boolean().notNull().default(false),
    isContactDiRequired: boolean().notNull().default(false),
    isResolved: boolean().notNull().default(false),
    resolveReason: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** Who resolved it through POST /v1/notice/{id}/resolve; null for the provider's own resolutions. */
    resolvedByUserId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId, t.isResolved)],
)

/** Access issues blocking an entry method (14 types; foundations §4). */
export const accessIssues = pgTable(
  'access_issues',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    issueType: text().notNull(),
    entryMethod: text({
      enum: ['APPOINTMENT', 'ENTER_WITH_KEY_AS_EN', 'ENTER_WITH_KEY_VACANT', 'ENTER_WITH_KEY_BY_TENANT_REQUEST'],
    }).notNull(),
    state: text({ enum: ['OPEN', 'RESOLVED', 'RESOLVED_BY_THIRD_PARTY', 'ADDITIONAL_INFO_PROVIDED'] })
      .notNull()
      .default('OPEN'),
    isUrgent: boolean().notNull().default(false),
    resolutionLabel: text(),
    resolutionNotes: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The agency user whose action resolved it (POST /v2/property/{id}/access-issues/action). */
    resolvedByUserId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId, t.state)],
)

export const servicingCategories = pgTable('servicing_categories', {
  id: serial().primaryKey(),
  name: text().notNull(),
  color: text().notNull(),
  description: text().notNull(),
  isUrgent: boolean().notNull().default(false),
})

/** Reported findings from service reports (the problem register). */
export const reportedFindings = pgTable(
  'reported_findings',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    servicingCategoryId: integer()
      .notNull()
      .references(() => servicingCategories.id),
    title: text().notNull(),
    applianceName: text(),
    applianceLocation: text(),
    originalBookingDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: ['OPEN', 'RESOLVED', 'RESOLVED_BY_THIRD_PARTY'] })
      .notNull()
      .default('OPEN'),
    isDismissed: boolean().notNull().default(false),
    dismissedBy: text(),
    dismissedAt: timestamp({ withTimezone: true }),
    quoteRequested: boolean().notNull().default(false),
    quoteRequestedBy: text(),
    quoteRequestedAt: timestamp({ withTimezone: true }),
    quoteId: integer().references(() => quotes.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId), index().on(t.servicingCategoryId)],
)

/** Hold and cancellation requests sent to the provider (processed within 48 hours). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['HOLD', 'CANCELLATION'] }).notNull(),
    serviceIds: integer().array().notNull(),
    cancellationReasonId: integer(),
    holdDate: date({ mode: 'string' }),
    notes: text(),
    createdByUserId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId)],
)
