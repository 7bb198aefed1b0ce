import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  type AccessIssueCase,
  type AccessIssueType,
  allEntryMethodsDisqualified,
  applicableEntryMethods,
  type BlockedEntryMethod,
  ENTRY_METHOD_INFO,
  type EntryMethod,
  isBlockedByPreferences,
  PMS_PLACEHOLDER,
  PREFERENCE_FIELDS,
  type PreferenceField,
  type PreferenceFieldState,
  type ProblemSet,
  type SolutionGroup,
  type SuggestedAction,
} from '../../../src/contract/access-issues.ts'
import { ENTRY_METHODS } from '../../../src/contract/property.ts'
import { PROVIDER_CONTACT } from '../../../src/contract/provider.ts'
import { todayInState } from '../../../src/contract/states.ts'
import type { Db } from '../../db/client.ts'
import {
  accessIssueActions,
  accessIssues,
  accessProblemSetSolutions,
  accessProblemSets,
  accessSolutions,
  agencies,
  propertyServices,
  services,
  tenancies,
  users,
} from '../../db/schema/index.ts'
import { effectivePreferencesOf } from './entry-preference-state.ts'
import type { PropertyRow } from './property-access.ts'

type Reader = Pick<Db, 'select'>
type SolutionRow = typeof accessSolutions.$inferSelect

/** What {PMS} reads as in names the agency sees outside the integrated texts. */
export function pmsName(agency: { isIntegrated: boolean; softwareName: string | null }): string {
  return agency.isIntegrated && agency.softwareName ? agency.softwareName : 'the portal'
}

function suggestedAction(s: SolutionRow, pms: string): SuggestedAction {
  return {
    solution_label: s.solutionLabel,
    solution_public_name: s.solutionPublicName.replaceAll(PMS_PLACEHOLDER, pms),
    solution_group: s.solutionGroup as SolutionGroup,
    description_integrated: s.descriptionIntegrated,
    description_non_integrated: s.descriptionNonIntegrated,
    confirmation_button_text_integrated: s.confirmationButtonTextIntegrated,
    confirmation_button_text_non_integrated: s.confirmationButtonTextNonIntegrated,
  }
}

/** The catalogue's suggested actions of these problem codes, best first. */
export async function suggestedActionsOf(db: Reader, codes: string[]) {
  if (codes.length === 0) return new Map<string, SolutionRow[]>()
  const rows = await db
    .select({ code: accessProblemSetSolutions.problemCode, solution: accessSolutions })
    .from(accessProblemSetSolutions)
    .innerJoin(accessSolutions, eq(accessSolutions.solutionLabel, accessProblemSetSolutions.solutionLabel))
    .where(inArray(accessProblemSetSolutions.problemCode, codes))
    .orderBy(asc(accessProblemSetSolutions.problemCode), asc(accessProblemSetSolutions.rank))
  const byCode = new Map<string, SolutionRow[]>()
  for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r.solution])
  return byCode
}

/** A property is vacant when no tenancy has started and not been vacated (as the urgent list decides). */
async function isVacant(db: Reader, propertyId: number, today: string): Promise<boolean> {
  const [current] = await db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(
      and(
        eq(tenancies.propertyId, propertyId),
        eq(tenancies.isVacated, false),
        sql`${tenancies.startedAt} <= ${today}`,
      ),
    )
    .limit(1)
  return !current
}

/**
 * GET /v2/property/{id}/access-issues: the property's open access issues as the wizard's case. Each open issue
 * is a problem set of its entry method; the issues a failed visit raised (the same day in the agency's state)
 * form one queue, oldest visit first.
 */
export async function accessIssueCase(db: Reader, property: PropertyRow): Promise<AccessIssueCase> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, property.agencyId))
  const stateId = agency?.stateId ?? 7
  const today = todayInState(stateId)
  const agencyTexts = {
    isIntegrated: property.isIntegrated,
    softwareName: property.isIntegrated ? (agency?.integrationSoftwareName ?? null) : null,
  }
  const pms = pmsName(agencyTexts)

  const [open, vacant, bookable, actions] = await Promise.all([
    db
      .select()
      .from(accessIssues)
      .where(and(eq(accessIssues.propertyId, property.id), eq(accessIssues.state, 'OPEN')))
      .orderBy(asc(accessIssues.createdAt), asc(accessIssues.id)),
    isVacant(db, property.id, today),
    db
      .select({ name: services.name })
      .from(propertyServices)
      .innerJoin(services, eq(services.id, propertyServices.serviceId))
      .where(
        and(
          eq(propertyServices.propertyId, property.id),
          eq(propertyServices.isCancelled, false),
          eq(propertyServices.isOnHold, false),
        ),
      )
      .orderBy(asc(services.id)),
    db
      .select({ action: accessIssueActions, name: accessSolutions.solutionPublicName, performer: users.name })
      .from(accessIssueActions)
      .innerJoin(accessSolutions, eq(accessSolutions.solutionLabel, accessIssueActions.solutionLabel))
      .leftJoin(users, eq(users.id, accessIssueActions.performedByUserId))
      .where(eq(accessIssueActions.propertyId, property.id))
      .orderBy(desc(accessIssueActions.performedAt), desc(accessIssueActions.id)),
  ])

  const codes = [...new Set(open.map((i) => i.issueType))]
  const [sets, actionsByCode] = await Promise.all([
    codes.length
      ? db.select().from(accessProblemSets).where(inArray(accessProblemSets.problemCode, codes))
      : Promise.resolve([]),
    suggestedActionsOf(db, codes),
  ])
  const setByCode = new Map(sets.map((s) => [s.problemCode, s]))

  // The values in force today, the agency's defaults where the property has none: what the property page shows.
  const effective = effectivePreferencesOf(property.entryMethodPreferences, agency?.entryMethodPreference ?? 1, today)
  const prefs = Object.fromEntries(
    PREFERENCE_FIELDS.map((f) => [
      f,
      { preference: effective[f], tempPreference: null, tempPreferenceExpiresAt: null },
    ]),
  ) as Record<PreferenceField, PreferenceFieldState>
  const blocked: BlockedEntryMethod[] = []
  for (const method of ENTRY_METHODS) {
    const issues = open.filter((i) => i.entryMethod === method)
    if (issues.length === 0) continue
    const queues = new Map<string, ProblemSet[]>()
    for (const issue of issues) {
      const set = setByCode.get(issue.issueType)
      const day = todayInState(stateId, issue.createdAt)
      const problemSet: ProblemSet = {
        id: issue.id,
        problem_code: issue.issueType as AccessIssueType,
        // A type the catalogue does not know yet still shows, with nothing the agency can do about it.
        public_name: set?.publicName ?? 'Access problem under review',
        public_descriptions: set?.publicDescriptions ?? [],
        suggested_actions: (actionsByCode.get(issue.issueType) ?? []).map((s) => suggestedAction(s, pms)),
        created_at: issue.createdAt.toISOString(),
      }
      queues.set(day, [...(queues.get(day) ?? []), problemSet])
    }
    blocked.push({
      blocked_entry_method: method,
      is_blocked_by_preferences: isBlockedByPreferences(method, prefs, today),
      queues: [...queues.values()].map((problem_sets) => ({ problem_sets })),
    })
  }

  const applicable = applicableEntryMethods(vacant)
  const named = ENTRY_METHODS.filter(
    (m) => applicable.includes(m) || blocked.some((b) => b.blocked_entry_method === m),
  ) as EntryMethod[]
  return {
    problem_case_details: {
      portal_suppression_level: property.portalSuppressionLevel,
      oas_bookable_services: bookable.map((s) => s.name),
    },
    blocked_entry_methods: blocked,
    blocked_entry_method_keys: blocked.map((b) => b.blocked_entry_method),
    all_entry_methods_disqualified: allEntryMethodsDisqualified(vacant, prefs, today),
    entry_methods: named.map((key) => ({ key, ...ENTRY_METHOD_INFO[key] })),
    agency_actions_performed: actions.map(({ action, name, performer }) => ({
      id: action.id,
      solution_label: action.solutionLabel,
      solution_public_name: name.replaceAll(PMS_PLACEHOLDER, pms),
      notes: action.notes,
      date: action.date,
      performed_by: performer ?? 'Unknown user',
      performed_at: action.performedAt.toISOString(),
    })),
    agency: { is_integrated: agencyTexts.isIntegrated, software_name: agencyTexts.softwareName },
    provider: PROVIDER_CONTACT,
  }
}
