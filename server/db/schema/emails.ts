import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { agencies, users } from './agencies.ts'
import { quotes } from './billing.ts'

/**
 * Every email the portal sends (forwarded invoices and quotes, …), as handed to the outgoing-email
 * service: the record of what went to whom, and what the email stand-in "delivers".
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: serial().primaryKey(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    sentByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was sent, e.g. 'INVOICE_FORWARD', 'QUOTE_FORWARD'. */
    kind: text().notNull(),
    /** The invoice, quote, … it is about. */
    subjectId: integer(),
    fromAddress: text().notNull(),
    replyTo: text(),
    toAddresses: jsonb().$type<string[]>().notNull(),
    ccAddresses: jsonb().$type<string[]>().notNull().default([]),
    subject: text().notNull(),
    bodyText: text().notNull(),
    /** Attachments by stored file id. */
    attachmentFileIds: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.agencyId, t.createdAt)],
)

/** Users who asked, when forwarding a quote, to be emailed as the quote changes (approved, expiring, …). */
export const quoteNotificationSubscriptions = pgTable(
  'quote_notification_subscriptions',
  {
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.userId] })],
)
