import * as v from 'valibot'
import { idSchema } from '../../contract/fields.ts'
import type { ServiceEntry, UpdateServiceEntriesBody } from '../../contract/portfolio.ts'
import {
  GAS_SERVICE_ID,
  type GasApplianceCount,
  GasAppliancesSchema,
  isGasServiceLocked,
  serviceDatesSchema,
} from '../../contract/service-dates.ts'

/** What the service form edits: a non-managed property's entries (from the list or the property page). */
export type EditableProperty = {
  agencyPortfolioPropertyId: number
  address: { line1: string }
  gasApplianceCountValue: GasApplianceCount | null
  services: ServiceEntry[]
}

export const hasGasService = (property: Pick<EditableProperty, 'services'>) =>
  property.services.some((s) => s.complianceRequirementId === GAS_SERVICE_ID)

/**
 * The form's schema: each entry's dates with every rule of foundations §5, and, when the property has a gas
 * service, the gas question ('Required'; with Yes the count is required too). Its output is the PATCH body; a
 * locked gas entry (no appliance count) goes with no dates and no provider.
 */
export function serviceEntryFormSchema(
  today: string,
  property: Pick<EditableProperty, 'services' | 'gasApplianceCountValue'>,
) {
  const entry = v.intersect([
    v.object({
      complianceRequirementId: idSchema('Service ID is required'),
      providerId: v.nullish(idSchema('Service provider not found'), null),
    }),
    serviceDatesSchema(today),
  ])
  const askGas = hasGasService(property)
  return v.pipe(
    v.object({
      agencyPortfolioPropertyId: idSchema('Property not found'),
      gas: askGas ? GasAppliancesSchema : v.optional(v.undefined()),
      services: v.array(entry),
    }),
    v.transform(({ agencyPortfolioPropertyId, gas, services }): UpdateServiceEntriesBody => {
      // Without a gas service the question is not asked: the count the software sent stays as it is.
      const gasApplianceCountValue = gas ? (gas.gasApplianceCountValue ?? null) : property.gasApplianceCountValue
      return {
        agencyPortfolioPropertyId,
        gasApplianceCountValue,
        services: services.map((s) =>
          isGasServiceLocked(s.complianceRequirementId, gasApplianceCountValue)
            ? { ...s, lastServiceDate: null, nextServiceDate: null, providerId: null }
            : s,
        ),
      }
    }),
  )
}

type GasAnswer = { hasGasAppliances?: 'YES' | 'NO'; gasApplianceCountValue?: '0' | '1' | '2+' }

/** The gas question's answer for a stored count: none known asks again; '0' reads as "no gas appliances". */
export function gasAnswerOf(count: GasApplianceCount | null): GasAnswer {
  if (count === null || count === 'unknownCount') return {}
  if (count === '0') return { hasGasAppliances: 'NO' }
  return { hasGasAppliances: 'YES', gasApplianceCountValue: count }
}

/** The count the form's current gas answer gives (null while unanswered), which decides the gas lock. */
export function gasCountOf(answer: {
  hasGasAppliances?: unknown
  gasApplianceCountValue?: unknown
}): GasApplianceCount | null {
  if (answer.hasGasAppliances === 'NO') return '0'
  if (answer.hasGasAppliances !== 'YES') return null
  const count = answer.gasApplianceCountValue
  return count === '0' || count === '1' || count === '2+' ? count : null
}

/** The form's starting values, as strings the way the form holds them (dates stay yyyy-MM-dd). */
export function serviceEntryDefaults(property: EditableProperty) {
  return {
    agencyPortfolioPropertyId: String(property.agencyPortfolioPropertyId),
    gas: hasGasService(property) ? gasAnswerOf(property.gasApplianceCountValue) : undefined,
    services: property.services.map((s) => ({
      complianceRequirementId: String(s.complianceRequirementId),
      providerId: s.providedBy ? String(s.providedBy.id) : '',
      lastServiceDate: s.lastServiceDate ?? '',
      nextServiceDate: s.nextServiceDate ?? '',
    })),
  }
}

/** The server's field errors ('services.0.lastServiceDate') by the form's names ('services[0].lastServiceDate'). */
export function formFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([key, messages]) => [key.replace(/\.(\d+)(?=\.|$)/g, '[$1]'), messages]),
  )
}
