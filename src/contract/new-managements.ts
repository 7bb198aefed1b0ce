import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { idParamSchema, requestObject } from './fields.ts'
import { PropertyManagerParamSchema } from './urgent-actions.ts'

/** New managements are listed ten to a page (foundations §9). */
export const NEW_MANAGEMENTS_PAGE_SIZE = 10
/** A new management was first seen in the agency's software within this many days (foundations §9). */
export const NEW_MANAGEMENT_DAYS = 30

/** A property that appeared in the agency's software and is not yet serviced by us (foundations §3). */
export const NewManagementSchema = v.object({
  portfolioPropertyId: v.number(),
  address: v.string(),
  softwareName: v.string(),
  firstActiveDate: v.string(),
  isUnderEnrolment: v.boolean(),
  underEnrolmentAt: v.nullable(v.string()),
  underEnrolmentBy: v.nullable(v.string()),
})
export type NewManagement = v.InferOutput<typeof NewManagementSchema>

/** GET /v1/portfolio/analytics/new-managements. */
export const NewManagementsSchema = listSchema(NewManagementSchema)

export const NewManagementsQuerySchema = requestObject({
  page: v.optional(idParamSchema('Page must be a whole number from 1'), '1'),
  propertyManagerId: PropertyManagerParamSchema,
})

export const NEW_MANAGEMENT_MESSAGES = {
  notFound: 'New management not found',
  forbidden: 'You do not have access to this new management',
  notIntegrated: 'New managements are available only to agencies synced with property management software',
  listFailed: 'Failed to get new managements',
  markFailed: 'Failed to mark new management as under enrolment',
  dismissFailed: 'Failed to dismiss new management',
} as const
