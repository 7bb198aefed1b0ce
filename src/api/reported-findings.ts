import { queryOptions } from '@tanstack/react-query'
import { REPORTED_FINDINGS_MESSAGES, UrgentFindingsSchema } from '../contract/reported-findings.ts'
import { apiData } from './client.ts'
import { withMessage } from './invoices.ts'
import { DASHBOARD_QUERY } from './stats.ts'

export const reportedFindingQueries = {
  all: () => ['reported-findings'] as const,
  urgent: (propertyManagerId: number | undefined) =>
    queryOptions({
      queryKey: [...reportedFindingQueries.all(), 'urgent', { propertyManagerId }] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/reported-findings/analytics/urgent', {
            schema: UrgentFindingsSchema,
            query: { propertyManagerId },
            signal,
          })
        } catch (error) {
          throw withMessage(error, REPORTED_FINDINGS_MESSAGES.urgentFailed)
        }
      },
      ...DASHBOARD_QUERY,
    }),
}
