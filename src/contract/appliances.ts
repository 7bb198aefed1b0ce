import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { requestObject } from './fields.ts'
import { ServiceIdSchema } from './portfolio.ts'

export const APPLIANCE_RESULTS = ['PASSED', 'REPLACED', 'FAULTY'] as const
export const APPLIANCE_RESULT_LABELS: Record<(typeof APPLIANCE_RESULTS)[number], string> = {
  PASSED: 'Passed',
  REPLACED: 'Replaced',
  FAULTY: 'Faulty',
}

/** GET /v1/property/{id}/appliances?service=: one service (by id or name, as links write it) or all of them. */
export const AppliancesQuerySchema = requestObject({ service: v.optional(ServiceIdSchema) })

export const ApplianceSchema = v.object({
  id: v.number(),
  name: v.string(),
  location: v.string(),
  result: v.picklist(APPLIANCE_RESULTS),
  /** Smoke alarms: the alarm's own expiry, 'yyyy-MM'. */
  expiresOn: v.nullable(v.string()),
})
export type Appliance = v.InferOutput<typeof ApplianceSchema>

/** A live service and what was recorded at its last visit (recordedOn). */
export const ServiceAppliancesSchema = v.object({
  serviceId: v.number(),
  serviceName: v.string(),
  recordedOn: v.string(),
  appliances: v.array(ApplianceSchema),
})
export type ServiceAppliances = v.InferOutput<typeof ServiceAppliancesSchema>
export const PropertyAppliancesSchema = listSchema(ServiceAppliancesSchema)

/** GET /v1/agency/integration: the agency's property-management software and how its sync is doing. */
export const AgencyIntegrationSchema = v.object({
  softwareName: v.nullable(v.string()),
  isConnected: v.boolean(),
  lastSyncedAt: v.nullable(v.string()),
  lastSyncStatus: v.nullable(v.picklist(['SUCCEEDED', 'FAILED'])),
  lastError: v.nullable(v.string()),
})
export type AgencyIntegration = v.InferOutput<typeof AgencyIntegrationSchema>
