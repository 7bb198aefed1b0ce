import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { NON_MANAGED_FACETS } from '../../src/contract/portfolio.ts'
import { todayInState } from '../../src/contract/states.ts'
import { type IntegratedStats, type Stats, StatsQuerySchema } from '../../src/contract/stats.ts'
import { loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { placeholder, preparedPerShape } from '../db/prepared.ts'
import { agencies, agencyExperiments, propertyManagers } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import {
  agencyAccessIssueCounts,
  findingCounts,
  invoiceCounts,
  managedCounts,
  nonManagedFacetTotals,
  noticeCounts,
  quoteCounts,
  type Scope,
  softwarePortfolioCounts,
} from './stats-counts.ts'
import { type DashboardShape, dashboardPlaceholders, dashboardShape, dashboardStatementName } from './urgent-shared.ts'

/** The query's property manager, refused unless it is one of the session's agency (404 unknown, 403 another's). */
async function scopeOf(db: Db, session: SessionRow, managerId: number | undefined): Promise<Scope> {
  if (managerId !== undefined) {
    await loadInAgency(
      session,
      async () => (await db.select().from(propertyManagers).where(eq(propertyManagers.id, managerId)))[0],
      { notFound: 'Property manager not found', forbidden: 'You do not have access to this property manager' },
    )
  }
  return { session, managerId, today: todayInState(session.stateId) }
}

/**
 * Every count of the dashboard in one statement, from the agency's row: the findings only with the problem
 * register, the properties with access issues only with agency-entry-method, the software portfolio only for an
 * agency synced with a PMS (PostgreSQL evaluates a CASE's
 * subquery only when its condition holds). It was seven queries with the session's, in two rounds. Built once
 * per shape with the agency, manager and date as placeholders: building it was most of the request's CPU.
 */
const countsQuery = preparedPerShape((db: Db, shape: DashboardShape) => {
  const { session, managerId } = dashboardPlaceholders(shape)
  const scope: Scope = { session, managerId, today: placeholder<string>('today') }
  const parts = {
    managed: managedCounts(db, scope),
    notice: noticeCounts(db, scope),
    accessIssue: agencyAccessIssueCounts(db, scope),
    quote: quoteCounts(db, scope),
    invoice: invoiceCounts(db, scope),
    finding: findingCounts(db, scope),
    software: softwarePortfolioCounts(db, scope),
  }
  const experimentOn = (key: string) => sql`exists (select 1 from ${agencyExperiments}
    where ${agencyExperiments.agencyId} = ${agencies.id}
    and ${agencyExperiments.experimentKey} = ${sql.raw(`'${key}'`)} and ${agencyExperiments.enabled})`
  const query = db
    .select({
      managed: parts.managed.json,
      notice: parts.notice.json,
      accessIssue: sql<
        string | null
      >`case when ${experimentOn('agency-entry-method')} then ${parts.accessIssue.json} end`,
      quote: parts.quote.json,
      invoice: parts.invoice.json,
      finding: sql<string | null>`case when ${experimentOn('problem-register')} then ${parts.finding.json} end`,
      software: sql<string | null>`case when coalesce(${agencies.integrationSoftwareName}, '') <> ''
        then ${parts.software.json} end`,
    })
    .from(agencies)
    .where(eq(agencies.id, session.agencyId))
    .prepare(dashboardStatementName('acp_stats', shape))
  return { query, parts }
})

async function allCounts(db: Db, scope: Scope) {
  const { session, managerId, today } = scope
  const { query, parts } = countsQuery(db, dashboardShape(session.stateId, managerId))
  const [row] = await query.execute({ agencyId: session.agencyId, managerId, today })
  if (!row) throw new Error(`Agency ${session.agencyId} is missing`)
  return {
    managed: parts.managed.read(row.managed),
    notice: parts.notice.read(row.notice),
    accessIssue: row.accessIssue === null ? null : parts.accessIssue.read(row.accessIssue),
    quote: parts.quote.read(row.quote),
    invoice: parts.invoice.read(row.invoice),
    finding: row.finding === null ? null : parts.finding.read(row.finding),
    software: row.software === null ? null : parts.software.read(row.software),
  }
}

/** GET /v1/stats and GET /v1/stats/integrated (?propertyManagerId=): reads, so impersonating sessions may ask too. */
export function statsRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const session = currentSession(c)
    const { propertyManagerId } = parseQuery(c, StatsQuerySchema)
    const scope = await scopeOf(db, session, propertyManagerId)
    const { managed, notice, accessIssue, quote, invoice, finding, software } = await allCounts(db, scope)
    // The bar opens the access-issue list its agency is shown: properties with open access issues under the
    // agency-entry-method experiment, the provider's notices otherwise.
    const accessIssueBar = accessIssue ?? notice
    const stats: Stats = {
      portfolioStats: {
        // All the properties the agency manages: the portfolio list of ours (cancelled ones too) plus, when its
        // software tells us, the others' list.
        TOTAL_PORTFOLIO: managed.all + (software?.nonManaged ?? 0),
        MANAGED_BY_DI: managed.onService,
        NEW_MANAGEMENT: software?.newManagement ?? null,
        SERVICES_BREAKDOWN: managed.breakdown,
        BOOKING_IN_PROGRESS: managed.booking,
        COMPLIANT: managed.compliant,
        PENDING_ITEMS: managed.pending,
        COMPLIANCE_ISSUES: managed.issues,
        UNRESOLVED_ACTIVE_NOTICES: notice.urgent + notice.other,
        UNPAID_OVERDUE_INVOICES: invoice.overdue,
        NON_COMPLIANT_QUOTATIONS: quote.nonCompliant,
      },
      actionRequired: {
        ACTIVE_NOTICES_STATS: { URGENT_NOTICES: accessIssueBar.urgent, NON_URGENT_NOTICES: accessIssueBar.other },
        COMPLIANCE_QUOTES_STATS: { URGENT_QUOTATIONS: quote.urgent, NON_URGENT_QUOTATIONS: quote.other },
        INVOICES_STATS: { OVERDUE_INVOICES: invoice.overdue, OUTSTANDING_INVOICES: invoice.outstanding },
        NEW_MANAGEMENT_STATS: software?.toEnrol ?? null,
        REPORTED_FINDINGS_STATS: finding && { URGENT: finding.urgent, NON_URGENT: finding.other },
      },
    }
    return ok(c, stats)
  })

  /** The non-managed portfolio's numbers, each counted with the non-managed list's own facet filter. */
  app.get('/integrated', async (c) => {
    const session = currentSession(c)
    const { propertyManagerId } = parseQuery(c, StatsQuerySchema)
    const { TOTAL, ...facets } = await nonManagedFacetTotals(db, await scopeOf(db, session, propertyManagerId))
    const stats: IntegratedStats = {
      TOTAL,
      nonManagedPortfolioStats: Object.fromEntries(
        NON_MANAGED_FACETS.map((f) => [f, facets[f]]),
      ) as IntegratedStats['nonManagedPortfolioStats'],
    }
    return ok(c, stats)
  })

  return app
}
