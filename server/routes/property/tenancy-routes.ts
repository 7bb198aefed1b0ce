import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { todayInState } from '../../../src/contract/states.ts'
import { ConfirmTenancyBodySchema, TenancyIdParamSchema } from '../../../src/contract/tenancy.ts'
import { AddTenancyBodySchema, UpdateTenancyBodySchema } from '../../../src/contract/tenancy-bodies.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import { properties, tenancies } from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { ConflictError, HttpError, notFound } from '../../http/errors.ts'
import { parseJsonBody } from '../../http/validate.ts'
import { loadProperty, lockProperty, type PropertyRow, propertyIdOf } from './property-access.ts'
import { insertTenancy, updateTenancyIfCurrent } from './tenancy-store.ts'
import { loadTenancies, tenancySummary } from './tenancy-view.ts'

export const CANCELLED_PROPERTY =
  'This property has been cancelled. Please contact the provider for further assistance.'
export const ALREADY_VACANT = 'This property is already vacant.'
export const STALE_TENANCY =
  'This tenancy was changed by someone else since you opened it. Review their version and try again.'

/** Integrated properties take tenancy details from the management software; cancelled ones take none. */
function refuseTenancyChanges(p: PropertyRow, softwareName = 'the property management software') {
  if (p.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
  if (p.isIntegrated) {
    throw new HttpError(
      403,
      `Tenancy details of this property are synced from ${softwareName} and cannot be changed here.`,
    )
  }
}

/** Tenancy writes of property-operations §7: add (and renew), edit, mark vacant, confirm. */
export function tenancyRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const property = (c: Parameters<typeof currentSession>[0]) =>
    loadProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))
  const tenancyOf = async (propertyId: number, tenancyId: number) => {
    const all = await loadTenancies(db, propertyId)
    const found = all.find((t) => t.tenancyId === tenancyId)
    if (!found) throw notFound('Tenancy not found')
    return found
  }

  app.post('/:id/tenancy', async (c) => {
    const p = await property(c)
    const body = await parseJsonBody(c, AddTenancyBodySchema)
    refuseTenancyChanges(p)
    const id = await insertTenancy(db, p.id, body.tenancy, body.occupants)
    if (id === null) {
      const day = body.tenancy.startedAt.split('-').reverse().join('/')
      throw new HttpError(409, `This property already has a tenancy starting on ${day}.`)
    }
    return ok(c, await tenancyOf(p.id, id), 201)
  })

  app.put('/:id/tenancy/:tenancyId', async (c) => {
    const p = await property(c)
    const tenancyIdResult = v.safeParse(TenancyIdParamSchema, c.req.param('tenancyId'))
    if (!tenancyIdResult.success) throw notFound('Tenancy not found')
    const before = await tenancyOf(p.id, tenancyIdResult.output)
    const body = await parseJsonBody(c, UpdateTenancyBodySchema)
    refuseTenancyChanges(p)
    const { version, ...fields } = body.tenancy
    const applied = await updateTenancyIfCurrent(db, before.tenancyId, version, fields, body.occupants)
    const after = await tenancyOf(p.id, before.tenancyId)
    if (!applied) throw new ConflictError(STALE_TENANCY, after)
    return ok(c, after)
  })

  app.post('/:id/mark-as-vacant', async (c) => {
    const p = await property(c)
    refuseTenancyChanges(p)
    const today = todayInState(currentSession(c).stateId)
    const summary = tenancySummary(await loadTenancies(db, p.id), today)
    if (summary.isVacant) throw new HttpError(409, ALREADY_VACANT)
    // Marking vacant vacates every tenancy, current and previous (property-operations §4). One conditional
    // statement: of twenty at once, the first vacates; the others wait on its row locks, then match nothing.
    const vacated = await db
      .update(tenancies)
      .set({
        isVacated: true,
        vacatingAt: sql`coalesce(${tenancies.vacatingAt}, ${today}::date)`,
        version: sql`${tenancies.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(tenancies.propertyId, p.id), eq(tenancies.isVacated, false)))
      .returning({ id: tenancies.id })
    if (vacated.length === 0) throw new HttpError(409, ALREADY_VACANT)
    return ok(c, tenancySummary(await loadTenancies(db, p.id), today))
  })

  app.post('/:id/confirm-single-property-details', async (c) => {
    const p = await property(c)
    const { version } = await parseJsonBody(c, ConfirmTenancyBodySchema)
    if (p.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
    const today = todayInState(currentSession(c).stateId)
    const confirmedAt = new Date()
    // Read and written under the property's lock (as adds are) and only at the version seen (as edits
    // write): a tenancy added or changed meanwhile is a conflict, never confirmed unseen.
    await db.transaction(async (tx) => {
      await lockProperty(tx, p.id)
      const current = tenancySummary(await loadTenancies(tx, p.id), today).currentTenancy
      // Confirming what the user saw: a changed tenancy (or a vacancy that is no longer one) is a conflict.
      if ((current?.version ?? null) !== version) throw new ConflictError(STALE_TENANCY, current)
      if (current) {
        const confirmed = await tx
          .update(tenancies)
          .set({ confirmedAt })
          .where(and(eq(tenancies.id, current.tenancyId), eq(tenancies.version, current.version)))
          .returning({ id: tenancies.id })
        if (confirmed.length === 0) throw new ConflictError(STALE_TENANCY, current)
      }
      await tx.update(properties).set({ detailsConfirmedAt: confirmedAt }).where(eq(properties.id, p.id))
    })
    return ok(c, { confirmedAt: confirmedAt.toISOString() })
  })

  return app
}
