import { timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Hono, type MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type pg from 'pg'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
import type { AppEnv } from '../deps.ts'

/**
 * Prometheus metrics of one process: requests by route pattern (bounded label values, never raw paths), their
 * latency, the job queue's depth and the database pool. A cluster's workers are summed by the primary
 * (server/main.ts): whichever worker answers /metrics asks it through `source`.
 */
export type Metrics = {
  registry: Registry
  middleware: MiddlewareHandler<AppEnv>
  /** The bearer token /metrics asks for (METRICS_TOKEN). */
  token: string
  /** The text /metrics answers: this registry's, or in a cluster the sum over the workers. */
  source: () => Promise<string>
}

export function createMetrics(db: Db, token: string): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request (until the response starts)',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs waiting or running in the PostgreSQL job queue, by queue and state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const row of await queueDepth(db)) this.set({ queue: row.name, state: row.state }, row.jobs)
    },
  })
  const pool = (db as unknown as { $client?: pg.Pool }).$client
  if (pool && 'totalCount' in pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of this process to PostgreSQL, by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    })
  }
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now()
    await next()
    // After next(), the route index is the handler's that answered (not the last matched, often a catch-all).
    const route = routePath(c) || 'unmatched'
    requests.inc({ method: c.req.method, route, status: String(c.res.status) })
    latency.observe({ method: c.req.method, route }, (performance.now() - started) / 1000)
  }
  return { registry, middleware, token, source: () => registry.metrics() }
}

/** pg-boss keeps its jobs in its own schema; before it first starts there is nothing to count. */
async function queueDepth(db: Db): Promise<{ name: string; state: string; jobs: number }[]> {
  try {
    return await rowsOf(
      db,
      sql`SELECT name, state::text AS state, count(*)::int AS jobs FROM pgboss.job
          WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
    )
  } catch {
    return []
  }
}

/**
 * GET /metrics in Prometheus' text format, only with `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * configured there are no metrics at all (nothing counted, no route), so a deployment opts in.
 */
export function metricsRoutes({ token, source, registry }: Metrics) {
  const app = new Hono<AppEnv>()
  app.get('/metrics', async (c) => {
    const given = Buffer.from(c.req.header('authorization') ?? '')
    const expected = Buffer.from(`Bearer ${token}`)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      c.header('WWW-Authenticate', 'Bearer')
      return c.text('Unauthorized', 401)
    }
    c.header('Content-Type', registry.contentType)
    c.header('Cache-Control', 'no-store')
    return c.body(await source())
  })
  return app
}
