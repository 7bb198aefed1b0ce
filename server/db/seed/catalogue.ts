import {
  CANCELLATION_REASONS,
  DOCUMENT_TYPES,
  EXPERIMENTS,
  type ExperimentKey,
  SERVICES,
  SERVICING_CATEGORIES,
} from '../../../src/contract/catalog.ts'
import { COMPLIANCE_STATES } from '../../../src/contract/states.ts'
import {
  accessProblemSetSolutions,
  accessProblemSets,
  accessSolutions,
  cancellationReasons,
  documentTypes,
  experiments,
  services,
  servicingCategories,
  suburbs,
  termsOfUse,
} from '../schema/index.ts'
import type { SeedContext, SuburbIndex, SuburbRecord } from './context.ts'
import { ACCESS_PROBLEM_SETS, ACCESS_SOLUTIONS } from './data/access-catalogue.ts'
import { SUBURBS_BY_STATE } from './data/suburbs.ts'
import { insertAll, insertIds } from './insert.ts'
import { addDays, at } from './random.ts'

const EXPERIMENT_DESCRIPTIONS: Record<ExperimentKey, string> = {
  'problem-register': 'Reported findings (problem register) from service reports, with quote requests and dismissals.',
  'portfolio-mirroring':
    'Mirror the whole portfolio from the property-management software, including non-managed properties.',
  'agency-entry-method': 'Agency-level entry-method preferences (appointment, entry notice, vacant entry).',
  'property-details': 'The redesigned property details page with tenancy, keys and contacts.',
  'advanced-analytics': 'Advanced portfolio analytics on the dashboard.',
  'property-request-enrolment': 'Request enrolment of new managements straight from the portal.',
  'download-email': 'Download and email service reports and invoices from the portal.',
}

const OLD_TERMS = `Agency Compliance Portal - Terms of Use (previous version)

These terms govern your agency's use of the Agency Compliance Portal ("the Portal"). By signing in you agree to use the Portal only for managing the compliance services of properties your agency manages, and to keep your sign-in details confidential.

Information you enter about tenants, landlords and properties must be accurate and collected in line with the Privacy Act 1988 (Cth). You must have the consent of the people whose contact details you provide.

Service reports, invoices and quotes made available in the Portal are provided for your agency's records. Amounts are in Australian dollars and include GST unless stated otherwise.`

const CURRENT_TERMS = `Agency Compliance Portal - Terms of Use

1. About these terms. These terms govern your agency's use of the Agency Compliance Portal ("the Portal"). They replace the previous terms. By continuing to use the Portal you accept them on behalf of your agency.

2. Your account. Keep your sign-in details confidential and tell us promptly if you believe your account has been used without permission. Support staff may view the Portal as you do, only to help you, and every such session is recorded.

3. Personal information. Tenant, occupant and landlord details you enter must be accurate and collected in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles. We use them only to arrange and carry out compliance services and to contact occupants about access.

4. Service reports and owner emails. Where your agency allows it, service reports may be emailed automatically to owners according to each property manager's preference. You can change the preference at any time in Settings.

5. Fees. Invoices and quotes show amounts in Australian dollars including GST (10 percent). Quotes are valid until their expiry date. Overdue invoices may delay further bookings.

6. Changes. We may update these terms. We will show you the new terms before they take effect for your account.`

/**
 * Catalogue tables: services, document types, cancellation reasons, experiments, categories, the access-issue
 * catalogue, suburbs, terms.
 */
export type Catalogue = { suburbs: SuburbIndex; categoryIds: number[] }

export async function seedCatalogue(ctx: SeedContext): Promise<Catalogue> {
  const { db, today } = ctx
  const stateIdOf = new Map<string, number>(COMPLIANCE_STATES.map((s) => [s.code, s.id]))

  await insertAll(
    db,
    services,
    SERVICES.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      shortName: s.shortName,
      icon: s.icon,
      serviceFrequencyMonths: s.serviceFrequencyMonths,
      stateIds: s.stateCodes ? s.stateCodes.map((code) => stateIdOf.get(code) ?? 0) : null,
    })),
  )
  await insertAll(
    db,
    documentTypes,
    DOCUMENT_TYPES.map((d) => ({ code: d.code, name: d.name })),
  )
  await insertAll(
    db,
    cancellationReasons,
    CANCELLATION_REASONS.flatMap((group, g) => [
      { id: group.id, parentId: null, text: group.text, position: g + 1 },
      ...group.children.map((child, c) => ({ id: child.id, parentId: group.id, text: child.text, position: c + 1 })),
    ]),
  )
  await insertAll(
    db,
    experiments,
    EXPERIMENTS.map((key) => ({ key, description: EXPERIMENT_DESCRIPTIONS[key] })),
  )
  const categoryIds = await insertIds(
    db,
    servicingCategories,
    SERVICING_CATEGORIES.map((c) => ({ ...c })),
  )
  await seedAccessCatalogue(ctx)
  await insertAll(db, termsOfUse, [
    { effectiveFrom: at(addDays(today, -365), 0), textContent: OLD_TERMS },
    { effectiveFrom: at(addDays(today, -10), 0), textContent: CURRENT_TERMS },
  ])

  const rows = COMPLIANCE_STATES.flatMap((state) =>
    (SUBURBS_BY_STATE[state.code] ?? []).map((s) => ({
      name: s.name,
      postcode: s.postcode,
      stateId: state.id,
      stateCode: state.code,
    })),
  )
  const ids = await insertIds(
    db,
    suburbs,
    rows.map(({ name, postcode, stateId }) => ({ name, postcode, stateId })),
  )
  const index: SuburbIndex = new Map()
  rows.forEach((row, i) => {
    const record: SuburbRecord = { ...row, id: ids[i] as number }
    const list = index.get(row.stateCode) ?? []
    list.push(record)
    index.set(row.stateCode, list)
  })
  return { suburbs: index, categoryIds }
}

/** The provider's problem sets, solutions and which solutions each set suggests (rank 1 first). */
export async function seedAccessCatalogue({ db }: Pick<SeedContext, 'db'>): Promise<void> {
  await insertAll(
    db,
    accessSolutions,
    ACCESS_SOLUTIONS.map((s) => ({
      solutionLabel: s.label,
      solutionPublicName: s.publicName,
      solutionGroup: s.group,
      descriptionIntegrated: s.descriptionIntegrated,
      descriptionNonIntegrated: s.descriptionNonIntegrated,
      confirmationButtonTextIntegrated: s.confirmIntegrated,
      confirmationButtonTextNonIntegrated: s.confirmNonIntegrated,
    })),
  )
  const sets = Object.entries(ACCESS_PROBLEM_SETS)
  await insertAll(
    db,
    accessProblemSets,
    sets.map(([code, set]) => ({
      problemCode: code,
      publicName: set.publicName,
      publicDescriptions: set.descriptions,
    })),
  )
  await insertAll(
    db,
    accessProblemSetSolutions,
    sets.flatMap(([code, set]) =>
      set.solutions.map((label, i) => ({ problemCode: code, solutionLabel: label, rank: i + 1 })),
    ),
  )
}
