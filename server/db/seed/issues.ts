import { ACCESS_ISSUE_TYPES, CANCELLATION_REASONS, SERVICES } from '../../../src/contract/catalog.ts'
import { accessIssues, notices, reportedFindings, serviceRequests } from '../schema/index.ts'
import { seedAccessCases } from './access-cases.ts'
import type { SeedContext } from './context.ts'
import { FINDINGS } from './data/names.ts'
import { seedFindingCases } from './finding-cases.ts'
import { insertAll } from './insert.ts'
import type { PropertyPlan } from './properties.ts'
import { addDays, at, Rng, timestampDaysAgo } from './random.ts'

type AccessIssueRow = typeof accessIssues.$inferInsert
type EntryMethod = AccessIssueRow['entryMethod']

const SERVICE_ID = new Map(SERVICES.map((s) => [s.code, s.id]))
const CANCELLATION_CHILD_IDS = CANCELLATION_REASONS.flatMap((g) => g.children.map((c) => c.id))
const RESOLUTIONS: readonly [string, string, string][] = [
  ['Tenant details updated', 'UPDATED_TENANT_DETAILS', 'New phone number from the lease renewal.'],
  ['Keys provided to the technician', 'PROVIDED_KEYS', 'Keys left at the office front desk.'],
  ['Booking confirmed with the tenant', 'CONFIRMED_WITH_TENANT', 'Tenant will be home on the day.'],
  ['Agency will attend', 'AGENCY_ATTENDANCE', 'Property manager to meet the technician on site.'],
]
/** Age buckets in days: fresh, over a week, over 21 days (suspension warning), over 30 days. */
const AGE_BUCKETS: readonly [number, number][] = [
  [0, 6],
  [8, 20],
  [22, 29],
  [31, 75],
]

/** The first open issues of each agency take every entry method in turn. */
const ENTRY_METHODS: readonly EntryMethod[] = [
  'APPOINTMENT',
  'ENTER_WITH_KEY_AS_EN',
  'ENTER_WITH_KEY_VACANT',
  'ENTER_WITH_KEY_BY_TENANT_REQUEST',
]

function entryMethod(rng: Rng): EntryMethod {
  return rng.weighted([
    ['APPOINTMENT', 50],
    ['ENTER_WITH_KEY_AS_EN', 20],
    ['ENTER_WITH_KEY_VACANT', 15],
    ['ENTER_WITH_KEY_BY_TENANT_REQUEST', 15],
  ] as const)
}

/** Notices and access issues (open and resolved), hold/cancellation requests and reported findings. */
export async function seedIssues(
  ctx: SeedContext,
  agencyPlans: PropertyPlan[][],
  categoryIds: number[],
  quoteIdByPropertyService: Map<string, number>,
): Promise<void> {
  const { today } = ctx
  const noticeRows: (typeof notices.$inferInsert)[] = []
  const issueRows: AccessIssueRow[] = []
  const requestRows: (typeof serviceRequests.$inferInsert)[] = []
  const findingRows: (typeof reportedFindings.$inferInsert)[] = []

  for (const plans of agencyPlans) {
    const agency = plans[0]?.agency
    if (!agency) continue
    const rng = new Rng(`issues:${agency.name}`)
    let openCount = 0
    let findingCount = 0
    for (const plan of plans) {
      if (plan.scenario.cancelled) {
        requestRows.push({
          propertyId: plan.id,
          kind: 'CANCELLATION',
          serviceIds: plan.services.map((s) => s.row.serviceId),
          cancellationReasonId: rng.pick(CANCELLATION_CHILD_IDS),
          notes: 'Owner has sold the property; settlement complete.',
          createdByUserId: agency.requesterUserId,
          createdAt: timestampDaysAgo(rng, today, rng.int(30, 200)),
        })
        continue
      }
      const headlineServiceId = plan.headline.row.serviceId
      if (plan.headline.row.isOnHold) {
        requestRows.push({
          propertyId: plan.id,
          kind: 'HOLD',
          serviceIds: [headlineServiceId],
          holdDate: addDays(today, rng.int(14, 90)),
          notes: rng.pick(['Owner renovating the kitchen', 'Property listed for sale', 'Tenant in hospital']),
          createdByUserId: agency.requesterUserId,
          createdAt: timestampDaysAgo(rng, today, rng.int(1, 20)),
        })
      }
      if (plan.headline.row.isPendingCancellation) {
        requestRows.push({
          propertyId: plan.id,
          kind: 'CANCELLATION',
          serviceIds: [headlineServiceId],
          cancellationReasonId: rng.pick(CANCELLATION_CHILD_IDS),
          notes: null,
          createdByUserId: agency.requesterUserId,
          createdAt: timestampDaysAgo(rng, today, rng.int(0, 1)),
        })
      }

      // Open problems: a notice and the matching access issue; every type in turn, then at random.
      if (plan.index % 7 === 3 || rng.chance(0.12)) {
        const type = ACCESS_ISSUE_TYPES[openCount % ACCESS_ISSUE_TYPES.length] ?? 'UNKNOWN'
        const [min, max] = AGE_BUCKETS[openCount % AGE_BUCKETS.length] ?? [0, 6]
        const createdAt = timestampDaysAgo(rng, today, rng.int(min, max))
        const isUrgent = openCount % 3 === 0 || rng.chance(0.2)
        noticeRows.push({
          propertyId: plan.id,
          noticeType: type,
          isUrgent,
          isContactDiRequired: openCount % 4 === 1 || rng.chance(0.15),
          createdAt,
        })
        const infoProvided = openCount % 9 === 8
        issueRows.push({
          propertyId: plan.id,
          issueType: type,
          entryMethod: ENTRY_METHODS[openCount] ?? entryMethod(rng),
          state: infoProvided ? 'ADDITIONAL_INFO_PROVIDED' : 'OPEN',
          isUrgent,
          resolutionNotes: infoProvided ? 'Tenant prefers mornings; new mobile number added.' : null,
          createdAt,
        })
        openCount++
      }
      // Resolved history.
      if (plan.index % 9 === 4 || rng.chance(0.1)) {
        const type = rng.pick(ACCESS_ISSUE_TYPES)
        const age = rng.int(20, 300)
        const createdAt = timestampDaysAgo(rng, today, age)
        const resolvedAt = timestampDaysAgo(rng, today, age - rng.int(1, Math.min(15, age - 1)))
        const [label, , notes] = rng.pick(RESOLUTIONS)
        noticeRows.push({
          propertyId: plan.id,
          noticeType: type,
          isUrgent: rng.chance(0.25),
          isResolved: true,
          resolveReason: label,
          resolvedAt,
          createdAt,
        })
        issueRows.push({
          propertyId: plan.id,
          issueType: type,
          entryMethod: entryMethod(rng),
          state: rng.chance(0.75) ? 'RESOLVED' : 'RESOLVED_BY_THIRD_PARTY',
          isUrgent: false,
          resolutionLabel: label,
          resolutionNotes: notes,
          resolvedAt,
          createdAt,
        })
      }

      // Reported findings (problem register), only where the agency has it.
      if (!agency.experiments.has('problem-register')) continue
      const serviced = plan.services.filter((s) => s.row.lastServiceDate)
      if (serviced.length === 0) continue
      if (!plan.scenario.quote && plan.index % 5 !== 2 && !rng.chance(0.15)) continue
      const count = rng.int(1, 3)
      for (let i = 0; i < count; i++) {
        const service = i === 0 && plan.scenario.quote ? plan.headline : rng.pick(serviced)
        const booking = service.row.lastServiceDate ?? today
        const [title, applianceName, applianceLocation] = rng.pick(FINDINGS[service.code] ?? [])
        const serviceId = SERVICE_ID.get(service.code) ?? 1
        const quoteId = quoteIdByPropertyService.get(`${plan.id}:${serviceId}`) ?? null
        const category =
          i === 0 && plan.kind === 'urgentQuote'
            ? categoryIds[0]
            : i === 0 && plan.scenario.quote
              ? categoryIds[1]
              : categoryIds[findingCount % categoryIds.length]
        const status = rng.weighted([
          ['OPEN', 65],
          ['RESOLVED', 20],
          ['RESOLVED_BY_THIRD_PARTY', 15],
        ] as const)
        const dismissed = findingCount % 8 === 5 || rng.chance(0.08)
        const requested = quoteId !== null || findingCount % 6 === 3 || rng.chance(0.1)
        const person = rng.pick(agency.propertyManagers).name
        // What the provider allows, by position (no draws, so the rest of the seed is unchanged): some not quotable,
        // not resolvable by a third party (those with a quote), not needing information, or needing the built year.
        const allows = {
          canRequestQuote: findingCount % 5 !== 4,
          canInformDi: findingCount % 3 === 0,
          canEnterBuiltYear: findingCount % 10 === 7,
          thirdPartyInvalidStatus: quoteId !== null && findingCount % 2 === 0,
          isDismissible: dismissed || findingCount % 11 !== 6,
        }
        findingRows.push({
          ...allows,
          propertyId: plan.id,
          serviceId,
          servicingCategoryId: category ?? 1,
          title: title ?? 'Defect found during service',
          applianceName: rng.chance(0.9) ? (applianceName ?? null) : null,
          applianceLocation: applianceLocation ?? null,
          originalBookingDate: booking,
          status: findingCount % 7 === 1 ? 'RESOLVED' : findingCount % 7 === 2 ? 'RESOLVED_BY_THIRD_PARTY' : status,
          isDismissed: dismissed,
          dismissedBy: dismissed ? person : null,
          dismissedAt: dismissed ? at(addDays(booking, rng.int(1, 10)), 13) : null,
          quoteRequested: requested,
          quoteRequestedBy: requested ? person : null,
          quoteRequestedAt: requested ? at(addDays(booking, rng.int(0, 5)), 10) : null,
          quoteId,
          createdAt: at(booking, 15),
        })
        findingCount++
      }
    }
  }
  await insertAll(ctx.db, notices, noticeRows)
  await insertAll(ctx.db, accessIssues, issueRows)
  await insertAll(ctx.db, serviceRequests, requestRows)
  await insertAll(ctx.db, reportedFindings, findingRows)
  await seedFindingCases(ctx, agencyPlans, categoryIds)
  await seedAccessCases(ctx, agencyPlans)
}
