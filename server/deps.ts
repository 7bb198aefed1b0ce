import type { SessionRow, SessionViewData } from './auth/session-store.ts'
import type { Db } from './db/client.ts'
import type { EmailDelivery } from './email/delivery.ts'
import type { ServerConfig } from './env.ts'
import type { Logger } from './http/logger.ts'
import type { Metrics } from './http/metrics.ts'
import type { JobQueue } from './jobs/queue.ts'
import type { Lifecycle } from './routes/health.ts'
import type { FileStore } from './storage/file-store.ts'

/** What every route factory receives: no module-level state, so tests build as many apps as they like. */
export type AppDeps = {
  db: Db
  config: ServerConfig
  logger: Logger
  fileStore: FileStore
  /** Outgoing email through the job queue; absent, emails are recorded as queued and not sent. */
  email?: EmailDelivery
  /** The process's state for /readyz (server/main.ts flips it when shutting down). */
  lifecycle?: Lifecycle
  /** Request, job-queue and pool metrics at /metrics; absent (no METRICS_TOKEN), nothing is counted. */
  metrics?: Metrics
  /** The PostgreSQL job queue for background work (invoice uploads); absent in API tests that run it in-process. */
  jobs?: JobQueue
}

export type AppEnv = {
  Variables: {
    requestId: string
    session: SessionRow | undefined
    /** The session's user has not accepted the agreement in force (never set while impersonating). */
    termsPending?: boolean
    /** The session view's data, read with the session for the calls that answer with it (GET /v1/auth/session). */
    sessionViewData?: SessionViewData
    /** SHA-256 of an upload's file as it was stored: what a resend under the same Idempotency-Key must match. */
    uploadContentHash?: string
  }
}
