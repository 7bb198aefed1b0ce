import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { Logger } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Database, Db } from '../../server/db/client.ts'
import * as schema from '../../server/db/schema/index.ts'
import { NamingClient } from '../../server/db/statement-names.ts'
import { defer } from './cleanup.ts'

export type Statement = { text: string; params: unknown[] }
export type Row = Record<string, unknown>

/**
 * A fresh database for a benchmark, opened like server/db/client.ts does (same drivers, pool size and
 * casing) plus two things the app's own client has no hook for: `record`, which collects the SQL and
 * parameters the app sends while it runs (to EXPLAIN exactly that SQL), and `query`, raw SQL with
 * parameters.
 */
export type BenchDatabase = {
  database: Database
  where: string
  /** The database's URL on the PostgreSQL server (undefined on PGlite), for a server process of its own. */
  url?: string
  query: (text: string, params?: unknown[]) => Promise<Row[]>
  record: <T>(run: () => Promise<T>) => Promise<{ result: T; statements: Statement[] }>
  close: () => Promise<void>
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  // A server stopped under it (Ctrl-C) ends the connection with an 'error' event; the query fails anyway.
  client.on('error', () => undefined)
  await client.connect()
  try {
    await run(client)
  } finally {
    await client.end()
  }
}

/**
 * Drops the database once the pool's connections are gone. pool.end() resolves before its sockets
 * close; a DROP … WITH (FORCE) that overtakes them makes the server kill them, and the dying client
 * emits an 'error' nobody listens to any more, which crashes the process. FORCE stays as a backstop.
 */
async function dropWhenIdle(url: string, name: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    for (let waited = 0; waited < 5000; waited += 50) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      )
      if ((rows[0]?.n ?? 0) === 0) break
      await sleep(50)
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })
}

/** With `serverUrl`, a new database on that server, dropped at close; otherwise embedded PGlite under `dataDir`. */
export async function openBenchDatabase(serverUrl: string | undefined, dataDir: string): Promise<BenchDatabase> {
  let recording: Statement[] | undefined
  // Off (undefined) under load: one check per query, the same as drizzle's no-op logger.
  const logger: Logger = { logQuery: (text, params) => recording?.push({ text, params }) }
  const record = async <T>(run: () => Promise<T>) => {
    const statements: Statement[] = []
    recording = statements
    try {
      return { result: await run(), statements }
    } finally {
      recording = undefined
    }
  }
  const options = { schema, casing: 'snake_case' as const, logger }

  if (!serverUrl) {
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pg'), extensions: { pg_trgm } })
    const close = defer(() => client.close())
    const db = drizzlePglite(client, options) as unknown as Db
    const query = async (text: string, params: unknown[] = []) => (await client.query<Row>(text, params)).rows
    const database: Database = { db, kind: 'pglite', close }
    return { database, where: `embedded PGlite in ${path.join(dataDir, 'pg')}`, query, record, close }
  }

  const name = `acp_bench_${randomUUID().replaceAll('-', '')}`
  await withAdmin(serverUrl, async (admin) => {
    await admin.query(`CREATE DATABASE ${name}`)
  })
  const drop = defer(() => dropWhenIdle(serverUrl, name))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const pool = new pg.Pool({ Client: NamingClient, connectionString: url.toString(), max: 10 })
  // A connection that the drop (or a stopped server) cuts emits 'error'; unheard, that would crash the run.
  let closing = false
  const onError = (error: Error) => {
    if (!closing) process.stderr.write(`database connection error: ${error.message}\n`)
  }
  pool.on('error', onError)
  pool.on('connect', (client) => client.on('error', onError))
  const close = defer(async () => {
    closing = true
    // pool.end() waits for connections in use: after Ctrl-C during the seed, for its whole transaction.
    await Promise.race([pool.end(), sleep(3000)])
    await drop()
  })
  const db = drizzlePg(pool, options) as unknown as Db
  const query = async (text: string, params: unknown[] = []) => (await pool.query<Row>(text, params)).rows
  const database: Database = { db, kind: 'postgres', close }
  const where = `PostgreSQL, database ${name} on ${url.host} (dropped afterwards)`
  return { database, where, url: url.toString(), query, record, close }
}
