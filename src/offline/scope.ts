import type { DehydratedState } from '@tanstack/react-query'

/** The session query's key (sessionQueries.current()), matched structurally to keep this module tiny. */
export const isSessionKey = (key: readonly unknown[]) => key[0] === 'auth' && key[1] === 'session'

type ScopedSession = { user: { id: number }; complianceAgencyId: number }

const isScopedSession = (data: unknown): data is ScopedSession =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as ScopedSession).complianceAgencyId === 'number' &&
  typeof (data as ScopedSession).user?.id === 'number'

/** Whose data a cache holds: user and agency of its session, or null when nobody is signed in. */
export function scopeOfSession(data: unknown): string | null {
  return isScopedSession(data) ? `${data.user.id}:${data.complianceAgencyId}` : null
}

export function scopeOfState(state: DehydratedState): string | null {
  const session = state.queries.find((q) => isSessionKey(q.queryKey))
  return session ? scopeOfSession(session.state.data) : null
}
