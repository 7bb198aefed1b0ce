import { SERVICES, type ServiceCode } from '../../../src/contract/catalog.ts'
import { invoices, quotes } from '../schema/index.ts'
import { fullAddress } from './addresses.ts'
import type { AgencyRecord, SeedContext } from './context.ts'
import { FINDINGS } from './data/names.ts'
import { type FileSpec, storeFiles } from './files.ts'
import { insertAll, insertIds } from './insert.ts'
import { money, renderPdf } from './pdf.ts'
import type { PropertyPlan } from './properties.ts'
import { addDays, at, displayDate, Rng } from './random.ts'
import type { QuoteSeverity } from './scenarios.ts'

type InvoiceRow = typeof invoices.$inferInsert
type QuoteRow = typeof quotes.$inferInsert

const SERVICE_BY_CODE = new Map(SERVICES.map((s) => [s.code, s]))
/** Typical prices in cents (inc. GST), by service. */
const PRICE_RANGE: Record<ServiceCode, [number, number]> = {
  SMOKE: [119, 189],
  GAS: [209, 289],
  ELECTRICAL: [189, 259],
  BLINDS: [59, 99],
  WATER: [79, 129],
  RCD: [69, 119],
}
const SEVERITY_LABEL: Record<QuoteSeverity, string> = {
  DISCONNECTED_SAFETY_ISSUE: 'Disconnected - safety issue',
  NON_COMPLIANT_FAULTY: 'Non-compliant / faulty',
  RECOMMENDED: 'Recommended',
  URGENT: 'Urgent',
}
const SEVERITIES: readonly QuoteSeverity[] = [
  'NON_COMPLIANT_FAULTY',
  'RECOMMENDED',
  'DISCONNECTED_SAFETY_ISSUE',
  'URGENT',
]
/** Statuses of quotes that are not awaiting a decision (foundations §4 ids). */
const OTHER_QUOTE_STATUSES = [1, 3, 5, 6, 7, 8, 9, 10]
const UPLOAD_ERRORS = [
  'PropertyTree rejected the invoice: no creditor is set up for this property.',
  'The management software did not respond in time. Try again later.',
  'Invoice amount does not match the approved work order.',
]

type InvoiceState = 'paid' | 'due' | 'overdue'

export type BillingResult = { quoteIdByPropertyService: Map<string, number> }

function price(rng: Rng, code: ServiceCode): number {
  const [min, max] = PRICE_RANGE[code]
  return rng.int(min, max) * 100 + rng.pick([0, 0, 50, 95])
}

/** Invoices and quotes of the demo properties, each with a generated PDF. */
export async function seedBilling(ctx: SeedContext, agencyPlans: PropertyPlan[][]): Promise<BillingResult> {
  const { today } = ctx
  const fileSpecs: FileSpec[] = []
  const invoiceRows: InvoiceRow[] = []
  const quoteRows: { row: QuoteRow; key: string }[] = []
  let invoiceSeq = 1200
  let quoteSeq = 300
  let otherQuotes = 0

  for (const plans of agencyPlans) {
    const agency = plans[0]?.agency
    if (!agency) continue
    const rng = new Rng(`billing:${agency.name}`)
    let agencyInvoices = 0
    for (const plan of plans) {
      const serviced = plan.services.filter((s) => s.row.lastServiceDate)
      const count =
        serviced.length === 0
          ? 0
          : plan.index < 6
            ? 2
            : rng.weighted([
                [0, 15],
                [1, 50],
                [2, 25],
                [3, 10],
              ] as const)
      for (let i = 0; i < count; i++) {
        const state: InvoiceState =
          (['paid', 'due', 'overdue', 'paid', 'due', 'overdue'] as const)[agencyInvoices] ??
          rng.weighted([
            ['paid', 60],
            ['due', 22],
            ['overdue', 18],
          ] as const)
        const number = `INV-${String(++invoiceSeq).padStart(6, '0')}`
        const items = rng.sample(serviced, rng.int(1, Math.min(2, serviced.length)))
        const lines = items.map((s) => {
          const service = SERVICE_BY_CODE.get(s.code)
          return [`${service?.name ?? s.code} compliance service`, price(rng, s.code)] as const
        })
        const total = lines.reduce((sum, [, cents]) => sum + cents, 0)
        const issuedAt =
          state === 'paid'
            ? addDays(today, -rng.int(40, 400))
            : state === 'due'
              ? addDays(today, -rng.int(0, 12))
              : addDays(today, -rng.int(20, 120))
        const dueDate = addDays(issuedAt, 14)
        const paidDay = state === 'paid' ? addDays(issuedAt, rng.int(1, 25)) : null
        const fileId = rng.uuid()
        invoiceRows.push({
          agencyId: agency.id,
          propertyId: plan.id,
          invoiceNumber: number,
          totalIncGstCents: total,
          issuedAt,
          dueDate,
          isPaid: state === 'paid',
          paidAt: paidDay ? at(paidDay, rng.int(9, 16)) : null,
          fileId,
          ...integration(rng, agency, plan, state, agencyInvoices, issuedAt),
        })
        agencyInvoices++
        const status =
          state === 'paid' ? `Paid ${displayDate(paidDay ?? issuedAt)}` : state === 'due' ? 'Due' : 'Overdue'
        fileSpecs.push({
          id: fileId,
          originalName: `invoice-${number}.pdf`,
          contentType: 'application/pdf',
          createdAt: at(issuedAt, 8),
          render: () =>
            renderPdf({
              title: 'TAX INVOICE',
              reference: number,
              agency: agency.name,
              address: fullAddress(plan),
              date: issuedAt,
              fields: [
                ['Invoice date', displayDate(issuedAt)],
                ['Due date', displayDate(dueDate)],
                ['Status', status],
              ],
              items: lines.map(([label, cents]) => [label, money(cents)]),
              total: `${money(total)} inc. GST`,
              notes: [`Includes GST of ${money(Math.round(total / 11))}.`, `Please quote ${number} with your payment.`],
            }),
        })
      }

      const quoteSpecs: { severity: QuoteSeverity; statusId: number; code: ServiceCode }[] = []
      if (plan.scenario.quote) {
        const q = plan.scenario.quote
        quoteSpecs.push({ severity: rng.pick(q.severities), statusId: q.statusId, code: plan.headline.code })
      }
      if (!plan.scenario.cancelled && (plan.index === 0 || rng.chance(0.12))) {
        quoteSpecs.push({
          severity: SEVERITIES[otherQuotes % SEVERITIES.length] as QuoteSeverity,
          statusId: OTHER_QUOTE_STATUSES[otherQuotes % OTHER_QUOTE_STATUSES.length] as number,
          code: rng.pick(plan.services).code,
        })
        otherQuotes++
      }
      for (const q of quoteSpecs) {
        const number = `Q-${String(++quoteSeq).padStart(6, '0')}`
        const created = addDays(today, -rng.int(3, 75))
        const expiresAt = q.statusId === 7 ? addDays(today, -rng.int(1, 30)) : addDays(today, rng.int(7, 60))
        const minimum = price(rng, q.code) + rng.int(1, 6) * 5000
        const service = SERVICE_BY_CODE.get(q.code)
        const [title] = rng.pick(FINDINGS[q.code] ?? [['Repair work', '', '']])
        const fileId = rng.uuid()
        quoteRows.push({
          key: `${plan.id}:${service?.id}`,
          row: {
            propertyId: plan.id,
            serviceId: service?.id ?? 1,
            quoteNumber: number,
            statusId: q.statusId,
            severity: q.severity,
            expiresAt,
            minimumPriceCents: minimum,
            approvalUrl:
              q.statusId === 2 || q.statusId === 10 || rng.chance(0.2)
                ? `https://quotes.safeleasecompliance.com.au/approve/${number}`
                : null,
            fileId,
            createdAt: at(created, rng.int(8, 17)),
          },
        })
        fileSpecs.push({
          id: fileId,
          originalName: `quote-${number}.pdf`,
          contentType: 'application/pdf',
          createdAt: at(created, 8),
          render: () =>
            renderPdf({
              title: 'QUOTE',
              reference: number,
              agency: agency.name,
              address: fullAddress(plan),
              date: created,
              fields: [
                ['Quote date', displayDate(created)],
                ['Expires', displayDate(expiresAt)],
                ['Service', service?.name ?? q.code],
                ['Severity', SEVERITY_LABEL[q.severity]],
              ],
              items: [[title, `from ${money(minimum)}`]],
              total: `${money(minimum)} inc. GST`,
              notes: ['The final price may vary after inspection. Approve online or reply to this quote.'],
            }),
        })
      }
    }
  }

  await storeFiles(ctx, fileSpecs)
  await insertAll(ctx.db, invoices, invoiceRows)
  const quoteIds = await insertIds(
    ctx.db,
    quotes,
    quoteRows.map((q) => q.row),
  )
  const quoteIdByPropertyService = new Map<string, number>()
  quoteRows.forEach((q, i) => {
    if (!quoteIdByPropertyService.has(q.key)) quoteIdByPropertyService.set(q.key, quoteIds[i] as number)
  })
  return { quoteIdByPropertyService }
}

function integration(
  rng: Rng,
  agency: AgencyRecord,
  plan: PropertyPlan,
  state: InvoiceState,
  n: number,
  issuedAt: string,
): Partial<InvoiceRow> {
  if (!agency.integration || !plan.row.isIntegrated) return { integrationStatus: 'NOT_UPLOADED' }
  if (n === 1 || n === 4 || (state !== 'paid' && rng.chance(0.03))) {
    return { integrationStatus: 'NOT_UPLOADED', lastUploadError: rng.pick(UPLOAD_ERRORS) }
  }
  if (n === 2 || (state !== 'paid' && rng.chance(0.02))) return { integrationStatus: 'UPLOADING' }
  if (rng.chance(state === 'paid' ? 0.8 : 0.4)) {
    const uploadedBy = rng.chance(0.5) ? `${agency.integration} sync` : rng.pick(agency.propertyManagers).name
    return { integrationStatus: 'UPLOADED', uploadedAt: at(addDays(issuedAt, rng.int(0, 3)), 11), uploadedBy }
  }
  return { integrationStatus: 'NOT_UPLOADED' }
}
