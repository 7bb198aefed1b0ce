import { and, desc, eq, lte, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { idParamSchema } from '../../src/contract/fields.ts'
import { SETTINGS_FORBIDDEN, UpdateUserSettingsSchema } from '../../src/contract/me.ts'
import { loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { jsonList } from '../db/json-list.ts'
import { placeholder, preparedPerShape } from '../db/prepared.ts'
import {
  agencies,
  agencyEmailDomains,
  agencyExperiments,
  agencyFeatureFlags,
  agencyMemberships,
  propertyManagers,
  termsAcceptances,
  termsOfUse,
  userSettings,
} from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { forbidden, notFound, ValidationFailed } from '../http/errors.ts'
import { parseJsonBody, parseParam } from '../http/validate.ts'

const TermsIdSchema = idParamSchema('Terms id must be a positive integer')

async function enabledGates(db: Db, agencyId: number): Promise<Record<string, true>> {
  const experiments = await db
    .select({ key: agencyExperiments.experimentKey })
    .from(agencyExperiments)
    .where(and(eq(agencyExperiments.agencyId, agencyId), eq(agencyExperiments.enabled, true)))
  const flags = await db
    .select({ key: agencyFeatureFlags.flag })
    .from(agencyFeatureFlags)
    .where(and(eq(agencyFeatureFlags.agencyId, agencyId), eq(agencyFeatureFlags.enabled, true)))
  return Object.fromEntries([...experiments, ...flags].map((g) => [g.key, true as const]))
}

/** The user's settings in the session's agency; defaults until they first save. */
async function settingsOf(db: Db, session: SessionRow) {
  // Both at once (the settings are only answered when the membership is there).
  const [[membership], [row]] = await Promise.all([
    db
      .select()
      .from(agencyMemberships)
      .where(and(eq(agencyMemberships.userId, session.userId), eq(agencyMemberships.agencyId, session.agencyId))),
    db
      .select()
      .from(userSettings)
      .where(and(eq(userSettings.userId, session.userId), eq(userSettings.agencyId, session.agencyId))),
  ])
  if (!membership) throw forbidden(SETTINGS_FORBIDDEN)
  return {
    agency: {
      defaultPropertyManagerId: row?.defaultPropertyManagerId ?? null,
      showPortfolioMirroring: row?.showPortfolioMirroring ?? false,
    },
  }
}

type EmailDomainJson = { domain: string; setupUrl: string | null; emailAccounts: string[] }

/**
 * GET /v1/me/agency-settings in one statement, built once: the agency, the user's membership and settings in it,
 * and its email domains. It was four statements, and building and sending them was most of the request's CPU.
 */
const agencySettingsQuery = preparedPerShape((db: Db, _shape: 'one') => {
  const agencyId = placeholder<number>('agencyId')
  const userId = placeholder<number>('userId')
  const domains = sql`select json_agg(json_build_object('domain', ${agencyEmailDomains.domain},
      'setupUrl', ${agencyEmailDomains.setupUrl}, 'emailAccounts', ${agencyEmailDomains.emailAccounts})
      order by ${agencyEmailDomains.id})::text
    from ${agencyEmailDomains} where ${agencyEmailDomains.agencyId} = ${agencies.id}`
  return db
    .select({
      allowAgencyPortalBooking: agencies.allowAgencyPortalBooking,
      isServiceReportsAutoOwnerEmailAllowed: agencies.isServiceReportsAutoOwnerEmailAllowed,
      softwareName: agencies.integrationSoftwareName,
      member: sql<boolean>`exists (select 1 from ${agencyMemberships} where ${agencyMemberships.agencyId} = ${agencies.id}
        and ${agencyMemberships.userId} = ${userId})`,
      defaultPropertyManagerId: userSettings.defaultPropertyManagerId,
      showPortfolioMirroring: userSettings.showPortfolioMirroring,
      domains: jsonList<EmailDomainJson>(domains),
    })
    .from(agencies)
    .leftJoin(userSettings, and(eq(userSettings.agencyId, agencies.id), eq(userSettings.userId, userId)))
    .where(eq(agencies.id, agencyId))
    .prepare('acp_agency_settings')
})

export function meRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/active-experiments', async (c) => ok(c, await enabledGates(db, currentSession(c).agencyId)))
    .get('/agency-settings', async (c) => {
      const session = currentSession(c)
      const [row] = await agencySettingsQuery(db, 'one').execute({ agencyId: session.agencyId, userId: session.userId })
      // A missing agency answers 404 before the settings' own refusal.
      if (!row) throw notFound('Agency not found')
      if (!row.member) throw forbidden(SETTINGS_FORBIDDEN)
      return ok(c, {
        defaultPropertyManagerId: row.defaultPropertyManagerId ?? null,
        showPortfolioMirroring: row.showPortfolioMirroring ?? false,
        emailDomains: row.domains.map((d) => ({
          domain: d.domain,
          setup_url: d.setupUrl,
          email_accounts: d.emailAccounts,
        })),
        allow_agency_portal_booking: row.allowAgencyPortalBooking,
        isServiceReportsAutoOwnerEmailAllowed: row.isServiceReportsAutoOwnerEmailAllowed,
        isIntegrated: row.softwareName !== null,
        softwareName: row.softwareName,
      })
    })
    .get('/settings', async (c) => ok(c, await settingsOf(db, currentSession(c))))
    .patch('/settings', async (c) => {
      const session = currentSession(c)
      const { agency: changes } = await parseJsonBody(c, UpdateUserSettingsSchema)
      const current = await settingsOf(db, session)
      if (changes.defaultPropertyManagerId) {
        const id = changes.defaultPropertyManagerId
        await loadInAgency(
          session,
          async () => (await db.select().from(propertyManagers).where(eq(propertyManagers.id, id)))[0],
          { notFound: 'Property manager not found', forbidden: 'You do not have access to this property manager' },
        )
      }
      if (changes.showPortfolioMirroring && !(await enabledGates(db, session.agencyId))['portfolio-mirroring']) {
        throw new ValidationFailed({
          'agency.showPortfolioMirroring': [
            'Showing properties on service with other providers is not available for this agency',
          ],
        })
      }
      // Only the fields sent are written, in one upsert: two changes of different fields at once both stay.
      const [saved] = await db
        .insert(userSettings)
        .values({ userId: session.userId, agencyId: session.agencyId, ...current.agency, ...changes })
        .onConflictDoUpdate({
          target: [userSettings.userId, userSettings.agencyId],
          set: { ...changes, updatedAt: new Date() },
        })
        .returning()
      return ok(c, {
        agency: {
          defaultPropertyManagerId: saved?.defaultPropertyManagerId ?? null,
          showPortfolioMirroring: saved?.showPortfolioMirroring ?? false,
        },
      })
    })
    .get('/terms', async (c) => {
      const session = currentSession(c)
      // Only the user can accept for themselves: an impersonating support user is not asked.
      if (session.isImpersonating) return c.body(null, 204)
      // Only the agreement in force matters: once it is accepted, older ones are moot.
      const [current] = await db
        .select()
        .from(termsOfUse)
        .where(lte(termsOfUse.effectiveFrom, new Date()))
        .orderBy(desc(termsOfUse.effectiveFrom))
        .limit(1)
      const [accepted] = current
        ? await db
            .select()
            .from(termsAcceptances)
            .where(and(eq(termsAcceptances.termsId, current.id), eq(termsAcceptances.userId, session.userId)))
        : []
      const pending = accepted ? undefined : current
      if (!pending) return c.body(null, 204)
      return ok(c, {
        id: pending.id,
        effectiveFrom: pending.effectiveFrom.toISOString(),
        textContent: pending.textContent,
      })
    })
    .post('/terms/:id/accept', async (c) => {
      const session = currentSession(c)
      const id = parseParam(TermsIdSchema, c.req.param('id'), 'id')
      const [terms] = await db.select({ id: termsOfUse.id }).from(termsOfUse).where(eq(termsOfUse.id, id))
      if (!terms) throw notFound('These terms were not found')
      await db.insert(termsAcceptances).values({ userId: session.userId, termsId: id }).onConflictDoNothing()
      return ok(c, null)
    })
}
