import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { todayIso } from './today.ts'

/** The compliance systems, one per Australian state or territory, with the spec's ids. */
export const COMPLIANCE_STATES = [
  { id: 1, code: 'ACT', name: 'Australian Capital Territory', timeZone: 'Australia/Sydney' },
  { id: 2, code: 'NSW', name: 'New South Wales', timeZone: 'Australia/Sydney' },
  { id: 3, code: 'NT', name: 'Northern Territory', timeZone: 'Australia/Darwin' },
  { id: 4, code: 'QLD', name: 'Queensland', timeZone: 'Australia/Brisbane' },
  { id: 5, code: 'SA', name: 'South Australia', timeZone: 'Australia/Adelaide' },
  { id: 6, code: 'TAS', name: 'Tasmania', timeZone: 'Australia/Hobart' },
  { id: 7, code: 'VIC', name: 'Victoria', timeZone: 'Australia/Melbourne' },
  { id: 8, code: 'WA', name: 'Western Australia', timeZone: 'Australia/Perth' },
] as const

export type StateCode = (typeof COMPLIANCE_STATES)[number]['code']
export const DEFAULT_STATE_ID = 7

export const StateIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8))

export const ComplianceSystemSchema = v.object({
  id: StateIdSchema,
  code: v.string(),
  name: v.string(),
  isDefault: v.boolean(),
  /** Where the browser goes to sign in for this state. */
  loginUrl: v.string(),
})
export type ComplianceSystem = v.InferOutput<typeof ComplianceSystemSchema>

export const ComplianceSystemListSchema = listSchema(ComplianceSystemSchema)
/** GET /v1/auth/systems's failure text (foundations §7). */
export const SYSTEMS_FAILED = 'Error fetching systems'

export function stateCodeOf(stateId: number): StateCode | undefined {
  return COMPLIANCE_STATES.find((s) => s.id === stateId)?.code
}

/** Today's date (yyyy-MM-dd) where the agency is: "today" for a Perth agency is not Sydney's at 11 pm. */
export function todayInState(stateId: number, now = new Date()): string {
  return todayIso(COMPLIANCE_STATES.find((s) => s.id === stateId)?.timeZone ?? 'Australia/Melbourne', now)
}
