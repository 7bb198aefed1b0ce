import { describe, expect, it } from 'vitest'
import type { UpdateRow } from '../../contract/updates.ts'
import { updateFixOf } from './update-fix.ts'

const row = (reasons: UpdateRow['reasons']): UpdateRow => ({
  compliancePropertyId: 7,
  address: { line1: '1 Main St', fullAddress: '1 Main St, Richmond VIC 3121' },
  propertyManager: null,
  reasons,
  services: [],
  accessIssueSince: null,
})

describe('updateFixOf', () => {
  it('opens the access-issue wizard when access details are what need updating', () => {
    expect(updateFixOf(row(['OVERDUE', 'ACCESS_DETAILS']))).toEqual({
      label: 'Resolve access issue',
      propertyId: 7,
      open: 'access-issues',
    })
  })

  it("leads to the property's services for a service reason", () => {
    for (const reason of [
      'OVERDUE',
      'MISSING_SUPPLIER',
      'MISSING_LAST_SERVICE_DATE',
      'GAS_CONFIRMATION_REQUIRED',
    ] as const) {
      expect(updateFixOf(row([reason]))).toEqual({ label: 'Review services', propertyId: 7, hash: 'services' })
    }
  })
})
