import { queryOptions } from '@tanstack/react-query'
import {
  PORTFOLIO_PAGE_SIZE,
  type PortfolioFacet,
  PortfolioListSchema,
  type ServiceExclusivity,
} from '../contract/portfolio.ts'
import { apiData } from './client.ts'

/**
 * The managed portfolio's filters, by the names the portfolio URL uses (foundations §2 list conventions).
 * Everything is optional: a missing value is the API's default.
 */
export type PortfolioFilters = {
  query?: string
  facet?: readonly PortfolioFacet[]
  service?: readonly number[]
  'service-exclusivity'?: ServiceExclusivity
  'property-manager'?: number
  page?: number
}

/**
 * One cache entry per distinct result: defaults left out and multi-values sorted, so `{}` and `{ page: 1 }`,
 * or facets picked in another order, share a key. Plain values only, for the persister.
 */
function normalise(f: PortfolioFilters) {
  const sorted = <T extends string | number>(values?: readonly T[]) =>
    values?.length ? [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : undefined
  const service = sorted(f.service)
  return {
    query: f.query?.trim() || undefined,
    facet: sorted(f.facet),
    service,
    // Exclusivity means nothing without services to apply it to.
    serviceExclusivity: service && f['service-exclusivity'] !== 'INCLUDING' ? f['service-exclusivity'] : undefined,
    propertyManager: f['property-manager'],
    page: f.page && f.page > 1 ? f.page : undefined,
  }
}

export const portfolioQueries = {
  all: () => ['portfolio'] as const,
  lists: () => [...portfolioQueries.all(), 'list'] as const,
  list: (filters: PortfolioFilters) => {
    const f = normalise(filters)
    return queryOptions({
      queryKey: [...portfolioQueries.lists(), f] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/portfolio', {
          schema: PortfolioListSchema,
          query: {
            query: f.query,
            facet: f.facet,
            service: f.service,
            serviceExclusivity: f.serviceExclusivity,
            'property-manager': f.propertyManager,
            page: f.page,
            'page-size': PORTFOLIO_PAGE_SIZE,
          },
          signal,
        }),
    })
  },
}
