import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'
import { totalColumn } from './page-total.ts'
import { placeholder } from './prepared.ts'

/**
 * A page whose matches run from a handful to thousands (a search) is planned per call (shapeStatementName), and
 * planning its rows' joins was most of that: for a search of a 50,000-property agency, 0.85 ms of PostgreSQL's
 * 2.7 against 0.23 for the page's ids and total alone. So such a page is two statements: `pageIdsWithTotal`,
 * planned for the call's values, then its rows by those ids (`listedIds`) in a named statement whose plan
 * PostgreSQL keeps. The second round trip costs less than the planning it saves: 906 → 1,105 searches a second
 * at 10 connections (bench/README.md, ninth session).
 */

/** The page's ids, each with the total of every match (one InitPlan). */
export const pageIdsWithTotal = (db: Db, pageIds: SQL, total: SQL) =>
  db.select({ ...totalColumn(total), id: sql<number>`"page"."id"`.mapWith(Number) }).from(sql`(${pageIds}) as "page"`)

/**
 * The ids the first statement found (`ids`), to join the rows to, in place of the page's own subquery. Still
 * scoped to the agency (`agencyId`): a property that moved agency between the two statements is left out.
 */
export const listedIds = (db: Db, id: PgColumn, agencyId: PgColumn): SQL =>
  db
    .select({ id })
    .from(id.table)
    .where(and(sql`${id} = any(${placeholder<number[]>('ids')}::int[])`, eq(agencyId, placeholder<number>('agencyId'))))
    .getSQL()

type Execute<R> = { execute(values: Record<string, unknown>): PromiseLike<R[]> }

/** Runs the two statements: the page's rows in the rows statement's order, each carrying the total. */
export async function idsThenRows<R extends { total: number }>(
  ids: Execute<{ id: number; total: number }>,
  rows: Execute<R>,
  values: Record<string, unknown> & { agencyId: number },
): Promise<R[]> {
  const page = await ids.execute(values)
  const total = page[0]?.total
  if (total === undefined) return []
  const found = await rows.execute({ agencyId: values.agencyId, ids: page.map((p) => p.id) })
  return found.map((row) => ({ ...row, total }))
}
