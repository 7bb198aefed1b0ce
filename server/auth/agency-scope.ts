import { type Column, eq, type SQL } from 'drizzle-orm'
import { forbidden, notFound } from '../http/errors.ts'
import type { SessionRow } from './session-store.ts'

export type ScopeMessages = { notFound: string; forbidden: string }

/**
 * The one way to reach an agency-owned record: load it with its agencyId, then this refuses it
 * (403 with the resource's message) unless it belongs to the session's agency. Missing is a 404.
 */
export async function loadInAgency<R extends { agencyId: number }>(
  session: SessionRow,
  load: () => Promise<R | undefined>,
  messages: ScopeMessages,
): Promise<R> {
  const record = await load()
  if (!record) throw notFound(messages.notFound)
  if (record.agencyId !== session.agencyId) throw forbidden(messages.forbidden)
  return record
}

/** For lists: the condition that keeps a query inside the session's agency. */
export function inAgency(agencyIdColumn: Column, session: SessionRow): SQL {
  return eq(agencyIdColumn, session.agencyId)
}
