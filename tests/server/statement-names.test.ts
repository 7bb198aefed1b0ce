import { and, asc, eq, sql } from 'drizzle-orm'
import { integer, PgDialect, pgTable, QueryBuilder, serial, text } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client.ts'
import { constants, inlineLimit, pageBounds, placeholder } from '../../server/db/prepared.ts'
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

// A table made for the plan tests below.
const listed = pgTable('plan_test_listed', {
  id: serial('id').primaryKey(),
  agencyId: integer('agency_id').notNull(),
  state: text('state').notNull(),
  name: text('name').notNull(),
})

describe('a LIMIT and constants written into the SQL', () => {
  const dialect = new PgDialect()
  const page = (limit: number, offset: number) =>
    new QueryBuilder()
      .select({ id: listed.id })
      .from(listed)
      .where(eq(listed.agencyId, placeholder<number>('agencyId')))
      .orderBy(asc(listed.name))
      .limit(inlineLimit(limit))
      .offset(offset)
      .toSQL()

  it('sends the page size as part of the text, the offset of a later page as a parameter', () => {
    const first = pageBounds({ pageSize: 25, first: true })
    const firstPage = page(first.limit, first.offset)
    expect(firstPage.sql).toMatch(/ limit 25$/)
    expect(firstPage.params).toHaveLength(1)
    const later = pageBounds({ pageSize: 25, first: false })
    const laterPage = page(later.limit, later.offset)
    expect(laterPage.sql).toMatch(/ limit 25 offset \$2$/)
    expect(laterPage.params).toHaveLength(2)
  })

  it('refuses what is not a row count, and leaves a placeholder a parameter', () => {
    expect(() => inlineLimit(2.5)).toThrow('Not a LIMIT')
    expect(() => inlineLimit(-1)).toThrow('Not a LIMIT')
    expect(page(placeholder<number>('limit'), 0).params).toHaveLength(2)
  })

  it("writes the code's constants into the SQL and leaves placeholders parameters", () => {
    const built = dialect.sqlToQuery(
      sql`${constants(eq(listed.state, "O'PEN"), eq(listed.agencyId, placeholder<number>('agencyId')))}`,
    )
    expect(built.sql).toContain(`"plan_test_listed"."state" = 'O''PEN'`)
    expect(built.params).toHaveLength(1)
  })
})

describe.skipIf(!url)('the plan PostgreSQL keeps for a named statement', () => {
  // Named statements (statement-names.ts) are planned for their values five times; then PostgreSQL keeps a generic
  // plan when it costs no more than those did. A LIMIT sent as a parameter is costed as a tenth of the rows, so a
  // list's kept plan never won and every call was planned again.
  it('is kept when the LIMIT is in the text, and never when it is a parameter', async () => {
    const database = await openDatabase({ url: url as string }, { max: 1 })
    try {
      await database.db.execute(sql`create temporary table plan_test_listed (
        id serial primary key, agency_id int not null, state text not null, name text not null)`)
      await database.db.execute(sql`insert into plan_test_listed (agency_id, state, name)
        select i % 20, case when i % 10 = 0 then 'CLOSED' else 'OPEN' end, md5(i::text)
        from generate_series(1, 20000) i`)
      await database.db.execute(sql`create index on plan_test_listed (agency_id, name)`)
      await database.db.execute(sql`analyze plan_test_listed`)
      const run = async (limit: number) => {
        for (let i = 0; i < 8; i++) {
          await database.db
            .select({ id: listed.id })
            .from(listed)
            .where(and(eq(listed.agencyId, i + 1), eq(listed.state, 'OPEN')))
            .orderBy(asc(listed.name))
            .limit(limit)
        }
      }
      await run(5)
      await run(inlineLimit(5))
      const plans = await rowsOf<{ statement: string; generic_plans: string; custom_plans: string }>(
        database.db,
        sql`select statement, generic_plans, custom_plans from pg_prepared_statements
          where statement like ${'%plan_test_listed%'} and statement not like ${'%pg_prepared_statements%'}`,
      )
      const byText = plans.map((r) => ({
        inlined: / limit 5$/.test(r.statement),
        generic: Number(r.generic_plans),
        custom: Number(r.custom_plans),
      }))
      expect(byText).toEqual(
        expect.arrayContaining([
          { inlined: false, generic: 0, custom: 8 },
          { inlined: true, generic: 3, custom: 5 },
        ]),
      )
    } finally {
      await database.close()
    }
  })
})
