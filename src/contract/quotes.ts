import * as v from 'valibot'
import { QUOTATION_STATUSES } from './catalog.ts'
import { listSchema } from './envelope.ts'
import { idParamSchema, repeatedParamSchema as many, requestObject } from './fields.ts'
import { PageSchema, PageSizeSchema, ServiceIdSchema } from './portfolio.ts'
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

/** A quote as GET /v1/quote and /v1/quote/{id} answer it: the quote, its status and when it was raised. */
export const QuoteDetailSchema = v.object({
  ...QuoteSchema.entries,
  status: v.picklist(QUOTATION_STATUSES),
  createdAt: v.string(),
})
export type QuoteDetail = v.InferOutput<typeof QuoteDetailSchema>
export const QuoteListSchema = listSchema(QuoteDetailSchema)

/** Quotation status ids are 1-based positions in QUOTATION_STATUSES (foundations §4). */
export const quoteStatusOf = (statusId: number) => QUOTATION_STATUSES[statusId - 1] ?? 'PENDING'

/** GET /v1/quote: the agency's quotes, filtered and paged (newest first). */
export const QuoteListQuerySchema = requestObject({
  property: v.optional(idParamSchema('Property not found')),
  service: many(ServiceIdSchema),
  severity: many(v.picklist(QUOTE_SEVERITIES, 'Unknown severity')),
  status: many(v.picklist(QUOTATION_STATUSES, 'Quotation status ID is required')),
  'property-manager': v.optional(idParamSchema('Property manager not found')),
  page: PageSchema,
  'page-size': PageSizeSchema,
})
export type QuoteListQuery = v.InferOutput<typeof QuoteListQuerySchema>
