import { describe, expect, it } from 'vitest'
import type { AgencyPricing } from '../../contract/property-requests.ts'
import { manualAddressErrors } from './address-steps.tsx'
import { payloadErrors, pricingFor } from './enrolment-form.tsx'

const pricing = (id: number, state: AgencyPricing['state']): AgencyPricing => ({
  id,
  name: state ?? 'Standard',
  stateId: state ? 8 : null,
  state,
  services: [],
})

describe('creator form rules', () => {
  it('the manual address says the spec texts (foundations §5)', () => {
    expect(manualAddressErrors({ line1: ' ', suburbId: 0 })).toEqual({
      line1: ['Address line 1 is required'],
      suburbId: ['Suburb is required'],
    })
    expect(manualAddressErrors({ line1: '5 New St', line2: null, suburbId: 4 })).toEqual({})
  })

  it('prices by the address state, else the agency’s general schedule', () => {
    const list = [pricing(1, null), pricing(2, 'WA')]
    expect(pricingFor(list, 'WA')?.id).toBe(2)
    expect(pricingFor(list, 'NSW')?.id).toBe(1)
    expect(pricingFor([pricing(2, 'WA')], 'NSW')).toBeNull()
  })

  it('the enrolment payload needs a service, reachable contacts and notes under 500', () => {
    expect(
      payloadErrors({
        serviceIds: [],
        contacts: [{ name: '', role: 'LANDLORD', email: null, mobile: null }],
        notes: 'x'.repeat(501),
      }),
    ).toEqual({
      serviceIds: ['Select at least one service to enrol'],
      'contacts.0.name': ['Name is required'],
      'contacts.0.email': ['Please enter an email address or a mobile number'],
      notes: ['Message should be 500 characters or less'],
    })
    expect(payloadErrors({ serviceIds: [1], contacts: [], notes: null })).toEqual({})
  })
})
