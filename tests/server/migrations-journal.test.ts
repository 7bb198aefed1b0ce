import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../server/db/migrations-folder.ts'

// drizzle's migrator applies a migration only when its `when` is later than the last one applied: a journal
// out of order would skip a migration on every database that already has the later one.
describe('the migrations journal', () => {
  it('lists every migration in order of number and of time', () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[]
    }
    const { entries } = journal
    expect(entries.map((e) => e.idx)).toEqual(entries.map((_, i) => i))
    expect(entries.map((e) => e.tag.slice(0, 4))).toEqual(entries.map((_, i) => String(i).padStart(4, '0')))
    for (let i = 1; i < entries.length; i++) expect(entries[i]?.when).toBeGreaterThan(entries[i - 1]?.when ?? 0)
  })
})
