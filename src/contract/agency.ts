import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { idParamSchema, idSchema, requestObject } from './fields.ts'

export const PropertyManagerSchema = v.object({ id: v.number(), name: v.string(), email: v.string() })
export type PropertyManager = v.InferOutput<typeof PropertyManagerSchema>
export const PropertyManagerListSchema = listSchema(PropertyManagerSchema)

export const SERVICE_REPORT_SHARING = ['NOT_ALLOWED', 'ONLY_COMPLIANT_SERVICE_REPORTS', 'ALL_SERVICE_REPORTS'] as const
export type ServiceReportSharing = (typeof SERVICE_REPORT_SHARING)[number]

export const SERVICE_REPORT_SHARING_OPTIONS = [
  { id: 'NOT_ALLOWED', name: 'Do not send', description: 'Service reports are not sent to owners automatically.' },
  {
    id: 'ONLY_COMPLIANT_SERVICE_REPORTS',
    name: 'Only compliant service reports',
    description: 'Owners automatically receive service reports that show the property is compliant.',
  },
  {
    id: 'ALL_SERVICE_REPORTS',
    name: 'All service reports',
    description: 'Owners automatically receive every service report.',
  },
] as const satisfies readonly { id: ServiceReportSharing; name: string; description: string }[]

export const AUTO_SEND_DISABLED_BY_AGENCY =
  'The option to automatically send service reports to owners has been turned off by the agency.'

const PropertyManagerIdSchema = idSchema('Please select a property manager')

export const NotificationSettingsQuerySchema = requestObject({
  propertyManagerId: idParamSchema('Please select a property manager'),
})

export const NotificationSettingsSchema = v.object({
  propertyManagerId: v.number(),
  serviceReportsAutoOwnerEmailPreference: v.picklist(SERVICE_REPORT_SHARING),
  isServiceReportsAutoOwnerEmailAllowed: v.boolean(),
  preferences: v.array(v.object({ id: v.picklist(SERVICE_REPORT_SHARING), name: v.string(), description: v.string() })),
})
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>

/** POST /v1/property-manager/notification-settings; also the form's schema. */
export const UpdateNotificationSettingsSchema = requestObject({
  propertyManagerId: PropertyManagerIdSchema,
  serviceReportsAutoOwnerEmailPreference: v.picklist(SERVICE_REPORT_SHARING, 'Please select a sending preference'),
})
export type UpdateNotificationSettings = v.InferInput<typeof UpdateNotificationSettingsSchema>
