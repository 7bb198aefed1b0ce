import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { type PropertyInvoice, propertyQueries } from '../../api/property.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge } from '../../ui/index.ts'
import { ViewPdfButton } from '../documents/pdf-viewer-dialog.tsx'
import { formatIncGst } from './format.ts'
import { EmptyText, SectionCard } from './section-card.tsx'

/** The property's invoices, newest due first: amount, status and the PDF (shown in the app's viewer). */
export function InvoicesCard({ propertyId, className }: { propertyId: number; className?: string }) {
  const invoices = useQuery(propertyQueries.invoices(propertyId))
  return (
    <SectionCard title="Invoices" className={className}>
      {invoices.isPending && <EmptyText>Loading invoices…</EmptyText>}
      {invoices.isError && <p role="alert">Failed to get invoices: {invoices.error.message}</p>}
      {invoices.data &&
        (invoices.data.items.length === 0 ? (
          <EmptyText>There are no invoices for this property.</EmptyText>
        ) : (
          <ul className={css({ display: 'grid' })}>
            {invoices.data.items.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </ul>
        ))}
    </SectionCard>
  )
}

function InvoiceRow({ invoice }: { invoice: PropertyInvoice }) {
  const status = invoice.isPaid
    ? ({ label: 'Paid', tone: 'success' } as const)
    : invoice.isOverdue
      ? ({ label: 'Overdue', tone: 'danger' } as const)
      : ({ label: 'Due', tone: 'warning' } as const)
  return (
    <li
      aria-label={`Invoice ${invoice.invoiceNumber}`}
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr auto', md: 'minmax(0, 1.2fr) minmax(0, 1fr) auto auto' },
        alignItems: 'center',
        columnGap: '4',
        rowGap: '1',
        py: '3',
        borderTopWidth: '1px',
        borderColor: 'border',
        _first: { borderTopWidth: '0', pt: '0' },
      })}
    >
      <div>
        <p className={css({ fontWeight: 'semibold' })}>{invoice.invoiceNumber}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {invoice.isPaid && invoice.paidAt
            ? `Paid ${formatDate(invoice.paidAt)}`
            : `Due ${formatDate(invoice.dueDate)}`}
        </p>
      </div>
      <p className={css({ fontWeight: 'semibold', textAlign: { base: 'right', md: 'left' } })}>
        {formatIncGst(invoice.totalIncGst)}
      </p>
      <Badge tone={status.tone} className={css({ justifySelf: 'start' })}>
        {status.label}
      </Badge>
      {invoice.pdfUrl ? (
        <div className={css({ justifySelf: 'end' })}>
          <ViewPdfButton
            url={invoice.pdfUrl}
            fileName={`invoice-${invoice.invoiceNumber}.pdf`}
            title={`Invoice ${invoice.invoiceNumber}`}
            what={`invoice ${invoice.invoiceNumber}`}
          />
        </div>
      ) : (
        <span />
      )}
    </li>
  )
}
