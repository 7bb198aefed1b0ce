import { and, asc, eq, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm'
import type { Availability } from '../../src/contract/booking.ts'
import type { Db } from '../db/client.ts'
import { bookingSlots } from '../db/schema/index.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type BookedSlot = typeof bookingSlots.$inferSelect

/**
 * The provider's technician schedule, as the booking routes use it. The stand-in below keeps it in
 * booking_slots; a real provider would answer the same calls over its API.
 */
export interface Schedule {
  /** Free times of one service between two days (inclusive), by day; the caller's own hold counts as free. */
  availability(serviceId: number, from: string, to: string, holder: string): Promise<Availability>
  /** The slot's service, or undefined when there is no such slot. */
  serviceOf(slotId: number): Promise<number | undefined>
  /**
   * Holds the slot for `seconds` for the holder and lets go of the holder's other holds; null when someone
   * else holds it or it is booked.
   */
  hold(slotId: number, holder: string, seconds: number): Promise<{ heldUntil: Date } | null>
  /** Whether the holder holds the slot now (not booked, the hold not run out). */
  isHeldBy(slotId: number, holder: string): Promise<boolean>
  /** Lets go of the holder's hold of the slot (nothing if it is not theirs). */
  release(slotId: number, holder: string): Promise<void>
  /** Inside the booking's transaction: books the slot if the holder still holds it; null otherwise. */
  book(tx: Tx, slotId: number, holder: string): Promise<BookedSlot | null>
  /**
   * Forgets holds that have run out (they already count as free; this clears what is left of them). Returns
   * how many. Called before each new hold and by the periodic clean-up job.
   */
  clearExpiredHolds(): Promise<number>
}

/** The rows of db.execute on either driver (PGlite answers { rows }, node-postgres too; some drivers an array). */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result
  return (result as { rows?: unknown[] }).rows ?? []
}

/** A slot is free when nobody books it and any hold has run out, or the asker holds it. */
const freeFor = (holder: string) =>
  and(
    isNull(bookingSlots.bookedAt),
    or(isNull(bookingSlots.heldUntil), lte(bookingSlots.heldUntil, sql`now()`), eq(bookingSlots.heldBySession, holder)),
  )

/**
 * The stand-in schedule on booking_slots. Each write is one conditional UPDATE: on PostgreSQL a second
 * session's UPDATE of the same row waits for the first's row lock and then re-checks the condition against
 * the committed row, so of two holds (or bookings) at once exactly one gets the row.
 */
export function standInSchedule(db: Db): Schedule {
  return {
    async availability(serviceId, from, to, holder) {
      const rows = await db
        .select()
        .from(bookingSlots)
        .where(
          and(
            eq(bookingSlots.serviceId, serviceId),
            gte(bookingSlots.date, from),
            lte(bookingSlots.date, to),
            freeFor(holder),
          ),
        )
        .orderBy(asc(bookingSlots.date), asc(bookingSlots.timeFrom), asc(bookingSlots.technicianId))
      const days = new Map<string, Availability[number]>()
      for (const r of rows) {
        const day = days.get(r.date) ?? { date: r.date, bookingTimes: [] }
        day.bookingTimes.push({
          timeFrom: r.timeFrom,
          timeTo: r.timeTo,
          technicianId: r.technicianId,
          oasMetadataId: r.id,
        })
        days.set(r.date, day)
      }
      return [...days.values()]
    },

    async serviceOf(slotId) {
      const [row] = await db
        .select({ serviceId: bookingSlots.serviceId })
        .from(bookingSlots)
        .where(eq(bookingSlots.id, slotId))
      return row?.serviceId
    },

    async hold(slotId, holder, seconds) {
      await this.clearExpiredHolds()
      return db.transaction(async (tx) => {
        const [held] = await tx
          .update(bookingSlots)
          .set({ heldBySession: holder, heldUntil: sql`now() + make_interval(secs => ${seconds})` })
          .where(and(eq(bookingSlots.id, slotId), freeFor(holder)))
          .returning({ heldUntil: bookingSlots.heldUntil })
        if (!held?.heldUntil) return null
        // One time at a time per session: choosing another frees the first for everyone else.
        await tx
          .update(bookingSlots)
          .set({ heldBySession: null, heldUntil: null })
          .where(
            and(eq(bookingSlots.heldBySession, holder), ne(bookingSlots.id, slotId), isNull(bookingSlots.bookedAt)),
          )
        return { heldUntil: held.heldUntil }
      })
    },

    async isHeldBy(slotId, holder) {
      const [row] = await db
        .select({ id: bookingSlots.id })
        .from(bookingSlots)
        .where(
          and(
            eq(bookingSlots.id, slotId),
            isNull(bookingSlots.bookedAt),
            eq(bookingSlots.heldBySession, holder),
            gt(bookingSlots.heldUntil, sql`now()`),
          ),
        )
      return row !== undefined
    },

    async release(slotId, holder) {
      await db
        .update(bookingSlots)
        .set({ heldBySession: null, heldUntil: null })
        .where(and(eq(bookingSlots.id, slotId), eq(bookingSlots.heldBySession, holder), isNull(bookingSlots.bookedAt)))
    },

    async clearExpiredHolds() {
      // SKIP LOCKED: a row another transaction is holding or booking right now is left for the next clean-up,
      // so this never waits on (or deadlocks with) a hold or a booking in flight.
      const cleared = await db.execute(sql`
        update ${bookingSlots} set held_by_session = null, held_until = null
        where id in (
          select id from ${bookingSlots}
          where booked_at is null and held_until is not null and held_until <= now()
          for update skip locked
        )
        returning id`)
      return rowsOf(cleared).length
    },

    async book(tx, slotId, holder) {
      const [row] = await tx
        .update(bookingSlots)
        .set({ bookedAt: sql`now()`, heldBySession: null, heldUntil: null })
        .where(
          and(
            eq(bookingSlots.id, slotId),
            isNull(bookingSlots.bookedAt),
            eq(bookingSlots.heldBySession, holder),
            gt(bookingSlots.heldUntil, sql`now()`),
          ),
        )
        .returning()
      return row ?? null
    },
  }
}
