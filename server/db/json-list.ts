import { type SQL, sql } from 'drizzle-orm'

/**
 * A list read in the same statement as its parent row: `query` selects one json_agg(…)::text, parsed
 * here ('[]' when it finds nothing). Text and JSON.parse behave the same on PostgreSQL and PGlite, and one
 * statement instead of a query per list saves a round trip, which costs the server more CPU than
 * PostgreSQL spends answering a small query (issue 16).
 */
export const jsonList = <T>(query: SQL) =>
  sql<T[]>`coalesce((${query}), '[]')`.mapWith((text: string) => JSON.parse(text) as T[])
