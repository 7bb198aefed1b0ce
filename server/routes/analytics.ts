import { type Context, Hono } from 'hono'
import { type AnalyticsDataset, AnalyticsFilterSchema } from '../../src/contract/analytics.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { Db } from '../db/client.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import {
  accessIssueCsv,
  complianceCsv,
  csvText,
  findingCsv,
  invoiceCsv,
  overdueCsv,
  quoteCsv,
} from './analytics-csv.ts'
import {
  accessIssueAnalytics,
  complianceAnalytics,
  findingAnalytics,
  invoiceAnalytics,
  overdueAnalytics,
  quoteAnalytics,
} from './analytics-queries.ts'
import { scopeOf, type Window, windowOf } from './analytics-scope.ts'

type Cells = (string | number | null)[][]
/** A dataset's figures and the same figures as CSV rows, with its type closed over. */
type Dataset = { load: (db: Db, w: Window) => Promise<unknown>; rows: (db: Db, w: Window) => Promise<Cells> }
function dataset<T>(load: (db: Db, w: Window) => Promise<T>, csv: (data: T) => Cells): Dataset {
  return { load, rows: async (db, w) => csv(await load(db, w)) }
}

const DATASETS: Record<AnalyticsDataset, Dataset> = {
  compliance: dataset(complianceAnalytics, complianceCsv),
  overdue: dataset(overdueAnalytics, overdueCsv),
  'access-issues': dataset(accessIssueAnalytics, accessIssueCsv),
  findings: dataset(findingAnalytics, findingCsv),
  quotes: dataset(quoteAnalytics, quoteCsv),
  invoices: dataset(invoiceAnalytics, invoiceCsv),
}

/**
 * GET /v1/analytics/scope, /v1/analytics/{dataset} and /v1/analytics/{dataset}/export (issue 18 item 6): reads
 * only, so an impersonating session may look too. 403 unless the session's agency has advanced analytics.
 */
export function analyticsRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/scope', async (c) => ok(c, await scopeOf(db, currentSession(c))))
  for (const [name, set] of Object.entries(DATASETS) as [AnalyticsDataset, Dataset][]) {
    const windowFor = (c: Context<AppEnv>) => windowOf(db, currentSession(c), parseQuery(c, AnalyticsFilterSchema))
    app.get(`/${name}`, async (c) => ok(c, await set.load(db, await windowFor(c))))
    app.get(`/${name}/export`, async (c) => {
      const w = await windowFor(c)
      const text = csvText(await set.rows(db, w))
      c.header('Content-Type', 'text/csv; charset=utf-8')
      c.header('Content-Disposition', `attachment; filename="analytics-${name}-${w.from}-to-${w.to}.csv"`)
      c.header('Cache-Control', 'no-store')
      return c.body(text)
    })
  }
  return app
}
