import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../server/db/rows.ts'
import type { AppDeps } from '../../server/deps.ts'
import { healthRoutes } from '../../server/routes/health.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 2 })
})
afterAll(() => t.close())

/** The probes as a process with this lifecycle serves them. */
const probesOf = (lifecycle: { shuttingDown: boolean }) => healthRoutes({ db: t.db, lifecycle } as unknown as AppDeps)

describe('health probes', () => {
  it('/healthz answers while the process is up, without a session', async () => {
    const res = await t.call('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('/readyz is ready when the database answers and has every migration of this build', async () => {
    const res = await t.call('/readyz')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ready', checks: { shutdown: { ok: true }, database: { ok: true } } })
  })

  it('/readyz answers 503 while the process shuts down, so traffic drains to the others', async () => {
    const res = await probesOf({ shuttingDown: true }).request('/readyz')
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ status: 'not ready', checks: { shutdown: { ok: false } } })
  })

  it('/readyz answers 503 on a database that misses a migration of this build', async () => {
    type Applied = { id: number; hash: string; created_at: string }
    const [removed] = await rowsOf<Applied>(
      t.db,
      sql`DELETE FROM drizzle.__drizzle_migrations
          WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at`,
    )
    try {
      const res = await probesOf({ shuttingDown: false }).request('/readyz')
      expect(res.status).toBe(503)
      const body = await res.json()
      expect(body.checks.database).toEqual({
        ok: false,
        detail: expect.stringMatching(/^\d+ of \d+ migrations applied$/),
      })
    } finally {
      const row = removed as Applied
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`,
      )
    }
  })
})
