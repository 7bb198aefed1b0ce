import { describe, expect, it } from 'vitest'
import type { UpdateKeysBody } from '../../contract/property.ts'
import { outboxItem } from '../../offline/outbox/test-fixtures.ts'
import { property } from '../tenancy/test-fixtures.tsx'
import { describeKeysWrite, keysConflictOf, keysSummaryItems } from './keys-outbox.ts'

const mine: UpdateKeysBody = {
  agencyKey: { isKeyAvailable: 'YES', keyNumber: 'K-42', keyLocationId: 3, propertyManagerId: 9 },
  propertyKey: { onsiteAvailability: 'TEMPORARY', temporaryKeyExpirationDate: '2027-02-01', keyOnsiteNotes: '' },
  version: 4,
}
const keysItem = (changes: Parameters<typeof outboxItem>[1]) =>
  outboxItem('keys', { kind: 'property', action: 'property.keys', body: { type: 'json', value: mine }, ...changes })

describe('key details in the outbox', () => {
  it('describes the edit so it can be recognised in a list', () => {
    expect(describeKeysWrite(mine)).toBe('Update key details: agency key K-42, on-site key Temporary')
    const none = { ...mine, agencyKey: { ...mine.agencyKey, isKeyAvailable: 'NO' as const } }
    expect(describeKeysWrite(none)).toBe('Update key details: no agency key, on-site key Temporary')
  })

  it('says what would be saved in words, with the names of the manager and the pickup location', () => {
    const managers = [{ id: 9, name: 'Olivia Martin', email: 'o@example.com' }]
    const locations = [{ keyLocationId: 3, fullAddress: '1 Agency St, Richmond VIC 3121' }]
    expect(keysSummaryItems(mine, managers as never, locations)).toEqual([
      ['Agency holds a key', 'Yes'],
      ['Key number', 'K-42'],
      ['Key pickup location', '1 Agency St, Richmond VIC 3121'],
      ['Property manager', 'Olivia Martin'],
      ['On-site key', 'Temporary'],
      ['Available until', '01/02/2027'],
      ['On-site key notes', 'None'],
    ])
  })

  it('finds theirs and mine in a conflict, and nothing in any other state or answer', () => {
    const theirs = property({ keysVersion: 5 })
    const conflict = keysItem({ state: 'conflict', response: { status: 409, body: { current: theirs } } })
    expect(keysConflictOf(conflict)).toEqual({ theirs, mine })
    expect(keysConflictOf({ ...conflict, state: 'failed' })).toBeNull()
    expect(keysConflictOf({ ...conflict, response: { status: 409, body: { current: { keysVersion: 5 } } } })).toBeNull()
    expect(keysConflictOf({ ...conflict, action: 'tenancy.update' })).toBeNull()
  })
})
