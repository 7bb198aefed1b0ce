import { mutationOptions, queryOptions } from '@tanstack/react-query'
import {
  FINDING_TEXTS,
  type FindingFacet,
  FindingListSchema,
  FindingWriteResultSchema,
  type InformBody,
  PropertyFindingsSchema,
  REPORTED_FINDINGS_MESSAGES,
  type RequestQuoteBody,
  ServicingCategoryListSchema,
  type ThirdPartyResolutionBody,
  UrgentFindingsSchema,
  WizardFindingsSchema,
} from '../contract/reported-findings.ts'
import { type AccessIssueWrite, sendAccessIssueWrite } from './access-issue-write.ts'
import { apiData, withMessage } from './client.ts'
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
  /** GET /v2/property/{id}/reported-findings/{suffix}: the wizard's open findings of one service. */
  wizard: (propertyId: number, suffix: string) =>
    queryOptions({
      queryKey: [...propertyRootKey(propertyId), 'reported-findings', 'wizard', suffix] as const,
      queryFn: ({ signal }) =>
        apiData(`/v2/property/${propertyId}/reported-findings/${encodeURIComponent(suffix)}`, {
          schema: WizardFindingsSchema,
          signal,
        }),
      ...FINDINGS_QUERY,
    }),
}

/** The outbox actions of the findings writes: the property page shows them as pending by these names. */
export const FINDING_ACTIONS = {
  dismiss: 'reported-finding.dismiss',
  restore: 'reported-finding.restore',
  quote: 'reported-finding.quote',
  inform: 'reported-finding.inform-di',
  thirdParty: 'reported-finding.third-party',
} as const

/** The wizard's writes, by what they send (POST /v2/property/{id}/reported-findings…). */
export type FindingResolution =
  | { method: 'quote'; body: RequestQuoteBody }
  | { method: 'inform'; body: InformBody }
  | { method: 'thirdParty'; body: ThirdPartyResolutionBody }

const RESOLUTION_PATHS: Record<FindingResolution['method'], string> = {
  quote: '/quote',
  inform: '/inform-di',
  thirdParty: '',
}

export type FindingResolutionVariables = Omit<AccessIssueWrite<undefined>, 'body'> & { resolution: FindingResolution }

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
  /**
   * The wizard's request quote, inform the provider and third-party resolution, through the outbox like the
   * dismissals: a third-party submission queued after its documents (same property) is sent after them.
   */
  resolve: () =>
    mutationOptions({
      mutationKey: [...reportedFindingQueries.all(), 'resolve'],
      networkMode: 'always',
      mutationFn: ({ resolution, ...write }: FindingResolutionVariables) =>
        sendAccessIssueWrite(
          {
            ...write,
            body: resolution.body,
            kind: 'reported-finding',
            action: FINDING_ACTIONS[resolution.method],
            url: `/v2/property/${write.propertyId}/reported-findings${RESOLUTION_PATHS[resolution.method]}`,
            invalidate: [[...propertyRootKey(write.propertyId)], [...reportedFindingQueries.all()]],
          },
          FindingWriteResultSchema,
        ),
    }),
}
