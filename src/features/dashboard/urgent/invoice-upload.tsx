import { useMutation, useQueryClient } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { newIdempotencyKey } from '../../../api/client.ts'
import { invoiceMutations, invoiceQueries } from '../../../api/invoices.ts'
import { INVOICE_MESSAGES, type Invoice } from '../../../contract/invoices.ts'
import { formatDate } from '../../../lib/dates.ts'
import { Badge, Button, toaster } from '../../../ui/index.ts'
import { useNeedsConnection } from '../../offline/use-online.ts'

/**
 * Upload to the management software (property-operations §4): uploaded (when, by whom), uploading, eligible
 * (Upload), or eligible after a failure (the last error and Retry).
 */
export function InvoiceUpload({ invoice }: { invoice: Invoice }) {
  const queryClient = useQueryClient()
  const connection = useNeedsConnection('Uploading to the management software')
  const upload = useMutation({
    ...invoiceMutations.upload(),
    onSuccess: (updated) => {
      // Show it uploading at once; the list is refetched every 60 s while it is.
      queryClient.setQueriesData<{ items: Invoice[]; total: number }>(
        { queryKey: [...invoiceQueries.all(), 'overdue'] },
        (old) => old && { ...old, items: old.items.map((i) => (i.id === updated.id ? updated : i)) },
      )
    },
    onError: (error) => {
      toaster.error({ title: INVOICE_MESSAGES.uploadToastTitle(invoice.invoiceNumber), description: error.message })
    },
  })
  const state = invoice.integration
  if (!state) return null
  const software = invoice.softwareName ?? 'your management software'
  if (state.isUploaded) {
    return (
      <Badge tone="success" title={state.uploadedBy ? `Uploaded by ${state.uploadedBy}` : undefined}>
        Uploaded to {software}
        {state.uploadedAt && ` on ${formatDate(state.uploadedAt)}`}
      </Badge>
    )
  }
  if (state.isUploading || upload.isPending) {
    return (
      <Button variant="outline" disabled aria-live="polite">
        <span aria-hidden className={css({ animation: 'spin 1s linear infinite', display: 'inline-block' })}>
          ⟳
        </span>
        Uploading to {software}…
      </Button>
    )
  }
  const start = () => upload.mutate({ id: invoice.id, idempotencyKey: newIdempotencyKey() })
  if (state.lastError) {
    return (
      <div className={css({ display: 'grid', gap: '1', maxWidth: 'sm' })}>
        <p role="status" className={css({ fontSize: 'sm', color: 'danger' })}>
          Upload failed: {state.lastError.message}
        </p>
        <Button variant="outline" onClick={start} disabled={connection.disabled} title={connection.reason}>
          Retry upload<span className={css({ srOnly: true })}> of invoice {invoice.invoiceNumber}</span>
        </Button>
      </div>
    )
  }
  return (
    <Button variant="outline" onClick={start} disabled={connection.disabled} title={connection.reason}>
      Upload to {software}
      <span className={css({ srOnly: true })}> (invoice {invoice.invoiceNumber})</span>
    </Button>
  )
}
