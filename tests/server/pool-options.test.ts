import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { rowsOf } from '../../server/db/rows.ts'

// PG_POOL_MAX and PG_STATEMENT_TIMEOUT_MS reach every connection of a serving process's pool.
const url = process.env.DATABASE_URL

describe.skipIf(!url)('serving pool options (PostgreSQL)', () => {
  it('cancels a statement that runs past the timeout, and the pool keeps serving', async () => {
    const database = await openDatabase({ url: url as string }, { max: 2, statementTimeoutMs: 200 })
    try {
      await expect(database.db.execute(sql`SELECT pg_sleep(2)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '57014' }),
      })
      const [row] = await rowsOf<{ timeout: string }>(
        database.db,
        sql`SELECT current_setting('statement_timeout') AS timeout`,
      )
      expect(row?.timeout).toBe('200ms')
    } finally {
      await database.close()
    }
  })

  it('runs start-up work without a limit when none is given', async () => {
    const database = await openDatabase({ url: url as string })
    try {
      const [row] = await rowsOf<{ timeout: string }>(
        database.db,
        sql`SELECT current_setting('statement_timeout') AS timeout`,
      )
      expect(row?.timeout).toBe('0')
    } finally {
      await database.close()
    }
  })
})
