import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { signSignInToken } from '../../server/auth/sign-in-token.ts'
import { readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { createTestApp, sessionCookieOf, type TestApp } from './test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 5 })
})
afterAll(() => t.close())

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const standInPost = (state: string, fields: Record<string, string>, origin = 'http://localhost') =>
  t.app.request(`http://localhost/standin/${state}/sign-in`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form({ redirect_url: 'http://localhost/auth/callback', state: 'Lw', ...fields }),
  })
const loginWith = (authToken: string, extra: Record<string, unknown> = {}) =>
  t.call('/v1/auth/login', { method: 'POST', body: { authToken, ...extra } })

describe('state sign-in stand-in', () => {
  it('shows a sign-in page with Username, Password and Sign in', async () => {
    const res = await t.request(
      '/standin/vic/sign-in?login_type=token&redirect_url=http%3A%2F%2Flocalhost%2Fauth%2Fcallback&state=Lw',
    )
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<label for="username">Username</label>')
    expect(html).toContain('<label for="password">Password</label>')
    expect(html).toContain('>Sign in</button>')
  })

  it('refuses to send a token anywhere but the app callback', async () => {
    const res = await t.request(
      '/standin/vic/sign-in?login_type=token&redirect_url=https%3A%2F%2Fevil.example%2Fauth%2Fcallback',
    )
    expect(res.status).toBe(400)
    const post = await standInPost('vic', {
      username: 'pm.vic',
      password: 'demo1234',
      redirect_url: 'https://evil.example/x',
    })
    expect(post.status).toBe(400)
    expect(post.headers.get('location')).toBeNull()
  })

  it('answers a broken form body with the invalid-link page, not a server error', async () => {
    const res = await t.request('/standin/vic/sign-in', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'multipart/form-data' },
      body: 'no boundary here',
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Start signing in from the Agency Compliance Portal.')
  })

  it('shows an error on the page for a wrong password and does not redirect', async () => {
    const res = await standInPost('vic', { username: 'pm.vic', password: 'wrong' })
    expect(res.status).toBe(401)
    expect(await res.text()).toContain('The username or password is incorrect.')
  })

  it('redirects to the callback with a token, the state and the compliance session id', async () => {
    const params = await t.standInSignIn('pm.vic', 'VIC')
    expect(params.get('token')?.split('.')).toHaveLength(3)
    expect(params.get('state')).toBe('Lw')
    expect(params.get('__acp_compliance_session_id')).toBeTruthy()
    expect(params.get('__acp_impersonating')).toBeNull()
  })

  it('refuses a user with no agency in the chosen state', async () => {
    const res = await standInPost('nsw', { username: 'pm.vic', password: 'demo1234' })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('has no access to an agency in New South Wales')
  })

  it('rate-limits guessing: after 5 failures even the right password is refused for a while', async () => {
    for (let i = 0; i < 5; i++)
      expect((await standInPost('nsw', { username: 'master', password: `guess${i}` })).status).toBe(401)
    const res = await standInPost('nsw', { username: 'master', password: 'demo1234' })
    expect(res.status).toBe(429)
    expect(await res.text()).toContain('Too many sign-in attempts')
  })
})

describe('POST /v1/auth/login', () => {
  it('starts a session in an httpOnly SameSite=Lax cookie and returns it', async () => {
    const params = await t.standInSignIn('pm.vic', 'VIC')
    const res = await loginWith(params.get('token') ?? '', {
      complianceSystemSessionId: params.get('__acp_compliance_session_id'),
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('acp_session='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const body = await res.json()
    expect(body.data).toMatchObject({
      agencyName: 'Bayside Rentals',
      state: 'VIC',
      isImpersonating: false,
      agencyCount: 1,
    })
    const session = await t.call('/v1/auth/session', { cookie: sessionCookieOf(res) })
    expect((await session.json()).data.user.name).toBe(body.data.user.name)
  })

  it('accepts each token once', async () => {
    const token = (await t.standInSignIn('pm.vic')).get('token') ?? ''
    expect((await loginWith(token)).status).toBe(200)
    const again = await loginWith(token)
    expect(again.status).toBe(401)
    expect((await again.json()).error).toContain('expired or has already been used')
  })

  it('refuses tampered and expired tokens', async () => {
    const token = (await t.standInSignIn('pm.vic')).get('token') ?? ''
    const [h, p, s] = token.split('.')
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString())
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: payload.sub + 1 })).toString('base64url')}.${s}`
    expect((await loginWith(forged)).status).toBe(401)
    const otherKey = signSignInToken({ sub: payload.sub, stateId: 7 }, readConfig({}).signInTokenKey).token
    expect((await loginWith(otherKey)).status).toBe(401)
  })

  it("verifies a real state's token with that state's configured key", async () => {
    const nswKey = Buffer.from('a-key-of-the-nsw-compliance-system-0123456789')
    const app = createApp({
      db: t.db,
      config: { ...t.config, tokenKeys: { NSW: nswKey } },
      logger: createLogger('silent'),
      fileStore: t.fileStore,
    })
    const login = (token: string) =>
      app.request('http://localhost/v1/auth/login', {
        method: 'POST',
        headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
        body: JSON.stringify({ authToken: token }),
      })
    const masterId = t.summary.userIds.master ?? 0
    expect((await login(signSignInToken({ sub: masterId, stateId: 2 }, nswKey).token)).status).toBe(200)
    // The stand-in's key no longer vouches for NSW once NSW has its own.
    expect((await login(signSignInToken({ sub: masterId, stateId: 2 }, t.config.signInTokenKey).token)).status).toBe(
      401,
    )
  })

  it('answers 400 with field errors for a bad body', async () => {
    const res = await t.call('/v1/auth/login', { method: 'POST', body: { authToken: '' } })
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors.authToken).toContain('Sign-in token is required')
    const notJson = await t.app.request('http://localhost/v1/auth/login', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
  })

  it('does not let the query string claim an impersonation the token does not carry', async () => {
    const token = (await t.standInSignIn('pm.vic')).get('token') ?? ''
    const res = await loginWith(token, { isImpersonating: true, UNSAFE_originalComplianceUserId: 1 })
    expect(res.status).toBe(401)
  })
})

describe('session, logout and origin checks', () => {
  it('answers 401 Session not found without a session', async () => {
    const res = await t.call('/v1/auth/session')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      success: false,
      data: null,
      error: 'Session not found',
      code: 'SESSION_NOT_FOUND',
    })
  })

  it('logs out: the session is gone and the cookie cleared', async () => {
    const cookie = await t.signIn('pm.vic')
    const res = await t.call('/v1/auth/logout', { method: 'POST', cookie })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual({ logoutUrl: null })
    expect(res.headers.getSetCookie().join()).toMatch(/acp_session=;/)
    expect((await t.call('/v1/auth/session', { cookie })).status).toBe(401)
  })

  it('refuses mutations that do not come from the app origin', async () => {
    const cookie = await t.signIn('pm.vic')
    const variants: Record<string, string>[] = [{ Origin: 'https://evil.example' }, {}]
    for (const headers of variants) {
      const res = await t.app.request('http://localhost/v1/auth/logout', {
        method: 'POST',
        headers: { Cookie: cookie, ...headers },
      })
      expect(res.status).toBe(403)
    }
    expect((await t.call('/v1/auth/session', { cookie })).status).toBe(200)
  })
})

describe('agencies', () => {
  it('lists the agencies of a user in several states, five to a page', async () => {
    const cookie = await t.signIn('multi', 'NSW')
    const res = await t.call('/v1/auth/agencies', { cookie })
    const { data } = await res.json()
    expect(data.total).toBe(3)
    expect(new Set(data.items.map((a: { state: string }) => a.state))).toEqual(new Set(['VIC', 'NSW', 'QLD']))
    const page2 = await (await t.call('/v1/auth/agencies?page=2', { cookie })).json()
    expect(page2.data).toEqual({ items: [], total: 3 })
    expect((await t.call('/v1/auth/agencies?page=0', { cookie })).status).toBe(400)
  })

  it('switches agency with a new session and refuses an agency the user is not in', async () => {
    const cookie = await t.signIn('multi', 'NSW')
    const before = (await (await t.call('/v1/auth/session', { cookie })).json()).data
    expect(before.state).toBe('NSW')
    const { data: list } = await (await t.call('/v1/auth/agencies', { cookie })).json()
    const qld = list.items.find((a: { state: string }) => a.state === 'QLD')
    const res = await t.call('/v1/auth/agencies', { method: 'PUT', cookie, body: { agencyId: qld.complianceAgencyId } })
    expect(res.status).toBe(200)
    const after = await res.json()
    expect(after.data).toMatchObject({ complianceAgencyId: qld.complianceAgencyId, state: 'QLD' })
    const newCookie = sessionCookieOf(res)
    expect(newCookie).not.toBe(cookie)
    expect((await t.call('/v1/auth/session', { cookie })).status).toBe(401)
    expect((await (await t.call('/v1/auth/session', { cookie: newCookie })).json()).data.state).toBe('QLD')

    const pmCookie = await t.signIn('pm.vic')
    const refused = await t.call('/v1/auth/agencies', {
      method: 'PUT',
      cookie: pmCookie,
      body: { agencyId: qld.complianceAgencyId },
    })
    expect(refused.status).toBe(403)
  })

  it('answers 400 for an agency id that is not a positive integer', async () => {
    const cookie = await t.signIn('multi', 'NSW')
    for (const agencyId of [0, -3, 1.5, '2', null]) {
      const res = await t.call('/v1/auth/agencies', { method: 'PUT', cookie, body: { agencyId } })
      expect(res.status).toBe(400)
      expect((await res.json()).fieldErrors.agencyId).toContain('Agency id must be a positive integer')
    }
  })
})

describe('impersonation', () => {
  it('starts an impersonated session for a support user, which cannot change data', async () => {
    const cookie = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    const { data } = await (await t.call('/v1/auth/session', { cookie })).json()
    expect(data.isImpersonating).toBe(true)
    expect(data.user.name).not.toBe(data.originalUser.name)
    const res = await t.call('/v1/me/settings', {
      method: 'PATCH',
      cookie,
      body: { agency: { showPortfolioMirroring: false } },
    })
    expect(res.status).toBe(403)
    expect((await res.json()).error).toBe(IMPERSONATION_REFUSAL)
  })

  it('switches back to the support user, who can then make changes', async () => {
    const cookie = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    const res = await t.call('/v1/auth/switch-back', { method: 'POST', cookie })
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expect(data).toMatchObject({ isImpersonating: false, originalUser: null })
    const own = sessionCookieOf(res)
    expect((await t.call('/v1/auth/session', { cookie })).status).toBe(401)
    const patch = await t.call('/v1/me/settings', {
      method: 'PATCH',
      cookie: own,
      body: { agency: { showPortfolioMirroring: false } },
    })
    expect(patch.status).toBe(200)
    const notImpersonating = await t.call('/v1/auth/switch-back', { method: 'POST', cookie: own })
    expect(notImpersonating.status).toBe(400)
  })

  it('is refused to users who may not impersonate', async () => {
    const res = await standInPost('vic', { username: 'pm.vic', password: 'demo1234', impersonate: 'multi' })
    expect(res.status).toBe(403)
    expect(await res.text()).toContain('You are not allowed to impersonate other users.')
  })
})
