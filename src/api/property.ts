import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { listSchema } from '../contract/envelope.ts'
import { type CancellationRequestBody, CancellationSummarySchema, type HoldRequestBody } from '../contract/holds.ts'
import { CancellationReasonListSchema } from '../contract/meta.ts'
import {
  KeyPickupLocationListSchema,
  KeyPickupLocationSchema,
  NON_RESIDENTIAL_TYPES,
  PropertyContactsSchema,
  PropertyDetailSchema,
  type UpdateKeysBody,
  type UpdateResidentialStatusBody,
} from '../contract/property.ts'
import { apiData, idempotencyHeader } from './client.ts'
import { type OutboxOrigin, sendPropertyWrite } from './outbox-write.ts'

// --- Response shapes the contract does not (yet) name -----------------------------------------------------

/** GET /v1/property/{id}/invoices: amounts in dollars, inc. GST; pdfUrl is null until the PDF exists. */
export const PropertyInvoiceSchema = v.object({
  id: v.number(),
  invoiceNumber: v.string(),
  isPaid: v.boolean(),
  paidAt: v.nullable(v.string()),
  dueDate: v.string(),
  isOverdue: v.boolean(),
  totalIncGst: v.number(),
  pdfUrl: v.nullable(v.string()),
})
export type PropertyInvoice = v.InferOutput<typeof PropertyInvoiceSchema>

/** GET /v1/property/{id}/notices. */
export const PropertyNoticeSchema = v.object({
  id: v.number(),
  noticeType: v.string(),
  isUrgent: v.boolean(),
  isContactDiRequired: v.boolean(),
  isResolved: v.boolean(),
  createdAt: v.string(),
})

export const MANAGED_BY = ['LANDLORD', 'THIRD_PARTY', 'UNKNOWN', 'NOT_MANAGED'] as const
export type ManagedBy = (typeof MANAGED_BY)[number]

/** GET /v1/integrated-property/{id}: a property of the agency's software portfolio (the non-managed view). */
export const NonManagedPropertySchema = v.object({
  agencyPortfolioPropertyId: v.number(),
  compliancePropertyId: v.nullable(v.number()),
  address: PropertyDetailSchema.entries.address,
  propertyManager: PropertyDetailSchema.entries.propertyManager,
  softwareName: v.string(),
  firstActiveDate: v.string(),
  isResidentialProperty: v.boolean(),
  nonResidentialPropertyType: v.nullable(v.picklist(NON_RESIDENTIAL_TYPES)),
  gasApplianceCountValue: v.nullable(v.picklist(['unknownCount', '0', '1', '2+'])),
  services: v.array(
    v.object({
      /** Our service on the managed property it mirrors; null when someone else looks after it. */
      complianceId: v.nullable(v.number()),
      complianceRequirementId: v.number(),
      name: v.string(),
      shortName: v.string(),
      managedBy: v.nullable(v.picklist(MANAGED_BY)),
      lastServiceDate: v.nullable(v.string()),
      nextServiceDate: v.nullable(v.string()),
      providedBy: v.nullable(v.object({ id: v.number(), providedBy: v.string() })),
      serviceFrequencyMonths: v.number(),
    }),
  ),
})
export type NonManagedProperty = v.InferOutput<typeof NonManagedPropertySchema>

/** POST /v1/property/{id}/hold-request answers with the request it recorded. */
const HoldRequestSchema = v.object({
  id: v.number(),
  kind: v.literal('HOLD'),
  services: v.array(v.number()),
  holdDate: v.string(),
})

// --- Queries ----------------------------------------------------------------------------------------------

/**
 * Everything about one property sits under ['property', id], so invalidateQueries({ queryKey: ['property', id] })
 * after a write refreshes the page, whichever part changed.
 */
export const propertyQueries = {
  all: () => ['property'] as const,
  byId: (id: number) => [...propertyQueries.all(), id] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...propertyQueries.byId(id), 'detail'] as const,
      queryFn: ({ signal }) => apiData(`/v1/property/${id}`, { schema: PropertyDetailSchema, signal }),
    }),
  contacts: (id: number) =>
    queryOptions({
      queryKey: [...propertyQueries.byId(id), 'contacts'] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property/${id}/contacts`, {
          schema: PropertyContactsSchema,
          query: { landlords: true, occupants: true, propertyManagers: true },
          signal,
        }),
    }),
  invoices: (id: number) =>
    queryOptions({
      queryKey: [...propertyQueries.byId(id), 'invoices'] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property/${id}/invoices`, { schema: listSchema(PropertyInvoiceSchema), signal }),
    }),
  notices: (id: number) =>
    queryOptions({
      queryKey: [...propertyQueries.byId(id), 'notices', { resolved: false }] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property/${id}/notices`, {
          schema: listSchema(PropertyNoticeSchema),
          query: { resolved: false },
          signal,
        }),
    }),
  /** One location or none (not a list, although the contract's KeyPickupLocationListSchema says both are). */
  keyPickupLocation: (id: number) =>
    queryOptions({
      queryKey: [...propertyQueries.byId(id), 'key-pickup-location'] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property/${id}/key-pickup-location`, { schema: v.nullable(KeyPickupLocationSchema), signal }),
    }),
  cancellationSummary: (id: number) =>
    queryOptions({
      queryKey: [...propertyQueries.byId(id), 'cancellation-summary'] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property/${id}/cancellation-request`, { schema: CancellationSummarySchema, signal }),
      // What can still be cancelled changes with every request: always ask when the dialog opens.
      staleTime: 0,
    }),
  nonManaged: (agencyPortfolioPropertyId: number) =>
    queryOptions({
      queryKey: [...propertyQueries.all(), 'non-managed', agencyPortfolioPropertyId] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/integrated-property/${agencyPortfolioPropertyId}`, { schema: NonManagedPropertySchema, signal }),
    }),
}

/** Lists the property dialogs choose from; they change rarely. */
export const propertyLookupQueries = {
  keyPickupLocations: () =>
    queryOptions({
      queryKey: ['agency', 'key-pickup-locations'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/agency/key-pickup-locations', { schema: KeyPickupLocationListSchema, signal }),
      staleTime: 10 * 60_000,
    }),
  cancellationReasons: () =>
    queryOptions({
      queryKey: ['meta', 'cancellation-reasons'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/meta/cancellation-reasons', { schema: CancellationReasonListSchema, signal }),
      staleTime: 60 * 60_000,
    }),
}

// --- Mutations --------------------------------------------------------------------------------------------

export type PropertyWrite<TBody> = { id: number; body: TBody; idempotencyKey: string }

/** The outbox action of a key details edit: the property page and the outbox find its pending edits by it. */
export const KEYS_OUTBOX_ACTION = 'property.keys'
export type UpdateKeysVariables = PropertyWrite<UpdateKeysBody> & {
  origin: OutboxOrigin
  /** The pending edit this one was made on top of (its answer's keysVersion is sent). */
  versionFrom?: string | null
  /** The refused edit this one replaces. */
  supersedes?: string | null
}

/**
 * networkMode 'always': these dialogs cannot be closed while submitting, so a mutation paused for the network
 * would trap the user; sent at once, an offline write fails with a message they can act on.
 */
export const propertyMutations = {
  /**
   * Through the outbox: made at the property with no signal, the edit is kept and sent later against the key
   * details' version it was made from (`body.version`), so it never overwrites a newer one (409, `conflict`).
   */
  updateKeys: () =>
    mutationOptions({
      mutationKey: ['property', 'keys', 'update'],
      networkMode: 'always',
      mutationFn: ({ id, body, idempotencyKey, origin, versionFrom, supersedes }: UpdateKeysVariables) =>
        sendPropertyWrite(
          {
            kind: 'property',
            action: KEYS_OUTBOX_ACTION,
            method: 'PUT',
            url: `/v1/property/${id}`,
            body,
            propertyId: id,
            idempotencyKey,
            origin,
            versionFrom,
            supersedes,
          },
          PropertyDetailSchema,
        ),
    }),
  requestHold: () =>
    mutationOptions({
      mutationKey: ['property', 'hold-request', 'create'],
      networkMode: 'always',
      mutationFn: ({ id, body, idempotencyKey }: PropertyWrite<HoldRequestBody>) =>
        apiData(`/v1/property/${id}/hold-request`, {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: HoldRequestSchema,
        }),
    }),
  requestCancellation: () =>
    mutationOptions({
      mutationKey: ['property', 'cancellation-request', 'create'],
      networkMode: 'always',
      mutationFn: ({ id, body, idempotencyKey }: PropertyWrite<CancellationRequestBody>) =>
        apiData(`/v1/property/${id}/cancellation-request`, {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: CancellationSummarySchema,
        }),
    }),
  /** `id` is the portfolio property's (agencyPortfolioPropertyId). */
  updateResidentialStatus: () =>
    mutationOptions({
      mutationKey: ['property', 'residential-status', 'update'],
      networkMode: 'always',
      mutationFn: ({ id, body, idempotencyKey }: PropertyWrite<UpdateResidentialStatusBody>) =>
        apiData(`/v1/integrated-property/${id}`, {
          method: 'PATCH',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: NonManagedPropertySchema,
        }),
    }),
}
