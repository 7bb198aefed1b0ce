import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createApp } from '../../server/app.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { migrate } from '../../server/db/migrate.ts'
import { type SeedSummary, seed } from '../../server/db/seed/index.ts'
import { createEmailDelivery } from '../../server/email/delivery.ts'
import { smtpTransport, standInTransport } from '../../server/email/transport.ts'
import { type ObjectStoreConfig, readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { type JobOptions, startJobQueue } from '../../server/jobs/queue.ts'
import { invoiceUploads } from '../../server/routes/urgent-invoice-upload.ts'
import { pmsUploaderFor } from '../../server/standins/pms-upload.ts'
import { createFileStore } from '../../server/storage/create-file-store.ts'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * A fresh database per test file: embedded PGlite in memory by default; with DATABASE_URL a new
 * database on that PostgreSQL server (dropped afterwards), so CI runs the same suite on both.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const database = await openDatabase({ memory: true })
    return { database, drop: async () => {} }
  }
  const name = `acp_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  const database = await openDatabase({ url: testUrl.toString() })
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** Email delivery for the suites that send: the job queue running, SMTP or the stand-in, short retries. */
export type TestEmailOptions = { smtpUrl?: string; retry?: JobOptions; pollingIntervalSeconds?: number }

/** `objectStore`: files in that S3-compatible bucket (tests/server/s3-server.ts starts one) instead of a temp dir. */
export async function createTestApp(
  options: { propertiesPerAgency?: number; email?: TestEmailOptions; objectStore?: ObjectStoreConfig } = {},
) {
  const { database, drop } = await openTestDatabase()
  await migrate(database)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'acp-test-'))
  const fileStore = createFileStore({ dataDir, objectStore: options.objectStore })
  const summary: SeedSummary = await seed(database, {
    fileStore,
    propertiesPerAgency: options.propertiesPerAgency ?? 30,
  })
  const config = {
    ...readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    staticDir: undefined,
    objectStore: options.objectStore,
  }
  const logger = createLogger('silent')
  const jobs = options.email ? await startJobQueue(database.db, logger) : undefined
  const transport = options.email?.smtpUrl ? smtpTransport(options.email.smtpUrl) : standInTransport(logger)
  const email = jobs
    ? createEmailDelivery({ db: database.db, fileStore, logger, jobs, transport, retry: options.email?.retry })
    : undefined
  await email?.start({ pollingIntervalSeconds: options.email?.pollingIntervalSeconds ?? 0.5 })
  // With the queue running, invoice uploads go through it as in production (else they run in-process).
  await (jobs &&
    invoiceUploads(database.db, logger, pmsUploaderFor(config), jobs).startWorker({ pollingIntervalSeconds: 0.5 }))
  const app = createApp({ db: database.db, config, logger, fileStore, email, jobs })

  const origin = 'http://localhost'
  /** A browser-like call: same-origin Origin header on mutations, the session cookie, JSON bodies. */
  const call = (
    pathAndQuery: string,
    options: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    app.request(`${origin}${pathAndQuery}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.method && options.method !== 'GET' ? { Origin: origin } : {}),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })

  /** Signs in through the state sign-in stand-in, as the browser does; returns the callback's query. */
  async function standInSignIn(username: string, stateCode = 'VIC', extra: Record<string, string> = {}) {
    const form = new URLSearchParams({
      username,
      password: 'demo1234',
      redirect_url: `${origin}/auth/callback`,
      state: 'Lw',
      ...extra,
    })
    const res = await app.request(`${origin}/standin/${stateCode.toLowerCase()}/sign-in`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    if (res.status !== 303) throw new Error(`stand-in sign-in failed: ${res.status} ${await res.text()}`)
    return new URL(res.headers.get('location') ?? '').searchParams
  }

  /** Signs in all the way to a session; returns the cookie to send with later calls. */
  async function signIn(username: string, stateCode = 'VIC', extra: Record<string, string> = {}) {
    const params = await standInSignIn(username, stateCode, extra)
    const res = await call('/v1/auth/login', {
      method: 'POST',
      body: {
        authToken: params.get('token'),
        complianceSystemSessionId: params.get('__acp_compliance_session_id'),
        isImpersonating: params.get('__acp_impersonating') === 'true',
        UNSAFE_originalComplianceUserId: params.get('__acp_original_user_id')
          ? Number(params.get('__acp_original_user_id'))
          : null,
      },
    })
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
    return sessionCookieOf(res)
  }

  return {
    app,
    config,
    call,
    signIn,
    standInSignIn,
    db: database.db,
    summary,
    fileStore,
    /** The job queue, when the suite asked for email (and so for background work). */
    jobs,
    /** A request as the browser would send it, against the app object (no network). */
    request: (pathAndQuery: string, init: RequestInit = {}) => app.request(`http://localhost${pathAndQuery}`, init),
    close: async () => {
      await jobs?.stop(5_000)
      transport.close()
      await database.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The acp_session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('acp_session='))
  if (!header) throw new Error('no session cookie was set')
  return header.split(';')[0] ?? ''
}
