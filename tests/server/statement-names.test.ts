import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { rowsOf } from '../../server/db/rows.ts'
import { statementNamer } from '../../server/db/statement-names.ts'

describe('statementNamer', () => {
  it('names the same SQL the same way, different SQL differently', () => {
    const statementName = statementNamer()
    const a = statementName('select $1::int as a /* statement-names test a */')
    expect(a).toMatch(/^acp_[\w-]+$/)
    expect(statementName('select $1::int as a /* statement-names test a */')).toBe(a)
    expect(statementName('select $1::int as b /* statement-names test b */')).not.toBe(a)
  })

  it('stops naming new shapes past the cap, and keeps the names it gave', () => {
    const statementName = statementNamer(3)
    const first = statementName('select $1::int /* cap test 0 */')
    for (let i = 1; i < 3; i++) expect(statementName(`select $1::int /* cap test ${i} */`)).toMatch(/^acp_/)
    expect(statementName('select $1::int /* cap test 3 */')).toBeUndefined()
    expect(statementName('select $1::int /* cap test 0 */')).toBe(first)
  })
})

const url = process.env.DATABASE_URL

describe.skipIf(!url)('named statements on a PostgreSQL server', () => {
  it('prepares a parameterised statement once per connection and answers every call', async () => {
    const database = await openDatabase({ url: url as string }, { max: 1 })
    try {
      const text = sql`select ${7}::int + 1 as n /* statement-names server test */`
      for (let i = 0; i < 3; i++) {
        expect(await rowsOf<{ n: number }>(database.db, text)).toEqual([{ n: 8 }])
      }
      const prepared = await rowsOf<{ statement: string }>(
        database.db,
        sql`select statement from pg_prepared_statements where statement like ${'%statement-names server test%'} and statement not like ${'%pg_prepared_statements%'}`,
      )
      expect(prepared).toHaveLength(1)
      // Unparameterised statements (transaction control, scripts) are sent as they are.
      await rowsOf(database.db, sql`select 1 as unnamed_probe`)
      const unnamed = await rowsOf(
        database.db,
        sql`select 1 from pg_prepared_statements where statement like ${'%unnamed_probe%'} and statement not like ${'%pg_prepared_statements%'}`,
      )
      expect(unnamed).toEqual([])
      // A statement prepared with the name '' stays unnamed: planned with each call's values.
      const perCall = database.db
        .select({ n: sql<number>`${sql.placeholder('v')}::int + 1 /* planned per call */` })
        .from(sql`(values (1)) as v(x)`)
        .prepare('')
      expect(await perCall.execute({ v: 2 })).toEqual([{ n: 3 }])
      expect(await perCall.execute({ v: 5 })).toEqual([{ n: 6 }])
      const perCallPrepared = await rowsOf(
        database.db,
        sql`select 1 from pg_prepared_statements where statement like ${'%planned per call%'} and statement not like ${'%pg_prepared_statements%'}`,
      )
      expect(perCallPrepared).toEqual([])
    } finally {
      await database.close()
    }
  })
})
