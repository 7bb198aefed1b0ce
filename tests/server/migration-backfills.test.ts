import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../server/db/migrations-folder.ts'
import { rowsOf } from '../../server/db/rows.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// A migration that adds a kept counter or column fills it from the rows already there (its backfill); tests
// otherwise migrate an empty database and seed it, so only the triggers ever fill them. Here the latest backfill of
// each kept counter (0023, 0028) and of the records' agency (0026, 0030) runs again over the seeded rows and must give
// what the triggers kept while seeding. It runs against today's schema: a later migration that changes what these
// statements read shows up here. (The older kept columns' backfills, 0004-0011, are not run again.)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 20 })
})
afterAll(() => t.close())

/** Every top-level statement of the migrations, in order, with the file it is in. */
const statements = readdirSync(migrationsFolder)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .flatMap((file) =>
    readFileSync(path.join(migrationsFolder, file), 'utf8')
      .split('--> statement-breakpoint')
      // Comment lines before a statement are not part of it.
      .map((text) => ({ file, text: text.replace(/^(\s*--[^\n]*\n)+/, '').trim() })),
  )

/** The last backfill of a table: the migration's own INSERT INTO table (...) or UPDATE "table" ... FROM. */
const backfillOf = (table: string, verb: 'INSERT INTO' | 'UPDATE') => {
  const found = statements.filter(({ text }) =>
    verb === 'INSERT INTO' ? text.startsWith(`INSERT INTO ${table} (`) : text.startsWith(`UPDATE "${table}" `),
  )
  const last = found.at(-1)
  if (!last) throw new Error(`No backfill of ${table}`)
  return last
}

/** Runs `body` in a transaction with `table`'s own triggers off, as a backfill runs over rows no trigger wrote. */
const withoutTriggers = (table: string, body: (run: (text: string) => Promise<unknown>) => Promise<void>) =>
  t.db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text))
    await run(`ALTER TABLE ${table} DISABLE TRIGGER USER`)
    await body(run)
    await run(`ALTER TABLE ${table} ENABLE TRIGGER USER`)
  })

/** A counter table's rows (a trigger may leave a counter at 0, a backfill writes none), in one order. */
const counterRows = async (table: string) =>
  (await rowsOf<Record<string, unknown>>(t.db, sql.raw(`SELECT * FROM ${table} WHERE n <> 0`)))
    .map((row) => JSON.stringify(row))
    .sort()

describe("the migrations' backfills over existing rows", () => {
  for (const table of [
    'portfolio_filter_counts',
    'portfolio_non_managed_counts',
    'portfolio_non_managed_facet_counts',
    'portfolio_non_managed_approaching_counts',
  ]) {
    it(`fills ${table} as its triggers keep it (${backfillOf(table, 'INSERT INTO').file})`, async () => {
      const kept = await counterRows(table)
      expect(kept.length).toBeGreaterThan(0)
      // The counters have no triggers of their own; the backfill reads the list's rows as they are.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`DELETE FROM ${table}`))
        await tx.execute(sql.raw(backfillOf(table, 'INSERT INTO').text))
      })
      expect(await counterRows(table)).toEqual(kept)
    })
  }

  it('gives quotes, reported findings, notices and access issues their property’s agency (0026, 0030)', async () => {
    for (const table of ['quotes', 'reported_findings', 'notices', 'access_issues']) {
      const wrong = () =>
        rowsOf<{ n: number }>(
          t.db,
          sql.raw(`SELECT count(*)::int AS n FROM ${table} r JOIN properties p ON p.id = r.property_id
            WHERE r.agency_id <> p.agency_id`),
        )
      await withoutTriggers(table, async (run) => {
        // As before the column was filled: every record in some other agency than its property's.
        await run(`UPDATE ${table} r SET agency_id = (SELECT a.id FROM agencies a WHERE a.id <> r.agency_id LIMIT 1)`)
      })
      const [all] = await rowsOf<{ n: number }>(t.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`))
      expect((await wrong())[0]?.n, table).toBe(all?.n)
      expect(all?.n, table).toBeGreaterThan(0)
      await withoutTriggers(table, async (run) => {
        await run(backfillOf(table, 'UPDATE').text)
      })
      expect((await wrong())[0]?.n, table).toBe(0)
    }
  })
})
