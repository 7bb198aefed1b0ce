import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { IMPERSONATION_REFUSAL, SESSION_NOT_FOUND } from '../../src/contract/session.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { fail } from '../http/envelope.ts'
import { HttpError } from '../http/errors.ts'
import { findSession, type SessionRow, touchSession } from './session-store.ts'

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

/** Loads the session named by the cookie (if any, and not expired) into c.var.session. */
export function loadSession({ db, config }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = getCookie(c, SESSION_COOKIE)
    const row = id ? await findSession(db, id) : undefined
    if (id && row) {
      const touched = await touchSession(db, row, config.sessionTtlMs)
      if (touched !== row) setSessionCookie(c, id, touched.expiresAt)
      c.set('session', touched)
    } else {
      c.set('session', undefined)
    }
    await next()
  }
}

/** The signed-in session of this request; without one the request is answered 401 'Session not found'. */
export function currentSession(c: Context<AppEnv>): SessionRow {
  const session = c.get('session')
  if (!session) throw new HttpError(401, SESSION_NOT_FOUND)
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
    return fail(c, 403, IMPERSONATION_REFUSAL)
  }
  await next()
}
