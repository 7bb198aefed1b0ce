import { and, asc, eq, type SQL, type Subquery, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'
import { totalColumn } from './page-total.ts'
import { inlineLimit, placeholder } from './prepared.ts'

/**
 * A page whose matches run from a handful to thousands (a search) is planned per call (shapeStatementName), and
 * planning its rows' joins was most of that: for a search of a 50,000-property agency, 0.85 ms of PostgreSQL's
 * 2.7 against 0.23 for the page's ids and total alone. So such a page is two statements: `pageIdsWithTotal`,
 * planned for the call's values, then its rows by those ids (`listedIds`) in a named statement whose plan
 * PostgreSQL keeps. The second round trip costs less than the planning it saves: 906 → 1,105 searches a second
 * at 10 connections (bench/README.md, ninth session).
 *
 * A search's ids and total were two scans of its matches (a count, and a sort or a walk of the list's order). When
 * there are few, `fewMatchesPage` gathers them once (up to FEW_MATCHES + 1), counts and sorts them: for a word of
 * 520 matches in 50,000, 1,760 → 2,520 a second. Past FEW_MATCHES that gathering is wasted and the page is found
 * by `pageIdsWithTotal` (a common word: 5-17 % slower than it alone).
 */

/** How many matches `fewMatchesPage` gathers, counts and sorts; a page of more is found by pageIdsWithTotal. */
export const FEW_MATCHES = 1000

/**
 * The page's ids and the total from the matches of `where` in `table` gathered once, when there are at most `few`
 * (its total is then over `few`, and its page is not to be used). `table` has the list's order: search_text, id.
 */
export function fewMatchesPage(
  db: Db,
  table: PgTable & { id: PgColumn; searchText: PgColumn },
  where: SQL,
  limit: number,
  offset: number,
  few = FEW_MATCHES,
) {
  const matches = db.$with('matches').as(
    db
      .select({ id: table.id, searchText: table.searchText })
      .from(table)
      .where(where)
      .limit(inlineLimit(few + 1)),
  )
  const page = sortedIds(db, matches, limit, offset).as('page')
  // Named twice, the gathered matches are one scan (PostgreSQL materialises a CTE referenced more than once). The
  // count comes on a row of its own when the page is empty (past the end), so an overflow is never missed.
  const counted = db
    .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
    .from(matches)
    .as('counted')
  return db
    .with(matches)
    .select({ total: counted.total, id: sql<number | null>`${page.id}` })
    .from(counted)
    .leftJoin(page, sql`true`)
}

/** A page of `rows` (ids and search_text, gathered apart) sorted in the lists' order: search_text, id. */
export const sortedIds = (
  db: Db,
  rows: Subquery & { id: PgColumn; searchText: PgColumn },
  limit: number,
  offset: number,
) =>
  db
    .select({ id: rows.id })
    .from(rows)
    .orderBy(asc(rows.searchText), asc(rows.id))
    .limit(inlineLimit(limit))
    .offset(offset)

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

/**
 * Runs the statements: the page's ids and total (`ids`; with `fewIds`, from there while it finds at most `few`
 * matches), then the page's rows in the rows statement's order, each carrying the total.
 */
export async function idsThenRows<R extends { total: number }>(
  ids: Execute<{ id: number; total: number }>,
  rows: Execute<R>,
  values: Record<string, unknown> & { agencyId: number },
  fewIds?: Execute<{ id: number | null; total: number }>,
  few = FEW_MATCHES,
): Promise<R[]> {
  let page = fewIds ? await fewIds.execute(values) : undefined
  if (!page || (page[0]?.total ?? 0) > few) page = await ids.execute(values)
  const listed = page.flatMap((p) => (p.id === null ? [] : [p.id]))
  const total = page[0]?.total
  if (total === undefined || listed.length === 0) return []
  const found = await rows.execute({ agencyId: values.agencyId, ids: listed })
  return found.map((row) => ({ ...row, total }))
}
