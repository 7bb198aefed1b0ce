import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { applianceText, byAndWhen, CategoryChip, FindingStatus, FindingTags } from './finding-parts.tsx'
import { findingMenuChoices } from './property/finding-menu.tsx'
import { testFinding } from './test-findings.ts'

afterEach(cleanup)

describe('finding texts', () => {
  it('names the appliance and where it is, as far as known', () => {
    expect(applianceText({ applianceName: 'Smoke alarm', applianceLocation: 'Hallway' })).toBe('Smoke alarm, Hallway')
    expect(applianceText({ applianceName: null, applianceLocation: 'Kitchen' })).toBe('Kitchen')
    expect(applianceText(null)).toBeNull()
  })
  it('says by whom and when', () => {
    expect(byAndWhen('Jane Citizen', '2026-04-03T10:00:00Z')).toBe('by Jane Citizen, 03/04/2026')
    expect(byAndWhen(null, null)).toBe('')
  })
})

describe('FindingStatus', () => {
  it('shows "Finding dismissed" and "Quote requested" with by and date', () => {
    render(
      <FindingStatus
        finding={testFinding({
          isDismissed: true,
          dismissedBy: 'Olivia Bennett',
          dateDismissed: '2026-05-01',
          quoteRequested: true,
          quoteRequestedBy: 'Sam Nguyen',
          dateQuoteRequested: '2026-04-20',
        })}
      />,
    )
    expect(screen.getByText('Finding dismissed')).toBeTruthy()
    expect(screen.getByText('by Olivia Bennett, 01/05/2026')).toBeTruthy()
    expect(screen.getByText('Quote requested')).toBeTruthy()
    expect(screen.getByText('by Sam Nguyen, 20/04/2026')).toBeTruthy()
  })
  it('shows nothing for an open finding nobody has acted on', () => {
    const { container } = render(<FindingStatus finding={testFinding()} />)
    expect(container.textContent).toBe('')
  })
})

describe('CategoryChip and tags', () => {
  it('names the category and gives its description to screen readers', () => {
    render(<CategoryChip category={testFinding().servicingCategory} />)
    expect(screen.getByText(/Needs fixing now/).textContent).toBe(': Needs fixing now')
    expect(screen.getByText('Urgent')).toBeTruthy()
  })
  it('labels the tags', () => {
    render(<FindingTags tags={['CordedBlinds', 'AwaitingUrgentQuotationApproval']} />)
    expect(screen.getByText('Corded blinds')).toBeTruthy()
    expect(screen.getByText('Awaiting urgent quote approval')).toBeTruthy()
  })
})

describe('the per-finding menu', () => {
  it('offers Dismiss finding when dismissible and Restore finding when dismissed', () => {
    expect(findingMenuChoices(testFinding()).change).toBe('dismiss')
    expect(findingMenuChoices(testFinding({ isDismissed: true, isDismissible: false })).change).toBe('restore')
    expect(findingMenuChoices(testFinding({ isDismissible: false })).change).toBeNull()
    expect(findingMenuChoices(testFinding({ status: 'RESOLVED' })).change).toBeNull()
  })
  it('links Review quote only when the quote can be forwarded and has an approval URL', () => {
    const quotation = { quotationId: 1, quoteNumber: 'Q-1', approvalUrl: 'https://example.com/q/1' }
    expect(findingMenuChoices(testFinding({ canForwardToLandlord: true }, { quotation })).review).toBe(
      'https://example.com/q/1',
    )
    expect(findingMenuChoices(testFinding({ canForwardToLandlord: false }, { quotation })).review).toBeNull()
    expect(
      findingMenuChoices(
        testFinding({ canForwardToLandlord: true }, { quotation: { ...quotation, approvalUrl: null } }),
      ).review,
    ).toBeNull()
  })
})

describe('the per-finding menu’s methods', () => {
  const product = 'Agency Compliance Portal'
  it('offers every method of an open finding, the ones it cannot take with the not-available text', () => {
    const { methods } = findingMenuChoices(testFinding({ canRequestQuote: false }))
    expect(methods).toEqual([
      { method: 'quote', reason: `${product} is not able to provide a quote for this reported finding.` },
      { method: 'thirdParty', reason: null },
      { method: 'INFORM_DI', reason: `${product} does not require additional information.` },
    ])
  })
  it('adds Enter property built year only where the finding takes it', () => {
    const { methods } = findingMenuChoices(testFinding({ canEnterBuiltYear: true }))
    expect(methods.map((m) => m.method)).toEqual(['quote', 'thirdParty', 'ENTER_PROPERTY_BUILT_YEAR', 'INFORM_DI'])
    expect(methods.every((m) => m.reason === null || m.method === 'quote')).toBe(true)
  })
  it('offers nothing but Restore for a dismissed finding, and nothing for a resolved one', () => {
    const dismissed = findingMenuChoices(testFinding({ isDismissed: true }))
    expect(dismissed.methods).toEqual([])
    expect(dismissed.change).toBe('restore')
    expect(findingMenuChoices(testFinding({ status: 'RESOLVED_BY_THIRD_PARTY' })).methods).toEqual([])
  })
  it('offers Send quote for a forwardable quotation', () => {
    const quotation = { quotationId: 1, quoteNumber: 'Q-1', approvalUrl: null }
    expect(findingMenuChoices(testFinding({ canForwardToLandlord: true }, { quotation })).forward).toBe(true)
    expect(findingMenuChoices(testFinding({ canForwardToLandlord: true })).forward).toBe(false)
  })
})
