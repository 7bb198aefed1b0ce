import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { DEMO_USERS, seedIfEmpty } from './db/seed/index.ts'
import { readConfig } from './env.ts'
import { createLogger } from './http/logger.ts'
import { FileStore } from './storage/file-store.ts'

const config = readConfig()
const logger = createLogger(config.logLevel)
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
await migrate(database)
const fileStore = new FileStore(path.join(config.dataDir, 'files'))
if (await seedIfEmpty(database, { fileStore, log: (msg) => logger.info(msg) })) {
  logger.info('seeded demo data on the empty database')
}

const app = createApp({ db: database.db, config, logger, fileStore })
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`
  const where =
    database.kind === 'pglite' ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}` : 'PostgreSQL server'
  process.stdout.write(
    [
      '',
      `  Agency Compliance Portal is running at ${url}`,
      `  Database: ${where}`,
      '  Demo sign-in (choose the state, then use one of these):',
      ...DEMO_USERS.map((u) => `    ${u.username.padEnd(10)} ${u.password.padEnd(10)} ${u.description}`),
      '',
    ].join('\n'),
  )
})

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  logger.info('shutting down', { signal })
  // Stop taking connections, let in-flight requests finish, then close the database cleanly.
  const forced = setTimeout(() => process.exit(1), 10_000)
  forced.unref()
  server.close(async () => {
    await database.close()
    process.exit(0)
  })
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
