import path from 'node:path'
import { createApp } from '../../server/app.ts'
import { migrate } from '../../server/db/migrate.ts'
import { DEMO_PASSWORD, type SeedSummary, seed } from '../../server/db/seed/index.ts'
import { readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { LocalFileStore } from '../../server/storage/local-file-store.ts'
import { type BenchDatabase, openBenchDatabase } from './bench-database.ts'
import { tempDir } from './cleanup.ts'
import { listen } from './listen.ts'
import { type PostgresServer, startThrowawayPostgres } from './postgres-server.ts'
import { startServerProcess } from './server-process.ts'
import { signIn } from './sign-in.ts'

export type PortfolioApp = {
  /** The app in this process, on the recording client: the checks go here (their SQL is EXPLAINed). */
  url: string
  /** The app as `npm start` runs it (own process, one worker per core) on the same database: the load goes here. */
  loadUrl: string
  workers: number
  /** Where the data lives, for the output. */
  where: string
  /** False when it fell back to embedded PGlite: the figures are then not the PostgreSQL ones. */
  onPostgres: boolean
  summary: SeedSummary
  seedSeconds: number
  benchmarkAgencyId: number
  /** Cookie header of `support` signed in to Benchmark Realty. */
  cookie: string
  db: BenchDatabase
  close: () => Promise<void>
}

/** DATABASE_URL's server; else a throwaway one; else (no binaries) undefined, meaning PGlite. */
async function postgresServer(log: (line: string) => void): Promise<{ url: string; server?: PostgresServer } | null> {
  const url = process.env.DATABASE_URL
  if (url) return { url }
  const server = await startThrowawayPostgres()
  if (!server) return null
  log(`Started a throwaway PostgreSQL ${server.version} server at ${new URL(server.url).host} (stock settings)`)
  return { url: server.url, server }
}

/**
 * The real app (all middleware, silent logs, sign-in stand-in on) on a fresh PostgreSQL database with
 * the demo data plus `properties` Benchmark Realty properties, analysed, and a signed-in session there.
 */
export async function startPortfolioApp(properties: number, log: (line: string) => void): Promise<PortfolioApp> {
  const data = tempDir('acp-bench-portfolio-')
  const target = await postgresServer(log)
  const db = await openBenchDatabase(target?.url, data.dir)
  await migrate(db.database)
  const fileStore = new LocalFileStore(path.join(data.dir, 'files'))
  const started = performance.now()
  const summary = await seed(db.database, {
    fileStore,
    largeAgencyProperties: properties,
    log: (message) => log(`  seed: ${message}`),
  })
  const seedSeconds = (performance.now() - started) / 1000
  // Fresh statistics, as autovacuum would gather them on a live database; the planner needs them.
  await db.query('ANALYZE')
  const benchmarkAgencyId = summary.benchmarkAgencyId
  if (benchmarkAgencyId === null) throw new Error('The seed made no Benchmark Realty agency')

  const env = { NODE_ENV: 'production', SIGN_IN_STANDIN: '1', DATA_DIR: data.dir } as const
  const config = { ...readConfig(env), staticDir: undefined }
  const app = createApp({ db: db.database.db, config, logger: createLogger('silent'), fileStore })
  const server = await listen(app.fetch)
  const cookie = await signIn(server.url, {
    username: 'support',
    password: DEMO_PASSWORD,
    stateCode: 'VIC',
    agencyId: benchmarkAgencyId,
  })
  // On PostgreSQL the load goes to the server as npm start runs it; on PGlite (one process owns the files) here.
  const processServer = db.url
    ? await startServerProcess({ DATABASE_URL: db.url, DATA_DIR: data.dir, SIGN_IN_STANDIN: '1' })
    : undefined
  return {
    url: server.url,
    loadUrl: processServer?.url ?? server.url,
    workers: processServer?.workers ?? 1,
    where: db.where,
    onPostgres: target !== null,
    summary,
    seedSeconds,
    benchmarkAgencyId,
    cookie,
    db,
    close: async () => {
      await processServer?.close()
      await server.close()
      await db.close()
      await target?.server?.close()
      await data.remove()
    },
  }
}
