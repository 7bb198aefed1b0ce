import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { PropertyRefSchema } from './urgent-actions.ts'

export const QUOTE_SEVERITIES = ['DISCONNECTED_SAFETY_ISSUE', 'NON_COMPLIANT_FAULTY', 'RECOMMENDED', 'URGENT'] as const
export type QuoteSeverity = (typeof QUOTE_SEVERITIES)[number]

/** Quotes needing immediate action: URGENT ones awaiting approval (status 2) that have not expired. */
export const IMMEDIATE_ACTION_SEVERITY: QuoteSeverity = 'URGENT'
export const AWAITING_APPROVAL_STATUS_ID = 2

/** A quote (property-operations §3); estimatedPrices in dollars inc. GST. */
export const QuoteSchema = v.object({
  complianceQuoteId: v.number(),
  quoteNumber: v.string(),
  property: PropertyRefSchema,
  expiresAt: v.string(),
  service: v.object({ name: v.string(), shortName: v.string() }),
  approvalUrl: v.nullable(v.string()),
  pdfUrl: v.nullable(v.string()),
  estimatedPrices: v.object({ minimum: v.number() }),
  quoteSeverity: v.picklist(QUOTE_SEVERITIES),
})
export type Quote = v.InferOutput<typeof QuoteSchema>

/** GET /v1/quote/analytics/immediate-action: the first urgent quotes (soonest to expire first) and their count. */
export const ImmediateActionQuotesSchema = listSchema(QuoteSchema)

export const QUOTE_MESSAGES = {
  notFound: 'Quote not found',
  forbidden: 'You do not have access to this quote',
  listFailed: 'Failed to get quotes',
  downloadToastTitle: (quoteNumber: string) => `Quote ${quoteNumber} failed to download`,
  downloadToastDescription: 'We experienced an error while trying to download the quote. Please try again.',
  forwardFailed: 'We were unable to forward this quote',
} as const
