import { and, asc, type SQL, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { stream } from 'hono/streaming'
import { UPDATE_REASON_LABELS, type UpdateRow } from '../../src/contract/updates.ts'
import type { Db } from '../db/client.ts'
import { inlineLimit } from '../db/prepared.ts'
import { properties } from '../db/schema/index.ts'
import { csvField } from './portfolio-export.ts'
import { updateRowsOf } from './updates-rows.ts'

const BATCH = 500
const HEADER = ['Address', 'Property manager', 'Required updates', 'Services', 'Access issue open since']
const day = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '')

function csvLine(row: UpdateRow): string {
  const cells = [
    row.address.fullAddress,
    row.propertyManager?.name,
    row.reasons.map((r) => UPDATE_REASON_LABELS[r]).join('; '),
    row.services.map((s) => s.name).join('; '),
    day(row.accessIssueSince),
  ]
  return `${cells.map(csvField).join(',')}\r\n`
}

/** Every match in list order, a batch at a time from where the last one ended (keyset, not OFFSET). */
async function* batches(db: Db, where: SQL, cutoff: Date): AsyncIterable<UpdateRow[]> {
  let after: { searchText: string; id: number } | null = null
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${properties.searchText}, ${properties.id}) > (${after.searchText}, ${after.id})`
      : undefined
    const page: { id: number; searchText: string }[] = await db
      .select({ id: properties.id, searchText: properties.searchText })
      .from(properties)
      .where(and(where, keyset))
      .orderBy(asc(properties.searchText), asc(properties.id))
      .limit(inlineLimit(BATCH))
    if (page.length === 0) return
    yield await updateRowsOf(
      db,
      page.map((p) => p.id),
      cutoff,
    )
    const last = page[page.length - 1]
    if (!last || page.length < BATCH) return
    after = last
  }
}

/** GET /v1/update/summary/export: the filtered list as a streamed CSV (never held whole in memory). */
export function streamUpdatesCsv(c: Context, db: Db, where: SQL, cutoff: Date, today: string) {
  c.header('Content-Type', 'text/csv; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="required-updates-${today}.csv"`)
  c.header('Cache-Control', 'no-store')
  return stream(c, async (out) => {
    // A byte-order mark, so Excel reads the UTF-8 correctly.
    await out.write(`\uFEFF${HEADER.map(csvField).join(',')}\r\n`)
    for await (const batch of batches(db, where, cutoff)) await out.write(batch.map(csvLine).join(''))
  })
}
