import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { PropertyRefSchema } from './urgent-actions.ts'

/** Upload to the agency's management software (property-operations §3 Invoice, §4 upload states). */
export const InvoiceIntegrationSchema = v.object({
  isUploading: v.boolean(),
  isUploaded: v.boolean(),
  uploadedAt: v.nullable(v.string()),
  uploadedBy: v.nullable(v.string()),
  /** Not uploaded yet, not uploading, and the property is synced with the software. */
  isEligibleToUpload: v.boolean(),
  lastError: v.nullable(v.object({ message: v.string() })),
})
export type InvoiceIntegration = v.InferOutput<typeof InvoiceIntegrationSchema>

/** An invoice; amounts in dollars inc. GST. integration is null for properties not synced with software. */
export const InvoiceSchema = v.object({
  id: v.number(),
  invoiceNumber: v.string(),
  isPaid: v.boolean(),
  paidAt: v.nullable(v.string()),
  dueDate: v.string(),
  isOverdue: v.boolean(),
  totalIncGst: v.number(),
  pdfUrl: v.nullable(v.string()),
  property: PropertyRefSchema,
  /** The software the invoice would be uploaded to, e.g. 'PropertyTree'. */
  softwareName: v.nullable(v.string()),
  integration: v.nullable(InvoiceIntegrationSchema),
})
export type Invoice = v.InferOutput<typeof InvoiceSchema>

/** GET /v1/invoice/analytics/overdue: the first overdue invoices (oldest due first) and how many there are. */
export const OverdueInvoicesSchema = listSchema(InvoiceSchema)
export type OverdueInvoices = v.InferOutput<typeof OverdueInvoicesSchema>

/** Overdue invoices are refetched this often while any of them is uploading (foundations §9). */
export const UPLOADING_REFETCH_MS = 60_000

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  forbidden: 'You do not have access to this invoice',
  listFailed: 'Failed to get overdue invoices',
  downloadFailed: 'Failed to download invoice PDF',
  downloadToastTitle: (invoiceNumber: string) => `Invoice #${invoiceNumber} failed to download`,
  downloadToastDescription: 'We experienced an error while trying to download the invoice. Please try again.',
  uploadToastTitle: (invoiceNumber: string) => `Invoice #${invoiceNumber} failed to upload`,
  forwardFailed: 'We were unable to forward this invoice',
  notIntegrated: 'This invoice cannot be uploaded: its property is not synced with your management software',
  alreadyUploaded: 'This invoice has already been uploaded',
  alreadyUploading: 'This invoice is already being uploaded',
} as const
