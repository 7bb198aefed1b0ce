import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { RequestResolveBody } from '../contract/access-issues.ts'
import {
  ACCESS_ISSUE_LIST_TEXTS,
  AgencyAccessIssueListSchema,
  NOTICE_MESSAGES,
  type NoticeFacet,
  NoticeListSchema,
  NoticeSchema,
  UrgentAccessIssuesSchema,
  UrgentActiveNoticesSchema,
} from '../contract/notices.ts'
import { ACCESS_ISSUE_ACTIONS, type AccessIssueWrite, sendAccessIssueWrite } from './access-issue-write.ts'
import { apiData, withMessage } from './client.ts'
import { DASHBOARD_QUERY } from './stats.ts'
import { propertyRootKey } from './tenancy.ts'

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

/** The list of /action-required/access-issues: its own key, apart from the dashboard's previews. */
export const noticeListQueries = {
  all: () => ['notices', 'list'] as const,
  /** GET /v1/notice: open notices, oldest first (the list without the agency-entry-method experiment). */
  notices: (query: NoticeListFilters) =>
    queryOptions({
      queryKey: [...noticeListQueries.all(), 'notices', query] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/notice', { schema: NoticeListSchema, query, signal })
        } catch (error) {
          throw withMessage(error, ACCESS_ISSUE_LIST_TEXTS.noticesFailed)
        }
      },
    }),
  /** GET /v1/agency/access-issues: properties with open access issues (the agency-entry-method variant). */
  accessIssues: (query: NoticeListFilters) =>
    queryOptions({
      queryKey: [...noticeListQueries.all(), 'access-issues', query] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/agency/access-issues', { schema: AgencyAccessIssueListSchema, query, signal })
        } catch (error) {
          throw withMessage(error, ACCESS_ISSUE_LIST_TEXTS.accessIssuesFailed)
        }
      },
    }),
}
/** The filters the list sends (the URL's, by their wire names). */
export type NoticeListFilters = {
  page: number
  'page-size'?: number
  'property-manager'?: number
  facet?: NoticeFacet
  propertyId?: number
}

export type RequestResolveVariables = AccessIssueWrite<RequestResolveBody> & { noticeId: number }

export const noticeMutations = {
  /** POST /v1/notice/{id}/resolve, through the outbox; the property and every notice list are re-read after. */
  requestResolve: () =>
    mutationOptions({
      mutationKey: ['notices', 'resolve'],
      networkMode: 'always',
      mutationFn: ({ noticeId, propertyId, ...write }: RequestResolveVariables) =>
        sendAccessIssueWrite(
          {
            ...write,
            propertyId,
            action: ACCESS_ISSUE_ACTIONS.resolve,
            url: `/v1/notice/${noticeId}/resolve`,
            invalidate: [[...propertyRootKey(propertyId)], [...noticeQueries.all()], ['access-issues']],
          },
          NoticeSchema,
        ),
    }),
}
