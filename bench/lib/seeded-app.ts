import { randomUUID } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { createApp } from '../../server/app.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { migrate } from '../../server/db/migrate.ts'
import { type SeedOptions, type SeedSummary, seed } from '../../server/db/seed/index.ts'
import { readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { LocalFileStore } from '../../server/storage/local-file-store.ts'
import { defer, tempDir } from './cleanup.ts'
import { listen } from './listen.ts'

export type SeededAppOptions = Pick<SeedOptions, 'propertiesPerAgency' | 'largeAgencyProperties' | 'log'>
export type SeededApp = {
  url: string
  database: string
  summary: SeedSummary
  /** The seeded database on the PostgreSQL server (with DATABASE_URL), for a server process of its own. */
  databaseUrl: string | undefined
  dataDir: string
  close: () => Promise<void>
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

type EmptyDatabase = { database: Database; where: string; url?: string; close: () => Promise<void> }

/**
 * An empty database: embedded PGlite under `dataDir`, or with DATABASE_URL a new database on that
 * server (the seed needs an empty one), dropped on close.
 */
async function openEmptyDatabase(dataDir: string): Promise<EmptyDatabase> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const database = await openDatabase({ dataDir })
    const close = defer(() => database.close())
    return { database, where: `embedded PGlite in a temp dir (${path.join(dataDir, 'pg')})`, close }
  }
  const name = `acp_bench_${randomUUID().replaceAll('-', '')}`
  await adminQuery(url, `CREATE DATABASE ${name}`)
  const drop = defer(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const benchUrl = new URL(url)
  benchUrl.pathname = `/${name}`
  const database = await openDatabase({ url: benchUrl.toString() })
  const close = defer(async () => {
    await database.close()
    await drop()
  })
  return {
    database,
    where: `PostgreSQL, new database ${name} on ${benchUrl.host} (dropped afterwards)`,
    url: benchUrl.toString(),
    close,
  }
}

/**
 * The real app (createApp with all its middleware, no static files, silent logs) on a freshly migrated
 * and seeded database, served by @hono/node-server on an ephemeral port. close undoes everything; if
 * starting fails half-way, cleanupAll undoes what was opened.
 */
export async function startSeededApp(options: SeededAppOptions = {}): Promise<SeededApp> {
  const data = tempDir('acp-bench-data-')
  const db = await openEmptyDatabase(data.dir)
  await migrate(db.database)
  const fileStore = new LocalFileStore(path.join(data.dir, 'files'))
  const summary = await seed(db.database, { fileStore, ...options })
  // What autovacuum would long have done on a live database; left to it, it runs during the first loads and its
  // CPU would be counted as theirs.
  if (db.url) await adminQuery(db.url, 'VACUUM ANALYZE')
  // The sign-in stand-in on, so that a benchmark can sign in over HTTP (lib/sign-in.ts).
  const env = { NODE_ENV: 'production', SIGN_IN_STANDIN: '1', DATA_DIR: data.dir } as const
  const config = { ...readConfig(env), staticDir: undefined }
  const app = createApp({ db: db.database.db, config, logger: createLogger('silent'), fileStore })
  const server = await listen(app.fetch)
  return {
    url: server.url,
    database: db.where,
    summary,
    databaseUrl: db.url,
    dataDir: data.dir,
    close: async () => {
      await server.close()
      await db.close()
      await data.remove()
    },
  }
}
