import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sessions } from '../db/schema/index.ts'

export type SessionRow = typeof sessions.$inferSelect

/** The cookie carries the random id; the database only its hash. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('base64url')

export type NewSession = Pick<
  SessionRow,
  'userId' | 'agencyId' | 'stateId' | 'complianceSessionId' | 'isImpersonating' | 'originalUserId'
>

export async function createSession(
  db: Db,
  values: NewSession,
  ttlMs: number,
): Promise<{ id: string; row: SessionRow }> {
  const id = randomBytes(32).toString('base64url')
  const [row] = await db
    .insert(sessions)
    .values({ ...values, idHash: hashSessionId(id), expiresAt: new Date(Date.now() + ttlMs) })
    .returning()
  if (!row) throw new Error('Session was not stored')
  // Expired sessions of anyone are swept here rather than by a timer: sign-ins are frequent enough.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
  return { id, row }
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, hashSessionId(id)), gt(sessions.expiresAt, new Date())))
  return row
}

/** Sliding expiry: a session in use is extended once more than half its life has passed. */
export async function touchSession(db: Db, row: SessionRow, ttlMs: number): Promise<SessionRow> {
  const remaining = row.expiresAt.getTime() - Date.now()
  if (remaining > ttlMs / 2) return row
  const expiresAt = new Date(Date.now() + ttlMs)
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, row.idHash))
  return { ...row, expiresAt }
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash))
}
