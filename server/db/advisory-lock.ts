import type pg from 'pg'
import type { Database } from './client.ts'

/** Held while migrating and seeding at start (and by `npm run db:migrate`): one process at a time does it. */
export const START_UP_LOCK = 7_310_001

/**
 * Runs `work` while this process holds a PostgreSQL session advisory lock; processes on other machines wait
 * for it in `pg_advisory_lock`. The lock lives on one pooled connection kept aside for the duration, so the
 * work's own queries may use any other. PGlite belongs to one process, so there is nothing to lock.
 */
export async function withAdvisoryLock<T>(database: Database, key: number, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work()
  const pool = (database.db as unknown as { $client: pg.Pool }).$client
  const holder = await pool.connect()
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [key])
    try {
      return await work()
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [key])
    }
  } finally {
    holder.release()
  }
}
