import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { css } from '../../../../styled-system/css'
import { invoiceQueries } from '../../../api/invoices.ts'
import { INVOICE_MESSAGES, type Invoice } from '../../../contract/invoices.ts'
import { formatDate } from '../../../lib/dates.ts'
import { formatIncGst } from '../../../lib/number-format.ts'
import { Badge, Button, toaster } from '../../../ui/index.ts'
import { ViewPdfButton } from '../../documents/pdf-viewer-dialog.tsx'
import { useNeedsConnection } from '../../offline/use-online.ts'
import { InvoiceUpload } from './invoice-upload.tsx'
import { PdfButton } from './pdf-button.tsx'
import { PreviewList, type ViewAll } from './preview-list.tsx'
import { Detail, PropertyAddress, UrgentRow } from './row-parts.tsx'
import { useForwardDialog } from './use-forward-dialog.tsx'
import { useShownForAtLeast } from './use-shown-for-at-least.ts'

/** 'Pay overdue invoices': the first five overdue invoices, with PDF, upload to the software and forward. */
export function InvoicesPanel({ propertyManagerId, viewAll }: { propertyManagerId?: number; viewAll: ViewAll }) {
  const query = useQuery(invoiceQueries.overdue(propertyManagerId))
  const forward = useForwardDialog()
  const connection = useNeedsConnection('Forwarding')
  useUploadFailureToasts(query.data?.items)
  // The 60 s refetch while an invoice uploads (and a retry) shows that it is refreshing, for at least a second.
  const refreshing = useShownForAtLeast(query.isFetching && !query.isPending, 1000)
  return (
    <>
      <PreviewList
        query={query}
        errorMessage={INVOICE_MESSAGES.listFailed}
        emptyText="No overdue invoices found"
        illustration="no-urgent-quote-or-invoice"
        skeletonRows={5}
        label="Overdue invoices"
        viewAll={viewAll}
        footer={
          refreshing && (
            <p
              role="status"
              className={css({
                display: 'flex',
                gap: '2',
                alignItems: 'center',
                fontSize: 'sm',
                color: 'fg.muted',
                mt: '2',
              })}
            >
              <span aria-hidden className={css({ animation: 'spin 1s linear infinite', display: 'inline-block' })}>
                ⟳
              </span>
              Refreshing overdue invoices…
            </p>
          )
        }
      >
        {(invoice: Invoice) => (
          <UrgentRow
            key={invoice.id}
            label={`Invoice ${invoice.invoiceNumber}`}
            actions={
              <>
                <InvoiceUpload invoice={invoice} />
                {invoice.pdfUrl && (
                  <ViewPdfButton
                    url={invoice.pdfUrl}
                    fileName={`invoice-${invoice.invoiceNumber}.pdf`}
                    title={`Invoice ${invoice.invoiceNumber}`}
                    what={`invoice ${invoice.invoiceNumber}`}
                  />
                )}
                {invoice.pdfUrl && (
                  <PdfButton
                    pdfUrl={invoice.pdfUrl}
                    fileName={`invoice-${invoice.invoiceNumber}.pdf`}
                    what={`invoice ${invoice.invoiceNumber}`}
                    failure={{
                      message: INVOICE_MESSAGES.downloadFailed,
                      title: INVOICE_MESSAGES.downloadToastTitle(invoice.invoiceNumber),
                      description: INVOICE_MESSAGES.downloadToastDescription,
                    }}
                  />
                )}
                <Button
                  variant="outline"
                  disabled={connection.disabled}
                  title={connection.reason}
                  onClick={() => forward.open({ kind: 'invoice', id: invoice.id, number: invoice.invoiceNumber })}
                >
                  Forward<span className={css({ srOnly: true })}> invoice {invoice.invoiceNumber}</span>
                </Button>
              </>
            }
          >
            <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
              <span className={css({ fontWeight: 'semibold' })}>Invoice #{invoice.invoiceNumber}</span>
              <Badge tone="danger">Overdue</Badge>
            </p>
            <PropertyAddress property={invoice.property} />
            <Detail>
              {formatIncGst(invoice.totalIncGst)} · Due {formatDate(invoice.dueDate)}
            </Detail>
          </UrgentRow>
        )}
      </PreviewList>
      {forward.dialog}
    </>
  )
}

/** An upload that fails in the background shows the spec's toast when the list next shows it. */
function useUploadFailureToasts(items: Invoice[] | undefined) {
  const uploading = useRef(new Set<number>())
  useEffect(() => {
    for (const invoice of items ?? []) {
      const state = invoice.integration
      if (state?.isUploading) uploading.current.add(invoice.id)
      else if (uploading.current.delete(invoice.id) && state?.lastError) {
        toaster.error({
          title: INVOICE_MESSAGES.uploadToastTitle(invoice.invoiceNumber),
          description: state.lastError.message,
        })
      }
    }
  }, [items])
}
