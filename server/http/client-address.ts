import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** The caller's address for rate limiting; requests made in-process (tests) have no socket. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'in-process'
  }
}
