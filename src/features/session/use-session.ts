import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '../../api/session.ts'
import type { Session } from '../../contract/session.ts'

/**
 * The signed-in session. Signed-in routes load it before rendering, so it is always there;
 * using it anywhere else is a bug, reported as 'No user session' (foundations §8).
 */
export function useSession(): Session {
  const { data } = useQuery(sessionQueries.current())
  if (!data) throw new Error('No user session')
  return data
}
