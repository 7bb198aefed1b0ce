import { and, type Column, eq, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { idParamSchema } from '../../src/contract/fields.ts'
import { stateCodeOf, todayInState } from '../../src/contract/states.ts'
import type { AnalyticsQuery } from '../../src/contract/urgent-actions.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { placeholder, placeholderSession } from '../db/prepared.ts'
import { addresses, agencyExperiments, suburbs, users } from '../db/schema/index.ts'
import { notFound } from '../http/errors.ts'
import { VIC_STATE_ID } from './reported-findings/finding-view.ts'

/** Select these (with addresses and suburbs joined) to build the two address lines. */
export const addressColumns = {
  line1: addresses.line1,
  line2: addresses.line2,
  line3: addresses.line3,
  internationalAddress: addresses.internationalAddress,
  suburbName: suburbs.name,
  postcode: suburbs.postcode,
  suburbStateId: suburbs.stateId,
}

/** The columns addressColumns selects, as addressLinesOf reads them. */
export type AddressRow = {
  line1: string
  line2: string | null
  line3: string | null
  internationalAddress: string | null
  suburbName: string | null
  postcode: string | null
  suburbStateId: number | null
}

/** "Unit 3, 12 Smith St" / "Richmond VIC 3121": street on the first line, locality on the second. */
export function addressLinesOf(row: AddressRow): { addressLine1: string; addressLine2: string } {
  const street = [row.line1, row.line2, row.line3].filter(Boolean).join(', ')
  const locality =
    row.suburbName !== null
      ? [row.suburbName, stateCodeOf(row.suburbStateId ?? 0), row.postcode].filter(Boolean).join(' ')
      : (row.internationalAddress ?? '')
  return { addressLine1: street, addressLine2: locality }
}

export const oneLineAddress = (row: AddressRow) => {
  const { addressLine1, addressLine2 } = addressLinesOf(row)
  return [addressLine1, addressLine2].filter(Boolean).join(', ')
}

/** The agency scope plus, when the dashboard is filtered to one property manager, that manager's properties. */
export function scoped(agencyCondition: SQL, managerColumn: Column, q: AnalyticsQuery, ...more: (SQL | undefined)[]) {
  return and(
    agencyCondition,
    q.propertyManagerId !== undefined ? eq(managerColumn, q.propertyManagerId) : undefined,
    ...more,
  )
}

/**
 * What changes the SQL of a dashboard count or tab (server/db/prepared.ts): VIC or another state (VIC counts
 * urgent finding categories only), and the whole agency or one property manager.
 */
export type DashboardShape = `${'vic' | 'other'}-${'agency' | 'manager'}`
export const dashboardShape = (stateId: number, managerId: number | undefined): DashboardShape =>
  `${stateId === VIC_STATE_ID ? 'vic' : 'other'}-${managerId === undefined ? 'agency' : 'manager'}`

/** For building a shape's statement: the session's agency is the placeholder agencyId, the manager managerId. */
export function dashboardPlaceholders(shape: DashboardShape) {
  return {
    session: placeholderSession(shape.startsWith('vic') ? VIC_STATE_ID : 0),
    managerId: shape.endsWith('manager') ? placeholder<number>('managerId') : undefined,
  }
}

/** A shape's statement name (PostgreSQL names take no '-'). */
export const dashboardStatementName = (prefix: string, shape: DashboardShape) => `${prefix}_${shape.replace('-', '_')}`

/** A request's shape and the values of its placeholders: the agency, the manager, and today in the agency's state. */
export function dashboardCall(session: SessionRow, managerId: number | undefined) {
  return {
    shape: dashboardShape(session.stateId, managerId),
    values: { agencyId: session.agencyId, managerId, today: todayInState(session.stateId) },
  }
}

export async function experimentOn(db: Db, agencyId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: agencyExperiments.enabled })
    .from(agencyExperiments)
    .where(and(eq(agencyExperiments.agencyId, agencyId), eq(agencyExperiments.experimentKey, key)))
  return row?.enabled === true
}

export async function userOf(db: Db, userId: number): Promise<{ name: string; email: string }> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId))
  return user ?? { name: 'Unknown user', email: '' }
}

/** A path id that is not a positive whole number names nothing: 404 with the resource's message. */
export function pathIdOf(raw: string | undefined, notFoundMessage: string): number {
  const parsed = v.safeParse(idParamSchema(notFoundMessage), raw)
  if (!parsed.success) throw notFound(notFoundMessage)
  return parsed.output
}
