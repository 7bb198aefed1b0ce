import type { Context } from 'hono'
import { stream } from 'hono/streaming'
import { SERVICES } from '../../src/contract/catalog.ts'
import type { NonManagedRow } from '../../src/contract/portfolio.ts'

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const HEADER = [
  'Address',
  'Property manager',
  'Gas appliances',
  ...SERVICES.flatMap((s) => [`${s.name} last service`, `${s.name} next service`, `${s.name} provided by`]),
]

function csvLine(row: NonManagedRow): string {
  const cells = [
    row.address.fullAddress,
    row.propertyManager?.name,
    row.gasApplianceCountValue === 'unknownCount' ? 'Unknown' : row.gasApplianceCountValue,
    ...SERVICES.flatMap((s) => {
      const e = row.services.find((x) => x.complianceRequirementId === s.id)
      return [e?.lastServiceDate, e?.nextServiceDate, e?.providedBy?.providedBy]
    }),
  ]
  return `${cells.map(csvField).join(',')}\r\n`
}

/** Streams the rows as a CSV download, batch by batch (the export is never held whole in memory). */
export function streamCsv(c: Context, rows: AsyncIterable<NonManagedRow[]>, filename: string) {
  c.header('Content-Type', 'text/csv; charset=utf-8')
  c.header('Content-Disposition', `attachment; filename="${filename}"`)
  c.header('Cache-Control', 'no-store')
  return stream(c, async (out) => {
    // A byte-order mark, so Excel reads the UTF-8 (suburb names with macrons, say) correctly.
    await out.write(`\uFEFF${HEADER.map(csvField).join(',')}\r\n`)
    for await (const batch of rows) await out.write(batch.map(csvLine).join(''))
  })
}
