import { deleteOldSignInAttempts } from '../auth/rate-limit.ts'
import { deleteExpiredSessions } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { deleteOldIdempotencyKeys } from '../http/idempotency.ts'
import type { Logger } from '../http/logger.ts'
import type { FileStore } from '../storage/file-store.ts'
import { purgeStaleTemporaryDocuments } from '../uploads/temporary-documents.ts'
import type { JobQueue } from './queue.ts'

export const CLEAN_UP_JOB = 'clean-up-expired-records'
/** Every fifteen minutes: nothing here is needed for correctness (lookups ignore what ran out), only tidiness. */
export const CLEAN_UP_CRON = '*/15 * * * *'

/** One sweep of what runs out: expired sessions, day-old idempotency keys, old sign-in attempts, abandoned uploads. */
export async function cleanUpExpiredRecords(db: Db, fileStore: FileStore, now = Date.now()) {
  return {
    sessions: await deleteExpiredSessions(db, new Date(now)),
    idempotencyKeys: await deleteOldIdempotencyKeys(db, now),
    signInAttempts: await deleteOldSignInAttempts(db, now),
    temporaryDocuments: await purgeStaleTemporaryDocuments(db, fileStore, now),
  }
}

/**
 * The sweeps used to run inline on hot paths (every write, every sign-in, every wizard upload). Now one
 * scheduled job does them: pg-boss sends one job per occurrence however many processes run, and a failed
 * sweep is retried.
 */
export async function startCleanUp(db: Db, fileStore: FileStore, jobs: JobQueue, logger: Logger): Promise<void> {
  await jobs.define(CLEAN_UP_JOB, { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 })
  await jobs.work(CLEAN_UP_JOB, async () => {
    const removed = await cleanUpExpiredRecords(db, fileStore)
    if (Object.values(removed).some((n) => n > 0)) logger.info('expired records cleaned up', removed)
  })
  await jobs.schedule(CLEAN_UP_JOB, CLEAN_UP_CRON)
}
