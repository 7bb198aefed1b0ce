import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { addresses, properties } from './properties.ts'

export const tenancies = pgTable(
  'tenancies',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startedAt: date({ mode: 'string' }).notNull(),
    endedAt: date({ mode: 'string' }),
    vacatingAt: date({ mode: 'string' }),
    notes: text(),
    source: text({ enum: ['AGENCY_PORTAL', 'PROPERTY_MANAGEMENT_SOFTWARE', 'COMPLIANCE_PROVIDER'] }).notNull(),
    leaseType: text({ enum: ['NEW', 'RENEWAL'] }),
    /** Set when the property is marked vacant: the tenancy is over. */
    isVacated: boolean().notNull().default(false),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Optimistic concurrency: an edit names the version it was made against; a stale one is a 409. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId)],
)

export const occupants = pgTable(
  'occupants',
  {
    id: serial().primaryKey(),
    tenancyId: integer()
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.tenancyId)],
)

/** Landlords and agency contacts of a property (occupants live on tenancies). */
export const propertyContacts = pgTable(
  'property_contacts',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    role: text({ enum: ['LANDLORD', 'AGENCY_CONTACT'] }).notNull(),
    name: text().notNull(),
    email: text(),
    salutation: text(),
    addressId: integer().references(() => addresses.id),
  },
  (t) => [index().on(t.propertyId)],
)

export const contactNumbers = pgTable(
  'contact_numbers',
  {
    id: serial().primaryKey(),
    occupantId: integer().references(() => occupants.id, { onDelete: 'cascade' }),
    contactId: integer().references(() => propertyContacts.id, { onDelete: 'cascade' }),
    /** Normalised international form, e.g. +61412345678. */
    number: text().notNull(),
    type: text({ enum: ['MOBILE', 'HOME', 'OFFICE', 'OTHER'] }).notNull(),
    doNotContactReasonCode: text(),
    doNotContactReasonName: text(),
  },
  (t) => [index().on(t.occupantId), index().on(t.contactId)],
)
