import { queryOptions } from '@tanstack/react-query'
import { ComplianceSystemListSchema, SYSTEMS_FAILED } from '../contract/states.ts'
import { apiData, withMessage } from './client.ts'

export const authQueries = {
  all: () => ['auth'] as const,
  systems: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'systems'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/auth/systems', { schema: ComplianceSystemListSchema, signal }).catch((error) => {
          throw withMessage(error, SYSTEMS_FAILED)
        }),
      // The list of states changes with a deployment, not during a visit.
      staleTime: 60 * 60 * 1000,
    }),
}
