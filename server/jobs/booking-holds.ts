import type { Db } from '../db/client.ts'
import type { Logger } from '../http/logger.ts'
import { standInSchedule } from '../scheduling/schedule.ts'
import type { JobQueue } from './queue.ts'

export const EXPIRED_HOLDS_JOB = 'clear-expired-booking-holds'
/** Every five minutes: a hold lasts 300 s, and an expired one already counts as free, so this is tidying only. */
export const EXPIRED_HOLDS_CRON = '*/5 * * * *'

/**
 * The periodic clean-up of booking holds that ran out (DESIGN "Background work": clean-ups run in the job
 * queue). A hold is also cleared whenever someone holds a time, so this catches the ones nobody came back to.
 */
export async function startBookingHoldCleanUp(db: Db, jobs: JobQueue, logger: Logger): Promise<void> {
  const schedule = standInSchedule(db)
  await jobs.define(EXPIRED_HOLDS_JOB, { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 60 })
  await jobs.work(EXPIRED_HOLDS_JOB, async () => {
    const cleared = await schedule.clearExpiredHolds()
    if (cleared > 0) logger.info('expired booking holds cleared', { cleared })
  })
  await jobs.schedule(EXPIRED_HOLDS_JOB, EXPIRED_HOLDS_CRON)
}
