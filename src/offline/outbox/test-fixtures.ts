import type { OutboxItem } from './db.ts'

/** An outbox item for tests: a queued tenancy edit of user 7 in agency 1, with `changes` over it. */
export const outboxItem = (id: string, changes: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  kind: 'tenancy',
  action: 'tenancy.update',
  method: 'PUT',
  url: '/v1/property/1/tenancy/1',
  headers: { 'Idempotency-Key': `key-${id}` },
  body: { type: 'json', value: {} },
  description: 'Edit tenancy',
  propertyId: 1,
  propertyAddress: '1 Test St',
  userId: 7,
  agencyId: 1,
  state: 'queued',
  needsSignIn: false,
  attempts: 0,
  nextAttemptAt: 0,
  claimedAt: 0,
  lastError: null,
  response: null,
  invalidate: [],
  meta: null,
  createdAt: 0,
  updatedAt: 0,
  ...changes,
})
