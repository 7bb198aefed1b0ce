import { createTestApp } from './test-app.ts'

/**
 * A test app with the sessions the access-issue suites use: Bayside's pm.vic (VIC), Harbour's master (NSW) and
 * support impersonating pm.vic; get and post answer the status and the parsed envelope, as Bayside by default.
 */
export async function signedInApp(propertiesPerAgency: number) {
  const t = await createTestApp({ propertiesPerAgency })
  const bayside = await t.signIn('pm.vic', 'VIC')
  const harbour = await t.signIn('master', 'NSW')
  const impersonating = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
  const get = async (path: string, cookie = bayside) => {
    const res = await t.call(path, { cookie })
    return { status: res.status, body: await res.json() }
  }
  const post = async (path: string, body: unknown, cookie = bayside, headers: Record<string, string> = {}) => {
    const res = await t.call(path, { method: 'POST', cookie, body, headers })
    return { status: res.status, body: await res.json() }
  }
  return { t, bayside, harbour, impersonating, get, post }
}
export type SignedInApp = Awaited<ReturnType<typeof signedInApp>>
