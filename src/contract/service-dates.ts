import * as v from 'valibot'
import { addMonthsIso, isIsoDate } from './dates.ts'
import { requestObject, textSchema } from './fields.ts'

/** Messages of foundations §5 "Service dates" and "Gas appliances". */
export const SERVICE_DATE_INVALID = 'Please select or enter a valid date (dd/mm/yyyy)'
export const LAST_DATE_IN_FUTURE = 'Last service date cannot be in the future'
export const NEXT_BEFORE_LAST = 'Next service date must be on or after the last service date'
export const PAST_NEXT_NEEDS_LAST = 'Next service date in the past requires a last service date'
export const GAS_REQUIRED = 'Required'

/** Gas appliance counts as stored: unknown, none, one, two or more. */
export const GAS_APPLIANCE_COUNTS = ['unknownCount', '0', '1', '2+'] as const
export type GasApplianceCount = (typeof GAS_APPLIANCE_COUNTS)[number]
export const GAS_SERVICE_ID = 2

const OptionalIsoDate = v.nullish(v.pipe(textSchema(), v.check(isIsoDate, SERVICE_DATE_INVALID)), null)

/**
 * A service entry's dates, with every rule of foundations §5; `today` is the agency's date. Errors sit
 * on the field they are about, so a form shows them where the user will fix them.
 */
export function serviceDatesSchema(today: string) {
  return v.pipe(
    v.object({ lastServiceDate: OptionalIsoDate, nextServiceDate: OptionalIsoDate }),
    v.forward(
      v.partialCheck(
        [['lastServiceDate']],
        (d) => !d.lastServiceDate || d.lastServiceDate <= today,
        LAST_DATE_IN_FUTURE,
      ),
      ['lastServiceDate'],
    ),
    v.forward(
      v.partialCheck(
        [['lastServiceDate'], ['nextServiceDate']],
        (d) => !d.lastServiceDate || !d.nextServiceDate || d.nextServiceDate >= d.lastServiceDate,
        NEXT_BEFORE_LAST,
      ),
      ['nextServiceDate'],
    ),
    v.forward(
      v.partialCheck(
        [['lastServiceDate'], ['nextServiceDate']],
        (d) => !d.nextServiceDate || d.nextServiceDate >= today || Boolean(d.lastServiceDate),
        PAST_NEXT_NEEDS_LAST,
      ),
      ['nextServiceDate'],
    ),
  )
}

/**
 * The gas question: whether there are gas appliances is required; with "yes" the count (0, 1 or 2+) is
 * required too; with "no" the count is 0.
 */
export const GasAppliancesSchema = v.pipe(
  requestObject({
    hasGasAppliances: v.picklist(['YES', 'NO'], GAS_REQUIRED),
    gasApplianceCountValue: v.optional(v.picklist(['0', '1', '2+'], GAS_REQUIRED)),
  }),
  v.forward(
    v.partialCheck(
      [['hasGasAppliances'], ['gasApplianceCountValue']],
      (g) => g.hasGasAppliances === 'NO' || g.gasApplianceCountValue !== undefined,
      GAS_REQUIRED,
    ),
    ['gasApplianceCountValue'],
  ),
  v.transform((g) => ({
    ...g,
    gasApplianceCountValue: g.hasGasAppliances === 'NO' ? ('0' as const) : g.gasApplianceCountValue,
  })),
)

/**
 * The auto-suggested next service date (foundations §4): when the last date is today or earlier and the
 * service has a frequency, the next date is the last plus that many months; otherwise no suggestion.
 */
export function suggestNextServiceDate(
  lastServiceDate: string | null,
  frequencyMonths: number,
  today: string,
): string | null {
  if (!lastServiceDate || !isIsoDate(lastServiceDate) || lastServiceDate > today || frequencyMonths <= 0) return null
  return addMonthsIso(lastServiceDate, frequencyMonths)
}

/** A gas service without a known appliance count cannot be dated or given a provider (foundations §4). */
export function isGasServiceLocked(serviceId: number, gasApplianceCountValue: GasApplianceCount | null): boolean {
  return serviceId === GAS_SERVICE_ID && (gasApplianceCountValue === null || gasApplianceCountValue === 'unknownCount')
}
