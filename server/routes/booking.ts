import { and, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  BOOKING_HOLD_SECONDS,
  BOOKING_TEXTS,
  type BookableService,
  BookingBodySchema,
  BookingHoldBodySchema,
  BookingServiceParamSchema,
  bookedNote,
  type PriorityLevel,
  SlotIdParamSchema,
} from '../../src/contract/booking.ts'
import { SERVICES, serviceIdOf } from '../../src/contract/catalog.ts'
import { requestObject, textSchema } from '../../src/contract/fields.ts'
import { todayInState } from '../../src/contract/states.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { agencies, agencyFeatureFlags, bookings, propertyServices } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { HttpError, ValidationFailed } from '../http/errors.ts'
import { parseJsonBody, parseParam, parseQuery } from '../http/validate.ts'
import { type Schedule, standInSchedule } from '../scheduling/schedule.ts'
import { performAgencyAction } from './property/access-case-routes.ts'
import { loadProperty, lockProperty, type PropertyRow, propertyIdOf } from './property/property-access.ts'

export const BOOKING_NOT_ALLOWED = 'Booking on behalf of tenants is not enabled for your agency'
/** The provider's times: from tomorrow, three weeks ahead. */
const WINDOW_DAYS = 21
const DAY_MS = 86_400_000
const OVERRIDE_FLAG = 'OverrideBookableServices'
/** Job states the provider still has to book; with the override flag any live service may be (re)booked. */
const TO_BOOK = new Set(['OVERDUE', 'SERVICE_PENDING', 'REBOOKING_IN_PROGRESS'])

/** The property in the session's agency, if that agency books on behalf of tenants (foundations §3). */
async function bookableProperty(db: Db, session: SessionRow, rawId: string | undefined): Promise<PropertyRow> {
  const property = await loadProperty(db, session, propertyIdOf(rawId))
  const [agency] = await db
    .select({ allowed: agencies.allowAgencyPortalBooking })
    .from(agencies)
    .where(eq(agencies.id, property.agencyId))
  if (!agency?.allowed) throw new HttpError(403, BOOKING_NOT_ALLOWED)
  return property
}

/** The property's services the agency may book now, one entry each (§3 Bookable service). */
async function bookableServices(db: Db, property: PropertyRow): Promise<BookableService[]> {
  if (property.isCancelled) return []
  const [rows, [flag]] = await Promise.all([
    db
      .select({ serviceId: propertyServices.serviceId, jobStatus: propertyServices.jobStatus })
      .from(propertyServices)
      .where(
        and(
          eq(propertyServices.propertyId, property.id),
          eq(propertyServices.isCancelled, false),
          eq(propertyServices.isPendingCancellation, false),
          eq(propertyServices.isOnHold, false),
        ),
      ),
    db
      .select({ enabled: agencyFeatureFlags.enabled })
      .from(agencyFeatureFlags)
      .where(and(eq(agencyFeatureFlags.agencyId, property.agencyId), eq(agencyFeatureFlags.flag, OVERRIDE_FLAG))),
  ])
  const override = flag?.enabled === true
  const ids = new Set(rows.filter((r) => override || TO_BOOK.has(r.jobStatus ?? '')).map((r) => r.serviceId))
  return SERVICES.filter((s) => ids.has(s.id)).map((s) => ({ name: s.name, services: [s.id], bookingTypes: s.code }))
}

/** The bookable service a `service` / `bookingTypes` value names, or a field error. */
async function chosenService(db: Db, property: PropertyRow, raw: string, field: string): Promise<BookableService> {
  const id = serviceIdOf(raw)
  const found = (await bookableServices(db, property)).find((b) => b.services.includes(id ?? -1))
  if (!found) throw new ValidationFailed({ [field]: [BOOKING_TEXTS.serviceNotBookable] })
  return found
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** GET /v2/property/{id}/services/bookable. */
export function bookableServiceRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/:id/services/bookable', async (c) => {
    const property = await bookableProperty(db, currentSession(c), c.req.param('id'))
    return ok(c, await bookableServices(db, property))
  })
}

/**
 * Under /v1/property: availability, holding a time (300 s) and letting it go, and the booking, which needs
 * the caller's live hold and marks the service booked in on the property.
 */
export function bookingRoutes({ db }: AppDeps, schedule: Schedule = standInSchedule(db)) {
  const app = new Hono<AppEnv>()

  app.get('/:id/booking/availability', async (c) => {
    const session = currentSession(c)
    const property = await bookableProperty(db, session, c.req.param('id'))
    const { service } = parseQuery(c, requestObject({ service: BookingServiceParamSchema }))
    const chosen = await chosenService(db, property, service, 'service')
    const today = todayInState(session.stateId)
    const id = chosen.services[0] as number
    return ok(c, await schedule.availability(id, addDays(today, 1), addDays(today, WINDOW_DAYS), session.idHash))
  })

  app.post('/:id/booking/hold', async (c) => {
    const session = currentSession(c)
    const property = await bookableProperty(db, session, c.req.param('id'))
    const { oasMetadataId } = await parseJsonBody(c, BookingHoldBodySchema)
    const serviceId = await schedule.serviceOf(oasMetadataId)
    const bookable = await bookableServices(db, property)
    if (serviceId === undefined || !bookable.some((b) => b.services.includes(serviceId))) {
      throw new ValidationFailed({ oasMetadataId: [BOOKING_TEXTS.timeRequired] })
    }
    const held = await schedule.hold(oasMetadataId, session.idHash, BOOKING_HOLD_SECONDS)
    if (!held) throw new HttpError(409, BOOKING_TEXTS.slotTaken)
    return ok(c, { oasMetadataId, heldUntil: held.heldUntil.toISOString() })
  })

  app.delete('/:id/booking/hold/:slotId', async (c) => {
    const session = currentSession(c)
    await bookableProperty(db, session, c.req.param('id'))
    const slotId = parseParam(SlotIdParamSchema, c.req.param('slotId'), 'oasMetadataId')
    await schedule.release(slotId, session.idHash)
    return ok(c, { oasMetadataId: slotId })
  })

  app.post('/:id/booking', async (c) => {
    const session = currentSession(c)
    const property = await bookableProperty(db, session, c.req.param('id'))
    const body = await parseJsonBody(c, BookingBodySchema)
    if (body.propertyId !== property.id) throw new ValidationFailed({ propertyId: [BOOKING_TEXTS.propertyNotFound] })
    // The hold first: whoever lost a race for the time is told so (409), whatever the winner's booking changed.
    if (!(await schedule.isHeldBy(body.oasResult.oasMetadataId, session.idHash))) {
      throw new HttpError(409, BOOKING_TEXTS.holdLost)
    }
    const chosen = await chosenService(db, property, body.bookingTypes, 'bookingTypes')
    const slotService = await schedule.serviceOf(body.oasResult.oasMetadataId)
    if (slotService === undefined || !chosen.services.includes(slotService)) {
      throw new ValidationFailed({ 'oasResult.oasMetadataId': [BOOKING_TEXTS.timeRequired] })
    }

    const booking = await db.transaction(async (tx) => {
      await lockProperty(tx, property.id)
      const slot = await schedule.book(tx, body.oasResult.oasMetadataId, session.idHash)
      if (!slot) throw new HttpError(409, BOOKING_TEXTS.holdLost)
      const n = body.nominatedContact
      const contacts = n.isEnabled
        ? [...body.contacts, { name: n.name, email: n.email, mobile: n.mobile, isPrimaryContact: n.isPrimaryContact }]
        : body.contacts
      const [row] = await tx
        .insert(bookings)
        .values({
          propertyId: property.id,
          slotId: slot.id,
          bookingTypes: chosen.bookingTypes,
          serviceIds: chosen.services,
          contacts,
          createdByUserId: session.userId,
        })
        .returning({ id: bookings.id })
      // The property's service now shows as booked in on that day (property detail, services card).
      await tx
        .update(propertyServices)
        .set({ jobStatus: 'BOOKED_IN', bookedInDate: slot.date })
        .where(
          and(
            eq(propertyServices.propertyId, property.id),
            inArray(propertyServices.serviceId, chosen.services),
            eq(propertyServices.isCancelled, false),
          ),
        )
      // From the access-issue wizard: the booking is its BOOKING solution, kept or dropped with the booking.
      const action = body.resolveAccessIssue
        ? await performAgencyAction(tx, session, property, {
            solutionLabel: body.resolveAccessIssue.solutionLabel,
            notes: bookedNote(slot),
            date: null,
          })
        : null
      return { bookingId: row?.id ?? 0, slot, action }
    })
    return ok(
      c,
      {
        bookingId: booking.bookingId,
        propertyId: property.id,
        bookingTypes: chosen.bookingTypes,
        date: booking.slot.date,
        startTime: booking.slot.timeFrom,
        endTime: booking.slot.timeTo,
        accessIssueAction: booking.action,
      },
      201,
    )
  })

  return app
}

const PRIORITY_LEVELS: PriorityLevel[] = [
  { code: 'STANDARD', name: 'Standard', serviceSuffix: '' },
  { code: 'PRIORITY', name: 'Priority', serviceSuffix: 'P' },
  { code: 'URGENT', name: 'Urgent', serviceSuffix: 'U' },
]
const PriorityQuerySchema = v.object({
  serviceSuffix: v.optional(v.pipe(textSchema(), v.maxLength(10, 'Unknown service suffix'))),
  isInternal: v.optional(v.picklist(['true', 'false'], 'isInternal must be true or false')),
})

/** GET /v1/priority-level?serviceSuffix=&isInternal=: the provider's priority levels (internal ones for staff). */
export function priorityLevelRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) => {
    const { serviceSuffix } = parseQuery(c, PriorityQuerySchema)
    const levels = PRIORITY_LEVELS.filter((l) => serviceSuffix === undefined || l.serviceSuffix === serviceSuffix)
    return ok(c, levels)
  })
}
