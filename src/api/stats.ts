import { queryOptions } from '@tanstack/react-query'
import { IntegratedStatsSchema, StatsSchema } from '../contract/stats.ts'
import { apiData } from './client.ts'

/**
 * Dashboard queries (foundations §9): never stale, not retried, not refetched on focus. A number then stays as
 * it was when the dashboard opened instead of moving while the user reads it; each new visit asks again (the
 * offline cache shows the last numbers meanwhile).
 */
export const DASHBOARD_QUERY = {
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: 'always',
} as const

export const statsQueries = {
  all: () => ['stats'] as const,
  managed: (propertyManagerId: number | undefined) =>
    queryOptions({
      queryKey: [...statsQueries.all(), 'managed', { propertyManagerId }] as const,
      queryFn: ({ signal }) => apiData('/v1/stats', { schema: StatsSchema, query: { propertyManagerId }, signal }),
      ...DASHBOARD_QUERY,
    }),
  integrated: (propertyManagerId: number | undefined) =>
    queryOptions({
      queryKey: [...statsQueries.all(), 'integrated', { propertyManagerId }] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/stats/integrated', { schema: IntegratedStatsSchema, query: { propertyManagerId }, signal }),
      ...DASHBOARD_QUERY,
    }),
}
