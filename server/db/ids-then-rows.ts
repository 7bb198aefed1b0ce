import { and, asc, eq, type SQL, type Subquery, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.ts'
import { totalColumn } from './page-total.ts'
import { inlineLimit, placeholder } from './prepared.ts'

/**
 * A page whose matches run from a handful to thousands (a search) is planned per call by the lists (portfolio.ts,
 * portfolio-integrated-page.ts), and planning its rows' joins was most of that: for a search of a 50,000-property
 * agency, 0.85 ms of PostgreSQL's 2.7 against 0.23 for the page's ids and total alone. So such a page is two
 * statements: `pageIdsWithTotal`, planned for the call's values, then its rows by those ids (`listedIds`) in a named
 * statement whose plan PostgreSQL keeps. The second round trip costs less than the planning it saves: searches a
 * second at 10 connections, "orrong" 507 → 566–695 (bench/README.md, ninth session).
 *
 * A search's ids and total were two scans of its matches (a count, and a sort or a walk of the list's order). When
 * there are few, `fewMatchesPage` gathers them once (up to FEW_MATCHES + 1), counts and sorts them: at the database
 * alone, 1,760 → 2,520 a second for the non-managed list's 520 matches of "orrong". Past FEW_MATCHES that gathering is
 * wasted and the page is found by `pageIdsWithTotal` (a common word: 9-17 % slower at the database).
 */

/** How many matches `fewMatchesPage` gathers, counts and sorts; a page of more is found by pageIdsWithTotal. */
export const FEW_MATCHES = 1000

/**
 * The page's ids and the total from the matches of `where` in `table` gathered once. `exact` says whether they were
 * all gathered (at most `few`); if not, the total and page are not to be used. `table` has the list's order:
 * search_text, id.
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
    .select({
      total: sql<number>`count(*)`.mapWith(Number).as('total'),
      exact: sql<boolean>`count(*) <= ${inlineLimit(few)}`.as('exact'),
    })
    .from(matches)
    .as('counted')
  return db
    .with(matches)
    .select({ total: counted.total, exact: counted.exact, id: sql<number | null>`${page.id}` })
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
 * scoped to the agency (`agencyId`) and to the list (`inList`): a property that moved agency or left the list
 * between the two statements is left out.
 */
export const listedIds = (db: Db, id: PgColumn, agencyId: PgColumn, inList?: SQL): SQL =>
  db
    .select({ id })
    .from(id.table)
    .where(
      and(
        sql`${id} = any(${placeholder<number[]>('ids')}::int[])`,
        eq(agencyId, placeholder<number>('agencyId')),
        inList,
      ),
    )
    .getSQL()

type Execute<R> = { execute(values: Record<string, unknown>): PromiseLike<R[]> }

/**
 * Runs the statements: the page's ids and total (`ids`; with `fewIds`, from there when it gathered every match),
 * then the page's rows in the rows statement's order. The total is undefined only for an empty page whose total
 * was not counted (past the end, found by `ids`).
 */
export async function idsThenRows<R>(
  ids: Execute<{ id: number; total: number }>,
  rows: Execute<R>,
  values: Record<string, unknown> & { agencyId: number },
  fewIds?: Execute<{ id: number | null; total: number; exact: boolean }>,
): Promise<{ rows: R[]; total: number | undefined }> {
  const gathered = fewIds ? await fewIds.execute(values) : undefined
  const page = gathered?.[0]?.exact ? gathered : await ids.execute(values)
  const listed = page.flatMap((p) => (p.id === null ? [] : [p.id]))
  const total = page[0]?.total
  if (listed.length === 0) return { rows: [], total }
  return { rows: await rows.execute({ agencyId: values.agencyId, ids: listed }), total }
}
