import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { AgencyAccessIssuesQuerySchema } from '../../src/contract/notices.ts'
import { todayInState } from '../../src/contract/states.ts'
import { inAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import { constants } from '../db/prepared.ts'
import { accessIssues, agencies, properties } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'
import { accessIssueList, addressWords } from './access-issue-items.ts'
import { agencyEntryMethodPreferences } from './property/entry-preference-state.ts'

/** GET /v1/agency/access-issues and GET /v1/agency/entry-method-preferences. */
export function agencyAccessIssueRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  /**
   * Properties with open access issues, the longest waiting first. URGENT: those with an urgent one (the
   * dashboard's urgent list, same total), showing their urgent problems; NON_URGENT: those with none urgent.
   */
  app.get('/access-issues', async (c) => {
    const session = currentSession(c)
    const q = parseQuery(c, AgencyAccessIssuesQuerySchema)
    const open = constants(eq(accessIssues.state, 'OPEN'))
    const urgentOpen = constants(open, eq(accessIssues.isUrgent, true))
    const facet =
      q.facet === 'URGENT'
        ? constants(eq(accessIssues.isUrgent, true))
        : q.facet === 'NON_URGENT'
          ? sql`NOT EXISTS (SELECT 1 FROM ${accessIssues} u WHERE u.property_id = ${properties.id}
              AND u.state = 'OPEN' AND u.is_urgent)`
          : undefined
    const where = and(
      inAgency(properties.agencyId, session),
      constants(eq(properties.isCancelled, false)),
      open,
      facet,
      q['property-manager'] === undefined ? undefined : eq(properties.propertyManagerId, q['property-manager']),
      q.propertyId === undefined ? undefined : eq(properties.id, q.propertyId),
      ...addressWords(q.query),
    )
    const size = q['page-size']
    const list = await accessIssueList(db, {
      where,
      problems: q.facet === 'URGENT' ? urgentOpen : open,
      limit: size,
      offset: (q.page - 1) * size,
      today: todayInState(session.stateId),
    })
    return ok(c, list)
  })

  app.get('/entry-method-preferences', async (c) => {
    const session = currentSession(c)
    const [agency] = await db
      .select({ preference: agencies.entryMethodPreference })
      .from(agencies)
      .where(eq(agencies.id, session.agencyId))
    return ok(c, agencyEntryMethodPreferences(agency?.preference ?? 1))
  })

  return app
}
