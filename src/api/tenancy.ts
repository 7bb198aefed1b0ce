import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { type ConfirmTenancyBody, TenancySchema } from '../contract/tenancy.ts'
import type { AddTenancyBody, UpdateTenancyBody } from '../contract/tenancy-bodies.ts'
import { apiData } from './client.ts'
import { type OutboxOrigin, type PropertyOutboxWrite, sendPropertyWrite } from './outbox-write.ts'

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

export { type OutboxOrigin, propertyRootKey } from './outbox-write.ts'

type Write<TBody> = {
  propertyId: number
  body: TBody
  idempotencyKey: string
  origin: OutboxOrigin
  /** A pending edit this write was made on top of: its version is taken from that edit's answer (outbox claim.ts). */
  versionFrom?: string | null
  /** The refused outbox item this write replaces (edited again from the outbox). */
  supersedes?: string | null
}
export type AddTenancyVariables = Write<AddTenancyBody>
export type UpdateTenancyVariables = Write<UpdateTenancyBody> & { tenancyId: number }
export type MarkVacantVariables = Omit<Write<undefined>, 'body'>
export type ConfirmTenancyVariables = Write<ConfirmTenancyBody>

type TenancyAction = 'tenancy.add' | 'tenancy.update' | 'tenancy.mark-vacant' | 'tenancy.confirm'

/** Every tenancy write goes through the outbox: sent now when it can be, otherwise kept and sent later. */
const sendTenancyWrite = <S extends v.GenericSchema>(
  write: Omit<PropertyOutboxWrite, 'kind' | 'action'> & { action: TenancyAction },
  schema: S,
) => sendPropertyWrite({ ...write, kind: 'tenancy' }, schema)

/**
 * networkMode 'always': the write must reach the service worker to be queued when offline; a paused
 * mutation would also leave the wizard stuck on "Submitting…". The result is the server's data or
 * `{ queued: true }` (kept on this device, shown as "Waiting to sync").
 */
export const tenancyMutations = {
  add: () =>
    mutationOptions({
      mutationKey: ['property', 'tenancy', 'add'],
      networkMode: 'always',
      mutationFn: ({ propertyId, body, idempotencyKey, origin, supersedes }: AddTenancyVariables) =>
        sendTenancyWrite(
          {
            action: 'tenancy.add',
            method: 'POST',
            url: `/v1/property/${propertyId}/tenancy`,
            body,
            propertyId,
            idempotencyKey,
            origin,
            supersedes,
          },
          TenancySchema,
        ),
    }),
  update: () =>
    mutationOptions({
      mutationKey: ['property', 'tenancy', 'update'],
      networkMode: 'always',
      mutationFn: ({
        propertyId,
        tenancyId,
        body,
        idempotencyKey,
        origin,
        versionFrom,
        supersedes,
      }: UpdateTenancyVariables) =>
        sendTenancyWrite(
          {
            action: 'tenancy.update',
            method: 'PUT',
            url: `/v1/property/${propertyId}/tenancy/${tenancyId}`,
            body,
            propertyId,
            idempotencyKey,
            origin,
            versionFrom,
            supersedes,
          },
          TenancySchema,
        ),
    }),
  markVacant: () =>
    mutationOptions({
      mutationKey: ['property', 'tenancy', 'mark-vacant'],
      networkMode: 'always',
      mutationFn: ({ propertyId, idempotencyKey, origin }: MarkVacantVariables) =>
        sendTenancyWrite(
          {
            action: 'tenancy.mark-vacant',
            method: 'POST',
            url: `/v1/property/${propertyId}/mark-as-vacant`,
            body: {},
            propertyId,
            idempotencyKey,
            origin,
          },
          // The page re-reads the property afterwards; what the answer carries is not needed.
          v.unknown(),
        ),
    }),
  confirm: () =>
    mutationOptions({
      mutationKey: ['property', 'tenancy', 'confirm'],
      networkMode: 'always',
      mutationFn: ({ propertyId, body, idempotencyKey, origin, versionFrom }: ConfirmTenancyVariables) =>
        sendTenancyWrite(
          {
            action: 'tenancy.confirm',
            method: 'POST',
            url: `/v1/property/${propertyId}/confirm-single-property-details`,
            body,
            propertyId,
            idempotencyKey,
            origin,
            versionFrom,
          },
          ConfirmedSchema,
        ),
    }),
}
