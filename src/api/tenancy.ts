import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  type AddTenancyBody,
  type ConfirmTenancyBody,
  TenancySchema,
  type UpdateTenancyBody,
} from '../contract/tenancy.ts'
import { apiData, idempotencyHeader } from './client.ts'

/** GET /v1/property/{id}/tenancies: newest first, with the tenancy in force today (if any). */
export const TenancyListSchema = v.object({
  items: v.array(TenancySchema),
  total: v.number(),
  activeTenancy: v.nullable(TenancySchema),
})
export type TenancyList = v.InferOutput<typeof TenancyListSchema>

export const ConfirmedSchema = v.object({ confirmedAt: v.string() })

/** Under the property's own key, so invalidating ['property', id] after any write refreshes these too. */
export const tenancyQueries = {
  all: (propertyId: number) => ['property', propertyId, 'tenancies'] as const,
  list: (propertyId: number) =>
    queryOptions({
      queryKey: tenancyQueries.all(propertyId),
      queryFn: ({ signal }) => apiData(`/v1/property/${propertyId}/tenancies`, { schema: TenancyListSchema, signal }),
    }),
}

/** The key a property's queries share: every tenancy write changes what the property page shows. */
export const propertyRootKey = (propertyId: number) => ['property', propertyId] as const

type Write<TBody> = { propertyId: number; body: TBody; idempotencyKey: string }
export type AddTenancyVariables = Write<AddTenancyBody>
export type UpdateTenancyVariables = Write<UpdateTenancyBody> & { tenancyId: number }
export type MarkVacantVariables = { propertyId: number; idempotencyKey: string }
export type ConfirmTenancyVariables = Write<ConfirmTenancyBody>

/**
 * networkMode 'always': a paused mutation would leave the wizard stuck on "Submitting…" (it cannot be closed
 * while submitting) until the connection returns; sent at once, an offline write fails with a message instead.
 */
export const tenancyMutations = {
  add: () =>
    mutationOptions({
      mutationKey: ['property', 'tenancy', 'add'],
      networkMode: 'always',
      mutationFn: ({ propertyId, body, idempotencyKey }: AddTenancyVariables) =>
        apiData(`/v1/property/${propertyId}/tenancy`, {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: TenancySchema,
        }),
    }),
  update: () =>
    mutationOptions({
      mutationKey: ['property', 'tenancy', 'update'],
      networkMode: 'always',
      mutationFn: ({ propertyId, tenancyId, body, idempotencyKey }: UpdateTenancyVariables) =>
        apiData(`/v1/property/${propertyId}/tenancy/${tenancyId}`, {
          method: 'PUT',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: TenancySchema,
        }),
    }),
  markVacant: () =>
    mutationOptions({
      mutationKey: ['property', 'tenancy', 'mark-vacant'],
      networkMode: 'always',
      mutationFn: ({ propertyId, idempotencyKey }: MarkVacantVariables) =>
        apiData(`/v1/property/${propertyId}/mark-as-vacant`, {
          method: 'POST',
          body: {},
          headers: idempotencyHeader(idempotencyKey),
          // The page re-reads the property afterwards; what the answer carries is not needed.
          schema: v.unknown(),
        }),
    }),
  confirm: () =>
    mutationOptions({
      mutationKey: ['property', 'tenancy', 'confirm'],
      networkMode: 'always',
      mutationFn: ({ propertyId, body, idempotencyKey }: ConfirmTenancyVariables) =>
        apiData(`/v1/property/${propertyId}/confirm-single-property-details`, {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: ConfirmedSchema,
        }),
    }),
}
