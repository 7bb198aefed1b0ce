import { mutationOptions, queryOptions } from '@tanstack/react-query'
import {
  AGENCY_SWITCH_PAGE_SIZE,
  type LoginRequest,
  LogoutResponseSchema,
  SessionSchema,
  UserAgencyListSchema,
} from '../contract/session.ts'
import { apiData } from './client.ts'

const FIVE_MINUTES = 5 * 60_000

export const sessionQueries = {
  all: () => ['auth'] as const,
  /** The signed-in session: refetched every 5 minutes and on window focus (foundations §4). */
  current: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'session'] as const,
      queryFn: ({ signal }) => apiData('/v1/auth/session', { schema: SessionSchema, signal }),
      staleTime: FIVE_MINUTES,
      refetchInterval: FIVE_MINUTES,
      refetchOnWindowFocus: 'always',
      retry: false,
    }),
  agencies: (page: number) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'agencies', { page }] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/auth/agencies', {
          schema: UserAgencyListSchema,
          query: { page, 'page-size': AGENCY_SWITCH_PAGE_SIZE },
          signal,
        }),
    }),
}

export const sessionMutations = {
  login: () =>
    mutationOptions({
      mutationKey: ['auth', 'login'],
      mutationFn: (body: LoginRequest) => apiData('/v1/auth/login', { method: 'POST', body, schema: SessionSchema }),
    }),
  logout: () =>
    mutationOptions({
      mutationKey: ['auth', 'logout'],
      mutationFn: () => apiData('/v1/auth/logout', { method: 'POST', schema: LogoutResponseSchema }),
    }),
  switchBack: () =>
    mutationOptions({
      mutationKey: ['auth', 'switch-back'],
      mutationFn: () => apiData('/v1/auth/switch-back', { method: 'POST', schema: SessionSchema }),
    }),
  switchAgency: () =>
    mutationOptions({
      mutationKey: ['auth', 'switch-agency'],
      mutationFn: (agencyId: number) =>
        apiData('/v1/auth/agencies', { method: 'PUT', body: { agencyId }, schema: SessionSchema }),
    }),
}
