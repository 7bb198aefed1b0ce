import { createHash } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import {
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_REUSED,
} from '../../src/contract/error-codes.ts'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema/index.ts'
import type { AppEnv } from '../deps.ts'
import { hashUploadedFile } from '../uploads/hash-upload.ts'
import { isMultipart } from './body-limit.ts'
import { fail, failWithCode } from './envelope.ts'
import { jsonOfAnswer } from './json-length.ts'

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/
/** A key's answer is replayed for a day; older keys are swept by the clean-up job (server/jobs/clean-up.ts). */
const KEEP_MS = 24 * 3600_000
/** How long a running request's claim holds without renewal: a process that died frees its keys this soon. */
export const CLAIM_LEASE_MS = 15_000
const RENEW_EVERY_MS = 5_000
/** Seconds a client is told to wait before resending a request that is still running. */
const RETRY_AFTER_SECONDS = 2
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * A write sent with an Idempotency-Key is applied once: the first answer is stored with the key and a
 * repeat (an offline outbox replaying, a double tap) gets that answer back without the write running again.
 * Keys belong to a user; the same key with a different request is refused (422).
 *
 * JSON bodies are fingerprinted whole. Uploads (multipart, up to 20 MB) are not read before the handler,
 * which streams them: the handler hashes the file as it stores it (`uploadContentHash`), and a resend of a
 * finished upload is hashed the same way, so a different file under a used key is refused, not dropped.
 *
 * A claim is not forever: it is held by a lease the running request renews; when the request's connection
 * is gone before it was applied (a phone losing signal mid-upload) the claim is released at once, and when
 * the process died the lease runs out within seconds. Meanwhile a resend is told IDEMPOTENCY_IN_PROGRESS
 * with Retry-After: try again shortly, never "failed".
 */
export function idempotency(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    const session = c.get('session')
    if (!key || !session || !MUTATING.has(c.req.method)) return next()
    if (!KEY_PATTERN.test(key)) return fail(c, 400, 'Idempotency-Key must be 8 to 200 letters, digits or -_.:')

    const multipart = isMultipart(c.req.header('content-type'))
    const body = multipart ? 'multipart' : await c.req.text()
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex')
    const where = and(eq(idempotencyKeys.userId, session.userId), eq(idempotencyKeys.key, key))
    const leaseEnd = () => new Date(Date.now() + CLAIM_LEASE_MS)

    const claimed = await db
      .insert(idempotencyKeys)
      .values({
        userId: session.userId,
        key,
        method: c.req.method,
        path: c.req.path,
        requestHash,
        lockedUntil: leaseEnd(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })

    if (claimed.length === 0) {
      const [earlier] = await db.select().from(idempotencyKeys).where(where)
      if (!earlier || earlier.requestHash !== requestHash) {
        return failWithCode(
          c,
          422,
          IDEMPOTENCY_KEY_REUSED,
          'This Idempotency-Key was already used for a different request.',
        )
      }
      if (earlier.statusCode !== null) {
        if (earlier.contentHash && (await hashUploadedFile(c)) !== earlier.contentHash) {
          return failWithCode(
            c,
            422,
            IDEMPOTENCY_KEY_REUSED,
            'This Idempotency-Key was already used for a different request.',
          )
        }
        c.header('Idempotent-Replayed', 'true')
        return c.json(earlier.responseBody, earlier.statusCode as 200)
      }
      // Still claimed: take it over only if its lease ran out (the request that held it is gone).
      const takenOver = await db
        .update(idempotencyKeys)
        .set({ lockedUntil: leaseEnd() })
        .where(
          and(
            where,
            isNull(idempotencyKeys.statusCode),
            or(isNull(idempotencyKeys.lockedUntil), lt(idempotencyKeys.lockedUntil, new Date())),
          ),
        )
        .returning({ key: idempotencyKeys.key })
      if (takenOver.length === 0) {
        c.header('Retry-After', String(RETRY_AFTER_SECONDS))
        return failWithCode(c, 409, IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_IN_PROGRESS_MESSAGE)
      }
    }

    const renew = setInterval(() => {
      void db
        .update(idempotencyKeys)
        .set({ lockedUntil: leaseEnd() })
        .where(and(where, isNull(idempotencyKeys.statusCode)))
        .catch(() => {})
    }, RENEW_EVERY_MS)
    try {
      await next()
    } finally {
      clearInterval(renew)
    }
    const status = c.res.status
    const applied = status >= 200 && status < 300
    // Server errors are not answers, and neither is whatever a request cut off mid-way was answered (its
    // half a body reads as malformed): forget the key so that the resend runs the request again.
    if (status >= 500 || (!applied && c.req.raw.signal.aborted)) {
      await db.delete(idempotencyKeys).where(where)
      return
    }
    // Compressed already when over 1 KB and the client takes gzip (jsonAnswer): stored as the JSON it says.
    const stored = (c.res.headers.get('content-type') ?? '').startsWith('application/json')
      ? await jsonOfAnswer(c.res)
      : null
    await db
      .update(idempotencyKeys)
      .set({
        statusCode: status,
        responseBody: stored,
        lockedUntil: null,
        contentHash: c.get('uploadContentHash') ?? null,
      })
      .where(where)
  }
}

export async function deleteOldIdempotencyKeys(db: Db, now = Date.now()): Promise<number> {
  const old = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)))
    .returning({ key: idempotencyKeys.key })
  return old.length
}
