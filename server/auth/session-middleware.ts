import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import {
  IMPERSONATING,
  MEMBERSHIP_ENDED,
  MEMBERSHIP_ENDED_MESSAGE,
  SESSION_NOT_FOUND_CODE,
  TERMS_NOT_ACCEPTED,
  TERMS_NOT_ACCEPTED_MESSAGE,
} from '../../src/contract/error-codes.ts'
import { IMPERSONATION_REFUSAL, SESSION_NOT_FOUND } from '../../src/contract/session.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { fail, failWithCode } from '../http/envelope.ts'
import { HttpError } from '../http/errors.ts'
import { type FirstVisit, isPropertyOverview } from '../http/first-screen.ts'
import { experimentOn } from '../routes/urgent-shared.ts'
import { dashboardPresetOf, deleteSession, findSession, type SessionRow, touchSession } from './session-store.ts'

export const SESSION_COOKIE = 'acp_session'
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
}

export function setSessionCookie(c: Context, id: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    expires: expiresAt,
  })
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) })
}

/** Sign-in, sign-out and the session calls work without a session (or the agreement) by design. */
const isAuthPath = (path: string) => /^\/v[12]\/auth(\/|$)/.test(path)
/** What the licence screen itself needs while the agreement is pending: reading it and accepting it. */
const isTermsPath = (path: string) => /^\/v1\/me\/terms(\/[^/]+\/accept)?\/?$/.test(path)
/** The calls that answer with the session view: the lookup reads its data too, saving them a round trip. */
const answersWithView = (c: Context) =>
  c.req.method === 'GET' && (c.req.path === '/v1/auth/session' || c.req.path === '/v1/auth/session-probe')

/**
 * Loads the session named by the cookie (if any, and not expired) into c.var.session. A session whose
 * user has since been removed from its agency ends here: every process sees the removal on the next call.
 */
export function loadSession({ db, config }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', undefined)
    const id = getCookie(c, SESSION_COOKIE)
    const found = id ? await findSession(db, id, { withView: answersWithView(c) }) : undefined
    if (id && found && !found.isMember) {
      await deleteSession(db, found.row.idHash)
      clearSessionCookie(c)
      // 401, as for any ended session: the app asks to sign in again and queued writes wait for it.
      if (!isAuthPath(c.req.path)) return failWithCode(c, 401, MEMBERSHIP_ENDED, MEMBERSHIP_ENDED_MESSAGE)
    } else if (id && found) {
      const touched = await touchSession(db, found.row, config.sessionTtlMs)
      if (touched !== found.row) setSessionCookie(c, id, touched.expiresAt)
      c.set('session', touched)
      c.set('sessionViewData', found.view)
      // Only the user can accept for themselves: an impersonating support user is not held back.
      c.set('termsPending', found.termsPending && !touched.isImpersonating)
    }
    await next()
  }
}

/**
 * The licence agreement is enforced here, not only by the app: until it is accepted every call but the
 * terms and auth calls is refused with a code the app answers by showing the agreement.
 */
export const requireAcceptedTerms: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('termsPending') && !isAuthPath(c.req.path) && !isTermsPath(c.req.path)) {
    return failWithCode(c, 403, TERMS_NOT_ACCEPTED, TERMS_NOT_ACCEPTED_MESSAGE)
  }
  await next()
}

/** The signed-in session of this request; without one the request is answered 401 'Session not found'. */
export function currentSession(c: Context<AppEnv>): SessionRow {
  const session = c.get('session')
  if (!session) throw new HttpError(401, SESSION_NOT_FOUND, undefined, SESSION_NOT_FOUND_CODE)
  return session
}

/**
 * Cookies ride along on cross-site form posts, so a mutation is accepted only when the browser
 * says it comes from this app's own origin.
 */
export function sameOriginMutations({ config }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (MUTATING.has(c.req.method)) {
      const origin = c.req.header('origin')
      const own = config.publicOrigin ?? new URL(c.req.url).origin
      if (origin !== own) return fail(c, 403, 'This request did not come from the app and was refused.')
    }
    await next()
  }
}

/** An impersonating session may look but not change the agency's data; signing in and out stays allowed. */
export const refuseWhileImpersonating: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (MUTATING.has(c.req.method) && c.get('session')?.isImpersonating && !c.req.path.startsWith('/v1/auth/')) {
    return failWithCode(c, 403, IMPERSONATING, IMPERSONATION_REFUSAL)
  }
  await next()
}

/**
 * Who opens the app, for the hints its HTML carries (server/http/first-screen.ts): one look-up of the session, at
 * `/` one of the user's dashboard preset, and at a property's overview one of the problem register, changing
 * nothing. Should the database not answer, the page still loads, without hints.
 */
export function firstVisitVisitor({ db }: Pick<AppDeps, 'db'>) {
  return async (c: Context<AppEnv>): Promise<FirstVisit> => {
    const id = getCookie(c, SESSION_COOKIE)
    const found = id ? await findSession(db, id).catch(() => undefined) : undefined
    const none = { dashboardManager: null, problemRegister: false }
    if (!found?.isMember) return { visitor: 'signed-out', ...none }
    if (found.termsPending && !found.row.isImpersonating) return { visitor: 'terms-pending', ...none }
    const { userId, agencyId } = found.row
    const dashboardManager = c.req.path === '/' ? await dashboardPresetOf(db, userId, agencyId).catch(() => null) : null
    const problemRegister =
      isPropertyOverview(c.req.path) && (await experimentOn(db, agencyId, 'problem-register').catch(() => false))
    return { visitor: 'signed-in', dashboardManager, problemRegister }
  }
}
