import { existsSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { agencyMemberships, properties, sessions } from '../../server/db/schema/index.ts'
import { createLogger } from '../../server/http/logger.ts'
import { MEMBERSHIP_ENDED, TERMS_NOT_ACCEPTED } from '../../src/contract/error-codes.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let bayside: number
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 5 })
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0))
  bayside = row?.id ?? 0
})
afterAll(() => t.close())

const json = async (res: Response) => ({ status: res.status, body: await res.json(), headers: res.headers })

/** Removes a demo user from a demo agency; the returned function puts the membership back. */
async function removeFromAgency(username: string, agency: string) {
  const userId = t.summary.userIds[username] ?? 0
  const agencyId = t.summary.agencyIds[agency] ?? 0
  const [membership] = await t.db
    .delete(agencyMemberships)
    .where(and(eq(agencyMemberships.userId, userId), eq(agencyMemberships.agencyId, agencyId)))
    .returning()
  expect(membership, `${username} in ${agency}`).toBeDefined()
  return async () => {
    if (membership) await t.db.insert(agencyMemberships).values(membership)
  }
}

describe('removing a user from an agency ends their session (issue 13, defect 2)', () => {
  it('refuses reads and writes of a session whose user was removed, and ends that session', async () => {
    const cookie = await t.signIn('pm.vic', 'VIC')
    expect((await t.call(`/v1/property/${bayside}`, { cookie })).status).toBe(200)
    const userId = t.summary.userIds['pm.vic'] ?? 0
    const restore = await removeFromAgency('pm.vic', 'Bayside Rentals')
    try {
      const read = await json(await t.call(`/v1/property/${bayside}`, { cookie }))
      expect(read.status).toBe(401)
      expect(read.body).toMatchObject({ success: false, data: null, code: MEMBERSHIP_ENDED })
      expect(read.headers.getSetCookie().join()).toMatch(/acp_session=;/)
      // The session is gone for every later call, in every process, not only refused once.
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([])
      for (const path of ['/v1/portfolio', '/v1/stats', `/v1/property/${bayside}/tenancies`, '/v1/auth/session']) {
        expect((await t.call(path, { cookie })).status, path).toBe(401)
      }
      const write = await t.call('/v1/me/settings', { method: 'PATCH', cookie, body: { agency: {} } })
      expect(write.status).toBe(401)
      // Signing out still works, and the probe says nobody is signed in.
      expect((await t.call('/v1/auth/logout', { method: 'POST', cookie })).status).toBe(200)
      expect((await json(await t.call('/v1/auth/session-probe', { cookie }))).body.data).toBeNull()
    } finally {
      await restore()
    }
  })
})

describe('sessions looked up together (issue 16: one statement for the requests of one moment)', () => {
  it("gives each of several users' simultaneous requests its own session, and refuses only the removed one", async () => {
    const users = [
      ['pm.vic', 'VIC'],
      ['master', 'NSW'],
      ['multi', 'QLD'],
    ] as const
    const cookies = await Promise.all(users.map(([username, state]) => t.signIn(username, state)))
    const sessionsNow = async () =>
      Promise.all(
        cookies.flatMap((cookie) => [0, 1].map(async () => json(await t.call('/v1/auth/session', { cookie })))),
      )
    const ids = (await sessionsNow()).map((res) => res.body.data?.user?.id)
    const idOf = (username: string) => t.summary.userIds[username]
    expect(ids).toEqual(['pm.vic', 'pm.vic', 'master', 'master', 'multi', 'multi'].map(idOf))

    const restore = await removeFromAgency('master', 'Harbour & Co Property')
    try {
      const after = await sessionsNow()
      expect(after.map((res) => res.status)).toEqual([200, 200, 401, 401, 200, 200])
      // The session call (an auth path) ends the session and answers as for none.
      expect(after[2]?.body).toMatchObject({ success: false, data: null })
    } finally {
      await restore()
    }
  })
})

describe('the licence agreement is enforced by the server (issue 13, defect 2)', () => {
  it('refuses every call but the terms and auth calls until the agreement is accepted', async () => {
    const cookie = await t.signIn('new.pm', 'VIC')
    for (const [method, path] of [
      ['GET', '/v1/portfolio'],
      ['GET', '/v1/stats'],
      ['GET', '/v1/me/settings'],
      ['GET', '/v1/me/active-experiments'],
      ['PATCH', '/v1/me/settings'],
    ] as const) {
      const res = await json(await t.call(path, { method, cookie, body: method === 'GET' ? undefined : {} }))
      expect(res.status, path).toBe(403)
      expect(res.body, path).toMatchObject({ success: false, data: null, code: TERMS_NOT_ACCEPTED })
    }
    // What the terms screen needs is answered.
    expect((await t.call('/v1/auth/session', { cookie })).status).toBe(200)
    expect((await t.call('/v1/auth/agencies', { cookie })).status).toBe(200)
    const terms = await json(await t.call('/v1/me/terms', { cookie }))
    expect(terms.status).toBe(200)
    const accepted = await t.call(`/v1/me/terms/${terms.body.data.id}/accept`, { method: 'POST', cookie })
    expect(accepted.status).toBe(200)
    expect((await t.call('/v1/portfolio', { cookie })).status).toBe(200)
  })

  it('does not hold back a support user impersonating someone with terms pending', async () => {
    const cookie = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    expect((await t.call('/v1/portfolio', { cookie })).status).toBe(200)
  })
})

describe('the session probe (issue 13, defect 14)', () => {
  it('answers 200 with null when signed out, and the session when signed in', async () => {
    const out = await json(await t.call('/v1/auth/session-probe'))
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ success: true, data: null, error: null })
    const cookie = await t.signIn('master', 'NSW')
    const signedIn = await json(await t.call('/v1/auth/session-probe', { cookie }))
    expect(signedIn.body.data).toMatchObject({ agencyName: 'Harbour & Co Property', requiresRelogin: false })
  })

  it('keeps GET /v1/auth/session a 401 Session not found when signed out, with its code', async () => {
    const res = await json(await t.call('/v1/auth/session'))
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ success: false, data: null, error: 'Session not found', code: 'SESSION_NOT_FOUND' })
  })
})

describe('API answers are not cached (issue 13, defect 14)', () => {
  it('sends Cache-Control: private, no-store on JSON answers, failures included', async () => {
    const cookie = await t.signIn('pm.vic', 'VIC')
    for (const path of ['/v1/auth/session', '/v1/portfolio', `/v1/property/${bayside}`, '/v1/no-such-call']) {
      expect((await t.call(path, { cookie })).headers.get('cache-control'), path).toBe('private, no-store')
    }
    expect((await t.call('/v1/portfolio')).headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('the sign-in stand-in page (issue 13, defect 14)', () => {
  it("links the app's icon, so the browser does not ask for a missing /favicon.ico", async () => {
    const res = await t.request('/standin/vic/sign-in?login_type=token&redirect_url=http://localhost/auth/callback')
    const href = /<link rel="icon" href="([^"]+)"/.exec(await res.text())?.[1]
    expect(href).toBe('/favicon.svg')
    expect(existsSync(new URL(`../../public${href}`, import.meta.url))).toBe(true)
  })
})

describe('where a sign-out may lead (issue 13, defect 9)', () => {
  const withLogoutUrls = () =>
    createApp({
      db: t.db,
      config: { ...t.config, logoutUrls: { VIC: 'https://vic.example.gov.au/logout' } },
      logger: createLogger('silent'),
      fileStore: t.fileStore,
    })
  const logout = async (logoutUrl: string | undefined, cookie?: string) => {
    const res = await withLogoutUrls().request('http://localhost/v1/auth/logout', {
      method: 'POST',
      headers: {
        Origin: 'http://localhost',
        'Content-Type': 'application/json',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(logoutUrl === undefined ? {} : { logoutUrl }),
    })
    return (await res.json()).data?.logoutUrl
  }

  it('refuses other sites, falling back to the state logout page or none', async () => {
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(await logout(evil), evil).toBeNull()
      expect(await logout(evil, await t.signIn('pm.vic', 'VIC')), evil).toBe('https://vic.example.gov.au/logout')
    }
  })

  it('allows same-origin paths and the configured state logout pages', async () => {
    expect(await logout('/auth/login?__acp_state_id=2')).toBe('/auth/login?__acp_state_id=2')
    expect(await logout('http://localhost/portfolio')).toBe('/portfolio')
    expect(await logout('https://vic.example.gov.au/logout')).toBe('https://vic.example.gov.au/logout')
    expect(await logout('https://vic.example.gov.au/logout/../elsewhere')).toBeNull()
  })

  it('still signs out a client that sends no body', async () => {
    const cookie = await t.signIn('pm.vic', 'VIC')
    const res = await t.call('/v1/auth/logout', { method: 'POST', cookie })
    expect((await res.json()).data).toEqual({ logoutUrl: null })
  })
})
