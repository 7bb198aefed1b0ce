import { getTableColumns } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client.ts'

/** PostgreSQL allows 65,535 bind parameters a statement; stay well below, and at most 1,000 rows. */
function batchSize(table: PgTable): number {
  const columns = Object.keys(getTableColumns(table)).length
  return Math.max(50, Math.min(1000, Math.floor(20_000 / columns)))
}

/** Multi-row inserts in batches. */
export async function insertAll<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  const size = batchSize(table)
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size))
  }
}

type TableWithId = PgTable & { id: PgColumn }

/**
 * Multi-row inserts in batches, returning the new serial ids in the order of `rows` (PostgreSQL returns
 * the rows of a single INSERT … VALUES in the order given).
 */
export async function insertIds<T extends TableWithId>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<number[]> {
  const size = batchSize(table)
  const ids: number[] = []
  for (let i = 0; i < rows.length; i += size) {
    const result = await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .returning({ id: table.id })
    for (const row of result) ids.push(Number(row.id))
  }
  if (ids.length !== rows.length) throw new Error(`Expected ${rows.length} ids, got ${ids.length}`)
  return ids
}
