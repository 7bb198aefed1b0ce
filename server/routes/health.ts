import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { migrationsFolder } from '../db/migrations-folder.ts'
import { rowsOf } from '../db/rows.ts'
import type { AppDeps, AppEnv } from '../deps.ts'

/** Set by the process when it starts shutting down: the load balancer stops sending it new requests. */
export type Lifecycle = { shuttingDown: boolean }

const journal = path.join(migrationsFolder, 'meta/_journal.json')
/** How many migrations this build ships: a database with fewer applied is not ready for this code. */
const shippedMigrations = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length

type Check = { ok: boolean; detail?: string }

/**
 * Probes for a load balancer or orchestrator, outside /v1 (no session, no envelope): /healthz says the process
 * answers; /readyz says it can serve — the database answers, this build's migrations are applied, the object
 * store answers when files are in one (S3_BUCKET), and it is not shutting down (503 then, so traffic drains to the other processes first).
 */
export function healthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    const checks: Record<string, Check> = {
      shutdown: deps.lifecycle?.shuttingDown ? { ok: false, detail: 'shutting down' } : { ok: true },
      database: await databaseCheck(deps),
      ...(deps.fileStore?.kind === 's3' ? { objectStore: await objectStoreCheck(deps) } : {}),
    }
    const ready = Object.values(checks).every((check) => check.ok)
    c.header('Cache-Control', 'no-store')
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503)
  })
  return app
}

async function objectStoreCheck({ fileStore }: AppDeps): Promise<Check> {
  try {
    await fileStore.probe()
    return { ok: true }
  } catch {
    return { ok: false, detail: 'object store unreachable' }
  }
}

async function databaseCheck({ db }: AppDeps): Promise<Check> {
  try {
    const [row] = await rowsOf<{ applied: number }>(
      db,
      sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
    )
    const applied = row?.applied ?? 0
    return applied >= shippedMigrations
      ? { ok: true }
      : { ok: false, detail: `${applied} of ${shippedMigrations} migrations applied` }
  } catch {
    // The message may carry connection details; the probe only needs to know it failed.
    return { ok: false, detail: 'database unreachable' }
  }
}
