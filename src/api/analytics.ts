import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import {
  AccessIssueAnalyticsSchema,
  ANALYTICS_FAILED,
  type AnalyticsDataset,
  AnalyticsScopeSchema,
  ComplianceAnalyticsSchema,
  FindingAnalyticsSchema,
  InvoiceAnalyticsSchema,
  OverdueAnalyticsSchema,
  QuoteAnalyticsSchema,
} from '../contract/analytics.ts'
import { apiData } from './client.ts'
import { downloadExport } from './portfolio.ts'

/** The URL's filters as the server's query (foundations' list convention: the spec's parameter names). */
export type AnalyticsParams = { agency?: number; 'property-manager'?: number; from?: string; to?: string }

export const ANALYTICS_SCHEMAS = {
  compliance: ComplianceAnalyticsSchema,
  overdue: OverdueAnalyticsSchema,
  'access-issues': AccessIssueAnalyticsSchema,
  findings: FindingAnalyticsSchema,
  quotes: QuoteAnalyticsSchema,
  invoices: InvoiceAnalyticsSchema,
} as const satisfies Record<AnalyticsDataset, v.GenericSchema>

export type AnalyticsData<D extends AnalyticsDataset> = v.InferOutput<(typeof ANALYTICS_SCHEMAS)[D]>

/** Like the dashboard's: figures stay as they were when the page opened; a new visit or filter asks again. */
const ANALYTICS_QUERY = { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } as const

export const analyticsQueries = {
  all: () => ['analytics'] as const,
  scope: () =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), 'scope'] as const,
      queryFn: ({ signal }) => apiData('/v1/analytics/scope', { schema: AnalyticsScopeSchema, signal }),
      ...ANALYTICS_QUERY,
    }),
  dataset: <D extends AnalyticsDataset>(dataset: D, params: AnalyticsParams) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), dataset, params] as const,
      queryFn: ({ signal }): Promise<AnalyticsData<D>> =>
        apiData(`/v1/analytics/${dataset}`, { schema: ANALYTICS_SCHEMAS[dataset], query: params, signal }),
      ...ANALYTICS_QUERY,
    }),
}

/** GET /v1/analytics/{dataset}/export: the same figures as a CSV file. */
export function exportAnalytics(dataset: AnalyticsDataset, params: AnalyticsParams): Promise<void> {
  return downloadExport(`/v1/analytics/${dataset}/export`, params, ANALYTICS_FAILED, `analytics-${dataset}.csv`)
}
