import { type SQLWrapper, sql } from 'drizzle-orm'

/**
 * A list's total as a column of its page's rows: an uncorrelated scalar subquery, which PostgreSQL computes once
 * (an InitPlan), so the page and its total are one round trip, not two. A round trip costs the server more CPU
 * than PostgreSQL spends counting a page's matches (issue 16, decision 015).
 */
export const totalColumn = (count: SQLWrapper) => ({ total: sql<number>`(${count})`.mapWith(Number) })

/**
 * The total the page's rows carry. An empty first page has no matches; an empty later page (past the end) runs
 * `count`, the statement `totalColumn` embeds, by itself.
 */
export async function totalOf(
  rows: readonly { total: number }[],
  offset: number,
  count: PromiseLike<readonly { n: number }[]> | (() => PromiseLike<readonly { n: number }[]>),
) {
  if (rows[0]) return rows[0].total
  if (offset === 0) return 0
  return (await (typeof count === 'function' ? count() : count))[0]?.n ?? 0
}

/** A page's rows and the total they carry (undefined on an empty page: see totalOf). */
export const withItsTotal = <R extends { total: number }>(rows: R[]) => ({ rows, total: rows[0]?.total })

/** A total kept by triggers: the sum of its counters' `n` (how many records they stand for), 0 when there are none. */
export const summed = (n: SQLWrapper) => sql<number>`coalesce(sum(${n}), 0)`.mapWith(Number)
