import { and, eq, or, sql } from 'drizzle-orm'
import type { Session } from '../../src/contract/session.ts'
import { stateCodeOf } from '../../src/contract/states.ts'
import type { Db } from '../db/client.ts'
import { agencies, agencyMemberships, users } from '../db/schema/index.ts'
import type { ServerConfig } from '../env.ts'
import type { SessionRow, SessionViewData } from './session-store.ts'

/** Where legacy links go for a state: the configured legacy site, else the stand-in. */
export function legacySiteUrl(config: ServerConfig, stateCode: string): string {
  return config.legacySiteUrl ?? `/standin/${stateCode.toLowerCase()}/legacy`
}

/**
 * One round trip (it was four in a row): a row per user (the impersonator too), each with the agency, the
 * user's membership of it (null when removed) and how many agencies the user belongs to. Prepared once per
 * database client, as the session lookup is (server/auth/session-store.ts): building it per request was a
 * sixth of the signed-in floor's CPU (issue 16).
 */
function buildViewQuery(db: Db) {
  const userId = sql.placeholder('userId')
  return db
    .select({
      person: { id: users.id, name: users.name, email: users.email },
      agency: agencies,
      isMasterUser: agencyMemberships.isMasterUser,
      agencyCount:
        sql<number>`(select count(*) from ${agencyMemberships} counted where counted.user_id = ${userId})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .innerJoin(agencies, eq(agencies.id, sql.placeholder('agencyId')))
    .leftJoin(agencyMemberships, and(eq(agencyMemberships.userId, userId), eq(agencyMemberships.agencyId, agencies.id)))
    .where(or(eq(users.id, userId), eq(users.id, sql.placeholder('originalUserId'))))
    .prepare('acp_session_view')
}

const viewQueries = new WeakMap<Db, ReturnType<typeof buildViewQuery>>()
function viewQueryFor(db: Db) {
  let query = viewQueries.get(db)
  if (!query) {
    query = buildViewQuery(db)
    viewQueries.set(db, query)
  }
  return query
}

/** The view's data for a session, read on its own (login, agency switch, or a lookup made without it). */
async function readViewData(db: Db, row: SessionRow): Promise<SessionViewData> {
  const rows = await viewQueryFor(db).execute({
    userId: row.userId,
    agencyId: row.agencyId,
    originalUserId: row.originalUserId ?? row.userId,
  })
  const first = rows[0]
  return {
    people: rows.map((r) => r.person),
    agency: first ? { id: first.agency.id, name: first.agency.name, stateId: first.agency.stateId } : null,
    isMasterUser: first?.isMasterUser ?? null,
    agencyCount: first?.agencyCount ?? 0,
  }
}

/**
 * The session as the client sees it (GET /v1/auth/session, login, agency switch). `data` is the view's data when
 * the session lookup read it already (server/auth/session-middleware.ts); otherwise it is read here.
 */
export async function sessionView(
  db: Db,
  config: ServerConfig,
  row: SessionRow,
  data?: SessionViewData,
): Promise<Session> {
  const { people, agency, isMasterUser, agencyCount } = data ?? (await readViewData(db, row))
  const user = people.find((p) => p.id === row.userId)
  if (!user || !agency) throw new Error('Session refers to a missing user or agency')
  const state = stateCodeOf(agency.stateId) ?? 'VIC'
  return {
    complianceAgencyId: agency.id,
    agencyName: agency.name,
    stateId: agency.stateId,
    state,
    complianceSystemUrl: legacySiteUrl(config, state),
    // Removed from the agency since signing in: the user must sign in again.
    requiresRelogin: isMasterUser === null,
    isImpersonating: row.isImpersonating,
    isMasterUser: isMasterUser ?? false,
    agencyCount,
    user,
    originalUser: row.originalUserId ? (people.find((p) => p.id === row.originalUserId) ?? null) : null,
    expiresAt: row.expiresAt.toISOString(),
  }
}
