import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

/**
 * Entry points to screens that later work builds (access issues, reported findings, required updates,
 * analytics) stay in place but disabled, with this reason beside them, until their route exists: a link
 * must never lead to the 404 page.
 */
export const NOT_AVAILABLE_YET = 'Not available yet'

/** Whether an in-app href (path, optionally with a query) is a route of this app, not the catch-all 404. */
export function screenExists(routesByPath: object, href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? ''
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return Object.hasOwn(routesByPath, trimmed)
}

/**
 * Asks the router's own route tree, so an entry point turns on by itself the day its route file is added.
 * Only static paths are recognised; a path with parameters counts as missing.
 */
export function useScreenExists(): (href: string) => boolean {
  const router = useRouter()
  const routes = router.routesByPath
  return useCallback((href: string) => screenExists(routes, href), [routes])
}
