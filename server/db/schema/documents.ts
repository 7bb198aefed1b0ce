import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { agencies, users } from './agencies.ts'
import { portfolioProperties, properties } from './properties.ts'

/** A stored file: the bytes live in the file store under storageKey; this row is its metadata. */
export const files = pgTable('files', {
  id: text().primaryKey(),
  storageKey: text().notNull(),
  originalName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: bigint({ mode: 'number' }).notNull(),
  sha256: text().notNull(),
  uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const documentTypes = pgTable('document_types', {
  code: text().primaryKey(),
  name: text().notNull(),
})

export type DocumentServiceRef = { code: string; otherServiceName?: string }

/** A document of a managed property or of a non-managed (portfolio) property: exactly one is set. */
export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: integer().references(() => properties.id, { onDelete: 'cascade' }),
    portfolioPropertyId: integer().references(() => portfolioProperties.id, { onDelete: 'cascade' }),
    fileId: text()
      .notNull()
      .references(() => files.id),
    documentType: text()
      .notNull()
      .references(() => documentTypes.code),
    services: jsonb().$type<DocumentServiceRef[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId), index().on(t.portfolioPropertyId)],
)

/**
 * A file uploaded on its own before the record that will use it exists (the reported-findings
 * third-party form uploads its documents first, then submits their ids): it belongs to an agency, so
 * only that agency can refer to it.
 */
export const temporaryDocuments = pgTable(
  'temporary_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    fileId: text()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.agencyId)],
)

/** Cancellation reasons: groups (parentId null) with their children. */
export const cancellationReasons = pgTable('cancellation_reasons', {
  id: integer().primaryKey(),
  parentId: integer(),
  text: text().notNull(),
  position: integer().notNull(),
})
