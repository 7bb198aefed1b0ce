import { queryOptions } from '@tanstack/react-query'
import type { ServiceExclusivity } from '../contract/portfolio.ts'
import {
  OverduePropertyListSchema,
  UPDATE_MESSAGES,
  type UpdateReason,
  UpdateSummaryListSchema,
} from '../contract/updates.ts'
import { apiData, withMessage } from './client.ts'
import { downloadExport } from './portfolio.ts'

/** Ten properties a page, as the other action-required lists (the spec does not give the size). */
export const UPDATES_PAGE_SIZE = 10

/** The Required Updates list's filters, by the URL's names (foundations §2 list conventions). */
export type UpdateFilters = {
  query?: string
  facet?: readonly UpdateReason[]
  service?: readonly number[]
  'service-exclusivity'?: ServiceExclusivity
  'property-manager'?: number
  page?: number
}

/**
 * The wire query of the list and of its export: defaults left out and multi-values sorted, so one result has one
 * cache key (plain values, for the persister).
 */
export function updateQueryOf(f: UpdateFilters) {
  const sorted = <T extends string | number>(values?: readonly T[]) =>
    values?.length ? [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : undefined
  const service = sorted(f.service)
  return {
    query: f.query?.trim() || undefined,
    facet: sorted(f.facet),
    service,
    // Exclusivity means nothing without services to apply it to.
    serviceExclusivity: service && f['service-exclusivity'] !== 'INCLUDING' ? f['service-exclusivity'] : undefined,
    'property-manager': f['property-manager'],
  }
}

export const updateQueries = {
  all: () => ['updates'] as const,
  list: (filters: UpdateFilters) => {
    const query = updateQueryOf(filters)
    const page = filters.page && filters.page > 1 ? filters.page : 1
    return queryOptions({
      queryKey: [...updateQueries.all(), 'summary', { ...query, page }] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/update/summary', {
            schema: UpdateSummaryListSchema,
            query: { ...query, page, 'page-size': UPDATES_PAGE_SIZE },
            signal,
          })
        } catch (error) {
          throw withMessage(error, UPDATE_MESSAGES.listFailed)
        }
      },
    })
  },
  /** Only the count is shown (and it links to the list's OVERDUE facet): one row is enough. */
  overdue: (propertyManager: number | undefined) =>
    queryOptions({
      queryKey: [...updateQueries.all(), 'overdue', { propertyManager }] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/update/get-all-overdue-properties', {
          schema: OverduePropertyListSchema,
          query: { 'property-manager': propertyManager, 'page-size': 1 },
          signal,
        }),
    }),
}

/** GET /v1/update/summary/export with the list's filters, saved as the server names it. */
export function exportUpdates(filters: UpdateFilters): Promise<void> {
  return downloadExport(
    '/v1/update/summary/export',
    updateQueryOf(filters),
    UPDATE_MESSAGES.exportFailed,
    'required-updates.csv',
  )
}
