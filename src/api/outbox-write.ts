import type * as v from 'valibot'
import type { OutboxKind } from '../offline/outbox/db.ts'
import { submitData } from '../offline/outbox/result.ts'
import { apiData, idempotencyHeader } from './client.ts'

/**
 * Who makes the write and how the outbox describes it: items belong to one user in one agency, and the list
 * and the property page show `description` while it waits. `meta` is what a conflict or edit screen needs.
 */
export type OutboxOrigin = {
  userId: number
  agencyId: number
  propertyAddress: string | null
  description: string
  meta?: unknown
  /**
   * An impersonating session may not change anything (the server refuses) and must never leave a write behind
   * that would later be sent as the user it stood in for: its writes bypass the outbox.
   */
  impersonating: boolean
}

/** A JSON write about one property, as a feature's mutation hands it to the outbox. */
export type PropertyOutboxWrite = {
  kind: OutboxKind
  /** e.g. 'tenancy.update', 'property.keys': which screen shows this item's conflict. */
  action: string
  method: 'POST' | 'PUT'
  url: string
  body: unknown
  propertyId: number
  idempotencyKey: string
  origin: OutboxOrigin
  /** A pending write this one was made on top of: its version is taken from that write's answer (outbox claim.ts). */
  versionFrom?: string | null
  /** The refused outbox item this write replaces (edited again from the outbox). */
  supersedes?: string | null
  /** What the pages re-read once the server applied it: the property's queries unless said otherwise. */
  invalidate?: unknown[][]
}

/** The key a property's queries share: every write about it changes what the property page shows. */
export const propertyRootKey = (propertyId: number) => ['property', propertyId] as const

/** Goes through the outbox: sent now when it can be, otherwise kept on this device and sent later. */
export async function sendPropertyWrite<S extends v.GenericSchema>(write: PropertyOutboxWrite, schema: S) {
  const { origin, propertyId } = write
  if (origin.impersonating) {
    return apiData(write.url, {
      method: write.method,
      body: write.body,
      headers: idempotencyHeader(write.idempotencyKey),
      schema,
    })
  }
  // The outbox (and Dexie with it) loads with the first write, not with every screen that can write.
  const { submitThroughOutbox } = await import('../offline/outbox/submit.ts')
  const result = await submitThroughOutbox({
    kind: write.kind,
    action: write.action,
    method: write.method,
    url: write.url,
    headers: idempotencyHeader(write.idempotencyKey),
    body: { type: 'json', value: write.body },
    description: origin.description,
    propertyId,
    propertyAddress: origin.propertyAddress,
    userId: origin.userId,
    agencyId: origin.agencyId,
    invalidate: write.invalidate ?? [[...propertyRootKey(propertyId)]],
    meta: origin.meta ?? null,
    versionFrom: write.versionFrom ?? null,
    supersedes: write.supersedes ?? null,
  })
  return submitData(result, schema)
}
