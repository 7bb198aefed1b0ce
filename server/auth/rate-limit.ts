import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { signInAttempts } from '../db/schema/index.ts'

const WINDOW_MS = 15 * 60_000
export const MAX_FAILURES_PER_USER = 5
export const MAX_FAILURES_PER_ADDRESS = 20
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.'

/** Failures live in the database, so every server process sees the same count. */
export async function isSignInBlocked(db: Db, username: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS)
  const [byUser] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.username, username.toLowerCase()), gt(signInAttempts.createdAt, since)))
  const [byAddress] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.address, address), gt(signInAttempts.createdAt, since)))
  return (byUser?.n ?? 0) >= MAX_FAILURES_PER_USER || (byAddress?.n ?? 0) >= MAX_FAILURES_PER_ADDRESS
}

export async function recordSignInFailure(db: Db, username: string, address: string): Promise<void> {
  await db.insert(signInAttempts).values({ username: username.toLowerCase(), address })
  await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, new Date(Date.now() - WINDOW_MS)))
}

export async function clearSignInFailures(db: Db, username: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.username, username.toLowerCase()))
}
