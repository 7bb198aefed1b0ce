import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ForwardQuoteBody } from '../contract/forward-email.ts'
import { ImmediateActionQuotesSchema, QUOTE_MESSAGES, QuoteDetailSchema } from '../contract/quotes.ts'
import { apiData, idempotencyHeader, withMessage } from './client.ts'
import type { Write } from './invoices.ts'
import { DASHBOARD_QUERY } from './stats.ts'

export const quoteQueries = {
  all: () => ['quotes'] as const,
  immediateAction: (propertyManagerId: number | undefined) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'immediate-action', { propertyManagerId }] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiData('/v1/quote/analytics/immediate-action', {
            schema: ImmediateActionQuotesSchema,
            query: { propertyManagerId },
            signal,
          })
        } catch (error) {
          throw withMessage(error, QUOTE_MESSAGES.listFailed)
        }
      },
      ...DASHBOARD_QUERY,
    }),
  /** GET /v1/quote/{id}: one quote as it stands now (its status may have moved since a list was loaded). */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiData(`/v1/quote/${id}`, { schema: QuoteDetailSchema, signal }),
    }),
}

export const quoteMutations = {
  forward: () =>
    mutationOptions({
      mutationKey: ['quotes', 'forward'],
      mutationFn: ({ id, body, idempotencyKey }: Write<ForwardQuoteBody>) =>
        apiData(`/v1/quote/${id}/forward`, {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: v.null(),
        }),
    }),
}
