import * as v from 'valibot'
import { idParamSchema, requestObject, textSchema } from './fields.ts'

/** The dashboard's 'Urgent action required' lists show this many rows (foundations §9 "dashboard previews 5"). */
export const DASHBOARD_PREVIEW_SIZE = 5

const PROPERTY_MANAGER_INVALID = 'Property manager must be a positive whole number'

/** An optional property manager id in a query string; blank (a cleared select) means none. */
export const PropertyManagerParamSchema = v.optional(
  v.pipe(
    textSchema(PROPERTY_MANAGER_INVALID),
    v.trim(),
    v.transform((s) => s || undefined),
    v.optional(idParamSchema(PROPERTY_MANAGER_INVALID)),
  ),
)

/** The query of every dashboard analytics call: without propertyManagerId, 'All property managers'. */
export const AnalyticsQuerySchema = requestObject({ propertyManagerId: PropertyManagerParamSchema })
export type AnalyticsQuery = v.InferOutput<typeof AnalyticsQuerySchema>

/** The property a dashboard row is about (property-operations §3 Invoice and Quote). */
export const PropertyRefSchema = v.object({
  compliancePropertyId: v.number(),
  addressLine1: v.string(),
  addressLine2: v.string(),
})
export type PropertyRef = v.InferOutput<typeof PropertyRefSchema>
