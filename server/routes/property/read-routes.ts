import { and, asc, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { todayInState } from '../../../src/contract/states.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import { invoices, keyPickupLocations, notices } from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { parseQuery } from '../../http/validate.ts'
import { propertyContactsOf } from './contacts.ts'
import { loadProperty, propertyIdOf } from './property-access.ts'
import { loadPropertyDetail } from './property-detail.ts'
import { loadTenancies, tenancySummary } from './tenancy-view.ts'

const Flag = v.optional(v.picklist(['true', 'false'], 'Must be true or false'))
const ContactsQuerySchema = v.object({ landlords: Flag, occupants: Flag, propertyManagers: Flag })
const NoticesQuerySchema = v.object({ resolved: Flag })

/** The reads of a managed property (property-operations §7 Property and Tenancy). */
export function propertyReadRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const property = (c: Parameters<typeof currentSession>[0]) =>
    loadProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))

  app.get('/:id', async (c) => ok(c, await loadPropertyDetail(db, currentSession(c), propertyIdOf(c.req.param('id')))))

  app.get('/:id/tenancy', async (c) => {
    const p = await property(c)
    return ok(c, tenancySummary(await loadTenancies(db, p.id), todayInState(currentSession(c).stateId)))
  })

  app.get('/:id/tenancies', async (c) => {
    const p = await property(c)
    const all = await loadTenancies(db, p.id)
    const summary = tenancySummary(all, todayInState(currentSession(c).stateId))
    return ok(c, { items: [...all].reverse(), total: all.length, activeTenancy: summary.currentTenancy })
  })

  app.get('/:id/contacts', async (c) => {
    const q = parseQuery(c, ContactsQuerySchema)
    const p = await property(c)
    // Without flags, all three kinds; with some, only those asked for.
    const none = q.landlords === undefined && q.occupants === undefined && q.propertyManagers === undefined
    const which = {
      landlords: none || q.landlords === 'true',
      occupants: none || q.occupants === 'true',
      propertyManagers: none || q.propertyManagers === 'true',
    }
    const current = tenancySummary(
      await loadTenancies(db, p.id),
      todayInState(currentSession(c).stateId),
    ).currentTenancy
    return ok(c, await propertyContactsOf(db, p, current, which))
  })

  app.get('/:id/key-pickup-location', async (c) => {
    const p = await property(c)
    const [location] = p.keyLocationId
      ? await db
          .select({ keyLocationId: keyPickupLocations.id, fullAddress: keyPickupLocations.fullAddress })
          .from(keyPickupLocations)
          .where(eq(keyPickupLocations.id, p.keyLocationId))
      : []
    return ok(c, location ?? null)
  })

  app.get('/:id/notices', async (c) => {
    const { resolved } = parseQuery(c, NoticesQuerySchema)
    const p = await property(c)
    const rows = await db
      .select()
      .from(notices)
      .where(and(eq(notices.propertyId, p.id), eq(notices.isResolved, resolved === 'true')))
      .orderBy(desc(notices.createdAt))
    const items = rows.map((n) => ({
      id: n.id,
      noticeType: n.noticeType,
      isUrgent: n.isUrgent,
      isContactDiRequired: n.isContactDiRequired,
      isResolved: n.isResolved,
      createdAt: n.createdAt.toISOString(),
    }))
    return ok(c, { items, total: items.length })
  })

  app.get('/:id/invoices', async (c) => {
    const p = await property(c)
    const rows = await db.select().from(invoices).where(eq(invoices.propertyId, p.id)).orderBy(desc(invoices.dueDate))
    const today = todayInState(currentSession(c).stateId)
    const items = rows.map((i) => ({
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      isPaid: i.isPaid,
      paidAt: i.paidAt?.toISOString() ?? null,
      dueDate: i.dueDate,
      isOverdue: !i.isPaid && i.dueDate < today,
      totalIncGst: i.totalIncGstCents / 100,
      pdfUrl: i.fileId ? `/v1/invoice/${i.id}/pdf` : null,
    }))
    return ok(c, { items, total: items.length })
  })

  return app
}

/** GET /v1/agency/key-pickup-locations. */
export function keyPickupLocationRows(deps: AppDeps, agencyId: number) {
  return deps.db
    .select({ keyLocationId: keyPickupLocations.id, fullAddress: keyPickupLocations.fullAddress })
    .from(keyPickupLocations)
    .where(eq(keyPickupLocations.agencyId, agencyId))
    .orderBy(asc(keyPickupLocations.fullAddress))
}
