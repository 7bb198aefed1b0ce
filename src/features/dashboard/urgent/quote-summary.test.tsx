import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { quoteQueries } from '../../../api/quotes.ts'
import type { QuoteDetail } from '../../../contract/quotes.ts'
import { QuoteSummary } from './quote-summary.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const quote: QuoteDetail = {
  complianceQuoteId: 41,
  quoteNumber: 'Q-0041',
  property: { compliancePropertyId: 7, addressLine1: '12 Harbour St', addressLine2: 'Sydney NSW 2000' },
  expiresAt: '2026-12-24T00:00:00.000Z',
  service: { name: 'Smoke Alarm', shortName: 'SA' },
  approvalUrl: null,
  pdfUrl: null,
  estimatedPrices: { minimum: 1234.5 },
  quoteSeverity: 'URGENT',
  status: 'AWAITING_APPROVAL',
  createdAt: '2026-11-20T00:00:00.000Z',
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const renderSummary = (client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <QueryClientProvider client={client}>
      <QuoteSummary id={41} />
    </QueryClientProvider>,
  )

describe('the quote in the forward dialog (GET /v1/quote/{id})', () => {
  it('reads the quote by id and shows its property, service, status, price and expiry', async () => {
    const fetchMock = answer(200, { success: true, data: quote, error: null })
    renderSummary()
    const list = await screen.findByLabelText('Quote Q-0041')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/quote/41')
    expect(list.textContent).toBe(
      'Property12 Harbour St, Sydney NSW 2000ServiceSmoke AlarmStatusAwaiting approvalPriceFrom $1,234.50 inc. GSTExpires24/12/2026',
    )
  })

  it('is cached under its own key, so a saved copy answers offline as the other reads do', async () => {
    const client = new QueryClient()
    client.setQueryData(quoteQueries.detail(41).queryKey, { ...quote, status: 'EXPIRED' as const })
    answer(500, {})
    renderSummary(client)
    expect((await screen.findByLabelText('Quote Q-0041')).textContent).toContain('StatusExpired')
    expect(quoteQueries.detail(41).queryKey).toEqual(['quotes', 'detail', 41])
  })

  it('shows nothing when the quote cannot be read (the dialog still forwards)', async () => {
    const fetchMock = answer(404, { success: false, data: null, error: 'Quote not found' })
    const { container } = renderSummary()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 20))
    expect(container.textContent).toBe('')
  })
})
