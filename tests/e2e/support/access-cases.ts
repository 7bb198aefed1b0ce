import type { AccessIssueCase } from '../../../src/contract/access-issues.ts'

/**
 * The access-issue cases the seed makes on purpose (server/db/seed/access-cases.ts), each told by its shape, so
 * a test finds one through the API whatever ids the seed gave: they are among the first 30 properties of
 * Bayside Rentals (pm.vic, multi; not integrated) and Harbour & Co Property (master, multi; PropertyTree).
 * Used by the server tests and, with `findAccessCase`, by e2e.
 */
export type AccessCaseKind =
  | 'twoMethods'
  | 'noActions'
  | 'allDisqualified'
  | 'suppressed'
  | 'callTenant'
  | 'vacantBadKeys'
  | 'tenantDetails'

const sets = (c: AccessIssueCase) => c.blocked_entry_methods.flatMap((b) => b.queues.flatMap((q) => q.problem_sets))
const codes = (c: AccessIssueCase) => sets(c).map((s) => s.problem_code)
const workable = (c: AccessIssueCase) => c.problem_case_details.portal_suppression_level === 0

export const ACCESS_CASE_MATCHERS: Record<AccessCaseKind, (c: AccessIssueCase) => boolean> = {
  /** APPOINTMENT (a queue of two, then one) and ENTER_WITH_KEY_AS_EN (bad keys), neither refused by preferences. */
  twoMethods: (c) =>
    workable(c) &&
    c.blocked_entry_method_keys.includes('APPOINTMENT') &&
    c.blocked_entry_method_keys.includes('ENTER_WITH_KEY_AS_EN') &&
    c.blocked_entry_methods.some((b) => b.queues.some((q) => q.problem_sets.length >= 2)) &&
    c.blocked_entry_methods.every((b) => !b.is_blocked_by_preferences),
  /** One problem set, with no suggested actions: "Please contact {product}". */
  noActions: (c) => workable(c) && sets(c).length === 1 && sets(c)[0]?.suggested_actions.length === 0,
  /** Tenanted, appointment and entry notice refused by the preferences, nothing open. */
  allDisqualified: (c) => workable(c) && c.all_entry_methods_disqualified && c.blocked_entry_methods.length === 0,
  suppressed: (c) => c.problem_case_details.portal_suppression_level > 0,
  /** Unable to contact the tenant: the first action is a call (tenants with names and numbers). */
  callTenant: (c) =>
    workable(c) &&
    codes(c).join() === 'UNABLE_TO_CONTACT_OCCUPANT,COMMUNICATION_DIFFICULTY' &&
    sets(c)[0]?.suggested_actions[0]?.solution_group === 'CALL_OCCUPANT',
  vacantBadKeys: (c) => workable(c) && c.blocked_entry_method_keys.join() === 'ENTER_WITH_KEY_VACANT',
  /** The second group of notice codes (tenant details), over 30 days old. */
  tenantDetails: (c) =>
    workable(c) &&
    ['NO_TENANT_DETAILS', 'SAME_TENANT_DETAILS', 'REQUIRE_UPDATE_DETAIL_X_DAYS'].every((code) =>
      codes(c).includes(code as never),
    ),
}

/**
 * The first of `ids` whose case is of this kind, with the case. `get` reads an API path with the session of
 * a user of the agency (Playwright's page.request or the server tests' call) and returns the envelope's data.
 */
export async function findAccessCase(
  get: (path: string) => Promise<AccessIssueCase | null>,
  ids: number[],
  kind: AccessCaseKind,
): Promise<{ id: number; accessCase: AccessIssueCase }> {
  const BATCH = 10
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH)
    const cases = await Promise.all(batch.map((id) => get(`/v2/property/${id}/access-issues`)))
    for (const [i, accessCase] of cases.entries()) {
      const id = batch[i]
      if (id !== undefined && accessCase && ACCESS_CASE_MATCHERS[kind](accessCase)) return { id, accessCase }
    }
  }
  throw new Error(`No property with a ${kind} access case among ${ids.length}`)
}
