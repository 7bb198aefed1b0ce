/**
 * `npm run db:migrate`: applies the committed migrations to the database named by DATABASE_URL / DATA_DIR and
 * exits — the release step of a deployment, before new processes start. Safe beside running processes and
 * other migrators: it takes the start-up advisory lock (server/db/advisory-lock.ts).
 */
import { readConfig } from '../env.ts'
import { START_UP_LOCK, withAdvisoryLock } from './advisory-lock.ts'
import { openDatabase } from './client.ts'
import { migrate } from './migrate.ts'

const config = readConfig()
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
try {
  const started = performance.now()
  await withAdvisoryLock(database, START_UP_LOCK, () => migrate(database))
  console.log(`Migrations applied (${Math.round(performance.now() - started)} ms)`)
} finally {
  await database.close()
}
