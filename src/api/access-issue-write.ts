import type * as v from 'valibot'
import type { OutboxKind } from '../offline/outbox/db.ts'
import { type OutboxOrigin, sendPropertyWrite } from './outbox-write.ts'

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
export function sendAccessIssueWrite<S extends v.GenericSchema>(
  write: AccessIssueWrite<unknown> & { action: string; url: string; invalidate: unknown[][]; kind?: OutboxKind },
  schema: S,
) {
  return sendPropertyWrite({ ...write, kind: write.kind ?? 'access-issue', method: 'POST' }, schema)
}
