import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ForwardInvoiceBody } from '../contract/forward-email.ts'
import {
  INVOICE_MESSAGES,
  InvoiceSchema,
  type OverdueInvoices,
  OverdueInvoicesSchema,
  UPLOADING_REFETCH_MS,
} from '../contract/invoices.ts'
import { ApiError, apiData, idempotencyHeader, withMessage } from './client.ts'
import { DASHBOARD_QUERY } from './stats.ts'

/** While an upload runs the list is asked again every 60 s, so it shows uploaded or the error (foundations §9). */
export function overdueRefetchInterval(data: OverdueInvoices | undefined): number | false {
  return data?.items.some((i) => i.integration?.isUploading) ? UPLOADING_REFETCH_MS : false
}

export const invoiceQueries = {
  all: () => ['invoices'] as const,
  overdue: (propertyManagerId: number | undefined) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'overdue', { propertyManagerId }] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/invoice/analytics/overdue', {
            schema: OverdueInvoicesSchema,
            query: { propertyManagerId },
            signal,
          })
        } catch (error) {
          throw withMessage(error, INVOICE_MESSAGES.listFailed)
        }
      },
      ...DASHBOARD_QUERY,
      refetchInterval: (query) => overdueRefetchInterval(query.state.data),
    }),
}

export type Write<T> = { id: number; body: T; idempotencyKey: string }

export const invoiceMutations = {
  upload: () =>
    mutationOptions({
      mutationKey: ['invoices', 'upload'],
      mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
        apiData(`/v1/invoice/${id}/upload`, {
          method: 'POST',
          headers: idempotencyHeader(idempotencyKey),
          schema: InvoiceSchema,
        }),
    }),
  forward: () =>
    mutationOptions({
      mutationKey: ['invoices', 'forward'],
      mutationFn: ({ id, body, idempotencyKey }: Write<ForwardInvoiceBody>) =>
        apiData(`/v1/invoice/${id}/forward`, {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: v.null(),
        }),
    }),
}

/**
 * GET an invoice or quote pdfUrl as a blob and save it under `fileName`. Fails with `message` (the caller shows
 * the spec's toast).
 */
export async function downloadPdf(pdfUrl: string, fileName: string, message: string): Promise<void> {
  let blob: Blob
  try {
    const response = await fetch(pdfUrl, { credentials: 'include' })
    if (!response.ok) throw new ApiError(message, response.status)
    blob = await response.blob()
  } catch (error) {
    throw withMessage(error, message)
  }
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
