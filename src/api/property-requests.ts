import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import {
  ADDRESS_SEARCH_MAX,
  AddressPartsSchema,
  AddressSchema,
  AddressSearchResultsSchema,
  type CreateAddressBody,
  CreatedAddressSchema,
} from '../contract/addresses.ts'
import { SuburbListSchema } from '../contract/meta.ts'
import {
  AgencyPricingListSchema,
  type CreatePropertyRequestBody,
  type CreationDetails,
  type EnrolmentV1PayloadBody,
  PreflightWorkflowsSchema,
  PricingSummarySchema,
  PropertyEnrolmentSchema,
  PropertyRequestSchema,
  PropertyRequestWorkflowSchema,
} from '../contract/property-requests.ts'
import { UserAgencyListSchema } from '../contract/session.ts'
import { apiData, apiRequest, idempotencyHeader, type RequestOptions } from './client.ts'

/**
 * Property requests and the address helpers of their creator (property-operations §7 "Portfolio and property
 * requests"; foundations §7 address and suburb helpers). Reads are query options; the creator's writes are
 * plain functions its statechart invokes, each with its own Idempotency-Key.
 */

export const propertyRequestQueries = {
  all: () => ['property-requests'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...propertyRequestQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiData(`/v1/property-request/${id}`, { schema: PropertyRequestSchema, signal }),
      retry: (count, error) => !isNotFound(error) && count < 2,
    }),
  workflow: (id: number) =>
    queryOptions({
      queryKey: [...propertyRequestQueries.all(), 'workflow', id] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property-request/${id}/workflow`, { schema: PropertyRequestWorkflowSchema, signal }),
      retry: (count, error) => !isNotFound(error) && count < 2,
    }),
  enrolment: (id: number) =>
    queryOptions({
      queryKey: [...propertyRequestQueries.all(), 'enrolment', id] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property-request/${id}/property/enrolment`, { schema: PropertyEnrolmentSchema, signal }),
    }),
}

export const addressQueries = {
  all: () => ['addresses'] as const,
  /** The type-ahead (GET /v1/address/search): the agency's properties and the provider's known addresses. */
  search: (q: string) =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'search', q] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/address/search', {
          schema: AddressSearchResultsSchema,
          query: { q: q.slice(0, ADDRESS_SEARCH_MAX) },
          signal,
        }),
      enabled: q.trim() !== '',
      staleTime: 60_000,
    }),
  suburbs: (q: string) =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'suburbs', q] as const,
      queryFn: ({ signal }) => apiData('/v1/meta/suburbs', { schema: SuburbListSchema, query: { q }, signal }),
      enabled: q.trim() !== '',
      staleTime: 10 * 60_000,
    }),
}

export const pricingQueries = {
  all: () => ['agency-pricing'] as const,
  list: () =>
    queryOptions({
      queryKey: [...pricingQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiData('/v1/agency/pricing', { schema: AgencyPricingListSchema, signal }),
      staleTime: 10 * 60_000,
    }),
  /** What the agency will pay for the chosen services (POST, but a read: nothing is stored). */
  summary: (pricingId: number, serviceIds: readonly number[]) =>
    queryOptions({
      queryKey: [...pricingQueries.all(), 'summary', pricingId, [...serviceIds].sort((a, b) => a - b)] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/agency/pricing/${pricingId}/summary`, {
          method: 'POST',
          body: { serviceIds },
          schema: PricingSummarySchema,
          signal,
        }),
      enabled: serviceIds.length > 0,
      staleTime: 10 * 60_000,
    }),
}

/** Every agency the user belongs to: the requesting agencies they may choose from. */
export const userAgenciesQuery = () =>
  queryOptions({
    queryKey: ['auth', 'agencies', 'all'] as const,
    queryFn: ({ signal }) =>
      apiData('/v1/auth/agencies', { schema: UserAgencyListSchema, query: { page: 1, 'page-size': 100 }, signal }),
    staleTime: 10 * 60_000,
  })

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404
}

/** A write with its own Idempotency-Key (one per attempt the user makes). */
function write<S extends v.GenericSchema>(path: string, options: RequestOptions<S>) {
  return apiRequest(path, { ...options, headers: { ...idempotencyHeader(crypto.randomUUID()), ...options.headers } })
}

/** The creator's calls: each answers the typed result (ok, or the ApiError / ValidationError). */
export const propertyRequestCalls = {
  address: (id: number) => apiRequest(`/v1/address/${id}`, { schema: AddressSchema }),
  addressParts: (address: string) =>
    apiRequest('/v1/address/parts', { schema: AddressPartsSchema, query: { address: address.slice(0, 200) } }),
  createAddress: (body: CreateAddressBody) =>
    write('/v1/address', { method: 'POST', body, schema: CreatedAddressSchema }),
  preflight: (creationDetails: CreationDetails) =>
    apiRequest('/v1/property-request/preflight-workflows', {
      method: 'POST',
      body: { creationDetails },
      schema: PreflightWorkflowsSchema,
    }),
  create: (body: CreatePropertyRequestBody) =>
    write('/v1/property-request', { method: 'POST', body, schema: PropertyRequestSchema }),
  request: (id: number) => apiRequest(`/v1/property-request/${id}`, { schema: PropertyRequestSchema }),
  workflow: (id: number) =>
    apiRequest(`/v1/property-request/${id}/workflow`, { schema: PropertyRequestWorkflowSchema }),
  savePayload: (id: number, version: number, payload: EnrolmentV1PayloadBody) =>
    write(`/v1/property-request/${id}/workflow/payload`, {
      method: 'PATCH',
      body: { version, payload },
      schema: PropertyRequestWorkflowSchema,
    }),
  submit: (id: number, version: number) =>
    write(`/v1/property-request/${id}/workflow/submit`, {
      method: 'POST',
      body: { version },
      schema: PropertyRequestWorkflowSchema,
    }),
}
