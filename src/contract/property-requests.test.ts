import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CreateAddressBodySchema } from './addresses.ts'
import {
  CreatePropertyRequestBodySchema,
  EnrolmentV1PayloadBodySchema,
  isWorkflowUsable,
  legacyJobOrderHref,
  PROPERTY_REQUEST_TEXTS,
  supportedPayloadVersionOf,
} from './property-requests.ts'

/** The issues by dot path, as the server's field errors. */
function messages(r: { issues?: readonly v.BaseIssue<unknown>[] }): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of r.issues ?? []) {
    const key = v.getDotPath(issue) ?? ''
    out[key] = [...(out[key] ?? []), issue.message]
  }
  return out
}

describe('property request contract', () => {
  it('keeps a workflow only with ENROLMENT_V1_PAYLOAD_V1 or the legacy page', () => {
    const workflow = (versions: string[], legacy = false) => ({
      temporalWorkflow: { payloadVersionsForNewExecutions: versions },
      useLegacyJobOrderPage: legacy,
    })
    expect(isWorkflowUsable(workflow(['ENROLMENT_V1_PAYLOAD_V1']))).toBe(true)
    expect(isWorkflowUsable(workflow(['WORK_ORDER_V2_PAYLOAD_V1']))).toBe(false)
    expect(isWorkflowUsable(workflow([], true))).toBe(true)
    expect(supportedPayloadVersionOf(workflow(['X', 'ENROLMENT_V1_PAYLOAD_V1']))).toBe('ENROLMENT_V1_PAYLOAD_V1')
  })

  it('builds the legacy job order link with the agency id', () => {
    expect(
      legacyJobOrderHref('/JobOrders/add', {
        agencyId: 3,
        address: '1 A St, B VIC 3000',
        agencyPortfolioPropertyId: 9,
      }),
    ).toBe('/JobOrders/add?agencyId=3&address=1+A+St%2C+B+VIC+3000&agencyPortfolioPropertyId=9')
  })

  it('says the spec texts for a manual address', () => {
    const r = v.safeParse(CreateAddressBodySchema, { line1: ' ', suburbId: 0 })
    expect(messages(r)).toEqual({ line1: ['Address line 1 is required'], suburbId: ['Suburb is required'] })
    expect(messages(v.safeParse(CreateAddressBodySchema, {}))).toEqual({
      line1: ['Address line 1 is required'],
      suburbId: ['Suburb is required'],
    })
  })

  it('needs creation details, a workflow and a payload version to create', () => {
    const r = v.safeParse(CreatePropertyRequestBodySchema, {})
    expect(Object.keys(messages(r)).sort()).toEqual(['creationDetails', 'payloadVersionId', 'stateWorkflowId'])
    const ok = v.safeParse(CreatePropertyRequestBodySchema, {
      creationDetails: { type: 'new-address', creationToken: 'abc' },
      stateWorkflowId: 1,
      payloadVersionId: 'ENROLMENT_V1_PAYLOAD_V1',
    })
    expect(ok.success).toBe(true)
  })

  it('validates the enrolment payload', () => {
    const r = v.safeParse(EnrolmentV1PayloadBodySchema, {
      serviceIds: [],
      contacts: [{ name: 'Ann', role: 'LANDLORD', email: '', mobile: '' }],
    })
    expect(messages(r)).toEqual({
      serviceIds: [PROPERTY_REQUEST_TEXTS.serviceRequired],
      'contacts.0.email': [PROPERTY_REQUEST_TEXTS.contactReachable],
    })
    const ok = v.parse(EnrolmentV1PayloadBodySchema, {
      serviceIds: [1, 1, 4],
      contacts: [{ name: 'Ann', role: 'LANDLORD', mobile: '0400111222' }],
    })
    expect(ok).toEqual({
      serviceIds: [1, 4],
      pricingId: null,
      contacts: [{ name: 'Ann', role: 'LANDLORD', email: null, mobile: '0400111222' }],
      notes: null,
    })
  })
})
