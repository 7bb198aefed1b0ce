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
