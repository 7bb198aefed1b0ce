import { queryOptions } from '@tanstack/react-query'
import { ComplianceSystemListSchema } from '../contract/states.ts'
import { apiData } from './client.ts'

export const authQueries = {
  all: () => ['auth'] as const,
  systems: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'systems'] as const,
      queryFn: ({ signal }) => apiData('/v1/auth/systems', { schema: ComplianceSystemListSchema, signal }),
      // The list of states changes with a deployment, not during a visit.
      staleTime: 60 * 60 * 1000,
    }),
}
