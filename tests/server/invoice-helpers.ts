import { and, eq } from 'drizzle-orm'
import { invoices, properties } from '../../server/db/schema/index.ts'
import type { TestApp } from './test-app.ts'

/** Last digits of invoice numbers the software stand-in uploads at once (1 fails the first try; 3 and 7 always). */
export const ACCEPTED_DIGITS = [0, 2, 4, 5, 6, 8, 9]

/** Harbour's synced, not-uploaded invoices whose numbers end in one of `digits`, by id. */
export async function harbourUploadableInvoices(t: TestApp, digits: number[]) {
  const rows = await t.db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .where(
      and(
        eq(invoices.agencyId, t.summary.agencyIds['Harbour & Co Property'] ?? 0),
        eq(invoices.integrationStatus, 'NOT_UPLOADED'),
        eq(properties.isIntegrated, true),
      ),
    )
    .orderBy(invoices.id)
  const found = rows.filter((r) => digits.includes(Number(r.invoiceNumber.at(-1))))
  if (found.length === 0) throw new Error('no such invoice in the seed')
  return found
}
