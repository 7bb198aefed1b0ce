import { createHash } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema/index.ts'
import type { AppEnv } from '../deps.ts'
import { fail } from './envelope.ts'

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/
const KEEP_MS = 24 * 3600_000
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * A write sent with an Idempotency-Key is applied once: the first answer is stored with the key and
 * a repeat (an offline outbox replaying, a double tap) gets that answer back without the write
 * running again. Keys belong to a user; the same key with a different request is refused.
 * JSON bodies are fingerprinted whole. Other bodies (multipart uploads of up to 20 MB) are not read here,
 * which would hold them in memory before the handler streams them: their declared length stands in for
 * them (a resend of the same upload has the same length), so a replay never stores the file twice.
 */
export function idempotency(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    const session = c.get('session')
    if (!key || !session || !MUTATING.has(c.req.method)) return next()
    if (!KEY_PATTERN.test(key)) return fail(c, 400, 'Idempotency-Key must be 8 to 200 letters, digits or -_.:')

    const isJson = (c.req.header('content-type') ?? '').startsWith('application/json')
    const body = isJson ? await c.req.text() : `length ${c.req.header('content-length') ?? 'unknown'}`
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex')
    const where = and(eq(idempotencyKeys.userId, session.userId), eq(idempotencyKeys.key, key))

    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)))
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId: session.userId, key, method: c.req.method, path: c.req.path, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })

    if (claimed.length === 0) {
      const [earlier] = await db.select().from(idempotencyKeys).where(where)
      if (!earlier || earlier.requestHash !== requestHash) {
        return fail(c, 422, 'This Idempotency-Key was already used for a different request.')
      }
      if (earlier.statusCode === null) {
        return fail(c, 409, 'This request is already being processed. Try again in a moment.')
      }
      c.header('Idempotent-Replayed', 'true')
      return c.json(earlier.responseBody, earlier.statusCode as 200)
    }

    await next()
    const status = c.res.status
    // Server errors are not answers: forget the key so that a retry runs the request again.
    if (status >= 500) {
      await db.delete(idempotencyKeys).where(where)
      return
    }
    const stored = (c.res.headers.get('content-type') ?? '').startsWith('application/json')
      ? await c.res.clone().json()
      : null
    await db.update(idempotencyKeys).set({ statusCode: status, responseBody: stored }).where(where)
  }
}
