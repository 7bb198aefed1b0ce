import * as v from 'valibot'
import { listSchema } from './envelope.ts'

/** The compliance systems, one per Australian state or territory, with the spec's ids. */
export const COMPLIANCE_STATES = [
  { id: 1, code: 'ACT', name: 'Australian Capital Territory' },
  { id: 2, code: 'NSW', name: 'New South Wales' },
  { id: 3, code: 'NT', name: 'Northern Territory' },
  { id: 4, code: 'QLD', name: 'Queensland' },
  { id: 5, code: 'SA', name: 'South Australia' },
  { id: 6, code: 'TAS', name: 'Tasmania' },
  { id: 7, code: 'VIC', name: 'Victoria' },
  { id: 8, code: 'WA', name: 'Western Australia' },
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

export function stateCodeOf(stateId: number): StateCode | undefined {
  return COMPLIANCE_STATES.find((s) => s.id === stateId)?.code
}
