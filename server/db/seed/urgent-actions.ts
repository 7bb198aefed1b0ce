import { and, asc, eq, lt } from 'drizzle-orm'
import { invoices, properties } from '../schema/index.ts'
import type { AgencyRecord, SeedContext } from './context.ts'
import { addDays, at } from './random.ts'

/**
 * Every upload state in each integrated agency's overdue invoices, per property manager (the dashboard is
 * usually filtered to one): the second oldest invoice not uploaded failed its last upload and the fourth was
 * uploaded, so the 'Pay overdue invoices' preview shows Upload, Retry with the error, and Uploaded.
 */
export async function seedUploadStates(ctx: SeedContext, agencies: AgencyRecord[]): Promise<void> {
  for (const agency of agencies) {
    if (!agency.integration || agency.isBenchmark) continue
    const rows = await ctx.db
      .select({ id: invoices.id, dueDate: invoices.dueDate, managerId: properties.propertyManagerId })
      .from(invoices)
      .innerJoin(properties, eq(properties.id, invoices.propertyId))
      .where(
        and(
          eq(invoices.agencyId, agency.id),
          eq(invoices.isPaid, false),
          lt(invoices.dueDate, ctx.today),
          eq(properties.isIntegrated, true),
          eq(invoices.integrationStatus, 'NOT_UPLOADED'),
        ),
      )
      .orderBy(asc(invoices.dueDate), asc(invoices.id))
    const seen = new Map<number | null, number>()
    for (const row of rows) {
      const n = seen.get(row.managerId) ?? 0
      seen.set(row.managerId, n + 1)
      if (n === 1) {
        await ctx.db
          .update(invoices)
          .set({
            lastUploadError: `${agency.integration} rejected the invoice: no creditor is set up for this property.`,
          })
          .where(eq(invoices.id, row.id))
      } else if (n === 3) {
        await ctx.db
          .update(invoices)
          .set({
            integrationStatus: 'UPLOADED',
            uploadedAt: at(addDays(row.dueDate, 2), 11),
            uploadedBy: `${agency.integration} sync`,
            lastUploadError: null,
          })
          .where(eq(invoices.id, row.id))
      }
    }
  }
}
