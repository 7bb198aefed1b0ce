import { createHash, randomBytes } from 'node:crypto'
import DataLoader from 'dataloader'
import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { inlineLimit, preparedPerShape } from '../db/prepared.ts'
import {
  agencies,
  agencyMemberships,
  sessions,
  termsAcceptances,
  termsOfUse,
  userSettings,
  users,
} from '../db/schema/index.ts'

export type SessionRow = typeof sessions.$inferSelect

/** The cookie carries the random id; the database only its hash. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url')

export type NewSession = Pick<
  SessionRow,
  'userId' | 'agencyId' | 'stateId' | 'complianceSessionId' | 'isImpersonating' | 'originalUserId'
>

export async function createSession(
  db: Db,
  values: NewSession,
  ttlMs: number,
): Promise<{ id: string; row: SessionRow }> {
  const id = randomBytes(32).toString('base64url')
  const [row] = await db
    .insert(sessions)
    .values({ ...values, idHash: hashSessionId(id), expiresAt: new Date(Date.now() + ttlMs) })
    .returning()
  if (!row) throw new Error('Session was not stored')
  return { id, row }
}

/** Sessions that ran out (a lookup refuses them already): swept by the clean-up job (server/jobs/clean-up.ts). */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  return (await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash })).length
}

/** What the session view (server/auth/session-view.ts) reads beyond the session row. */
export type SessionViewData = {
  /** The user and, when impersonating, the original user. */
  people: { id: number; name: string; email: string }[]
  agency: { id: number; name: string; stateId: number } | null
  /** The user's membership of the session's agency (null when removed). */
  isMasterUser: boolean | null
  /** How many agencies the user belongs to. */
  agencyCount: number
}

/** A live session with what every request must know of its user now, not as it was at sign-in. */
export type FoundSession = {
  row: SessionRow
  /** The user still belongs to the session's agency (a removal ends the session). */
  isMember: boolean
  /** The licence agreement in force is not yet accepted by the session's user. */
  termsPending: boolean
  /** Only when asked for (GET /v1/auth/session): the session view's data, read in the same statement. */
  view?: SessionViewData
}

type LookupShape = 'plain' | 'with-view'

/**
 * The session lookup, a prepared statement built once per client (every request runs it; building it was the
 * largest part of a light request's own CPU, and PostgreSQL plans it once per connection). `with-view` also
 * reads what the session view shows, so GET /v1/auth/session (the signed-in floor) is one round trip, not two.
 * It looks up several sessions at once (`idHashes`): see sessionLoaderFor.
 */
const lookupFor = preparedPerShape((db: Db, shape: LookupShape) => {
  const currentTerms = db
    .select({ id: termsOfUse.id })
    .from(termsOfUse)
    .where(lte(termsOfUse.effectiveFrom, sql`now()`))
    .orderBy(desc(termsOfUse.effectiveFrom))
    .limit(inlineLimit(1))
  const view =
    shape === 'with-view'
      ? sql`json_build_object(
          'people', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email))
            from ${users} u where u.id in (${sessions.userId}, coalesce(${sessions.originalUserId}, ${sessions.userId}))),
            '[]'::json),
          'agency', (select json_build_object('id', a.id, 'name', a.name, 'stateId', a.state_id)
            from ${agencies} a where a.id = ${sessions.agencyId}),
          'isMasterUser', ${agencyMemberships.isMasterUser},
          'agencyCount', (select count(*) from ${agencyMemberships} m where m.user_id = ${sessions.userId})
        )::text`
      : sql`null`
  return db
    .select({
      row: sessions,
      membershipAgencyId: agencyMemberships.agencyId,
      termsPending: sql<boolean>`exists (select 1 from (${currentTerms}) current_terms where not exists (
        select 1 from ${termsAcceptances}
        where ${termsAcceptances.termsId} = current_terms.id and ${termsAcceptances.userId} = ${sessions.userId}))`,
      view: view.mapWith((text: string | null) => (text === null ? undefined : (JSON.parse(text) as SessionViewData))),
    })
    .from(sessions)
    .leftJoin(
      agencyMemberships,
      and(eq(agencyMemberships.userId, sessions.userId), eq(agencyMemberships.agencyId, sessions.agencyId)),
    )
    .where(
      and(
        sql`${sessions.idHash} = any(${sql.placeholder('idHashes')})`,
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare(shape === 'plain' ? 'acp_find_sessions' : 'acp_find_sessions_with_view')
})

type LookupRow = Awaited<ReturnType<ReturnType<typeof lookupFor>['execute']>>[number]

/** The most sessions one statement looks up. */
const MOST_PER_LOOKUP = 100

/**
 * Requests that arrive in one turn of the event loop look up their sessions in one statement (issue 16: one round
 * trip and one socket write to PostgreSQL for several requests, not one each). The batch is sent once that turn's
 * requests have all asked (setImmediate), never joined once sent, and nothing is cached: each request still reads
 * the database after it arrived, so a removal or a new agreement takes effect on the very next call.
 */
const sessionLoaderFor = preparedPerShape(
  (db: Db, shape: LookupShape) =>
    new DataLoader<string, LookupRow | undefined>(
      async (idHashes) => {
        const rows = await lookupFor(db, shape).execute({ idHashes: [...new Set(idHashes)], now: new Date() })
        const byHash = new Map(rows.map((found) => [found.row.idHash, found]))
        return idHashes.map((idHash) => byHash.get(idHash))
      },
      { cache: false, maxBatchSize: MOST_PER_LOOKUP, batchScheduleFn: (send) => setImmediate(send) },
    ),
)

/**
 * The session, the user's membership of its agency and whether the agreement in force is accepted, read from the
 * database for this request (with those of other requests of the same moment), so a removal or a new agreement
 * takes effect on the very next call.
 */
export async function findSession(
  db: Db,
  id: string,
  { withView = false }: { withView?: boolean } = {},
): Promise<FoundSession | undefined> {
  const found = await sessionLoaderFor(db, withView ? 'with-view' : 'plain').load(hashSessionId(id))
  if (!found) return undefined
  return {
    row: found.row,
    isMember: found.membershipAgencyId !== null,
    termsPending: found.termsPending === true,
    ...(found.view ? { view: found.view } : {}),
  }
}

/** Sliding expiry: a session in use is extended once more than half its life has passed. */
export async function touchSession(db: Db, row: SessionRow, ttlMs: number): Promise<SessionRow> {
  const remaining = row.expiresAt.getTime() - Date.now()
  if (remaining > ttlMs / 2) return row
  const expiresAt = new Date(Date.now() + ttlMs)
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, row.idHash))
  return { ...row, expiresAt }
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash))
}

/** The property manager the user's dashboard opens filtered to in this agency (their saved preset), or null. */
export async function dashboardPresetOf(db: Db, userId: number, agencyId: number): Promise<number | null> {
  const [row] = await db
    .select({ manager: userSettings.defaultPropertyManagerId })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), eq(userSettings.agencyId, agencyId)))
  return row?.manager ?? null
}
