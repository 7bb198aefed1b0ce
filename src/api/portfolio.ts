import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { PropertyManagerListSchema } from '../contract/agency.ts'
import {
  type NonManagedFacet,
  NonManagedListSchema,
  NonManagedRowSchema,
  PORTFOLIO_PAGE_SIZE,
  type PortfolioFacet,
  PortfolioListSchema,
  type ServiceExclusivity,
  ServiceProviderListSchema,
  ServiceProviderSchema,
  type UpdateServiceEntriesBody,
} from '../contract/portfolio.ts'
import { ApiError, apiData, buildUrl, idempotencyHeader } from './client.ts'

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

// --- The non-managed portfolio (managed-by=OTHER) ---------------------------------------------------------

/** The non-managed list's filters, by the /portfolio URL's names (which are the API's, foundations §7). */
export type NonManagedFilters = {
  query?: string
  facet?: readonly NonManagedFacet[]
  services?: readonly number[]
  'property-manager'?: number
  'provided-by'?: number
  page?: number
}

/** The query string of the list and of its export: the same filters, defaults left out. */
export function nonManagedQueryString(filters: NonManagedFilters, page?: number) {
  const sorted = <T extends string | number>(values?: readonly T[]) =>
    values?.length ? [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : undefined
  return {
    query: filters.query?.trim() || undefined,
    facet: sorted(filters.facet),
    services: sorted(filters.services),
    'property-manager': filters['property-manager'],
    'provided-by': filters['provided-by'],
    page: page && page > 1 ? page : undefined,
  }
}

export const nonManagedQueries = {
  all: () => [...portfolioQueries.all(), 'non-managed'] as const,
  lists: () => [...nonManagedQueries.all(), 'list'] as const,
  list: (filters: NonManagedFilters) => {
    const query = nonManagedQueryString(filters, filters.page)
    return queryOptions({
      queryKey: [...nonManagedQueries.lists(), query] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/portfolio/integrated', {
          schema: NonManagedListSchema,
          query: { ...query, 'page-size': PORTFOLIO_PAGE_SIZE },
          signal,
        }),
    })
  },
  /** Property managers with at least one non-managed property: the list's filter. */
  propertyManagers: () =>
    queryOptions({
      queryKey: [...nonManagedQueries.all(), 'property-managers'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/portfolio/integrated/property-managers', { schema: PropertyManagerListSchema, signal }),
      staleTime: 10 * 60_000,
    }),
  /** Providers servicing at least one non-managed property: the 'Provided by' filter. */
  providersInUse: () =>
    queryOptions({
      queryKey: [...nonManagedQueries.all(), 'service-providers', 'in-use'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/portfolio/integrated/service-providers', { schema: ServiceProviderListSchema, signal }),
    }),
  /** Every provider the agency recorded: the service form's choices. */
  providers: () =>
    queryOptions({
      queryKey: [...nonManagedQueries.all(), 'service-providers', 'all'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/portfolio/integrated/list-service-providers', { schema: ServiceProviderListSchema, signal }),
    }),
}

export type NonManagedWrite<TBody> = { body: TBody; idempotencyKey: string }

/**
 * networkMode 'always': the dialogs stay open while saving, so a write paused for the network would trap the
 * user; sent at once, an offline write fails with a message they can act on.
 */
export const nonManagedMutations = {
  updateServiceEntries: () =>
    mutationOptions({
      mutationKey: ['portfolio', 'non-managed', 'service-entries', 'update'],
      networkMode: 'always',
      mutationFn: ({ body, idempotencyKey }: NonManagedWrite<UpdateServiceEntriesBody>) =>
        apiData('/v1/portfolio/integrated', {
          method: 'PATCH',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: NonManagedRowSchema,
        }),
    }),
  createServiceProvider: () =>
    mutationOptions({
      mutationKey: ['portfolio', 'non-managed', 'service-providers', 'create'],
      networkMode: 'always',
      mutationFn: ({ body, idempotencyKey }: NonManagedWrite<{ supplierName: string }>) =>
        apiData('/v1/portfolio/integrated/service-providers', {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: ServiceProviderSchema,
        }),
    }),
}

export const EXPORT_FAILED = 'Failed to export integrated properties'

/**
 * GET /v1/portfolio/integrated/export as a file: fetched (so a failure can be told, with the server's
 * x-error-message when it sends one), then saved through an object URL under the server's file name.
 */
export function exportNonManaged(filters: NonManagedFilters): Promise<void> {
  return downloadExport(
    '/v1/portfolio/integrated/export',
    nonManagedQueryString(filters),
    EXPORT_FAILED,
    'non-managed-portfolio.csv',
  )
}

/** Any list's export download: the failure is an ApiError with x-error-message, or `failed` when none came. */
export async function downloadExport(
  path: string,
  query: Parameters<typeof buildUrl>[1],
  failed: string,
  fallbackName: string,
): Promise<void> {
  let response: Response
  try {
    response = await fetch(buildUrl(path, query), { credentials: 'include' })
  } catch {
    throw new ApiError(failed, 0)
  }
  if (!response.ok) throw new ApiError(response.headers.get('x-error-message') || failed, response.status)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // After the click has handed the file to the browser; revoking at once can cancel the download in Safari.
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}

/** The file name of a Content-Disposition header: filename*=UTF-8''… first, then filename="…". */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''))
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || null
}
