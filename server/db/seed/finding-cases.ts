import { SERVICES } from '../../../src/contract/catalog.ts'
import { quotes, reportedFindings } from '../schema/index.ts'
import { fullAddress } from './addresses.ts'
import type { SeedContext } from './context.ts'
import { FINDINGS, WIZARD_DISMISSED_TITLE } from './data/names.ts'
import { storeFiles } from './files.ts'
import { insertAll } from './insert.ts'
import { money, renderPdf } from './pdf.ts'
import type { PropertyPlan } from './properties.ts'
import { addDays, at, displayDate, Rng } from './random.ts'

type FindingRow = typeof reportedFindings.$inferInsert
const SERVICE_ID = new Map(SERVICES.map((s) => [s.code, s.id]))
/** Plans from this position on: clear of the scenarios and access cases the first ones carry. */
const FIRST_INDEX = 10

/**
 * Reported-finding cases made on purpose in every problem-register agency (Bayside and Southern Cross in VIC,
 * Sunshine in QLD), on its first two live properties from index 10 with a serviced headline service, so e2e and
 * the server tests find them by shape (tests/e2e/support/finding-cases.ts):
 * - 'resolve': two urgent-category findings that can be quoted, informed and dismissed; one that cannot be quoted
 *   but asks for information and the built year; one not dismissible that needs no information; and outside VIC
 *   a recommended and an information finding.
 * - 'history': a dismissed finding, one with a quote requested (awaiting approval, with an approval URL) and one
 *   that quote makes unresolvable by a third party, and two open ones for a third-party resolution.
 * - 'wizard' (the third property), for the resolve wizard's e2e journeys: two to quote (one also to dismiss and
 *   restore), one for the built year, one with a quote to send, one for a third party, and one dismissed.
 */
export async function seedFindingCases(ctx: SeedContext, agencyPlans: PropertyPlan[][], categoryIds: number[]) {
  const [urgent = 1, nonCompliant = 2, recommended = 3, information = 4] = categoryIds
  const rows: FindingRow[] = []
  for (const plans of agencyPlans) {
    const agency = plans[0]?.agency
    if (!agency?.experiments.has('problem-register')) continue
    const chosen = plans
      .filter((p) => p.index >= FIRST_INDEX && !p.scenario.cancelled && p.headline.row.lastServiceDate)
      .slice(0, 3)
    const [resolve, history, wizard] = chosen
    if (!resolve || !history || !wizard) continue
    const person = agency.propertyManagers[0]?.name ?? 'Property manager'

    const finding = (plan: PropertyPlan, n: number, categoryId: number, extra: Partial<FindingRow>): FindingRow => {
      const booking = plan.headline.row.lastServiceDate ?? ctx.today
      const list = FINDINGS[plan.headline.code] ?? []
      const [title, applianceName, applianceLocation] = list[n % Math.max(1, list.length)] ?? ['Defect found', '', '']
      return {
        propertyId: plan.id,
        serviceId: SERVICE_ID.get(plan.headline.code) ?? 1,
        servicingCategoryId: categoryId,
        title,
        applianceName: applianceName || null,
        applianceLocation: applianceLocation || null,
        originalBookingDate: booking,
        createdAt: at(booking, 15, n),
        canRequestQuote: true,
        canInformDi: false,
        canEnterBuiltYear: false,
        thirdPartyInvalidStatus: false,
        isDismissible: true,
        ...extra,
      }
    }
    rows.push(
      finding(resolve, 0, urgent, { canInformDi: true }),
      finding(resolve, 1, nonCompliant, { canInformDi: true }),
      finding(resolve, 2, urgent, { canRequestQuote: false, canInformDi: true, canEnterBuiltYear: true }),
      finding(resolve, 3, nonCompliant, { isDismissible: false }),
      finding(resolve, 4, recommended, {}),
      finding(resolve, 5, information, { canRequestQuote: false }),
    )

    const requested = await seedRequestedQuote(ctx, agency.name, history, person)
    const booking = history.headline.row.lastServiceDate ?? ctx.today
    rows.push(
      finding(history, 0, urgent, { isDismissed: true, dismissedBy: person, dismissedAt: at(addDays(booking, 3), 14) }),
      finding(history, 1, urgent, { ...requested, canRequestQuote: false }),
      finding(history, 2, nonCompliant, { ...requested, canRequestQuote: false, thirdPartyInvalidStatus: true }),
      finding(history, 3, urgent, {}),
      finding(history, 4, nonCompliant, {}),
    )

    // The wizard's e2e journeys change these (tests/e2e/reported-findings-wizard.spec.ts); the dismissed one and
    // the urgent one that nothing resolves keep the group in the same list facets while they do.
    const wizardQuote = await seedRequestedQuote(ctx, agency.name, wizard, person)
    rows.push(
      finding(wizard, 0, urgent, { canInformDi: true }),
      finding(wizard, 1, urgent, {}),
      finding(wizard, 2, urgent, {
        canRequestQuote: false,
        canInformDi: true,
        canEnterBuiltYear: true,
        isDismissible: false,
      }),
      finding(wizard, 3, urgent, {
        ...wizardQuote,
        canRequestQuote: false,
        thirdPartyInvalidStatus: true,
        isDismissible: false,
      }),
      finding(wizard, 4, urgent, { canRequestQuote: false, isDismissible: false }),
      finding(wizard, 5, urgent, {
        title: WIZARD_DISMISSED_TITLE,
        isDismissed: true,
        dismissedBy: person,
        dismissedAt: at(addDays(wizard.headline.row.lastServiceDate ?? ctx.today, 3), 14),
      }),
    )
  }
  await insertAll(ctx.db, reportedFindings, rows)
}

/** A quote the provider made for a property's findings, awaiting approval: what a finding with it carries. */
async function seedRequestedQuote(ctx: SeedContext, agencyName: string, plan: PropertyPlan, person: string) {
  const booking = plan.headline.row.lastServiceDate ?? ctx.today
  const serviceId = SERVICE_ID.get(plan.headline.code) ?? 1
  const number = `Q-RF-${plan.id}`
  const created = addDays(booking, 2)
  const fileId = new Rng(`finding-cases:${agencyName}:${plan.id}`).uuid()
  await storeFiles(ctx, [
    {
      id: fileId,
      originalName: `quote-${number}.pdf`,
      contentType: 'application/pdf',
      createdAt: at(created, 8),
      render: () =>
        renderPdf({
          title: 'QUOTE',
          reference: number,
          agency: agencyName,
          address: fullAddress(plan),
          date: created,
          fields: [
            ['Quote date', displayDate(created)],
            ['Service', plan.headline.code],
          ],
          items: [['Repairs for the reported findings', `from ${money(18_500)}`]],
          total: `${money(18_500)} inc. GST`,
        }),
    },
  ])
  const [quote] = await ctx.db
    .insert(quotes)
    .values({
      propertyId: plan.id,
      serviceId,
      quoteNumber: number,
      statusId: 2,
      severity: 'NON_COMPLIANT_FAULTY',
      expiresAt: addDays(ctx.today, 30),
      minimumPriceCents: 18_500,
      approvalUrl: `https://quotes.safeleasecompliance.com.au/approve/${number}`,
      fileId,
      createdAt: at(created, 11),
    })
    .returning({ id: quotes.id })
  return {
    quoteRequested: true,
    quoteRequestedBy: person,
    quoteRequestedAt: at(addDays(booking, 1), 10),
    quoteId: quote?.id ?? null,
  }
}
