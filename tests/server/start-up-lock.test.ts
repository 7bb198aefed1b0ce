import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { START_UP_LOCK, withAdvisoryLock } from '../../server/db/advisory-lock.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { migrate } from '../../server/db/migrate.ts'
import { rowsOf } from '../../server/db/rows.ts'

// Several machines start at the same moment against one PostgreSQL server: each migrates under the start-up
// lock, so they take turns instead of racing to create the same tables. PGlite has one process: nothing to test.
const url = process.env.DATABASE_URL
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(statement)
  await client.end()
}

describe.skipIf(!url)('start-up on many processes (PostgreSQL)', () => {
  const name = `acp_lock_${randomUUID().replaceAll('-', '')}`
  const processes: Database[] = []
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`)
    const target = new URL(url as string)
    target.pathname = `/${name}`
    for (let i = 0; i < 4; i++) processes.push(await openDatabase({ url: target.toString() }))
  })
  afterAll(async () => {
    for (const database of processes) await database.close()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  it('four processes migrating an empty database at once all start, one at a time, and apply each migration once', async () => {
    const spans: { start: number; end: number }[] = []
    await Promise.all(
      processes.map((database) =>
        withAdvisoryLock(database, START_UP_LOCK, async () => {
          const start = performance.now()
          await migrate(database)
          spans.push({ start, end: performance.now() })
        }),
      ),
    )
    spans.sort((a, b) => a.start - b.start)
    for (let i = 1; i < spans.length; i++) expect(spans[i]?.start).toBeGreaterThanOrEqual(spans[i - 1]?.end ?? 0)
    const first = processes[0] as Database
    const [row] = await rowsOf<{ n: number; distinct: number }>(
      first.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
    )
    expect(row?.n).toBeGreaterThan(0)
    expect(row?.n).toBe(row?.distinct)
  })

  it('lets go of the lock when the work fails, so the next process is not stuck', async () => {
    const [one, two] = processes as [Database, Database]
    await expect(withAdvisoryLock(one, START_UP_LOCK, () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    )
    await expect(withAdvisoryLock(two, START_UP_LOCK, async () => 'started')).resolves.toBe('started')
  })
})
