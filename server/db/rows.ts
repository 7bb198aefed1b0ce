import type { SQL } from 'drizzle-orm'
import type { Db } from './client.ts'

/**
 * The rows of a raw SQL query, typed by the caller. Both drivers answer `{ rows }`, but the shared Db type
 * leaves execute()'s result unknown; cast numbers in SQL (`::int`) so PGlite and pg return the same.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}
