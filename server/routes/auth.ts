import { and, asc, count, eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import {
  AgenciesQuerySchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  SwitchAgencyRequestSchema,
} from '../../src/contract/session.ts'
import { stateCodeOf } from '../../src/contract/states.ts'
import { logoutDestination } from '../auth/logout-destination.ts'
import { clearSessionCookie, currentSession, setSessionCookie } from '../auth/session-middleware.ts'
import { createSession, deleteSession, type NewSession, type SessionRow } from '../auth/session-store.ts'
import { sessionView } from '../auth/session-view.ts'
import { unverifiedStateId, verifySignInToken } from '../auth/sign-in-token.ts'
import { inlineLimit } from '../db/prepared.ts'
import { agencies, agencyMemberships, sessions, signInTokens } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { fail, ok } from '../http/envelope.ts'
import { parseJsonBody, parseQuery } from '../http/validate.ts'

const LOGIN_LINK_INVALID = 'This sign-in link has expired or has already been used. Please sign in again.'

export function authRoutes(deps: AppDeps) {
  const { db, config } = deps
  const app = new Hono<AppEnv>()

  /**
   * Ends the current session and starts its successor in one transaction. Only the request that deletes
   * the old row starts one: twenty switches at once from one session leave one live session, and the
   * others find their session ended: the same 401 as any later request with the old cookie.
   */
  const replaceSession = async (c: Context<AppEnv>, current: SessionRow, values: NewSession) => {
    const replaced = await db.transaction(async (tx) => {
      const taken = await tx
        .delete(sessions)
        .where(eq(sessions.idHash, current.idHash))
        .returning({ idHash: sessions.idHash })
      return taken.length ? createSession(tx, values, config.sessionTtlMs) : null
    })
    if (replaced) return replaced
    c.set('session', undefined)
    currentSession(c) // throws the session-not-found answer
    throw new Error('unreachable')
  }

  app.post('/login', async (c) => {
    const body = await parseJsonBody(c, LoginRequestSchema)
    // Each state's system signs with its own key; the stand-in's key serves states without one.
    const stateCode = stateCodeOf(unverifiedStateId(body.authToken) ?? 0)
    const key = (stateCode && config.tokenKeys[stateCode]) || config.signInTokenKey
    const claims = verifySignInToken(body.authToken, key)
    if (!claims) return fail(c, 401, LOGIN_LINK_INVALID)
    // Single use: the token's id is recorded; a second attempt with the same token finds it taken.
    const fresh = await db
      .insert(signInTokens)
      .values({ jti: claims.jti, usedAt: new Date(), expiresAt: new Date(claims.exp * 1000) })
      .onConflictDoNothing()
      .returning({ jti: signInTokens.jti })
    if (fresh.length === 0) return fail(c, 401, LOGIN_LINK_INVALID)
    // Impersonation is what the signed token says, not what the query string claimed.
    if (body.isImpersonating && claims.impersonatedBy !== (body.UNSAFE_originalComplianceUserId ?? undefined)) {
      return fail(c, 401, LOGIN_LINK_INVALID)
    }
    const [membership] = await db
      .select({ agencyId: agencies.id })
      .from(agencyMemberships)
      .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
      .where(and(eq(agencyMemberships.userId, claims.sub), eq(agencies.stateId, claims.stateId)))
      .orderBy(asc(agencies.name))
      .limit(1)
    if (!membership) return fail(c, 403, 'You do not have access to an agency in this state.')
    const { id, row } = await createSession(
      db,
      {
        userId: claims.sub,
        agencyId: membership.agencyId,
        stateId: claims.stateId,
        complianceSessionId: body.complianceSystemSessionId ?? claims.sid ?? null,
        isImpersonating: claims.impersonatedBy !== undefined,
        originalUserId: claims.impersonatedBy ?? null,
      },
      config.sessionTtlMs,
    )
    setSessionCookie(c, id, row.expiresAt)
    return ok(c, await sessionView(db, config, row))
  })

  app.post('/logout', async (c) => {
    // An older client posts no body: it asks only for the state's own logout page.
    const hasBody = c.req.header('content-type')?.includes('application/json') ?? false
    const { logoutUrl: requested } = hasBody ? await parseJsonBody(c, LogoutRequestSchema) : {}
    const session = c.get('session')
    if (session) await deleteSession(db, session.idHash)
    clearSessionCookie(c)
    // A real state system may want the browser to end its own session too.
    const stateCode = session ? stateCodeOf(session.stateId) : undefined
    const own = config.publicOrigin ?? new URL(c.req.url).origin
    return ok(c, { logoutUrl: logoutDestination(config, own, requested, stateCode) })
  })

  app.get('/session', async (c) => ok(c, await sessionView(db, config, currentSession(c), c.get('sessionViewData'))))

  /**
   * "Is anyone signed in?" for pages that work either way (the sign-in page): signed out is an answer
   * here, not a failure, so browsers do not log a 401 on every signed-out visit.
   */
  app.get('/session-probe', async (c) => {
    const session = c.get('session')
    return ok(c, session ? await sessionView(db, config, session, c.get('sessionViewData')) : null)
  })

  app.get('/agencies', async (c) => {
    const { page, 'page-size': pageSize } = parseQuery(c, AgenciesQuerySchema)
    const userId = currentSession(c).userId
    const where = eq(agencyMemberships.userId, userId)
    const rows = await db
      .select({ id: agencies.id, name: agencies.name, stateId: agencies.stateId })
      .from(agencyMemberships)
      .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
      .where(where)
      .orderBy(asc(agencies.name), asc(agencies.id))
      .limit(inlineLimit(pageSize))
      .offset((page - 1) * pageSize)
    const [total] = await db.select({ n: count() }).from(agencyMemberships).where(where)
    const items = rows.map((r) => ({
      complianceAgencyId: r.id,
      complianceAgencyName: r.name,
      state: stateCodeOf(r.stateId) ?? '',
    }))
    return ok(c, { items, total: total?.n ?? 0 })
  })

  app.put('/agencies', async (c) => {
    const { agencyId } = await parseJsonBody(c, SwitchAgencyRequestSchema)
    const current = currentSession(c)
    const [target] = await db
      .select({ stateId: agencies.stateId })
      .from(agencyMemberships)
      .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
      .where(and(eq(agencyMemberships.userId, current.userId), eq(agencyMemberships.agencyId, agencyId)))
    if (!target) return fail(c, 403, 'You do not have access to this agency.')
    // A new session id on every switch: nothing cached under the old one can be mistaken for the new agency.
    const { id, row } = await replaceSession(c, current, {
      userId: current.userId,
      agencyId,
      stateId: target.stateId,
      complianceSessionId: current.complianceSessionId,
      isImpersonating: current.isImpersonating,
      originalUserId: current.originalUserId,
    })
    setSessionCookie(c, id, row.expiresAt)
    return ok(c, await sessionView(db, config, row))
  })

  /** Ends an impersonation: back to the support user's own session, in this agency if they belong to it. */
  app.post('/switch-back', async (c) => {
    const current = currentSession(c)
    if (!current.isImpersonating || !current.originalUserId)
      return fail(c, 400, 'This session is not impersonating anyone.')
    const originalUserId = current.originalUserId
    const memberships = await db
      .select({ agencyId: agencies.id, stateId: agencies.stateId })
      .from(agencyMemberships)
      .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
      .where(eq(agencyMemberships.userId, originalUserId))
      .orderBy(asc(agencies.name))
    const target = memberships.find((m) => m.agencyId === current.agencyId) ?? memberships[0]
    if (!target) return fail(c, 403, 'You do not have access to any agency.')
    const { id, row } = await replaceSession(c, current, {
      userId: originalUserId,
      agencyId: target.agencyId,
      stateId: target.stateId,
      complianceSessionId: current.complianceSessionId,
      isImpersonating: false,
      originalUserId: null,
    })
    setSessionCookie(c, id, row.expiresAt)
    return ok(c, await sessionView(db, config, row))
  })

  return app
}
