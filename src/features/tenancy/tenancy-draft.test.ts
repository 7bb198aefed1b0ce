import { describe, expect, it } from 'vitest'
import { occupantFormDefaults } from './occupant-form-defaults.ts'
import { addTenancyBody, sameDraft, updateTenancyBody } from './tenancy-draft.ts'

describe('tenancy bodies', () => {
  const occupants = [{ name: 'Jo', email: null, contactNumbers: [{ number: '+61412345678', type: 'MOBILE' as const }] }]
  const lease = { startedAt: '2026-05-04', endedAt: null, vacatingAt: null, notes: null }

  it('adds with the lease type, edits with the version the edit started from and no lease type', () => {
    expect(addTenancyBody({ lease: { ...lease, leaseType: 'RENEWAL' }, occupants })).toEqual({
      tenancy: { ...lease, leaseType: 'RENEWAL' },
      occupants,
    })
    expect(() => addTenancyBody({ lease, occupants })).toThrow()
    expect(updateTenancyBody({ lease: { ...lease, leaseType: 'NEW' }, occupants }, 4)).toEqual({
      tenancy: { ...lease, version: 4 },
      occupants,
    })
  })

  it('gives the occupant sub-form display numbers, and a new occupant one blank Mobile row', () => {
    expect(occupantFormDefaults(occupants[0] ?? null).contactNumbers).toEqual([
      { contactNumberId: '', number: '0412 345 678', type: 'MOBILE' },
    ])
    expect(occupantFormDefaults(null)).toEqual({
      name: '',
      email: '',
      contactNumbers: [{ contactNumberId: '', number: '', type: 'MOBILE' }],
    })
  })

  it('compares drafts by value, not by key order or undefined keys', () => {
    const a = { lease, occupants: [{ occupantId: undefined, name: 'Jo', email: null, contactNumbers: [] }] }
    const b = { occupants: [{ contactNumbers: [], email: null, name: 'Jo' }], lease: { ...lease } }
    expect(sameDraft(a, b)).toBe(true)
    expect(sameDraft(a, { ...b, occupants: [] })).toBe(false)
  })
})
