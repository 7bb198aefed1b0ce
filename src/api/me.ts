import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  ActiveExperimentsSchema,
  AGENCY_SETTINGS_FAILED,
  AgencySettingsSchema,
  EXPERIMENTS_FAILED,
  type GateKey,
  PendingTermsSchema,
  type UpdateUserSettings,
  UserSettingsSchema,
} from '../contract/me.ts'
import { apiData, withMessage } from './client.ts'
import { meKeys } from './me-keys.ts'

export const meQueries = {
  all: meKeys.all,
  activeExperiments: () =>
    queryOptions({
      queryKey: [...meQueries.all(), 'active-experiments'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/me/active-experiments', { schema: ActiveExperimentsSchema, signal }).catch((error) => {
          throw withMessage(error, EXPERIMENTS_FAILED)
        }),
      staleTime: 10 * 60_000,
    }),
  agencySettings: () =>
    queryOptions({
      queryKey: [...meQueries.all(), 'agency-settings'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/me/agency-settings', { schema: AgencySettingsSchema, signal }).catch((error) => {
          throw withMessage(error, AGENCY_SETTINGS_FAILED)
        }),
      staleTime: 10 * 60_000,
    }),
  settings: () =>
    queryOptions({
      queryKey: [...meQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => apiData('/v1/me/settings', { schema: UserSettingsSchema, signal }),
    }),
  pendingTerms: () =>
    queryOptions({
      queryKey: meKeys.pendingTerms(),
      queryFn: ({ signal }) => apiData('/v1/me/terms', { schema: v.nullable(PendingTermsSchema), signal }),
      staleTime: 10 * 60_000,
    }),
}

export const meMutations = {
  updateSettings: () =>
    mutationOptions({
      mutationKey: ['me', 'settings', 'update'],
      mutationFn: (body: UpdateUserSettings) =>
        apiData('/v1/me/settings', { method: 'PATCH', body, schema: UserSettingsSchema }),
    }),
  acceptTerms: () =>
    mutationOptions({
      mutationKey: ['me', 'terms', 'accept'],
      mutationFn: (termsId: number) => apiData(`/v1/me/terms/${termsId}/accept`, { method: 'POST', schema: v.null() }),
    }),
}

/**
 * The one gate for experiments and agency feature flags: true only once they are known to be on.
 * Every screen asks through this, so a gate is never spelled two ways.
 */
export function useGate(key: GateKey): boolean {
  const { data } = useQuery(meQueries.activeExperiments())
  return data?.[key] === true
}
