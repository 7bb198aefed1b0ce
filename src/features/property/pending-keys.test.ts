import { afterEach, describe, expect, it } from 'vitest'
import * as store from '../../offline/outbox/store.ts'
import { outboxItem } from '../../offline/outbox/test-fixtures.ts'
import { pendingKeysEditOf } from './pending-keys.ts'

afterEach(() => store.outboxDb.items.clear())

const body = (notes: string) => ({
  agencyKey: { isKeyAvailable: 'NO', propertyManagerId: 9 },
  propertyKey: { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: notes },
  version: 3,
})
const keys = (id: string, createdAt: number, changes = {}) =>
  outboxItem(id, {
    kind: 'property',
    action: 'property.keys',
    url: '/v1/property/1',
    createdAt,
    body: { type: 'json', value: body(id) },
    ...changes,
  })

describe('pendingKeysEditOf', () => {
  it('finds the newest unsent key edit of the property by this user, and says whether it was refused', async () => {
    await store.outboxDb.items.bulkAdd([
      keys('older', 1),
      keys('newest', 2),
      keys('sent', 3, { state: 'sent' }),
      keys('theirs', 4, { userId: 8 }),
      outboxItem('tenancy', { createdAt: 5 }),
    ])
    expect(await pendingKeysEditOf(store, 7, 1)).toEqual({
      itemId: 'newest',
      version: 3,
      body: body('newest'),
      refused: false,
    })
    await store.outboxDb.items.update('newest', { state: 'conflict' })
    expect(await pendingKeysEditOf(store, 7, 1)).toMatchObject({ itemId: 'newest', refused: true })
    expect(await pendingKeysEditOf(store, 7, 2)).toBeNull()
  })
})
