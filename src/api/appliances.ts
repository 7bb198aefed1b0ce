import { queryOptions } from '@tanstack/react-query'
import { AgencyIntegrationSchema, PropertyAppliancesSchema } from '../contract/appliances.ts'
import { apiData } from './client.ts'

export const applianceQueries = {
  all: () => ['appliances'] as const,
  /** What was recorded at each live service's last visit (GET /v1/property/{id}/appliances). */
  ofProperty: (propertyId: number) =>
    queryOptions({
      queryKey: [...applianceQueries.all(), 'property', propertyId] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/property/${propertyId}/appliances`, { schema: PropertyAppliancesSchema, signal }),
      staleTime: 10 * 60_000,
    }),
}

/** GET /v1/agency/integration: the agency's management software and its last sync. */
export const integrationQuery = () =>
  queryOptions({
    queryKey: ['agency', 'integration'] as const,
    queryFn: ({ signal }) => apiData('/v1/agency/integration', { schema: AgencyIntegrationSchema, signal }),
    staleTime: 5 * 60_000,
  })
