import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { signInAttempts } from '../db/schema/index.ts'

const WINDOW_MS = 15 * 60_000
/** Guesses at one user's password from one address. */
export const MAX_ATTEMPTS_PER_USER_AND_ADDRESS = 5
/** Looser: an office behind one address has many users, but one address may not spray guesses at all of them. */
export const MAX_ATTEMPTS_PER_ADDRESS = 20
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.'

export type SignInAttempt = { allowed: true; id: number } | { allowed: false }

/**
 * Counts this attempt before the password is checked, so parallel guesses cannot all slip past a check
 * made before any of them was recorded. The attempt is stored first (committed on its own), then counted:
 * the n-th stored attempt sees at least n rows, so at most the limit of attempts are ever checked, on
 * PGlite and on a PostgreSQL server alike, without locks. Counting per user and address means guesses
 * from elsewhere cannot lock a user out at their own address.
 */
export async function claimSignInAttempt(db: Db, username: string, address: string): Promise<SignInAttempt> {
  const user = username.toLowerCase()
  const [row] = await db.insert(signInAttempts).values({ username: user, address }).returning({ id: signInAttempts.id })
  if (!row) throw new Error('Sign-in attempt was not recorded')
  const since = gt(signInAttempts.createdAt, new Date(Date.now() - WINDOW_MS))
  const [byPair] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.username, user), eq(signInAttempts.address, address), since))
  const [byAddress] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.address, address), since))
  if ((byPair?.n ?? 0) <= MAX_ATTEMPTS_PER_USER_AND_ADDRESS && (byAddress?.n ?? 0) <= MAX_ATTEMPTS_PER_ADDRESS) {
    return { allowed: true, id: row.id }
  }
  // A refused attempt checked no password: it is not kept, so retrying while locked does not extend the wait.
  await db.delete(signInAttempts).where(eq(signInAttempts.id, row.id))
  return { allowed: false }
}

/** Attempts older than the window count for nothing any more: swept by the clean-up job (server/jobs/clean-up.ts). */
export async function deleteOldSignInAttempts(db: Db, now = Date.now()): Promise<number> {
  const old = await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, new Date(now - WINDOW_MS)))
    .returning({ id: signInAttempts.id })
  return old.length
}

/** The right password: this user's attempts from this address no longer count. */
export async function signInSucceeded(db: Db, username: string, address: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.username, username.toLowerCase()), eq(signInAttempts.address, address)))
}
