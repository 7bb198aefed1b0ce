import { PgBoss } from 'pg-boss'
import type { Db } from '../db/client.ts'
import type { Logger } from '../http/logger.ts'

/**
 * The durable job queue (DESIGN "Background work"): pg-boss in its own `pgboss` schema of the same database,
 * on PGlite as on a PostgreSQL server. pg-boss gets the app's own connection through its `db` adapter, so
 * PGlite (one connection, one process) needs nothing more, and a server's pool is shared, not doubled.
 * pg-boss creates and migrates its schema itself at start, under its own advisory lock, so several
 * workers of a cluster may start at once.
 */

type Client = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>
}

/** drizzle keeps the driver's client: a PGlite instance or a pg.Pool, both with query(text, values). */
function adapterOf(db: Db) {
  const client = (db as unknown as { $client: Client }).$client
  return {
    async executeSql(text: string, values?: unknown[]) {
      // pg-boss sends several statements in one text (BEGIN; … COMMIT;) without values. PGlite prepares a
      // query with values, which allows one statement only, so those go through exec, and pg-boss must get
      // the rows of every statement (it looks for its advisory lock's row among them).
      if ((!values || values.length === 0) && client.exec) {
        const results = await client.exec(text)
        return { rows: results.flatMap((r) => r.rows) }
      }
      return client.query(text, values ?? [])
    },
  }
}

export type JobOptions = {
  /** Retries after the first attempt. */
  retryLimit: number
  /** Seconds before the first retry; doubled each time when backoff is on (capped at retryDelayMax). */
  retryDelay: number
  retryBackoff: boolean
  retryDelayMax?: number
  /** A job running longer than this is taken as failed (a hung SMTP connection) and retried. */
  expireInSeconds: number
}

export type Job<T> = { id: string; data: T; retryCount: number; retryLimit: number }
export type JobHandler<T> = (job: Job<T>) => Promise<void>

export type JobQueue = {
  /** Declares a queue and its retry policy (idempotent). */
  define(name: string, options: JobOptions): Promise<void>
  /** Adds a job; with `id`, adding the same id again is a no-op (null), so a resend cannot double it. */
  send<T extends object>(name: string, data: T, options?: { id?: string }): Promise<string | null>
  work<T>(name: string, handler: JobHandler<T>, options?: { pollingIntervalSeconds?: number }): Promise<void>
  /**
   * Sends a job to the (defined) queue on a cron expression; one schedule per name, whichever process sets it,
   * and pg-boss makes sure only one job per occurrence is sent across all processes.
   */
  schedule(name: string, cron: string): Promise<void>
  /** Stops taking jobs and waits for the running ones (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>
}

export async function startJobQueue(db: Db, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({ db: adapterOf(db), schema: 'pgboss', supervise: true, migrate: true })
  boss.on('error', (error: Error) => logger.error('job queue error', { message: error.message }))
  await boss.start()
  return {
    async define(name, options) {
      const existing = await boss.getQueue(name)
      if (existing) await boss.updateQueue(name, options)
      else await boss.createQueue(name, options)
    },
    async send(name, data, options = {}) {
      return boss.send(name, data, options.id ? { id: options.id } : {})
    },
    async work(name, handler, options = {}) {
      await boss.work<object>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) {
            await handler({
              id: job.id,
              data: job.data as never,
              retryCount: (job as unknown as { retryCount: number }).retryCount,
              retryLimit: (job as unknown as { retryLimit: number }).retryLimit,
            })
          }
        },
      )
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' })
    },
    async stop(timeoutMs = 10_000) {
      // graceful: running handlers finish and their jobs are completed before stop resolves; the database is ours to close.
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs })
    },
  }
}
