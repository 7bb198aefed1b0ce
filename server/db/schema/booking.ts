import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { properties, services } from './properties.ts'

/**
 * The provider's technician schedule (the stand-in of server/scheduling): one row per bookable time of a
 * service on a day. A time is held by one session until held_until (300 s) and booked once: the hold is
 * one conditional UPDATE of this row (PostgreSQL's row lock makes a second hold wait and then find it
 * held), and bookings.slot_id is unique.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: serial().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    date: date({ mode: 'string' }).notNull(),
    /** 'HH:mm', the property's local time. */
    timeFrom: text().notNull(),
    timeTo: text().notNull(),
    technicianId: integer().notNull(),
    /** The sessions.id_hash holding it; free again once held_until has passed. */
    heldBySession: text(),
    heldUntil: timestamp({ withTimezone: true }),
    bookedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.serviceId, t.date, t.timeFrom, t.technicianId),
    index().on(t.serviceId, t.date),
    check('booking_slots_held_together', sql`(${t.heldBySession} is null) = (${t.heldUntil} is null)`),
  ],
)

export type StoredBookingContact = {
  name: string
  email: string | null
  mobile: string | null
  isPrimaryContact: boolean
}

/** A booking made on behalf of a tenant: one per slot. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    slotId: integer()
      .notNull()
      .unique()
      .references(() => bookingSlots.id),
    bookingTypes: text().notNull(),
    serviceIds: integer().array().notNull(),
    contacts: jsonb().$type<StoredBookingContact[]>().notNull(),
    createdByUserId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyId)],
)
