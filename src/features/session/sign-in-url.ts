import type { ComplianceSystem } from '../../contract/states.ts'
import { encodeReturnPath } from '../../lib/return-path.ts'

/** Where a state's button sends the browser: its sign-in page, told to come back to our callback. */
export function stateSignInUrl(system: ComplianceSystem, returnPath: string, origin: string): string {
  const url = new URL(system.loginUrl, origin)
  url.searchParams.set('login_type', 'token')
  url.searchParams.set('redirect_url', new URL('/auth/callback', origin).toString())
  url.searchParams.set('state', encodeReturnPath(returnPath))
  return url.toString()
}
