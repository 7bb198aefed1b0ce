import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contactNumbers, occupants, tenancies } from '../../db/schema/index.ts'
import { lockProperty } from './property-access.ts'

export type ContactNumberInput = {
  contactNumberId?: number | null
  number: string
  type: 'MOBILE' | 'HOME' | 'OFFICE' | 'OTHER'
}
export type OccupantInput = {
  occupantId?: number | null
  name: string
  email?: string | null
  contactNumbers: ContactNumberInput[]
}
export type TenancyFields = {
  startedAt: string
  endedAt?: string | null
  vacatingAt?: string | null
  notes?: string | null
  leaseType?: 'NEW' | 'RENEWAL' | null
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Makes a tenancy's occupants and their numbers what the request says: occupants and numbers that
 * are kept keep their ids (and a number's do-not-contact reason, which only the provider sets);
 * the rest are removed and new ones added.
 */
export async function writeOccupants(tx: Tx, tenancyId: number, wanted: OccupantInput[]) {
  const keptIds = wanted.map((o) => o.occupantId).filter((id): id is number => typeof id === 'number')
  await tx
    .delete(occupants)
    .where(
      keptIds.length
        ? and(eq(occupants.tenancyId, tenancyId), notInArray(occupants.id, keptIds))
        : eq(occupants.tenancyId, tenancyId),
    )
  const existing = keptIds.length
    ? await tx
        .select()
        .from(occupants)
        .where(and(eq(occupants.tenancyId, tenancyId), inArray(occupants.id, keptIds)))
    : []
  for (const [position, o] of wanted.entries()) {
    const values = { name: o.name, email: o.email ?? null, position }
    const known = existing.find((e) => e.id === o.occupantId)
    const occupantId = known
      ? (await tx.update(occupants).set(values).where(eq(occupants.id, known.id)).returning({ id: occupants.id }))[0]
          ?.id
      : (
          await tx
            .insert(occupants)
            .values({ ...values, tenancyId })
            .returning({ id: occupants.id })
        )[0]?.id
    if (occupantId === undefined) throw new Error('Occupant was not stored')
    await writeNumbers(tx, occupantId, o.contactNumbers)
  }
}

async function writeNumbers(tx: Tx, occupantId: number, wanted: ContactNumberInput[]) {
  const current = await tx.select().from(contactNumbers).where(eq(contactNumbers.occupantId, occupantId))
  const keep = current.filter((c) => wanted.some((w) => w.contactNumberId === c.id && w.number === c.number))
  const keepIds = keep.map((k) => k.id)
  await tx
    .delete(contactNumbers)
    .where(
      keepIds.length
        ? and(eq(contactNumbers.occupantId, occupantId), notInArray(contactNumbers.id, keepIds))
        : eq(contactNumbers.occupantId, occupantId),
    )
  for (const w of wanted) {
    const kept = keep.find((k) => k.id === w.contactNumberId)
    if (kept) await tx.update(contactNumbers).set({ type: w.type }).where(eq(contactNumbers.id, kept.id))
    else await tx.insert(contactNumbers).values({ occupantId, number: w.number, type: w.type })
  }
}

/**
 * Adds a tenancy, unless the property already has a live one starting that day (a repeated add: a double
 * tap, or a replay without its Idempotency-Key): then null. Under the property's row lock, so of twenty
 * identical adds at once exactly one is stored.
 */
export async function insertTenancy(
  db: Db,
  propertyId: number,
  fields: TenancyFields,
  people: OccupantInput[],
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockProperty(tx, propertyId)
    const [same] = await tx
      .select({ id: tenancies.id })
      .from(tenancies)
      .where(
        and(
          eq(tenancies.propertyId, propertyId),
          eq(tenancies.startedAt, fields.startedAt),
          eq(tenancies.isVacated, false),
        ),
      )
      .limit(1)
    if (same) return null
    const [row] = await tx
      .insert(tenancies)
      .values({
        propertyId,
        startedAt: fields.startedAt,
        endedAt: fields.endedAt ?? null,
        vacatingAt: fields.vacatingAt ?? null,
        notes: fields.notes ?? null,
        leaseType: fields.leaseType ?? null,
        source: 'AGENCY_PORTAL',
      })
      .returning({ id: tenancies.id })
    if (!row) throw new Error('Tenancy was not stored')
    await writeOccupants(
      tx,
      row.id,
      people.map((p) => ({ ...p, occupantId: null })),
    )
    return row.id
  })
}

/** Applies an edit only if the tenancy is still at the version the edit was made against. */
export async function updateTenancyIfCurrent(
  db: Db,
  tenancyId: number,
  version: number,
  fields: TenancyFields,
  people: OccupantInput[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(tenancies)
      .set({
        startedAt: fields.startedAt,
        endedAt: fields.endedAt ?? null,
        vacatingAt: fields.vacatingAt ?? null,
        notes: fields.notes ?? null,
        ...(fields.leaseType ? { leaseType: fields.leaseType } : {}),
        version: version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(tenancies.id, tenancyId), eq(tenancies.version, version)))
      .returning({ id: tenancies.id })
    if (updated.length === 0) return false
    await writeOccupants(tx, tenancyId, people)
    return true
  })
}
