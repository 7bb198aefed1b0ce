import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { agencies } from './agencies.ts'
import { files } from './documents.ts'
import { agencyOfProperty, properties, services } from './properties.ts'

export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    invoiceNumber: text().notNull(),
    /** Whole cents, GST included. */
    totalIncGstCents: integer().notNull(),
    issuedAt: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    isPaid: boolean().notNull().default(false),
    paidAt: timestamp({ withTimezone: true }),
    fileId: text().references(() => files.id),
    /** Upload to the agency's management software (integrated agencies). */
    integrationStatus: text({ enum: ['NOT_UPLOADED', 'UPLOADING', 'UPLOADED'] })
      .notNull()
      .default('NOT_UPLOADED'),
    uploadedAt: timestamp({ withTimezone: true }),
    uploadedBy: text(),
    lastUploadError: text(),
    /** When the running upload was handed to the management software; an old one was abandoned and is resumed. */
    uploadStartedAt: timestamp({ withTimezone: true }),
    /** Who asked for the running upload (becomes uploadedBy when it succeeds). */
    uploadRequestedBy: text(),
  },
  (t) => [index().on(t.agencyId, t.isPaid, t.dueDate), index().on(t.propertyId)],
)

export const quotes = pgTable(
  'quotes',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    agencyId: agencyOfProperty(),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    quoteNumber: text().notNull(),
    /** Quotation status ids 1–10 (foundations §4). */
    statusId: smallint().notNull(),
    severity: text({ enum: ['DISCONNECTED_SAFETY_ISSUE', 'NON_COMPLIANT_FAULTY', 'RECOMMENDED', 'URGENT'] }).notNull(),
    expiresAt: date({ mode: 'string' }).notNull(),
    minimumPriceCents: integer().notNull(),
    approvalUrl: text(),
    fileId: text().references(() => files.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the agency accepted or rejected it (statuses ACCEPTED, REJECTED, COMPLETED): analytics approval time. */
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.propertyId),
    index().on(t.severity, t.statusId),
    index().on(t.agencyId, t.statusId, t.expiresAt),
  ],
)
