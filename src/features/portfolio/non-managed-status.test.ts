import { describe, expect, it } from 'vitest'
import type { ServiceEntry } from '../../contract/portfolio.ts'
import { entryIssues } from './non-managed-status.ts'

const TODAY = '2026-11-22'
const entry = (patch: Partial<ServiceEntry>): ServiceEntry => ({
  complianceId: null,
  complianceRequirementId: 1,
  name: 'Smoke Alarm',
  shortName: 'smoke',
  managedBy: 'THIRD_PARTY',
  lastServiceDate: '2026-01-01',
  nextServiceDate: '2027-01-01',
  providedBy: { id: 1, providedBy: 'Acme' },
  serviceFrequencyMonths: 12,
  ...patch,
})

describe('a service entry needing attention', () => {
  it('needs none when dated ahead, with a provider and a last date', () => {
    expect(entryIssues(entry({}), TODAY)).toEqual([])
  })

  it('is overdue once the next date has passed, approaching within 30 days (inclusive)', () => {
    expect(entryIssues(entry({ nextServiceDate: '2026-11-21' }), TODAY)).toEqual(['OVERDUE'])
    expect(entryIssues(entry({ nextServiceDate: TODAY }), TODAY)).toEqual(['APPROACHING_NEXT_SERVICE'])
    expect(entryIssues(entry({ nextServiceDate: '2026-12-22' }), TODAY)).toEqual(['APPROACHING_NEXT_SERVICE'])
    expect(entryIssues(entry({ nextServiceDate: '2026-12-23' }), TODAY)).toEqual([])
  })

  it('misses its supplier and last date', () => {
    expect(entryIssues(entry({ providedBy: null, lastServiceDate: null }), TODAY)).toEqual([
      'MISSING_SUPPLIER',
      'MISSING_LAST_SERVICE_DATE',
    ])
  })
})
