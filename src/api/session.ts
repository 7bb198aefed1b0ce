import { mutationOptions, onlineManager, type QueryClient, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  AGENCY_SWITCH_PAGE_SIZE,
  type LoginRequest,
  type LogoutRequest,
  LogoutResponseSchema,
  type Session,
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
  /** Signed in or not, where both are normal (the sign-in page): null when signed out, never a 401. */
  probe: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'session-probe'] as const,
      queryFn: ({ signal }) => apiData('/v1/auth/session-probe', { schema: v.nullable(SessionSchema), signal }),
      staleTime: 0,
      gcTime: 0,
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

/**
 * networkMode 'online' (the app's default for writes is 'always'): signing in, out or across agencies offline waits
 * for the connection rather than failing, so a sign-out still ends the session and clears the device once back.
 */
export const sessionMutations = {
  login: () =>
    mutationOptions({
      mutationKey: ['auth', 'login'],
      networkMode: 'online',
      mutationFn: (body: LoginRequest) => apiData('/v1/auth/login', { method: 'POST', body, schema: SessionSchema }),
    }),
  logout: () =>
    mutationOptions({
      mutationKey: ['auth', 'logout'],
      networkMode: 'online',
      mutationFn: (body: LogoutRequest = {}) =>
        apiData('/v1/auth/logout', { method: 'POST', body, schema: LogoutResponseSchema }),
    }),
  switchBack: () =>
    mutationOptions({
      mutationKey: ['auth', 'switch-back'],
      networkMode: 'online',
      mutationFn: () => apiData('/v1/auth/switch-back', { method: 'POST', schema: SessionSchema }),
    }),
  switchAgency: () =>
    mutationOptions({
      mutationKey: ['auth', 'switch-agency'],
      networkMode: 'online',
      mutationFn: (agencyId: number) =>
        apiData('/v1/auth/agencies', { method: 'PUT', body: { agencyId }, schema: SessionSchema }),
    }),
}

/**
 * The session if someone is signed in, else null, asked through the probe so a signed-out visit logs no
 * 401. A session found is stored as the current one. Offline, the saved session answers.
 */
export async function fetchSessionIfAny(queryClient: QueryClient): Promise<Session | null> {
  const key = sessionQueries.current().queryKey
  if (!onlineManager.isOnline()) return queryClient.getQueryData(key) ?? null
  const session = await queryClient.fetchQuery(sessionQueries.probe())
  if (session) queryClient.setQueryData(key, session)
  return session
}
