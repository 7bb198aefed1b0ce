import { WIZARD_DISMISSED_TITLE } from '../../../server/db/seed/data/names.ts'
import type { FindingGroup, ReportedFinding } from '../../../src/contract/reported-findings.ts'

/**
 * The reported-finding cases the seed makes on purpose (server/db/seed/finding-cases.ts) in every agency with the
 * problem register: Bayside Rentals (pm.vic, multi; VIC: urgent categories only), Sunshine Coast Realty (multi
 * signed in for QLD: every category) and Southern Cross Estates (new.pm, VIC). Told by shape, so a test finds one
 * through the API whatever ids the seed gave. Used by the server tests and by e2e.
 */
export type FindingCaseKind = 'resolve' | 'history' | 'wizard'

const open = (f: ReportedFinding) => f.problemRegister.status === 'OPEN' && !f.problemRegister.isDismissed
const quotable = (f: ReportedFinding) =>
  open(f) && f.problemRegister.canRequestQuote && !f.problemRegister.quoteRequested

export const FINDING_CASE_MATCHERS: Record<FindingCaseKind, (findings: ReportedFinding[]) => boolean> = {
  /**
   * Two or more findings to request a quote for (informable and dismissible), one that cannot be quoted but asks
   * for information and the month built, one that cannot be dismissed.
   */
  resolve: (fs) =>
    !isWizardCase(fs) &&
    fs.filter((f) => quotable(f) && f.problemRegister.isDismissible).length >= 2 &&
    fs.some((f) => open(f) && !f.problemRegister.canRequestQuote && f.problemRegister.canEnterBuiltYear) &&
    fs.some((f) => open(f) && !f.problemRegister.isDismissible),
  /**
   * A dismissed finding (to restore), a quote requested that awaits approval (approval URL: Send quote and Review
   * quote), a finding that quote keeps from a third-party resolution, and two open ones a third party can resolve.
   */
  history: (fs) =>
    !isWizardCase(fs) &&
    fs.some((f) => f.problemRegister.isDismissed && f.problemRegister.isDismissible) &&
    fs.some((f) => open(f) && f.problemRegister.quoteRequested && f.quotation?.approvalUrl) &&
    fs.some((f) => open(f) && f.problemRegister.thirdPartyInvalidStatus && f.quotation !== null) &&
    fs.filter((f) => open(f) && !f.problemRegister.quoteRequested && !f.problemRegister.thirdPartyInvalidStatus)
      .length >= 2,
  /** The wizard's e2e case: its dismissed finding's own title, whatever the journeys have changed. */
  wizard: (fs) => isWizardCase(fs),
}

/** The wizard e2e journeys change this case's findings: other tests leave it alone. */
export const isWizardCase = (fs: readonly ReportedFinding[]) =>
  fs.some((f) => f.originalProblemItem.title === WIZARD_DISMISSED_TITLE)

/**
 * The first property (and service) whose open findings are of this kind. `get` reads an API path with the session
 * of a user of the agency (Playwright's page.request or the server tests' call) and returns the envelope's data.
 */
export async function findFindingCase(
  get: (path: string) => Promise<unknown>,
  kind: FindingCaseKind,
): Promise<{ propertyId: number; suffix: string; group: FindingGroup }> {
  const seen = new Set<number>()
  for (let page = 1; page < 50; page++) {
    const list = (await get(`/v1/reported-findings?page-size=100&page=${page}`)) as { items: FindingGroup[] }
    for (const { property } of list.items) {
      const id = property.compliancePropertyId
      if (seen.has(id)) continue
      seen.add(id)
      const { groups } = (await get(`/v1/property/${id}/reported-findings`)) as { groups: FindingGroup[] }
      const group = groups.find((g) => FINDING_CASE_MATCHERS[kind](g.reportedFindings))
      if (group) return { propertyId: id, suffix: group.service.suffix, group }
    }
    if (list.items.length < 100) break
  }
  throw new Error(`no reported-finding case '${kind}' in the seed`)
}
