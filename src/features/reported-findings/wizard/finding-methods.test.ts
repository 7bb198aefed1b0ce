import { describe, expect, it } from 'vitest'
import { testFinding } from '../test-findings.ts'
import {
  ALREADY_QUOTED,
  DISMISSED_FIRST,
  methodEvent,
  NOT_OPEN,
  offeredMethods,
  unavailableReason,
} from './finding-methods.ts'

const product = 'Agency Compliance Portal'

describe('unavailableReason', () => {
  it('is null for a method the finding can take', () => {
    expect(unavailableReason('quote', testFinding())).toBeNull()
    expect(unavailableReason('thirdParty', testFinding())).toBeNull()
    expect(unavailableReason('INFORM_DI', testFinding({ canInformDI: true }))).toBeNull()
    expect(unavailableReason('ENTER_PROPERTY_BUILT_YEAR', testFinding({ canEnterBuiltYear: true }))).toBeNull()
  })

  it('uses the spec’s not-available texts', () => {
    expect(unavailableReason('quote', testFinding({ canRequestQuote: false }))).toBe(
      `${product} is not able to provide a quote for this reported finding.`,
    )
    const quoted = testFinding(
      { thirdPartyInvalidStatus: true },
      { quotation: { quotationId: 1, quoteNumber: 'Q1', approvalUrl: null } },
    )
    expect(unavailableReason('thirdParty', quoted)).toBe(`${product} is unable to resolve this reported finding.`)
    expect(unavailableReason('INFORM_DI', testFinding())).toBe(`${product} does not require additional information.`)
  })

  it('says why an open finding that could take it cannot: already quoted, dismissed, resolved', () => {
    expect(unavailableReason('quote', testFinding({ quoteRequested: true }))).toBe(ALREADY_QUOTED)
    expect(unavailableReason('quote', testFinding({ isDismissed: true }))).toBe(DISMISSED_FIRST)
    expect(unavailableReason('thirdParty', testFinding({ status: 'RESOLVED' }))).toBe(NOT_OPEN)
  })

  it('lets a finding without a quotation be resolved by a third party whatever its status flag', () => {
    expect(unavailableReason('thirdParty', testFinding({ thirdPartyInvalidStatus: true }))).toBeNull()
  })
})

describe('offeredMethods', () => {
  it('offers the built year only when a finding takes it', () => {
    expect(offeredMethods([testFinding()])).toEqual(['quote', 'thirdParty', 'INFORM_DI'])
    expect(offeredMethods([testFinding(), testFinding({ canEnterBuiltYear: true })])).toContain(
      'ENTER_PROPERTY_BUILT_YEAR',
    )
  })
})

describe('methodEvent', () => {
  it('names the machine’s events', () => {
    expect(methodEvent('quote', [1])).toEqual({ type: 'REQUEST_QUOTE', problemRegisterIds: [1] })
    expect(methodEvent('thirdParty')).toEqual({ type: 'RESOLVE_VIA_THIRD_PARTY', problemRegisterIds: undefined })
    expect(methodEvent('ENTER_PROPERTY_BUILT_YEAR', [2]).type).toBe('ENTER_PROPERTY_BUILT_YEAR')
  })
})
