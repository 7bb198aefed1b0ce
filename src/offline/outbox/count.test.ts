import { afterEach, describe, expect, it } from 'vitest'
import { type OutboxItem, outboxDb } from './db.ts'
import { unsyncedCount } from './index.ts'

const item = (id: string, userId: number, state: OutboxItem['state']): OutboxItem => ({
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
  userId,
  agencyId: 1,
  state,
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
})

afterEach(() => outboxDb.items.clear())

describe('unsyncedCount', () => {
  it('counts only this user’s items that the server has not applied', async () => {
    await outboxDb.items.bulkAdd([
      item('a', 7, 'queued'),
      item('b', 7, 'failed'),
      item('c', 7, 'conflict'),
      item('d', 7, 'sent'),
      item('e', 8, 'queued'),
    ])
    expect(await unsyncedCount(7)).toBe(3)
    expect(await unsyncedCount(8)).toBe(1)
    expect(await unsyncedCount(9)).toBe(0)
  })
})
