import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { idParamSchema } from '../../../src/contract/fields.ts'
import { loadInAgency } from '../../auth/agency-scope.ts'
import type { SessionRow } from '../../auth/session-store.ts'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema/index.ts'
import { notFound } from '../../http/errors.ts'

export const PROPERTY_MESSAGES = {
  notFound: 'Property not found',
  forbidden: 'You do not have access to this property',
}

const IdSchema = idParamSchema(PROPERTY_MESSAGES.notFound)

/** A path id that is not a positive integer names no property: 404, as the spec's 'Property not found'. */
export function propertyIdOf(raw: string | undefined): number {
  const parsed = v.safeParse(IdSchema, raw)
  if (!parsed.success) throw notFound(PROPERTY_MESSAGES.notFound)
  return parsed.output
}

export type PropertyRow = typeof properties.$inferSelect

/** The property, if the session's agency may see it (404 missing, 403 another agency's). */
export function loadProperty(db: Db, session: SessionRow, id: number): Promise<PropertyRow> {
  return loadInAgency(
    session,
    async () => (await db.select().from(properties).where(eq(properties.id, id)))[0],
    PROPERTY_MESSAGES,
  )
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Takes the property's row lock for the rest of the transaction and returns the row as it is now. Writes
 * whose rule spans several rows (one open hold of a service, one tenancy starting on a day) take it first,
 * so two at once run one after the other and the second sees the first (PostgreSQL's READ COMMITTED reads
 * afresh after the wait; PGlite runs transactions one at a time anyway).
 */
export async function lockProperty(tx: Tx, id: number): Promise<PropertyRow> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update')
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound)
  return row
}
