import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { agencies, users } from './agencies.ts'
import { quotes } from './billing.ts'
import { files } from './documents.ts'
import { properties } from './properties.ts'

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
    /** The property (and notice) an occupant email is about, so the property can list its emails. */
    propertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    noticeId: integer(),
    /** The HTML part (sanitised when recorded); bodyText is the plain-text part of the same message. */
    bodyHtml: text(),
    /** Images shown inline (cid:) by stored file id, in the order of the HTML. */
    inlineImageFileIds: jsonb().$type<string[]>().notNull().default([]),
    /** RFC 5322 Message-ID, fixed when recorded so every attempt (and the .eml) is the same message. */
    messageId: text(),
    /** queued until the job queue delivers it; failed once the retries are used up (lastError says why). */
    state: text({ enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('sent'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.agencyId, t.createdAt), index().on(t.propertyId, t.createdAt)],
)

/** Images uploaded in the email editor (PUT /v1/misc/image/upload): the file, and whose it is. */
export const emailImages = pgTable('email_images', {
  fileId: text()
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  agencyId: integer()
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

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
