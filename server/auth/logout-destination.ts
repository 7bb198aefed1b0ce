import type { ServerConfig } from '../env.ts'

/**
 * Where the browser may go after signing out: a same-origin path, or exactly one of the configured state
 * logout pages. Anything else asked for (`/auth/logout?logout_url=https://elsewhere`) would make the app an
 * open redirect that phishing links borrow; it falls back to the session state's own page, or none.
 */
export function logoutDestination(
  config: ServerConfig,
  ownOrigin: string,
  requested: string | null | undefined,
  stateCode: string | undefined,
): string | null {
  const fallback = (stateCode && config.logoutUrls[stateCode]) || null
  if (!requested) return fallback
  let target: URL
  try {
    target = new URL(requested, ownOrigin)
  } catch {
    return fallback
  }
  if (target.origin === ownOrigin) return `${target.pathname}${target.search}${target.hash}`
  const configured = Object.values(config.logoutUrls).flatMap((url) => {
    try {
      return url ? [new URL(url).href] : []
    } catch {
      return []
    }
  })
  return configured.includes(target.href) ? target.href : fallback
}
