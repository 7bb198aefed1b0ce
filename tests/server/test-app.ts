import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createApp } from '../../server/app.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { migrate } from '../../server/db/migrate.ts'
import { type SeedSummary, seed } from '../../server/db/seed/index.ts'
import { readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { FileStore } from '../../server/storage/file-store.ts'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * A fresh database per test file: embedded PGlite in memory by default; with DATABASE_URL a new
 * database on that PostgreSQL server (dropped afterwards), so CI runs the same suite on both.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const database = await openDatabase({ memory: true })
    return { database, drop: async () => {} }
  }
  const name = `acp_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const database = await openDatabase({ url: testUrl.toString() })
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export async function createTestApp(options: { propertiesPerAgency?: number } = {}) {
  const { database, drop } = await openTestDatabase()
  await migrate(database)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'acp-test-'))
  const fileStore = new FileStore(path.join(dataDir, 'files'))
  const summary: SeedSummary = await seed(database, {
    fileStore,
    propertiesPerAgency: options.propertiesPerAgency ?? 30,
  })
  const config = { ...readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), staticDir: undefined }
  const app = createApp({ db: database.db, config, logger: createLogger('silent'), fileStore })

  return {
    app,
    db: database.db,
    summary,
    fileStore,
    /** A request as the browser would send it, against the app object (no network). */
    request: (pathAndQuery: string, init: RequestInit = {}) => app.request(`http://localhost${pathAndQuery}`, init),
    close: async () => {
      await database.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
