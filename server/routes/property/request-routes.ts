import { and, asc, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { CancellationRequestBodySchema, holdRequestBodySchema } from '../../../src/contract/holds.ts'
import { updateKeysBodySchema } from '../../../src/contract/property.ts'
import { todayInState } from '../../../src/contract/states.ts'
import { loadInAgency } from '../../auth/agency-scope.ts'
import { currentSession } from '../../auth/session-middleware.ts'
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
import { HttpError, ValidationFailed } from '../../http/errors.ts'
import { parseJsonBody } from '../../http/validate.ts'
import { loadProperty, propertyIdOf } from './property-access.ts'
import { propertyDetail } from './property-detail.ts'
import { CANCELLED_PROPERTY } from './tenancy-routes.ts'

/** Keys (PUT /v1/property/{id}), holds and cancellations: requests the provider acts on. */
export function propertyRequestRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const property = (c: Parameters<typeof currentSession>[0]) =>
    loadProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))
  const liveServices = (propertyId: number) =>
    db
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
    await db
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
      })
      .where(eq(properties.id, p.id))
    return ok(c, await propertyDetail(db, await property(c)))
  })

  app.post('/:id/hold-request', async (c) => {
    const session = currentSession(c)
    const p = await property(c)
    const body = await parseJsonBody(c, holdRequestBodySchema(todayInState(session.stateId)))
    if (p.isCancelled || !p.showHoldService)
      throw new HttpError(403, 'Services of this property cannot be put on hold.')
    const holdable = (await liveServices(p.id)).filter(({ ps }) => !ps.isOnHold).map(({ service }) => service.id)
    const unknown = body.services.filter((id) => !holdable.includes(id))
    if (unknown.length) throw new ValidationFailed({ services: ['These services cannot be put on hold'] })
    const [request] = await db
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
    const open = summary.cancellableServices.filter((s) => !s.isPendingCancellation).map((s) => s.id)
    if (body.services.some((id) => !open.includes(id))) {
      throw new ValidationFailed({ services: ['These services cannot be cancelled'] })
    }
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
      await tx.insert(serviceRequests).values({
        propertyId: p.id,
        kind: 'CANCELLATION',
        serviceIds: body.services,
        cancellationReasonId: body.cancellationReasonId,
        notes: body.notes ?? null,
        createdByUserId: session.userId,
      })
      await tx
        .update(propertyServices)
        .set({ isPendingCancellation: true })
        .where(and(eq(propertyServices.propertyId, p.id), inArray(propertyServices.serviceId, body.services)))
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
