export type SignIn = { username: string; password: string; stateCode: string; agencyId: number }

function sessionCookie(response: Response, step: string): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('acp_session='))
  if (!header) throw new Error(`${step}: no session cookie was set`)
  return header.split(';')[0] ?? ''
}

async function expect(response: Response, status: number, step: string): Promise<void> {
  if (response.status !== status) {
    throw new Error(`${step} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }
}

/**
 * Signs in over HTTP as the browser does (tests/server/test-app.ts does the same in-process): the state
 * stand-in's form, then POST /v1/auth/login with its token, then PUT /v1/auth/agencies to switch to
 * `agencyId` (the stand-in picks the first agency of the state by name). Returns the Cookie header value.
 */
export async function signIn(appUrl: string, { username, password, stateCode, agencyId }: SignIn): Promise<string> {
  // Mutations must say they come from the app's own origin (sameOriginMutations).
  const origin = { Origin: appUrl }
  const form = new URLSearchParams({ username, password, redirect_url: `${appUrl}/auth/callback`, state: 'Lw' })
  const standIn = await fetch(`${appUrl}/standin/${stateCode.toLowerCase()}/sign-in`, {
    method: 'POST',
    headers: { ...origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
  await expect(standIn, 303, 'stand-in sign-in')
  const params = new URL(standIn.headers.get('location') ?? '').searchParams

  const login = await fetch(`${appUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { ...origin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      authToken: params.get('token'),
      complianceSystemSessionId: params.get('__acp_compliance_session_id'),
      isImpersonating: false,
      UNSAFE_originalComplianceUserId: null,
    }),
  })
  await expect(login, 200, 'POST /v1/auth/login')

  const switched = await fetch(`${appUrl}/v1/auth/agencies`, {
    method: 'PUT',
    headers: { ...origin, 'Content-Type': 'application/json', Cookie: sessionCookie(login, 'login') },
    body: JSON.stringify({ agencyId }),
  })
  await expect(switched, 200, 'PUT /v1/auth/agencies')
  // A switch issues a new session id; the old cookie is gone.
  return sessionCookie(switched, 'agency switch')
}
