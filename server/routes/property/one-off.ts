import { and, arrayOverlaps, eq, isNull, lt } from 'drizzle-orm'
import { Hono } from 'hono'
import { OneOffEntryNotificationBodySchema, SERVICE_REQUIRED } from '../../../src/contract/access-issues.ts'
import { UPDATE_REQUIRED_DAYS } from '../../../src/contract/notices.ts'
import { todayInState } from '../../../src/contract/states.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import { accessIssues, agencies, notices, oneOffEntryNotifications, propertyServices } from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { HttpError, ValidationFailed } from '../../http/errors.ts'
import { parseJsonBody } from '../../http/validate.ts'
import { currentTenancies } from '../access-issue-items.ts'
import { effectivePreferencesOf } from './entry-preference-state.ts'
import { loadProperty, lockProperty, propertyIdOf } from './property-access.ts'
import { CANCELLED_PROPERTY } from './tenancy-routes.ts'

export const ONE_OFF_MESSAGES = {
  alreadyRequested: 'A one-off entry notification has already been requested for these services',
  vacant: 'A one-off entry notification cannot be requested for a vacant property',
  updateRequired:
    'A one-off entry notification cannot be requested while the access issues of this property need updated details',
  appointmentNotAllowed:
    'A one-off entry notification cannot be requested when occupant appointments are not allowed for this property',
  notByAppointment:
    'A one-off entry notification cannot be requested when bookings for this property are not made by appointment',
  noticeNotFound: 'Notice not found',
} as const

const DAY_MS = 86_400_000

/** POST /v1/property/{id}/entry-notification/one-off: the next booking of these services is announced by notice. */
export function oneOffEntryNotificationRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.post('/:id/entry-notification/one-off', async (c) => {
    const session = currentSession(c)
    const p = await loadProperty(db, session, propertyIdOf(c.req.param('id')))
    const body = await parseJsonBody(c, OneOffEntryNotificationBodySchema)
    if (p.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
    const today = todayInState(session.stateId)

    // Checked and stored under the property's lock: a double tap stores one request.
    const row = await db.transaction(async (tx) => {
      const locked = await lockProperty(tx, p.id)
      const live = await tx
        .select({ serviceId: propertyServices.serviceId })
        .from(propertyServices)
        .where(and(eq(propertyServices.propertyId, p.id), eq(propertyServices.isCancelled, false)))
      const liveIds = new Set(live.map((s) => s.serviceId))
      if (body.serviceIds.some((id) => !liveIds.has(id))) throw new ValidationFailed({ serviceIds: [SERVICE_REQUIRED] })
      if (body.noticeId !== null) {
        const [notice] = await tx
          .select({ id: notices.id })
          .from(notices)
          .where(and(eq(notices.id, body.noticeId), eq(notices.propertyId, p.id), eq(notices.isResolved, false)))
        if (!notice) throw new ValidationFailed({ noticeId: [ONE_OFF_MESSAGES.noticeNotFound] })
      }

      // The spec's hiding rules (§6): the app does not offer the request then; a stale screen gets told why.
      if (!(await currentTenancies(tx, [p.id], today)).has(p.id)) throw new HttpError(409, ONE_OFF_MESSAGES.vacant)
      const [stale] = await tx
        .select({ id: accessIssues.id })
        .from(accessIssues)
        .where(
          and(
            eq(accessIssues.propertyId, p.id),
            eq(accessIssues.state, 'OPEN'),
            lt(accessIssues.createdAt, new Date(Date.now() - UPDATE_REQUIRED_DAYS * DAY_MS)),
          ),
        )
        .limit(1)
      if (stale) throw new HttpError(409, ONE_OFF_MESSAGES.updateRequired)
      const [agency] = await tx
        .select({ preference: agencies.entryMethodPreference })
        .from(agencies)
        .where(eq(agencies.id, locked.agencyId))
      const effective = effectivePreferencesOf(locked.entryMethodPreferences, agency?.preference ?? 1, today)
      if (effective.occupantAppointmentPreference === 'NO') {
        throw new HttpError(409, ONE_OFF_MESSAGES.appointmentNotAllowed)
      }
      if (locked.bookingMethod !== 'APPOINTMENT') throw new HttpError(409, ONE_OFF_MESSAGES.notByAppointment)

      const [pending] = await tx
        .select({ id: oneOffEntryNotifications.id })
        .from(oneOffEntryNotifications)
        .where(
          and(
            eq(oneOffEntryNotifications.propertyId, p.id),
            isNull(oneOffEntryNotifications.appliedAt),
            arrayOverlaps(oneOffEntryNotifications.serviceIds, body.serviceIds),
          ),
        )
        .limit(1)
      if (pending) throw new HttpError(409, ONE_OFF_MESSAGES.alreadyRequested)
      const [inserted] = await tx
        .insert(oneOffEntryNotifications)
        .values({
          propertyId: p.id,
          serviceIds: body.serviceIds,
          noticeId: body.noticeId,
          createdByUserId: session.userId,
        })
        .returning()
      return inserted
    })
    return ok(c, { id: row?.id, serviceIds: body.serviceIds }, 201)
  })

  return app
}
