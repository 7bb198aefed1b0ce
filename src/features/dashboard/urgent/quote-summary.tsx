import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { quoteQueries } from '../../../api/quotes.ts'
import type { QUOTATION_STATUSES } from '../../../contract/catalog.ts'
import { formatDate } from '../../../lib/dates.ts'
import { formatIncGst } from '../../../lib/number-format.ts'

const STATUS_LABELS: Record<(typeof QUOTATION_STATUSES)[number], string> = {
  PENDING: 'Pending',
  AWAITING_APPROVAL: 'Awaiting approval',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
  REACTIVATION_REQUEST_EXTERNAL: 'Reactivation requested',
  REACTIVATION_REQUEST_INTERNAL: 'Reactivation requested',
  READY_TO_SEND: 'Ready to send',
}

/**
 * The quote being forwarded, as GET /v1/quote/{id} gives it now: the list that offered it (urgent quotes, or a
 * finding's quotation) may be older, and the status tells whether it is still worth sending. While it loads,
 * or if it cannot be read, the dialog still works without it.
 */
export function QuoteSummary({ id }: { id: number }) {
  const { data: quote } = useQuery(quoteQueries.detail(id))
  if (!quote) return null
  const address = [quote.property.addressLine1, quote.property.addressLine2].filter(Boolean).join(', ')
  return (
    // Named, so assistive technology (and tests) can tell which quote the details belong to.
    <section aria-label={`Quote ${quote.quoteNumber}`}>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: '3',
          rowGap: '1',
          fontSize: 'sm',
          p: '3',
          mb: '4',
          bg: 'gray.50',
          borderRadius: 'md',
          '& dt': { color: 'fg.muted' },
          '& dd': { overflowWrap: 'anywhere' },
        })}
      >
        <dt>Property</dt>
        <dd>{address}</dd>
        <dt>Service</dt>
        <dd>{quote.service.name}</dd>
        <dt>Status</dt>
        <dd>{STATUS_LABELS[quote.status]}</dd>
        <dt>Price</dt>
        <dd>From {formatIncGst(quote.estimatedPrices.minimum)}</dd>
        <dt>Expires</dt>
        <dd>{formatDate(quote.expiresAt)}</dd>
      </dl>
    </section>
  )
}
