import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contactNumbers, occupants, tenancies } from '../../db/schema/index.ts'

type TenancyRow = typeof tenancies.$inferSelect

/** A do-not-contact code on every number means nobody can be rung for this occupant. */
function occupantView(o: typeof occupants.$inferSelect, numbers: (typeof contactNumbers.$inferSelect)[]) {
  return {
    occupantId: o.id,
    name: o.name,
    email: o.email,
    contactNumbers: numbers.map((n) => ({
      contactNumberId: n.id,
      number: n.number,
      type: n.type,
      doNotContactReasonCode: n.doNotContactReasonCode,
      doNotContactReasonName: n.doNotContactReasonName,
    })),
    isAllContactNumbersBlacklisted: numbers.length > 0 && numbers.every((n) => n.doNotContactReasonCode !== null),
  }
}

/**
 * The tenancies of a property with their occupants and numbers, oldest first: two queries at once (the
 * occupants and their numbers are found through the property, not through the tenancy ids read first).
 */
export async function loadTenancies(db: Db, propertyId: number) {
  const ofProperty = db.select({ id: tenancies.id }).from(tenancies).where(eq(tenancies.propertyId, propertyId))
  const [rows, joined] = await Promise.all([
    db.select().from(tenancies).where(eq(tenancies.propertyId, propertyId)).orderBy(asc(tenancies.startedAt)),
    db
      .select({ occupant: occupants, number: contactNumbers })
      .from(occupants)
      .leftJoin(contactNumbers, eq(contactNumbers.occupantId, occupants.id))
      .where(inArray(occupants.tenancyId, ofProperty))
      .orderBy(asc(occupants.position), asc(occupants.id), asc(contactNumbers.id)),
  ])
  const people: (typeof occupants.$inferSelect)[] = []
  const numbers: (typeof contactNumbers.$inferSelect)[] = []
  for (const { occupant, number } of joined) {
    if (people.at(-1)?.id !== occupant.id) people.push(occupant)
    if (number) numbers.push(number)
  }
  numbers.sort((a, b) => a.id - b.id)
  return rows.map((t) =>
    tenancyView(
      t,
      people.filter((p) => p.tenancyId === t.id),
      numbers,
    ),
  )
}

export function tenancyView(
  t: TenancyRow,
  people: (typeof occupants.$inferSelect)[],
  numbers: (typeof contactNumbers.$inferSelect)[],
) {
  return {
    tenancyId: t.id,
    startedAt: t.startedAt,
    endedAt: t.endedAt,
    vacatingAt: t.vacatingAt,
    notes: t.notes,
    source: t.source,
    leaseType: t.leaseType,
    version: t.version,
    confirmedAt: t.confirmedAt?.toISOString() ?? null,
    isVacated: t.isVacated,
    occupants: people.map((o) =>
      occupantView(
        o,
        numbers.filter((n) => n.occupantId === o.id),
      ),
    ),
  }
}

export type TenancyView = ReturnType<typeof tenancyView>

/**
 * The tenancy summary (foundations §3): the current tenancy is the latest one that has started and
 * was not vacated; without one the property is vacant, until the next tenancy starts if there is one.
 */
export function tenancySummary(all: TenancyView[], today: string) {
  const live = all.filter((t) => !t.isVacated)
  const started = live.filter((t) => t.startedAt <= today)
  const current = started.at(-1) ?? null
  const upcoming = live.find((t) => t.startedAt > today) ?? null
  return {
    currentTenancy: current,
    isVacant: current === null,
    vacantUntil: current === null ? (upcoming?.startedAt ?? null) : null,
    upcomingTenancy: upcoming ? { tenancyId: upcoming.tenancyId, startedAt: upcoming.startedAt } : null,
  }
}
