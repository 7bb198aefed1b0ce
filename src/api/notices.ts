import { queryOptions } from '@tanstack/react-query'
import { NOTICE_MESSAGES, UrgentAccessIssuesSchema, UrgentActiveNoticesSchema } from '../contract/notices.ts'
import { apiData } from './client.ts'
import { withMessage } from './invoices.ts'
import { DASHBOARD_QUERY } from './stats.ts'

export const noticeQueries = {
  all: () => ['notices'] as const,
  urgentActive: (propertyManagerId: number | undefined) =>
    queryOptions({
      queryKey: [...noticeQueries.all(), 'urgent-active', { propertyManagerId }] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/notice/analytics/urgent-active-notices', {
            schema: UrgentActiveNoticesSchema,
            query: { propertyManagerId },
            signal,
          })
        } catch (error) {
          throw withMessage(error, NOTICE_MESSAGES.noticesFailed)
        }
      },
      ...DASHBOARD_QUERY,
    }),
  /** The agency-entry-method variant: properties with urgent access issues. */
  urgentAccessIssues: (propertyManagerId: number | undefined) =>
    queryOptions({
      queryKey: ['access-issues', 'urgent', { propertyManagerId }] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/agency/access-issues/analytics/urgent', {
            schema: UrgentAccessIssuesSchema,
            query: { propertyManagerId },
            signal,
          })
        } catch (error) {
          throw withMessage(error, NOTICE_MESSAGES.accessIssuesFailed)
        }
      },
      ...DASHBOARD_QUERY,
    }),
}
