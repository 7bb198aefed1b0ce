import { eq, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { NON_MANAGED_FACETS, type NonManagedFacet, type NonManagedQuery } from '../../src/contract/portfolio.ts'
import { todayInState } from '../../src/contract/states.ts'
import { type IntegratedStats, type Stats, StatsQuerySchema } from '../../src/contract/stats.ts'
import { inAgency, loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { agencies, agencyExperiments, portfolioProperties, propertyManagers } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { nonManagedFilter } from './portfolio-integrated.ts'
import {
  findingCounts,
  invoiceCounts,
  managedCounts,
  noticeCounts,
  quoteCounts,
  type Scope,
  softwarePortfolioCounts,
} from './stats-counts.ts'

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

/** Whether the agency is synced with a PMS and has the problem register: one query. */
async function agencyFacts(db: Db, session: SessionRow) {
  const [agency] = await db
    .select({
      software: agencies.integrationSoftwareName,
      problemRegister: sql<boolean>`exists (select 1 from ${agencyExperiments}
        where ${agencyExperiments.agencyId} = ${agencies.id}
        and ${agencyExperiments.experimentKey} = 'problem-register' and ${agencyExperiments.enabled})`,
    })
    .from(agencies)
    .where(eq(agencies.id, session.agencyId))
  return { isIntegrated: Boolean(agency?.software), problemRegister: agency?.problemRegister === true }
}

/** GET /v1/stats and GET /v1/stats/integrated (?propertyManagerId=): reads, so impersonating sessions may ask too. */
export function statsRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const session = currentSession(c)
    const { propertyManagerId } = parseQuery(c, StatsQuerySchema)
    const [scope, facts] = await Promise.all([scopeOf(db, session, propertyManagerId), agencyFacts(db, session)])
    const [managed, notice, quote, invoice, finding, software] = await Promise.all([
      managedCounts(db, scope),
      noticeCounts(db, scope),
      quoteCounts(db, scope),
      invoiceCounts(db, scope),
      facts.problemRegister ? findingCounts(db, scope) : null,
      facts.isIntegrated ? softwarePortfolioCounts(db, scope) : null,
    ])
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
        ACTIVE_NOTICES_STATS: { URGENT_NOTICES: notice.urgent, NON_URGENT_NOTICES: notice.other },
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
    const scope = await scopeOf(db, session, propertyManagerId)
    const base: NonManagedQuery = {
      query: '',
      facet: [],
      services: [],
      'property-manager': propertyManagerId,
      page: 1,
      'page-size': 1,
    }
    const n = (facet: NonManagedQuery['facet']) =>
      sql<number>`count(*) FILTER (WHERE ${nonManagedFilter({ ...base, facet }, session, scope.today)})`.mapWith(Number)
    const [row] = await db
      .select({
        TOTAL: n([]),
        ...(Object.fromEntries(NON_MANAGED_FACETS.map((f) => [f, n([f])])) as Record<NonManagedFacet, SQL<number>>),
      })
      .from(portfolioProperties)
      .where(inAgency(portfolioProperties.agencyId, session))
    const stats: IntegratedStats = {
      TOTAL: row?.TOTAL ?? 0,
      nonManagedPortfolioStats: Object.fromEntries(
        NON_MANAGED_FACETS.map((f) => [f, row?.[f] ?? 0]),
      ) as IntegratedStats['nonManagedPortfolioStats'],
    }
    return ok(c, stats)
  })

  return app
}
