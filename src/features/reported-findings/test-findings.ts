import type { ReportedFinding } from '../../contract/reported-findings.ts'

/** An open finding that can be dismissed; tests override what they need. */
export function testFinding(
  problemRegister: Partial<ReportedFinding['problemRegister']> = {},
  rest: Partial<ReportedFinding> = {},
): ReportedFinding {
  return {
    problemRegister: {
      problemRegisterId: 11,
      isDismissed: false,
      dismissedBy: null,
      dateDismissed: null,
      isDismissible: true,
      quoteRequested: false,
      quoteRequestedBy: null,
      dateQuoteRequested: null,
      canRequestQuote: true,
      canForwardToLandlord: false,
      canInformDI: false,
      canEnterBuiltYear: false,
      thirdPartyInvalidStatus: false,
      originalBookingDate: '2026-03-04',
      serviceCode: 'SA',
      status: 'OPEN',
      ...problemRegister,
    },
    originalProblemItem: { title: 'Smoke alarm faulty' },
    appliance: { applianceName: 'Smoke alarm', applianceLocation: 'Hallway' },
    servicingCategory: { name: 'Urgent', color: '#d32f2f', description: 'Needs fixing now', isUrgent: true },
    quotation: null,
    ...rest,
  }
}
