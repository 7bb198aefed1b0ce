import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { START_UP_LOCK, withAdvisoryLock } from './db/advisory-lock.ts'
import { type Database, openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { DEMO_USERS, seedIfEmpty } from './db/seed/index.ts'
import { createEmailDelivery } from './email/delivery.ts'
import { smtpTransport, standInTransport } from './email/transport.ts'
import { productionProblems, readConfig } from './env.ts'
import { clusterMetricsSource, serveClusterMetrics } from './http/cluster-metrics.ts'
import { createLogger } from './http/logger.ts'
import { createMetrics, type Metrics } from './http/metrics.ts'
import { startBookingHoldCleanUp } from './jobs/booking-holds.ts'
import { startCleanUp } from './jobs/clean-up.ts'
import { startJobQueue } from './jobs/queue.ts'
import { invoiceUploads } from './routes/urgent-invoice-upload.ts'
import { pmsUploaderFor } from './standins/pms-upload.ts'
import { createFileStore, describeFileStore } from './storage/create-file-store.ts'
import type { FileStore } from './storage/file-store.ts'

/**
 * `npm start`. With DATABASE_URL: a primary that migrates and seeds once, then forks one worker per core
 * (WEB_CONCURRENCY overrides the count) that share the port (docs/decisions/009-one-worker-per-core.md).
 * The embedded database (PGlite, one process owns its files) stays one process.
 */
const config = readConfig()
const logger = createLogger(config.logLevel)
for (const problem of productionProblems(config)) logger.error(`refusing to start: ${problem}`)
if (productionProblems(config).length > 0) process.exit(1)
const clustered = config.databaseUrl !== undefined && config.workers > 1

function banner(port: number, workers: number) {
  const url = `http://localhost:${port}`
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`
  process.stdout.write(
    [
      '',
      `  Agency Compliance Portal is running at ${url} (${workers} worker${workers === 1 ? '' : 's'})`,
      `  Database: ${where}`,
      `  Files: ${describeFileStore(config)}`,
      // The demo sign-ins exist only where the demo data was seeded (never by itself in production).
      ...(config.seedDemoData
        ? [
            '  Demo sign-in (choose the state, then use one of these):',
            ...DEMO_USERS.map((u) => `    ${u.username.padEnd(10)} ${u.password.padEnd(10)} ${u.description}`),
          ]
        : []),
      '',
    ].join('\n'),
  )
}

/**
 * Migrations and the demo seed before any request is served. Every machine's primary runs this at start; the
 * advisory lock makes them take turns, so the second finds the work done (docs/decisions/011).
 */
async function prepare() {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir })
  const fileStore = createFileStore(config)
  await withAdvisoryLock(database, START_UP_LOCK, async () => {
    await migrate(database)
    if (config.seedDemoData && (await seedIfEmpty(database, { fileStore, log: (msg) => logger.info(msg) }))) {
      logger.info('seeded demo data on the empty database')
    }
  })
  return { database, fileStore }
}

/** A serving process's connections: a bounded pool with a statement timeout (start-up work runs without). */
const servingPool = { max: config.pgPoolMax, statementTimeoutMs: config.pgStatementTimeoutMs }

/** The prepared database, reopened for serving; PGlite's is kept (one process owns its files). */
async function forServing(prepared: Awaited<ReturnType<typeof prepare>>) {
  if (prepared.database.kind === 'pglite') return prepared
  await prepared.database.close()
  return { ...prepared, database: await openDatabase({ url: config.databaseUrl as string }, servingPool) }
}

/** The job queue and the email worker, in every serving process (pg-boss shares the work between them). */
async function startEmail(database: Database, fileStore: FileStore) {
  const jobs = await startJobQueue(database.db, logger)
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : standInTransport(logger)
  const email = createEmailDelivery({ db: database.db, fileStore, logger, jobs, transport })
  await email.start()
  logger.info('email delivery started', { transport: transport.kind })
  await startBookingHoldCleanUp(database.db, jobs, logger)
  await startCleanUp(database.db, fileStore, jobs, logger)
  await invoiceUploads(database.db, logger, pmsUploaderFor(config), jobs).startWorker()
  return { jobs, email, transport }
}

/** Metrics when METRICS_TOKEN is set; a cluster worker's /metrics answers the sum over every worker. */
function metricsFor(database: Database): Metrics | undefined {
  if (!config.metricsToken) return undefined
  const metrics = createMetrics(database.db, config.metricsToken)
  return cluster.isWorker ? { ...metrics, source: clusterMetricsSource(metrics.registry) } : metrics
}

/** Serves the app; SIGINT/SIGTERM (or the primary's disconnect) stop it gracefully. */
async function serveApp(opened: Awaited<ReturnType<typeof prepare>>, onListening: (port: number) => void) {
  const { database, fileStore } = opened
  const { jobs, email, transport } = await startEmail(database, fileStore)
  const lifecycle = { shuttingDown: false }
  const metrics = metricsFor(database)
  const app = createApp({ db: database.db, config, logger, fileStore, email, jobs, lifecycle, metrics })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => onListening(info.port))
  // Node closes an idle keep-alive socket after 5 s; a client (or a proxy with a 60 s idle timeout) that reuses it
  // just then gets ECONNRESET. Outlast the usual proxy timeout instead (headersTimeout must exceed it).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return
    lifecycle.shuttingDown = true
    logger.info('shutting down', { signal, pid: process.pid })
    // Stop taking connections, let in-flight requests finish, then close the database cleanly.
    const forced = setTimeout(() => process.exit(1), 10_000)
    forced.unref()
    server.close(async () => {
      // Emails being sent finish (and are marked sent or queued for a retry) before the database closes.
      await jobs.stop(8_000).catch((error: Error) => logger.error('job queue stop failed', { message: error.message }))
      transport.close()
      await database.close()
      process.exit(0)
    })
    // Idle keep-alive connections would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  if (cluster.isWorker) process.on('disconnect', () => shutdown('disconnect'))
}

async function primary() {
  // The primary opens the database only to prepare it; the workers each open their own pool.
  const { database } = await prepare()
  await database.close()
  if (config.metricsToken) serveClusterMetrics()
  // Sign-in tokens are signed in one worker and may be verified in another: they must share the key.
  const env = config.signInKeyFromEnv ? {} : { SIGN_IN_TOKEN_SECRET: randomBytes(32).toString('hex') }
  let stopping = false
  let listening = 0
  const fork = () => cluster.fork(env)
  cluster.on('listening', (_worker, address) => {
    listening += 1
    if (listening === config.workers) banner(address.port, config.workers)
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    if (listening === 0) {
      // Not one worker got as far as listening (the port is taken, the config is wrong): restarting won't help.
      logger.error('worker exited before listening; stopping', { pid: worker.process.pid, code, signal })
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exit(1)
    }
    // A worker that dies (a crash, out of memory) is replaced; the others keep serving meanwhile.
    logger.error('worker exited; starting another', { pid: worker.process.pid, code, signal })
    setTimeout(fork, 1000)
  })
  for (let i = 0; i < config.workers; i++) fork()
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal, workers: config.workers })
    const forced = setTimeout(() => process.exit(1), 12_000)
    forced.unref()
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(0)
    // Each worker finishes its in-flight requests and closes its pool (serveApp's shutdown).
    for (const worker of workers) worker?.process.kill('SIGTERM')
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

async function worker() {
  const database = await openDatabase({ url: config.databaseUrl as string }, servingPool)
  await serveApp({ database, fileStore: createFileStore(config) }, () => undefined)
}

if (!clustered) await serveApp(await forServing(await prepare()), (port) => banner(port, 1))
else if (cluster.isPrimary) await primary()
else await worker()
