import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { textSchema } from '../../src/contract/fields.ts'
import { COMPLIANCE_STATES } from '../../src/contract/states.ts'
import { verifyPassword } from '../auth/password.ts'
import { claimSignInAttempt, signInSucceeded, TOO_MANY_ATTEMPTS } from '../auth/rate-limit.ts'
import { signSignInToken } from '../auth/sign-in-token.ts'
import { agencies, agencyMemberships, users } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { clientAddress } from '../http/client-address.ts'
import { invalidLinkPage, legacyPage, signInPage } from './sign-in-page.ts'

const FormSchema = v.object({
  username: v.pipe(textSchema(), v.trim(), v.minLength(1), v.maxLength(100)),
  password: v.pipe(textSchema(), v.minLength(1), v.maxLength(200)),
  impersonate: v.optional(v.pipe(textSchema(), v.trim(), v.maxLength(100)), ''),
  redirect_url: textSchema(),
  state: v.optional(v.pipe(textSchema(), v.maxLength(2000)), ''),
})

const WRONG_CREDENTIALS = 'The username or password is incorrect.'

/**
 * The stand-in for the eight state compliance systems' sign-in (on by default, off in production).
 * It checks the password and sends the browser back to the app's callback with a short-lived,
 * single-use signed token, as a real state system does.
 */
export function standInSignInRoutes({ db, config }: AppDeps) {
  const app = new Hono<AppEnv>()

  function stateOf(code: string) {
    return COMPLIANCE_STATES.find((s) => s.code.toLowerCase() === code.toLowerCase())
  }

  /** Only our own callback page may receive a token: anything else would hand it to a stranger. */
  function checkRedirect(redirectUrl: string | undefined, requestUrl: string): string | null {
    if (!redirectUrl) return null
    try {
      const target = new URL(redirectUrl)
      const own = config.publicOrigin ?? new URL(requestUrl).origin
      return target.origin === own && target.pathname === '/auth/callback' ? target.toString() : null
    } catch {
      return null
    }
  }

  app.get('/:state/sign-in', (c) => {
    const state = stateOf(c.req.param('state'))
    const redirectUrl = checkRedirect(c.req.query('redirect_url'), c.req.url)
    if (!state) return c.html(invalidLinkPage('There is no compliance system for that state.'), 404)
    if (!redirectUrl || c.req.query('login_type') !== 'token') {
      return c.html(invalidLinkPage('Start signing in from the Agency Compliance Portal.'), 400)
    }
    return c.html(
      signInPage({
        stateCode: state.code,
        stateName: state.name,
        redirectUrl,
        returnState: c.req.query('state') ?? '',
      }),
    )
  })

  app.post('/:state/sign-in', async (c) => {
    const state = stateOf(c.req.param('state'))
    if (!state) return c.html(invalidLinkPage('There is no compliance system for that state.'), 404)
    const parsed = v.safeParse(
      FormSchema,
      // A broken body (a multipart type without its boundary) is as invalid as a missing field, not a server error.
      Object.fromEntries(Object.entries(await c.req.parseBody().catch(() => ({}))).map(([k, x]) => [k, String(x)])),
    )
    const redirectUrl = parsed.success ? checkRedirect(parsed.output.redirect_url, c.req.url) : null
    if (!parsed.success || !redirectUrl) {
      return c.html(invalidLinkPage('Start signing in from the Agency Compliance Portal.'), 400)
    }
    const form = parsed.output
    const page = (error: string, status: 401 | 403 | 429) =>
      c.html(
        signInPage({
          stateCode: state.code,
          stateName: state.name,
          redirectUrl,
          returnState: form.state,
          error,
          username: form.username,
        }),
        status,
      )

    const address = clientAddress(c, config.trustedProxies)
    if (!(await claimSignInAttempt(db, form.username, address)).allowed) return page(TOO_MANY_ATTEMPTS, 429)
    const [user] = await db.select().from(users).where(eq(users.username, form.username.toLowerCase()))
    if (!user || !(await verifyPassword(form.password, user.passwordHash))) {
      return page(WRONG_CREDENTIALS, 401)
    }
    await signInSucceeded(db, form.username, address)

    let subject = user
    if (form.impersonate) {
      const [target] = await db.select().from(users).where(eq(users.username, form.impersonate.toLowerCase()))
      if (!user.canImpersonate) return page('You are not allowed to impersonate other users.', 403)
      if (!target) return page(`There is no user "${form.impersonate}".`, 403)
      subject = target
    }
    const [membership] = await db
      .select({ agencyId: agencies.id })
      .from(agencyMemberships)
      .innerJoin(agencies, eq(agencies.id, agencyMemberships.agencyId))
      .where(and(eq(agencyMemberships.userId, subject.id), eq(agencies.stateId, state.id)))
      .limit(1)
    if (!membership) return page(`${subject.name} has no access to an agency in ${state.name}.`, 403)

    const sid = randomUUID()
    const { token } = signSignInToken(
      { sub: subject.id, stateId: state.id, sid, ...(subject !== user ? { impersonatedBy: user.id } : {}) },
      config.signInTokenKey,
    )
    const back = new URL(redirectUrl)
    back.searchParams.set('token', token)
    back.searchParams.set('state', form.state)
    back.searchParams.set('__acp_compliance_session_id', sid)
    if (subject !== user) {
      back.searchParams.set('__acp_impersonating', 'true')
      back.searchParams.set('__acp_original_user_id', String(user.id))
    }
    return c.redirect(back.toString(), 303)
  })

  app.get('/:state/legacy/*', (c) => {
    const state = stateOf(c.req.param('state'))
    if (!state) return c.html(invalidLinkPage('There is no compliance system for that state.'), 404)
    const url = new URL(c.req.url)
    return c.html(legacyPage(state.name, url.pathname.replace(/^\/standin\/\w+\/legacy/, '') + url.search))
  })

  return app
}
