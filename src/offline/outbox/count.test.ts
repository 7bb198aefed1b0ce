import { afterEach, describe, expect, it } from 'vitest'
import { type OutboxItem, outboxDb } from './db.ts'
import { unsyncedCount } from './index.ts'
import { outboxItem } from './test-fixtures.ts'

const item = (id: string, userId: number, state: OutboxItem['state']) => outboxItem(id, { userId, state })

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
