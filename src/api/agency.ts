import { mutationOptions, queryOptions, skipToken } from '@tanstack/react-query'
import {
  NotificationSettingsSchema,
  PropertyManagerListSchema,
  type UpdateNotificationSettings,
} from '../contract/agency.ts'
import { apiData } from './client.ts'

export const agencyQueries = {
  all: () => ['agency'] as const,
  propertyManagers: () =>
    queryOptions({
      queryKey: [...agencyQueries.all(), 'property-managers'] as const,
      queryFn: ({ signal }) => apiData('/v1/agency/property-managers', { schema: PropertyManagerListSchema, signal }),
      staleTime: 10 * 60_000,
    }),
  notificationSettings: (propertyManagerId: number | null) =>
    queryOptions({
      queryKey: [...agencyQueries.all(), 'notification-settings', { propertyManagerId }] as const,
      queryFn:
        propertyManagerId === null
          ? skipToken
          : ({ signal }) =>
              apiData('/v1/property-manager/notification-settings', {
                schema: NotificationSettingsSchema,
                query: { propertyManagerId },
                signal,
              }),
    }),
}

export const agencyMutations = {
  updateNotificationSettings: () =>
    mutationOptions({
      mutationKey: ['agency', 'notification-settings', 'update'],
      mutationFn: (body: UpdateNotificationSettings) =>
        apiData('/v1/property-manager/notification-settings', {
          method: 'POST',
          body,
          schema: NotificationSettingsSchema,
        }),
    }),
}
