import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { quotes } from './billing.ts'
import { documents } from './documents.ts'
import { agencyOfProperty, properties, services } from './properties.ts'

/** Notices raised by the provider when entry fails (property-operations §3 "Notice"). */
export const notices = pgTable(
  'notices',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    agencyId: agencyOfProperty(),
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
  (t) => [index().on(t.propertyId, t.isResolved), index().on(t.agencyId, t.isResolved, t.createdAt)],
)

/** Access issues blocking an entry method (14 types; foundations §4). */
export const accessIssues = pgTable(
  'access_issues',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    agencyId: agencyOfProperty(),
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
  // With access_issues_open (migrations 0029, 0030; drizzle has no INCLUDE): an agency's open ones and their urgency.
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
    agencyId: agencyOfProperty(),
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
    /**
     * What the provider allows for this finding (property-operations §3). canForwardToLandlord is not stored: a
     * finding can be forwarded when it has a quote (quoteId), reviewed when that quote has an approval URL.
     * canEnterBuiltYear is read as 'and the property's built month is not known yet' (properties.property_built).
     */
    canRequestQuote: boolean().notNull().default(true),
    canInformDi: boolean().notNull().default(false),
    canEnterBuiltYear: boolean().notNull().default(false),
    thirdPartyInvalidStatus: boolean().notNull().default(false),
    isDismissible: boolean().notNull().default(true),
    /** Who asked for the quote (the name is quoteRequestedBy, kept as the list shows it). */
    quoteRequestedByUserId: integer(),
    dismissedByUserId: integer(),
    /** Third-party resolution (status RESOLVED_BY_THIRD_PARTY) or the provider's own resolution. */
    thirdPartyNotes: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedByUserId: integer(),
    /** The last 'Provide additional information' / built year sent to the provider. */
    informNotes: text(),
    informedAt: timestamp({ withTimezone: true }),
    informedByUserId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId), index().on(t.servicingCategoryId), index().on(t.agencyId, t.status, t.isDismissed)],
)

/** The documents a third-party resolution filed on the property (THIRD_PARTY_RESOLUTION), per finding. */
export const findingDocuments = pgTable(
  'finding_documents',
  {
    findingId: integer()
      .notNull()
      .references(() => reportedFindings.id, { onDelete: 'cascade' }),
    documentId: uuid()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.findingId, t.documentId] }), index().on(t.documentId)],
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
