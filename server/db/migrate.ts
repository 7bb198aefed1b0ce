import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database, Schema } from './client.ts'
import { migrationsFolder } from './migrations-folder.ts'

/** Applies the committed migrations; safe to run at every start. */
export async function migrate(database: Database): Promise<void> {
  // Trigram search needs the extension before the first index that uses it.
  await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder })
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder })
  }
}
