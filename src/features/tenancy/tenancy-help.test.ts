import { describe, expect, it } from 'vitest'
import type { PropertyTenancySummary, Tenancy } from '../../contract/tenancy.ts'
import { confirmLabel, tenancyHelp } from './tenancy-help.ts'

const TODAY = '2026-05-04'
const sam = { occupantId: 1, name: 'Sam', email: null, contactNumbers: [], isAllContactNumbersBlacklisted: false }
const tenancy: Tenancy = {
  tenancyId: 1,
  startedAt: '2026-01-01',
  endedAt: '2026-12-31',
  vacatingAt: null,
  notes: null,
  source: 'AGENCY_PORTAL',
  leaseType: 'NEW',
  version: 1,
  confirmedAt: null,
  occupants: [{ ...sam, email: 'sam@example.com' }],
}
const summary = (currentTenancy: Tenancy | null): PropertyTenancySummary => ({
  currentTenancy,
  isVacant: currentTenancy === null,
  vacantUntil: null,
  upcomingTenancy: null,
})

describe('tenancyHelp', () => {
  it('asks to confirm a vacant property, or to add tenant details to a tenancy without occupants', () => {
    expect(tenancyHelp(summary(null), TODAY)).toEqual(['confirmVacant'])
    expect(tenancyHelp(summary({ ...tenancy, occupants: [] }), TODAY)).toEqual(['addTenantDetails'])
  })

  it('asks to confirm a current tenancy, and to update one whose end or vacate date has passed', () => {
    expect(tenancyHelp(summary(tenancy), TODAY)).toEqual(['confirm'])
    expect(tenancyHelp(summary({ ...tenancy, endedAt: '2026-05-03' }), TODAY)).toEqual(['update'])
    expect(tenancyHelp(summary({ ...tenancy, vacatingAt: '2026-05-01' }), TODAY)).toEqual(['update'])
    // Leaving today is not yet past.
    expect(tenancyHelp(summary({ ...tenancy, vacatingAt: TODAY }), TODAY)).toEqual(['confirm'])
  })

  it('asks for an email when no occupant has one', () => {
    expect(tenancyHelp(summary({ ...tenancy, occupants: [sam] }), TODAY)).toEqual(['confirm', 'addEmail'])
    expect(tenancyHelp(summary({ ...tenancy, occupants: [sam, tenancy.occupants[0] ?? sam] }), TODAY)).toEqual([
      'confirm',
    ])
  })
})

describe('confirmLabel', () => {
  it('confirms a vacancy when there is no tenancy or nobody in it', () => {
    expect(confirmLabel(summary(null))).toBe('Confirm vacant tenancy')
    expect(confirmLabel(summary({ ...tenancy, occupants: [] }))).toBe('Confirm vacant tenancy')
    expect(confirmLabel(summary(tenancy))).toBe('Confirm tenancy')
  })
})
