import { expect, type Locator, type Page } from '@playwright/test'
import type { AccessIssueCase } from '../../../src/contract/access-issues.ts'
import type { PropertyDetail } from '../../../src/contract/property.ts'
import { PropertyPage } from './property-page.ts'

/**
 * The seed's access-issue cases (server/db/seed/access-cases.ts), recognised by what the API says about them,
 * not by id: each kind's problem codes, or its suppression and preferences.
 */
export type CaseKind =
  | 'twoMethods'
  | 'noActions'
  | 'allDisqualified'
  | 'suppressed'
  | 'callTenant'
  | 'vacantBadKeys'
  | 'tenantDetails'

const CODES: Partial<Record<CaseKind, string>> = {
  twoMethods: 'BAD_KEYS,BOOKING_PROBLEM_OTHER,REFUSING_SERVICE,TENANT_UNAVAILABLE_BUSINESS_HOURS',
  noActions: 'UNKNOWN',
  callTenant: 'COMMUNICATION_DIFFICULTY,UNABLE_TO_CONTACT_OCCUPANT',
  vacantBadKeys: 'BAD_KEYS',
  tenantDetails:
    'NO_TENANT_DETAILS,REQUIRE_UPDATE_DETAIL_X_DAYS,SAME_TENANT_DETAILS,UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC',
}

function kindOf(property: PropertyDetail, accessCase: AccessIssueCase): CaseKind | null {
  if (accessCase.problem_case_details.portal_suppression_level > 0) return 'suppressed'
  if (accessCase.blocked_entry_methods.length === 0) {
    return accessCase.all_entry_methods_disqualified ? 'allDisqualified' : null
  }
  const codes = [...new Set(property.openAccessIssues.map((i) => i.issueType))].sort().join(',')
  const vacant = !property.tenancy.currentTenancy
  for (const [kind, expected] of Object.entries(CODES)) {
    if (codes !== expected) continue
    if (kind === 'vacantBadKeys' && !vacant) continue
    return kind as CaseKind
  }
  return null
}

const found = new Map<string, Map<CaseKind, number>>()

/** The signed-in agency's property holding the seeded case of `kind` (looked for once per worker and agency). */
export async function findCase(page: Page, kind: CaseKind): Promise<{ id: number; accessCase: AccessIssueCase }> {
  const pp = new PropertyPage(page)
  const session = (await (await page.request.get('/v1/auth/session')).json()).data
  const key = String(session.complianceAgencyId)
  let kinds = found.get(key)
  if (!kinds?.has(kind)) {
    kinds = kinds ?? new Map()
    found.set(key, kinds)
    const ids = await pp.agencyPropertyIds()
    // The seed puts its cases among an agency's first 30 properties.
    for (const id of ids.slice(0, 40)) {
      const property = await pp.fetchProperty(id)
      if (!property || property.isCancelled) continue
      const prefs = property.entryMethodPreferences
      const maybeDisqualified = prefs.occupantAppointmentPreference === 'NO' && prefs.internalEnPreference === 'NO'
      if (property.openAccessIssues.length === 0 && !maybeDisqualified) continue
      const c = await caseOf(page, id)
      const k = kindOf(property, c)
      if (k && !kinds.has(k)) kinds.set(k, id)
    }
  }
  const id = kinds.get(kind)
  if (id === undefined) throw new Error(`No ${kind} access case in agency ${key}`)
  return { id, accessCase: await caseOf(page, id) }
}

export async function caseOf(page: Page, id: number): Promise<AccessIssueCase> {
  const response = await page.request.get(`/v2/property/${id}/access-issues`)
  expect(response.ok(), `GET case of ${id}`).toBe(true)
  return (await response.json()).data as AccessIssueCase
}

/** The wizard's modal and its parts. */
export class AccessIssuesWizard {
  constructor(readonly page: Page) {}

  dialog = () => this.page.getByRole('dialog', { name: 'Resolve access issues' })
  resolveButton = () => this.page.getByRole('button', { name: 'Resolve issue', exact: true })
  heading = (name: string | RegExp) => this.dialog().getByRole('heading', { name })
  button = (name: string | RegExp) => this.dialog().getByRole('button', { name, exact: typeof name === 'string' })
  tab = (name: string | RegExp) => this.dialog().getByRole('tab', { name })
  panel = (): Locator => this.dialog().getByRole('tabpanel')
  confirmation = () =>
    this.page.getByRole('alertdialog', { name: 'Are you sure you want finish resolving access issues?' })

  async open() {
    await this.resolveButton().click()
    await expect(this.dialog()).toBeVisible()
  }
}
