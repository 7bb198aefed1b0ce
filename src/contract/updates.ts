import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { idParamSchema, repeatedParamSchema as many, requestObject } from './fields.ts'
import { PageSchema, PageSizeSchema, SERVICE_EXCLUSIVITY, SearchTextSchema, ServiceIdSchema } from './portfolio.ts'

/**
 * Why the agency must update a managed property before its services can go ahead (foundations §2
 * /action-required/update). Each is read from the product's own data:
 * - OVERDUE: the property's compliance status is Overdue (a service's elapsed time exceeds its frequency, §9);
 * - MISSING_LAST_SERVICE_DATE / MISSING_SUPPLIER: the provider lacks the last service date or who serviced it;
 * - GAS_CONFIRMATION_REQUIRED: whether the property has gas appliances is not confirmed yet;
 * - ACCESS_DETAILS: an access issue open for over 30 days (the access issue's 'Update required' tag, §9: issues
 *   outstanding over 30 days trigger the update-details notice).
 */
export const UPDATE_REASONS = [
  'OVERDUE',
  'MISSING_LAST_SERVICE_DATE',
  'MISSING_SUPPLIER',
  'GAS_CONFIRMATION_REQUIRED',
  'ACCESS_DETAILS',
] as const
export type UpdateReason = (typeof UPDATE_REASONS)[number]

/** The reasons that are a property compliance status (the rest come from other records). */
export const STATUS_UPDATE_REASONS = [
  'OVERDUE',
  'MISSING_LAST_SERVICE_DATE',
  'MISSING_SUPPLIER',
  'GAS_CONFIRMATION_REQUIRED',
] as const satisfies readonly UpdateReason[]

export const UPDATE_REASON_LABELS: Record<UpdateReason, string> = {
  OVERDUE: 'Service overdue',
  MISSING_LAST_SERVICE_DATE: 'Last service date missing',
  MISSING_SUPPLIER: 'Supplier missing',
  GAS_CONFIRMATION_REQUIRED: 'Gas appliances to confirm',
  ACCESS_DETAILS: 'Access details to update',
}

/** GET /v1/update/summary and its export (foundations §2 list conventions; wire names are the spec's). */
export const UpdateSummaryQuerySchema = requestObject({
  query: SearchTextSchema,
  facet: many(v.picklist(UPDATE_REASONS, 'Unknown facet')),
  service: many(ServiceIdSchema),
  serviceExclusivity: v.optional(v.picklist(SERVICE_EXCLUSIVITY, 'Unknown service exclusivity'), 'INCLUDING'),
  page: PageSchema,
  'page-size': PageSizeSchema,
  'property-manager': v.optional(idParamSchema('Property manager not found')),
})
export type UpdateSummaryQuery = v.InferOutput<typeof UpdateSummaryQuerySchema>

/** GET /v1/update/get-all-overdue-properties: the overdue ones, paged, for one manager or all. */
export const OverduePropertiesQuerySchema = requestObject({
  page: PageSchema,
  'page-size': PageSizeSchema,
  'property-manager': v.optional(idParamSchema('Property manager not found')),
})
export type OverduePropertiesQuery = v.InferOutput<typeof OverduePropertiesQuerySchema>

const UpdateServiceSchema = v.object({
  serviceId: v.number(),
  name: v.string(),
  complianceStatus: v.string(),
  lastServiceDate: v.nullable(v.string()),
  nextServiceDate: v.nullable(v.string()),
})
export type UpdateService = v.InferOutput<typeof UpdateServiceSchema>

export const UpdateRowSchema = v.object({
  compliancePropertyId: v.number(),
  address: v.object({ line1: v.string(), fullAddress: v.string() }),
  propertyManager: v.nullable(v.object({ id: v.number(), name: v.string() })),
  reasons: v.array(v.picklist(UPDATE_REASONS)),
  /** The live services whose own status needs the update (empty when only access details do). */
  services: v.array(UpdateServiceSchema),
  /** When the oldest open access issue was raised, for ACCESS_DETAILS. */
  accessIssueSince: v.nullable(v.string()),
})
export type UpdateRow = v.InferOutput<typeof UpdateRowSchema>
export const UpdateSummaryListSchema = listSchema(UpdateRowSchema)

export const OverduePropertySchema = v.object({
  compliancePropertyId: v.number(),
  address: v.object({ line1: v.string(), fullAddress: v.string() }),
  /** The earliest next service date among its overdue services. */
  overdueSince: v.nullable(v.string()),
})
export type OverdueProperty = v.InferOutput<typeof OverduePropertySchema>
export const OverduePropertyListSchema = listSchema(OverduePropertySchema)

export const UPDATE_MESSAGES = {
  listFailed: 'Failed to get required updates',
  exportFailed: 'Failed to export required updates',
} as const
