import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema/index.ts'
import { NamingClient } from './statement-names.ts'

export type Schema = typeof schema
/** Both drivers share this type, so every query is written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true }
/** For a PostgreSQL server: connections in the pool, and how long one statement may run (0 or unset: no limit). */
export type PoolOptions = { max?: number; statementTimeoutMs?: number }

export async function openDatabase(target: DatabaseTarget, pool: PoolOptions = {}): Promise<Database> {
  if ('url' in target) return openPool(target.url, pool)
  let dataDir: string | undefined
  if ('dataDir' in target) {
    dataDir = path.join(target.dataDir, 'pg')
    mkdirSync(dataDir, { recursive: true })
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close() }
}

function openPool(url: string, { max = 10, statementTimeoutMs = 0 }: PoolOptions): Database {
  const pool = new pg.Pool({
    Client: NamingClient,
    connectionString: url,
    max,
    // Set by the server on every connection: a runaway query cannot hold a connection for ever.
    ...(statementTimeoutMs > 0 ? { options: `-c statement_timeout=${statementTimeoutMs}` } : {}),
  })
  // An idle connection the server ends (restart, failover, a dropped test database) must not crash
  // the process: the pool replaces it on the next query. Only the unexpected is worth a line.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') process.stderr.write(`PostgreSQL idle connection error: ${error.message}\n`)
  })
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  return { db, kind: 'postgres', close: () => pool.end() }
}
