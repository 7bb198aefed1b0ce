import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AccessIssueType, EntryMethod } from '../../../src/contract/access-issues.ts'
import {
  accessIssueActions,
  accessIssues,
  contactNumbers,
  notices,
  occupants,
  properties,
  tenancies,
} from '../schema/index.ts'
import type { SeedContext } from './context.ts'
import { insertAll } from './insert.ts'
import type { PropertyPlan } from './properties.ts'
import { addDays, at } from './random.ts'

/**
 * Access-issue cases made on purpose, so every state of the wizard has a property to open (issue 14 item 7):
 * two blocked entry methods with a queue of two, a problem set only the provider can resolve, every method
 * refused by the preferences, a case the provider suppressed, a call to a named tenant, a vacant property with
 * bad keys, and the second group of notice codes (tenant details) over 30 days old. Chosen among the first
 * 30 properties of an agency, so the server tests' smaller seed and the full demo pick the same properties.
 */
export const ACCESS_CASE_KINDS = [
  'twoMethods',
  'noActions',
  'allDisqualified',
  'suppressed',
  'callTenant',
  'vacantBadKeys',
  'tenantDetails',
] as const
export type AccessCaseKind = (typeof ACCESS_CASE_KINDS)[number]

/** Which agencies get which cases: Bayside is not integrated (pm.vic, multi), Harbour is (master, multi). */
export const ACCESS_CASE_AGENCIES: Record<string, readonly AccessCaseKind[]> = {
  'Bayside Rentals': ACCESS_CASE_KINDS,
  'Harbour & Co Property': ACCESS_CASE_KINDS,
  'Sunshine Coast Realty': ['twoMethods', 'noActions'],
}

type Issue = { type: AccessIssueType; method: EntryMethod; daysAgo: number; urgent?: boolean }
type CaseDef = {
  tenanted: boolean
  issues: Issue[]
  prefs?: Record<string, 'YES' | 'NO' | 'BY_EXCEPTION'>
  suppression?: number
  /** An earlier visit the agency already resolved through the wizard: the case's actions performed. */
  history?: Issue & { solution: string; publicName: string; notes: string | null; date?: number }
}

/** Issues raised on one day are one failed visit: one queue of the wizard. */
const CASES: Record<AccessCaseKind, CaseDef> = {
  twoMethods: {
    tenanted: true,
    prefs: { occupantAppointmentPreference: 'YES', internalEnPreference: 'YES' },
    issues: [
      { type: 'REFUSING_SERVICE', method: 'APPOINTMENT', daysAgo: 24, urgent: true },
      { type: 'TENANT_UNAVAILABLE_BUSINESS_HOURS', method: 'APPOINTMENT', daysAgo: 24 },
      { type: 'BOOKING_PROBLEM_OTHER', method: 'APPOINTMENT', daysAgo: 9 },
      { type: 'BAD_KEYS', method: 'ENTER_WITH_KEY_AS_EN', daysAgo: 12, urgent: true },
    ],
  },
  noActions: {
    tenanted: true,
    prefs: { occupantAppointmentPreference: 'YES', internalEnPreference: 'YES' },
    issues: [{ type: 'UNKNOWN', method: 'APPOINTMENT', daysAgo: 3, urgent: true }],
  },
  allDisqualified: {
    tenanted: true,
    prefs: { occupantAppointmentPreference: 'NO', internalEnPreference: 'NO', vacantEntryPreference: 'YES' },
    issues: [],
  },
  suppressed: {
    tenanted: true,
    suppression: 2,
    issues: [{ type: 'TENANT_CANCELLED_CONSECUTIVELY', method: 'APPOINTMENT', daysAgo: 35, urgent: true }],
  },
  callTenant: {
    tenanted: true,
    prefs: { occupantAppointmentPreference: 'YES', internalEnPreference: 'BY_EXCEPTION' },
    history: {
      type: 'TENANT_REQUIRES_AGENCY_ATTENDANCE',
      method: 'APPOINTMENT',
      daysAgo: 48,
      solution: 'AGENCY_TO_ATTEND',
      publicName: 'Agency to attend',
      notes: 'Property manager met the technician on site.',
      date: 44,
    },
    issues: [
      { type: 'UNABLE_TO_CONTACT_OCCUPANT', method: 'APPOINTMENT', daysAgo: 6, urgent: true },
      { type: 'COMMUNICATION_DIFFICULTY', method: 'APPOINTMENT', daysAgo: 6 },
    ],
  },
  vacantBadKeys: {
    tenanted: false,
    prefs: { vacantEntryPreference: 'YES' },
    issues: [{ type: 'BAD_KEYS', method: 'ENTER_WITH_KEY_VACANT', daysAgo: 40, urgent: true }],
  },
  tenantDetails: {
    tenanted: true,
    prefs: { occupantAppointmentPreference: 'YES' },
    issues: [
      { type: 'NO_TENANT_DETAILS', method: 'APPOINTMENT', daysAgo: 32, urgent: true },
      { type: 'SAME_TENANT_DETAILS', method: 'APPOINTMENT', daysAgo: 32 },
      { type: 'REQUIRE_UPDATE_DETAIL_X_DAYS', method: 'APPOINTMENT', daysAgo: 32 },
      { type: 'UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC', method: 'ENTER_WITH_KEY_BY_TENANT_REQUEST', daysAgo: 4 },
    ],
  },
}

/** Of these properties, those with a current tenancy, and those whose current occupants have a number to call. */
async function tenancyOf(ctx: SeedContext, ids: number[]) {
  const current = and(
    inArray(tenancies.propertyId, ids),
    eq(tenancies.isVacated, false),
    sql`${tenancies.startedAt} <= ${ctx.today}`,
  )
  const tenanted = await ctx.db.selectDistinct({ id: tenancies.propertyId }).from(tenancies).where(current)
  const callable = await ctx.db
    .selectDistinct({ id: tenancies.propertyId })
    .from(tenancies)
    .innerJoin(occupants, eq(occupants.tenancyId, tenancies.id))
    .innerJoin(contactNumbers, eq(contactNumbers.occupantId, occupants.id))
    .where(and(current, isNull(contactNumbers.doNotContactReasonCode)))
  return { tenanted: new Set(tenanted.map((r) => r.id)), callable: new Set(callable.map((r) => r.id)) }
}

/** Runs after the other issues are stored: takes properties with nothing open and gives each its case. */
export async function seedAccessCases(ctx: SeedContext, agencyPlans: PropertyPlan[][]): Promise<void> {
  const noticeRows: (typeof notices.$inferInsert)[] = []
  const issueRows: (typeof accessIssues.$inferInsert)[] = []
  const actionRows: (typeof accessIssueActions.$inferInsert)[] = []
  for (const plans of agencyPlans) {
    const agency = plans[0]?.agency
    const kinds = agency ? ACCESS_CASE_AGENCIES[agency.name] : undefined
    if (!agency || !kinds) continue
    const first = plans.slice(0, 30).filter((p) => !p.scenario.cancelled && !p.scenario.nonResidential)
    const ids = first.map((p) => p.id)
    const busy = new Set(
      (
        await ctx.db
          .selectDistinct({ id: accessIssues.propertyId })
          .from(accessIssues)
          .where(and(inArray(accessIssues.propertyId, ids), eq(accessIssues.state, 'OPEN')))
      ).map((r) => r.id),
    )
    const { tenanted, callable } = await tenancyOf(ctx, ids)
    const taken = new Set<number>()
    for (const kind of kinds) {
      const def = CASES[kind]
      const plan = first.find(
        (p) => !busy.has(p.id) && !taken.has(p.id) && (def.tenanted ? callable.has(p.id) : !tenanted.has(p.id)),
      )
      if (!plan) {
        ctx.log(`No property of ${agency.name} for the ${kind} access case`)
        continue
      }
      taken.add(plan.id)
      const update: Partial<typeof properties.$inferInsert> = {}
      if (def.prefs) update.entryMethodPreferences = def.prefs
      if (def.suppression) update.portalSuppressionLevel = def.suppression
      if (Object.keys(update).length) await ctx.db.update(properties).set(update).where(eq(properties.id, plan.id))
      const past = def.history
      if (past) {
        const createdAt = at(addDays(ctx.today, -past.daysAgo), 10)
        const resolvedAt = at(addDays(ctx.today, -past.daysAgo + 2), 14)
        const performer = agency.requesterUserId
        issueRows.push({
          propertyId: plan.id,
          issueType: past.type,
          entryMethod: past.method,
          state: 'RESOLVED',
          resolutionLabel: past.publicName,
          resolutionNotes: past.notes,
          resolvedAt,
          resolvedByUserId: performer,
          createdAt,
        })
        noticeRows.push({
          propertyId: plan.id,
          noticeType: past.type,
          isResolved: true,
          resolveReason: past.notes ? `${past.publicName}: ${past.notes}` : past.publicName,
          resolvedAt,
          createdAt,
        })
        actionRows.push({
          propertyId: plan.id,
          solutionLabel: past.solution,
          notes: past.notes,
          date: past.date === undefined ? null : addDays(ctx.today, -past.date),
          performedByUserId: performer,
          performedAt: resolvedAt,
        })
      }
      for (const issue of def.issues) {
        const createdAt = at(addDays(ctx.today, -issue.daysAgo), 10)
        const isUrgent = issue.urgent ?? false
        issueRows.push({
          propertyId: plan.id,
          issueType: issue.type,
          entryMethod: issue.method,
          isUrgent,
          createdAt,
        })
        noticeRows.push({ propertyId: plan.id, noticeType: issue.type, isUrgent, createdAt })
      }
    }
  }
  await insertAll(ctx.db, notices, noticeRows)
  await insertAll(ctx.db, accessIssues, issueRows)
  await insertAll(ctx.db, accessIssueActions, actionRows)
}
