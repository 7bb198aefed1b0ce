import { mutationOptions, queryOptions } from '@tanstack/react-query'
import {
  FINDING_TEXTS,
  type FindingFacet,
  FindingListSchema,
  FindingWriteResultSchema,
  PropertyFindingsSchema,
  REPORTED_FINDINGS_MESSAGES,
  ServicingCategoryListSchema,
  UrgentFindingsSchema,
} from '../contract/reported-findings.ts'
import { type AccessIssueWrite, sendAccessIssueWrite } from './access-issue-write.ts'
import { apiData } from './client.ts'
import { withMessage } from './invoices.ts'
import { DASHBOARD_QUERY } from './stats.ts'
import { propertyRootKey } from './tenancy.ts'

/**
 * Reported-findings data is never stale, not retried and not refetched on focus (property-operations §9): every
 * visit asks again, and a failure shows at once with its Try again.
 */
const FINDINGS_QUERY = { staleTime: 0, retry: false, refetchOnWindowFocus: false } as const

/** The filters the list sends (the URL's, by their wire names). */
export type FindingListFilters = {
  page: number
  'page-size': number
  facet?: FindingFacet
  'property-manager'?: number
  category?: number[]
}

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
  /** GET /v1/reported-findings: groups of one property and service, with total and unfilteredTotal. */
  list: (filters: FindingListFilters) =>
    queryOptions({
      queryKey: [...reportedFindingQueries.all(), 'list', filters] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/reported-findings', { schema: FindingListSchema, query: filters, signal })
        } catch (error) {
          throw withMessage(error, FINDING_TEXTS.listFailed)
        }
      },
      ...FINDINGS_QUERY,
    }),
  /** GET /v1/reported-findings/servicing-categories: the category filter's options. */
  categories: () =>
    queryOptions({
      queryKey: [...reportedFindingQueries.all(), 'servicing-categories'] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/reported-findings/servicing-categories', {
            schema: ServicingCategoryListSchema,
            signal,
          })
        } catch (error) {
          throw withMessage(error, FINDING_TEXTS.categoriesFailed)
        }
      },
      ...FINDINGS_QUERY,
    }),
  /**
   * GET /v1/property/{id}/reported-findings, under the property's key: writes about the property re-read it.
   * Never stale online; offline the copy made available offline answers (a paused query keeps its data).
   */
  property: (propertyId: number) =>
    queryOptions({
      queryKey: [...propertyRootKey(propertyId), 'reported-findings'] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData(`/v1/property/${propertyId}/reported-findings`, {
            schema: PropertyFindingsSchema,
            signal,
          })
        } catch (error) {
          throw withMessage(error, FINDING_TEXTS.listFailed)
        }
      },
      ...FINDINGS_QUERY,
    }),
}

/** The outbox actions of the per-finding writes: the property page shows them as pending by these names. */
export const FINDING_ACTIONS = { dismiss: 'reported-finding.dismiss', restore: 'reported-finding.restore' } as const

export type FindingWriteVariables = Omit<AccessIssueWrite<undefined>, 'body'> & {
  problemRegisterId: number
  restore: boolean
}

export const reportedFindingMutations = {
  /**
   * POST /v1/reported-findings/{id}/dismiss or /restore, through the outbox: made without a signal it is kept
   * on this device and sent once later. The property and every findings list (and the dashboard's) are re-read.
   */
  dismissOrRestore: () =>
    mutationOptions({
      mutationKey: [...reportedFindingQueries.all(), 'dismiss'],
      networkMode: 'always',
      mutationFn: ({ problemRegisterId, restore, ...write }: FindingWriteVariables) =>
        sendAccessIssueWrite(
          {
            ...write,
            body: {},
            kind: 'reported-finding',
            action: restore ? FINDING_ACTIONS.restore : FINDING_ACTIONS.dismiss,
            url: `/v1/reported-findings/${problemRegisterId}/${restore ? 'restore' : 'dismiss'}`,
            invalidate: [[...propertyRootKey(write.propertyId)], [...reportedFindingQueries.all()]],
          },
          FindingWriteResultSchema,
        ),
    }),
}
