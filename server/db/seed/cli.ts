/**
 * `npm run seed [-- --per-agency N] [-- --properties N] [-- --today yyyy-MM-dd]`: migrates, empties and
 * re-seeds the database named by DATABASE_URL / DATA_DIR (as the server reads them), and the file store
 * (<DATA_DIR>/files, or the S3_BUCKET's objects the database referred to). --properties N adds the "Benchmark Realty" agency with N properties.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readConfig } from '../../env.ts'
import { mapLimit } from '../../lib/map-limit.ts'
import { createFileStore } from '../../storage/create-file-store.ts'
import type { FileStore } from '../../storage/file-store.ts'
import { LocalFileStore } from '../../storage/local-file-store.ts'
import { START_UP_LOCK, withAdvisoryLock } from '../advisory-lock.ts'
import { type Database, openDatabase } from '../client.ts'
import { migrate } from '../migrate.ts'
import { files } from '../schema/index.ts'
import { DEMO_USERS, resetDatabase, seed } from './index.ts'

function positiveInt(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} expects a whole number, got "${value}"`)
  return n
}

/**
 * Empties the file store before the database forgets what is in it: local disk is wiped whole; a bucket (which
 * may hold other things) loses only the objects the files table names.
 */
async function emptyFileStore(database: Database, fileStore: FileStore): Promise<void> {
  if (fileStore instanceof LocalFileStore) {
    await rm(fileStore.root, { recursive: true, force: true })
    await mkdir(fileStore.root, { recursive: true })
    return
  }
  const stored = await database.db.select({ storageKey: files.storageKey }).from(files)
  await mapLimit(stored, 16, (f) => fileStore.remove(f.storageKey))
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      properties: { type: 'string' },
      'per-agency': { type: 'string' },
      today: { type: 'string' },
    },
  })
  const config = readConfig()
  const started = performance.now()
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
  try {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'pg')}`
    console.log(`Seeding ${where}`)
    // Under the start-up lock: a process starting meanwhile waits rather than migrating or seeding beside it.
    const summary = await withAdvisoryLock(database, START_UP_LOCK, async () => {
      await migrate(database)
      const fileStore = createFileStore(config)
      await emptyFileStore(database, fileStore)
      await resetDatabase(database)

      return seed(database, {
        fileStore,
        propertiesPerAgency: positiveInt(values['per-agency'], '--per-agency'),
        largeAgencyProperties: positiveInt(values.properties, '--properties'),
        today: values.today,
        log: (message) => console.log(`  ${message}`),
      })
    })

    console.log(`\nSeeded for today = ${summary.today}. Rows per table:`)
    const width = Math.max(...Object.keys(summary.counts).map((name) => name.length))
    for (const [table, n] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(width)}  ${n}`)
    console.log('\nAgencies:')
    for (const [name, id] of Object.entries(summary.agencyIds)) console.log(`  ${id}  ${name}`)
    console.log(`\nDemo users (password ${DEMO_USERS[0]?.password ?? ''}):`)
    for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(8)} ${u.name}: ${u.description}`)
    console.log(`\nSeed ${summary.durationMs} ms; total ${Math.round(performance.now() - started)} ms`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
