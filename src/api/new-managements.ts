import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { NEW_MANAGEMENT_MESSAGES, NewManagementSchema, NewManagementsSchema } from '../contract/new-managements.ts'
import { apiData, idempotencyHeader, withMessage } from './client.ts'
import { DASHBOARD_QUERY } from './stats.ts'

export const newManagementQueries = {
  all: () => ['new-managements'] as const,
  page: (page: number, propertyManagerId: number | undefined) =>
    queryOptions({
      queryKey: [...newManagementQueries.all(), { page, propertyManagerId }] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/portfolio/analytics/new-managements', {
            schema: NewManagementsSchema,
            query: { page, propertyManagerId },
            signal,
          })
        } catch (error) {
          throw withMessage(error, NEW_MANAGEMENT_MESSAGES.listFailed)
        }
      },
      ...DASHBOARD_QUERY,
    }),
}

type Action = { id: number; idempotencyKey: string }

export const newManagementMutations = {
  markUnderEnrolment: () =>
    mutationOptions({
      mutationKey: ['new-managements', 'under-enrolment'],
      mutationFn: ({ id, idempotencyKey }: Action) =>
        apiData(`/v1/portfolio/new-management/${id}/under-enrolment`, {
          method: 'POST',
          headers: idempotencyHeader(idempotencyKey),
          schema: NewManagementSchema,
        }),
    }),
  dismiss: () =>
    mutationOptions({
      mutationKey: ['new-managements', 'dismiss'],
      mutationFn: ({ id, idempotencyKey }: Action) =>
        apiData(`/v1/portfolio/new-management/${id}/dismiss`, {
          method: 'POST',
          headers: idempotencyHeader(idempotencyKey),
          schema: v.null(),
        }),
    }),
}
