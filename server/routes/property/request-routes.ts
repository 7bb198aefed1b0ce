import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { CancellationRequestBodySchema, holdRequestBodySchema } from '../../../src/contract/holds.ts'
import { STALE_KEYS, updateKeysBodySchema } from '../../../src/contract/property.ts'
import { todayInState } from '../../../src/contract/states.ts'
import { loadInAgency } from '../../auth/agency-scope.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import type { Db } from '../../db/client.ts'
import {
  cancellationReasons,
  keyPickupLocations,
  properties,
  propertyManagers,
  propertyServices,
  serviceRequests,
  services,
} from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { ConflictError, HttpError, ValidationFailed } from '../../http/errors.ts'
import { parseJsonBody } from '../../http/validate.ts'
import { pendingHoldServiceIds } from './pending-holds.ts'
import { loadProperty, lockProperty, propertyIdOf } from './property-access.ts'
import { loadPropertyDetail } from './property-detail.ts'
import { CANCELLED_PROPERTY } from './tenancy-routes.ts'

export const HOLD_ALREADY_REQUESTED = 'A hold of these services has already been requested'
export const CANCELLATION_ALREADY_REQUESTED = 'Cancellation of these services has already been requested'

/** Keys (PUT /v1/property/{id}), holds and cancellations: requests the provider acts on. */
export function propertyRequestRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const property = (c: Parameters<typeof currentSession>[0]) =>
    loadProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))
  const liveServices = (propertyId: number, reader: Pick<Db, 'select'> = db) =>
    reader
      .select({ ps: propertyServices, service: services })
      .from(propertyServices)
      .innerJoin(services, eq(services.id, propertyServices.serviceId))
      .where(and(eq(propertyServices.propertyId, propertyId), eq(propertyServices.isCancelled, false)))
      .orderBy(asc(services.id))

  app.put('/:id', async (c) => {
    const session = currentSession(c)
    const p = await property(c)
    const body = await parseJsonBody(c, updateKeysBodySchema(todayInState(session.stateId)))
    if (p.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
    if (p.isIntegrated) {
      throw new HttpError(403, 'Key details of this property are synced from the property management software.')
    }
    const { agencyKey, propertyKey } = body
    await loadInAgency(
      session,
      async () =>
        (await db.select().from(propertyManagers).where(eq(propertyManagers.id, agencyKey.propertyManagerId)))[0],
      { notFound: 'Property manager not found', forbidden: 'You do not have access to this property manager' },
    )
    if (agencyKey.keyLocationId) {
      const locationId = agencyKey.keyLocationId
      await loadInAgency(
        session,
        async () => (await db.select().from(keyPickupLocations).where(eq(keyPickupLocations.id, locationId)))[0],
        { notFound: 'Key pickup location not found', forbidden: 'You do not have access to this key pickup location' },
      )
    }
    // One conditional statement: of two edits made against the same version, the first applies and the second
    // matches nothing (it waits on the first's row lock, then sees the new version).
    const current = body.version === undefined ? [] : [eq(properties.keysVersion, body.version)]
    const saved = await db
      .update(properties)
      .set({
        isKeyAvailable: agencyKey.isKeyAvailable === 'YES',
        keyNumber: agencyKey.keyNumber ?? null,
        keyLocationId: agencyKey.keyLocationId ?? null,
        propertyManagerId: agencyKey.propertyManagerId,
        onsiteKeyAvailability: propertyKey.onsiteAvailability,
        temporaryKeyExpirationDate: propertyKey.temporaryKeyExpirationDate ?? null,
        keyOnsiteNotes: propertyKey.keyOnsiteNotes ?? null,
        keyInfoValidFrom: todayInState(session.stateId),
        keysVersion: sql`${properties.keysVersion} + 1`,
      })
      .where(
        and(eq(properties.id, p.id), eq(properties.isCancelled, false), eq(properties.isIntegrated, false), ...current),
      )
      .returning({ keysVersion: properties.keysVersion })
    const after = await loadPropertyDetail(db, session, p.id)
    // The version this edit made, even if another landed since: an edit queued after this one is sent against it,
    // so it can never overwrite that other one unseen (it meets a 409 instead).
    if (saved[0]) return ok(c, { ...after, keysVersion: saved[0].keysVersion })
    // Cancelled or integrated since it was read, or the keys changed since the edit was made.
    if (after.isCancelled || after.isIntegrated)
      throw new HttpError(409, 'This property changed while it was being saved. Please try again.')
    throw new ConflictError(STALE_KEYS, after)
  })

  app.post('/:id/hold-request', async (c) => {
    const session = currentSession(c)
    const p = await property(c)
    const body = await parseJsonBody(c, holdRequestBodySchema(todayInState(session.stateId)))
    if (p.isCancelled || !p.showHoldService)
      throw new HttpError(403, 'Services of this property cannot be put on hold.')
    // Checked and written under the property's lock: twenty taps at once store one request.
    const request = await db.transaction(async (tx) => {
      await lockProperty(tx, p.id)
      const holdable = (await liveServices(p.id, tx)).filter(({ ps }) => !ps.isOnHold).map(({ service }) => service.id)
      const unknown = body.services.filter((id) => !holdable.includes(id))
      if (unknown.length) throw new ValidationFailed({ services: ['These services cannot be put on hold'] })
      const pending = await pendingHoldServiceIds(tx, p.id)
      if (body.services.some((id) => pending.has(id))) throw new HttpError(409, HOLD_ALREADY_REQUESTED)
      const [row] = await tx
        .insert(serviceRequests)
        .values({
          propertyId: p.id,
          kind: 'HOLD',
          serviceIds: body.services,
          holdDate: body.holdDate,
          notes: body.reasonNote,
          createdByUserId: session.userId,
        })
        .returning()
      return row
    })
    return ok(c, { id: request?.id, kind: 'HOLD', services: body.services, holdDate: body.holdDate }, 201)
  })

  app.get('/:id/cancellation-request', async (c) => ok(c, await cancellationSummary(await property(c))))

  app.post('/:id/cancellation-request', async (c) => {
    const session = currentSession(c)
    const p = await property(c)
    const body = await parseJsonBody(c, CancellationRequestBodySchema)
    if (p.isCancelled) throw new HttpError(409, 'This property is already cancelled')
    if (!p.showCancelProperty) throw new HttpError(403, 'This property cannot be cancelled here.')
    const summary = await cancellationSummary(p)
    const live = summary.cancellableServices.map((s) => s.id)
    if (body.services.some((id) => !live.includes(id))) {
      throw new ValidationFailed({ services: ['These services cannot be cancelled'] })
    }
    const pending = summary.cancellableServices.filter((s) => s.isPendingCancellation).map((s) => s.id)
    if (body.services.some((id) => pending.includes(id))) throw new HttpError(409, CANCELLATION_ALREADY_REQUESTED)
    const open = live.filter((id) => !pending.includes(id))
    // A plan that does not allow picking services cancels all of them.
    if (!summary.canSelectServices && open.some((id) => !body.services.includes(id))) {
      throw new ValidationFailed({ services: ['All services must be cancelled for this property'] })
    }
    const [reason] = await db
      .select()
      .from(cancellationReasons)
      .where(eq(cancellationReasons.id, body.cancellationReasonId))
    if (!reason || reason.parentId === null) {
      throw new ValidationFailed({ cancellationReasonId: ['Please select a cancellation reason'] })
    }
    await db.transaction(async (tx) => {
      // The check above can be passed by twenty requests at once: only the one whose conditional update
      // marks every service pending stores a request (row locks make the others wait and then match none).
      const marked = await tx
        .update(propertyServices)
        .set({ isPendingCancellation: true })
        .where(
          and(
            eq(propertyServices.propertyId, p.id),
            inArray(propertyServices.serviceId, body.services),
            eq(propertyServices.isPendingCancellation, false),
            eq(propertyServices.isCancelled, false),
          ),
        )
        .returning({ serviceId: propertyServices.serviceId })
      if (new Set(marked.map((m) => m.serviceId)).size !== body.services.length) {
        throw new HttpError(409, CANCELLATION_ALREADY_REQUESTED)
      }
      await tx.insert(serviceRequests).values({
        propertyId: p.id,
        kind: 'CANCELLATION',
        serviceIds: body.services,
        cancellationReasonId: body.cancellationReasonId,
        notes: body.notes ?? null,
        createdByUserId: session.userId,
      })
    })
    return ok(c, await cancellationSummary(await property(c)), 201)
  })

  async function cancellationSummary(p: typeof properties.$inferSelect) {
    const rows = await liveServices(p.id)
    return {
      cancellableServices: rows.map(({ ps, service }) => ({
        id: service.id,
        shortName: service.shortName,
        name: service.name,
        isPendingCancellation: ps.isPendingCancellation,
      })),
      canSelectServices: p.canSelectCancellationServices,
      isCancelled: p.isCancelled,
    }
  }

  return app
}
