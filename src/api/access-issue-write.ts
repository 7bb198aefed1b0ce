import type * as v from 'valibot'
import type { OutboxKind } from '../offline/outbox/db.ts'
import { submitData } from '../offline/outbox/result.ts'
import { apiData, idempotencyHeader } from './client.ts'
import type { OutboxOrigin } from './tenancy.ts'

/** The outbox actions of these writes: the property page shows them as pending by these names. */
export const ACCESS_ISSUE_ACTIONS = {
  resolve: 'notice.resolve',
  oneOff: 'entry-notification.one-off',
  preferences: 'entry-preferences.save',
} as const

/** What the access-issue writes (request resolve, one-off, entry preferences) carry to the outbox. */
export type AccessIssueWrite<TBody> = {
  propertyId: number
  body: TBody
  idempotencyKey: string
  origin: OutboxOrigin
}

/**
 * Sent through the outbox like a tenancy edit: kept on this device when the signal drops and sent once later;
 * `invalidate` names what the pages must re-read once the server has applied it. Other property writes of the
 * same shape (reported findings) name their own `kind`.
 */
export async function sendAccessIssueWrite<S extends v.GenericSchema>(
  write: AccessIssueWrite<unknown> & { action: string; url: string; invalidate: unknown[][]; kind?: OutboxKind },
  schema: S,
) {
  const { origin, propertyId } = write
  // An impersonating session's writes are refused by the server; they must never wait on this device either.
  if (origin.impersonating) {
    return apiData(write.url, {
      method: 'POST',
      body: write.body,
      headers: idempotencyHeader(write.idempotencyKey),
      schema,
    })
  }
  // The outbox (and Dexie with it) loads with the first write, not with every screen that can write.
  const { submitThroughOutbox } = await import('../offline/outbox/submit.ts')
  const result = await submitThroughOutbox({
    kind: write.kind ?? 'access-issue',
    action: write.action,
    method: 'POST',
    url: write.url,
    headers: idempotencyHeader(write.idempotencyKey),
    body: { type: 'json', value: write.body },
    description: origin.description,
    propertyId,
    propertyAddress: origin.propertyAddress,
    userId: origin.userId,
    agencyId: origin.agencyId,
    invalidate: write.invalidate,
    meta: origin.meta ?? null,
  })
  return submitData(result, schema)
}
