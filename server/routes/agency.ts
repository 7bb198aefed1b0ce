import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  AUTO_SEND_DISABLED_BY_AGENCY,
  NotificationSettingsQuerySchema,
  SERVICE_REPORT_SHARING_OPTIONS,
  UpdateNotificationSettingsSchema,
} from '../../src/contract/agency.ts'
import { inAgency, loadInAgency } from '../auth/agency-scope.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { placeholderSession, preparedPerShape } from '../db/prepared.ts'
import { agencies, notificationPreferences, propertyManagers } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { forbidden } from '../http/errors.ts'
import { parseJsonBody, parseQuery } from '../http/validate.ts'
import { keyPickupLocationRows } from './property/read-routes.ts'

const PM_MESSAGES = {
  notFound: 'Property manager not found',
  forbidden: 'You do not have access to this property manager',
}

function loadPropertyManager(db: Db, session: SessionRow, id: number) {
  return loadInAgency(
    session,
    async () => (await db.select().from(propertyManagers).where(eq(propertyManagers.id, id)))[0],
    PM_MESSAGES,
  )
}

async function autoSendAllowed(db: Db, agencyId: number): Promise<boolean> {
  const [agency] = await db
    .select({ allowed: agencies.isServiceReportsAutoOwnerEmailAllowed })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
  return agency?.allowed ?? false
}

/** The agency's property managers by name, built once (building it with drizzle was a fifth of the request's CPU). */
const managersQuery = preparedPerShape((db: Db, _shape: 'agency') =>
  db
    .select({ id: propertyManagers.id, name: propertyManagers.name, email: propertyManagers.email })
    .from(propertyManagers)
    .where(inAgency(propertyManagers.agencyId, placeholderSession(0)))
    .orderBy(asc(propertyManagers.name))
    .prepare('acp_property_managers'),
)

/** GET /v1/agency/key-pickup-locations and /v1/agency/property-managers. */
export function agencyRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/key-pickup-locations', async (c) => {
      const items = await keyPickupLocationRows(deps, currentSession(c).agencyId)
      return ok(c, { items, total: items.length })
    })
    .get('/property-managers', async (c) => {
      const items = await managersQuery(db, 'agency').execute({ agencyId: currentSession(c).agencyId })
      return ok(c, { items, total: items.length })
    })
}

/** GET and POST /v1/property-manager/notification-settings. */
export function notificationSettingsRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/notification-settings', async (c) => {
      const session = currentSession(c)
      const { propertyManagerId } = parseQuery(c, NotificationSettingsQuerySchema)
      await loadPropertyManager(db, session, propertyManagerId)
      const [row] = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.propertyManagerId, propertyManagerId))
      return ok(c, {
        propertyManagerId,
        serviceReportsAutoOwnerEmailPreference: row?.serviceReportsAutoOwnerEmailPreference ?? 'NOT_ALLOWED',
        isServiceReportsAutoOwnerEmailAllowed: await autoSendAllowed(db, session.agencyId),
        preferences: [...SERVICE_REPORT_SHARING_OPTIONS],
      })
    })
    .post('/notification-settings', async (c) => {
      const session = currentSession(c)
      const body = await parseJsonBody(c, UpdateNotificationSettingsSchema)
      await loadPropertyManager(db, session, body.propertyManagerId)
      if (!(await autoSendAllowed(db, session.agencyId))) throw forbidden(AUTO_SEND_DISABLED_BY_AGENCY)
      const preference = body.serviceReportsAutoOwnerEmailPreference
      await db
        .insert(notificationPreferences)
        .values({ propertyManagerId: body.propertyManagerId, serviceReportsAutoOwnerEmailPreference: preference })
        .onConflictDoUpdate({
          target: notificationPreferences.propertyManagerId,
          set: { serviceReportsAutoOwnerEmailPreference: preference },
        })
      return ok(c, {
        propertyManagerId: body.propertyManagerId,
        serviceReportsAutoOwnerEmailPreference: preference,
        isServiceReportsAutoOwnerEmailAllowed: true,
        preferences: [...SERVICE_REPORT_SHARING_OPTIONS],
      })
    })
}
