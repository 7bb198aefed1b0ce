import * as v from 'valibot'
import { PropertyRefSchema } from './urgent-actions.ts'

/** One reported finding, as the dashboard shows it (property-operations §3 Reported finding item). */
export const UrgentFindingSchema = v.object({
  problemRegisterId: v.number(),
  originalProblemItem: v.object({ title: v.string() }),
  appliance: v.nullable(v.object({ applianceName: v.nullable(v.string()), applianceLocation: v.nullable(v.string()) })),
  servicingCategory: v.object({ name: v.string(), color: v.string(), description: v.string() }),
  originalBookingDate: v.string(),
})

/** Findings grouped by property and service (the grouped list item). */
export const UrgentFindingGroupSchema = v.object({
  property: PropertyRefSchema,
  service: v.object({ name: v.string(), shortName: v.string() }),
  tags: v.array(v.string()),
  reportedFindings: v.array(UrgentFindingSchema),
})
export type UrgentFindingGroup = v.InferOutput<typeof UrgentFindingGroupSchema>

/**
 * GET /v1/reported-findings/analytics/urgent: the first groups needing action. In VIC only findings of urgent
 * servicing categories count (foundations §6); unfilteredTotal ignores the property-manager filter.
 */
export const UrgentFindingsSchema = v.object({
  items: v.array(UrgentFindingGroupSchema),
  total: v.number(),
  unfilteredTotal: v.number(),
})
export type UrgentFindings = v.InferOutput<typeof UrgentFindingsSchema>

export const REPORTED_FINDINGS_MESSAGES = {
  urgentFailed: 'Failed to get urgent reported findings.',
  notEnabled: 'Reported findings are not available for this agency',
} as const
