import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import { SERVICES } from '../../../src/contract/catalog.ts'
import type { FindingGroup, FindingTag, ReportedFinding } from '../../../src/contract/reported-findings.ts'
import type { SessionRow } from '../../auth/session-store.ts'
import type { Db } from '../../db/client.ts'
import { properties, quotes, reportedFindings, servicingCategories } from '../../db/schema/index.ts'

export const VIC_STATE_ID = 7
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** foundations §6: in VIC only findings of urgent servicing categories are shown, counted or acted on. */
export const visibleInState = (session: Pick<SessionRow, 'stateId'>) =>
  session.stateId === VIC_STATE_ID ? eq(servicingCategories.isUrgent, true) : undefined

/**
 * Needing action: open and not dismissed, on a property still serviced. The dashboard's urgent tab, the stats'
 * REPORTED_FINDINGS_STATS and the list's URGENT / NON_URGENT facets all count with this (and visibleInState).
 */
export const needsAction = () =>
  and(eq(properties.isCancelled, false), eq(reportedFindings.status, 'OPEN'), eq(reportedFindings.isDismissed, false))

const SERVICE_BY_ID = new Map<number, (typeof SERVICES)[number]>(SERVICES.map((s) => [s.id, s]))
export const serviceOf = (id: number) => {
  const s = SERVICE_BY_ID.get(id)
  return { serviceId: id, code: s?.code ?? 'OTHER', name: s?.name ?? 'Other', shortName: s?.shortName ?? 'other' }
}

export type FindingRow = {
  finding: typeof reportedFindings.$inferSelect
  category: typeof servicingCategories.$inferSelect
  quote: { id: number; quoteNumber: string; approvalUrl: string | null; statusId: number; severity: string } | null
  propertyBuilt: string | null
}

/** The findings with what their view needs, under `where` (joins properties, categories and the linked quote). */
export function selectFindings(db: Db | Tx, where: SQL | undefined): Promise<FindingRow[]> {
  return db
    .select({
      finding: reportedFindings,
      category: servicingCategories,
      quote: {
        id: quotes.id,
        quoteNumber: quotes.quoteNumber,
        approvalUrl: quotes.approvalUrl,
        statusId: quotes.statusId,
        severity: quotes.severity,
      },
      propertyBuilt: properties.propertyBuilt,
    })
    .from(reportedFindings)
    .innerJoin(properties, eq(properties.id, reportedFindings.propertyId))
    .innerJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
    .leftJoin(quotes, eq(quotes.id, reportedFindings.quoteId))
    .where(where)
    .orderBy(asc(reportedFindings.originalBookingDate), asc(reportedFindings.id))
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/**
 * The finding as §3 describes it. canForwardToLandlord: it has a quote to forward (review needs its approvalUrl).
 * canEnterBuiltYear: the provider asks for it and the property's built month is not known yet.
 */
export function findingView({ finding: f, category, quote, propertyBuilt }: FindingRow): ReportedFinding {
  return {
    problemRegister: {
      problemRegisterId: f.id,
      isDismissed: f.isDismissed,
      dismissedBy: f.isDismissed ? f.dismissedBy : null,
      dateDismissed: f.isDismissed ? iso(f.dismissedAt) : null,
      isDismissible: f.isDismissible,
      quoteRequested: f.quoteRequested,
      quoteRequestedBy: f.quoteRequestedBy,
      dateQuoteRequested: iso(f.quoteRequestedAt),
      canRequestQuote: f.canRequestQuote,
      canForwardToLandlord: quote !== null,
      canInformDI: f.canInformDi,
      canEnterBuiltYear: f.canEnterBuiltYear && propertyBuilt === null,
      thirdPartyInvalidStatus: f.thirdPartyInvalidStatus,
      originalBookingDate: f.originalBookingDate,
      serviceCode: serviceOf(f.serviceId).code,
      status: f.status,
    },
    originalProblemItem: { title: f.title },
    appliance:
      f.applianceName || f.applianceLocation
        ? { applianceName: f.applianceName, applianceLocation: f.applianceLocation }
        : null,
    servicingCategory: {
      name: category.name,
      color: category.color,
      description: category.description,
      isUrgent: category.isUrgent,
    },
    quotation: quote ? { quotationId: quote.id, quoteNumber: quote.quoteNumber, approvalUrl: quote.approvalUrl } : null,
  }
}

const SERVICE_TAGS: Partial<Record<string, FindingTag>> = {
  BLINDS: 'CordedBlinds',
  WATER: 'WaterEfficiency',
  RCD: 'RCD',
}
/** Quotation status ids (QUOTATION_STATUSES, 1-based): awaiting approval, rejected. */
const AWAITING_APPROVAL = 2
const REJECTED = 4

/**
 * A group's tags: ComplianceIssues / PendingItems when open findings of urgent / other categories remain, the
 * service's own tag (corded blinds, water efficiency, RCD), and the state of the findings' quotes.
 */
export function groupTags(serviceId: number, rows: FindingRow[]): FindingTag[] {
  const tags = new Set<FindingTag>()
  const open = rows.filter((r) => r.finding.status === 'OPEN' && !r.finding.isDismissed)
  if (open.some((r) => r.category.isUrgent)) tags.add('ComplianceIssues')
  if (open.some((r) => !r.category.isUrgent)) tags.add('PendingItems')
  const serviceTag = SERVICE_TAGS[serviceOf(serviceId).code]
  if (serviceTag) tags.add(serviceTag)
  for (const { quote } of rows) {
    if (quote?.statusId === AWAITING_APPROVAL) {
      tags.add(quote.severity === 'URGENT' ? 'AwaitingUrgentQuotationApproval' : 'AwaitingQuotationApproval')
    }
    if (quote?.statusId === REJECTED) tags.add('RejectedQuotes')
  }
  return [...tags]
}

export function serviceView(serviceId: number, tags: FindingTag[]): FindingGroup['service'] {
  const s = serviceOf(serviceId)
  return { serviceId, name: s.name, shortName: s.shortName, suffix: s.shortName, tags }
}

/** The latest service date among the rows (the group's "Service date"). */
export const latestBooking = (rows: FindingRow[]) =>
  rows.reduce((latest, r) => (r.finding.originalBookingDate > latest ? r.finding.originalBookingDate : latest), '')

/** Rows grouped per service, in first-seen order. */
export function byService(rows: FindingRow[]): Map<number, FindingRow[]> {
  const groups = new Map<number, FindingRow[]>()
  for (const row of rows) {
    const list = groups.get(row.finding.serviceId) ?? []
    list.push(row)
    groups.set(row.finding.serviceId, list)
  }
  return groups
}

/** The findings of these ids as they are now (the answer of a write). */
export async function findingsByIds(db: Db, session: SessionRow, ids: number[]): Promise<ReportedFinding[]> {
  if (ids.length === 0) return []
  const rows = await selectFindings(
    db,
    and(inArray(reportedFindings.id, ids), eq(properties.agencyId, session.agencyId)),
  )
  return rows.map(findingView)
}
