import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { quoteQueries } from '../../../api/quotes.ts'
import { QUOTE_MESSAGES, type Quote } from '../../../contract/quotes.ts'
import { formatDate } from '../../../lib/dates.ts'
import { formatIncGst } from '../../../lib/number-format.ts'
import { Badge, Button, buttonRecipe, ExternalLinkIcon } from '../../../ui/index.ts'
import { ViewPdfButton } from '../../documents/pdf-viewer-dialog.tsx'
import { useNeedsConnection } from '../../offline/use-online.ts'
import { PdfButton } from './pdf-button.tsx'
import { PreviewList, type ViewAll } from './preview-list.tsx'
import { Detail, PropertyAddress, UrgentRow } from './row-parts.tsx'
import { useForwardDialog } from './use-forward-dialog.tsx'

/** 'Review urgent quotes': urgent quotes awaiting approval, with review, PDF and forward. */
export function QuotesPanel({ propertyManagerId, viewAll }: { propertyManagerId?: number; viewAll: ViewAll }) {
  const query = useQuery(quoteQueries.immediateAction(propertyManagerId))
  const forward = useForwardDialog()
  const connection = useNeedsConnection('Forwarding')
  return (
    <>
      <PreviewList
        query={query}
        errorMessage={QUOTE_MESSAGES.listFailed}
        emptyText="No urgent quotes found"
        illustration="no-urgent-quote-or-invoice"
        skeletonRows={5}
        label="Urgent quotes"
        viewAll={viewAll}
      >
        {(quote: Quote) => (
          <UrgentRow
            key={quote.complianceQuoteId}
            label={`Quote ${quote.quoteNumber}`}
            actions={
              <>
                {quote.approvalUrl && (
                  <a
                    href={quote.approvalUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonRecipe({ variant: 'solid' })}
                  >
                    Review quote
                    <ExternalLinkIcon size={14} />
                    <span className={css({ srOnly: true })}> {quote.quoteNumber} (opens in a new tab)</span>
                  </a>
                )}
                {quote.pdfUrl && (
                  <ViewPdfButton
                    url={quote.pdfUrl}
                    fileName={`quote-${quote.quoteNumber}.pdf`}
                    title={`Quote ${quote.quoteNumber}`}
                    what={`quote ${quote.quoteNumber}`}
                  />
                )}
                {quote.pdfUrl && (
                  <PdfButton
                    pdfUrl={quote.pdfUrl}
                    fileName={`quote-${quote.quoteNumber}.pdf`}
                    what={`quote ${quote.quoteNumber}`}
                    failure={{
                      message: 'Failed to download quote PDF',
                      title: QUOTE_MESSAGES.downloadToastTitle(quote.quoteNumber),
                      description: QUOTE_MESSAGES.downloadToastDescription,
                    }}
                  />
                )}
                <Button
                  variant="outline"
                  disabled={connection.disabled}
                  title={connection.reason}
                  onClick={() =>
                    forward.open({ kind: 'quote', id: quote.complianceQuoteId, number: quote.quoteNumber })
                  }
                >
                  Forward<span className={css({ srOnly: true })}> quote {quote.quoteNumber}</span>
                </Button>
              </>
            }
          >
            <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
              <span className={css({ fontWeight: 'semibold' })}>Quote {quote.quoteNumber}</span>
              <Badge tone="danger">Urgent</Badge>
              <span className={css({ fontSize: 'sm' })}>{quote.service.name}</span>
            </p>
            <PropertyAddress property={quote.property} />
            <Detail>
              From {formatIncGst(quote.estimatedPrices.minimum)} · Expires {formatDate(quote.expiresAt)}
            </Detail>
          </UrgentRow>
        )}
      </PreviewList>
      {forward.dialog}
    </>
  )
}
