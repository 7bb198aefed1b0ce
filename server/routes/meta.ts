import { asc, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { OTHER_DOCUMENT_SERVICE } from '../../src/contract/catalog.ts'
import { SuburbQuerySchema } from '../../src/contract/meta.ts'
import { stateCodeOf } from '../../src/contract/states.ts'
import { inlineLimit } from '../db/prepared.ts'
import { cancellationReasons, documentTypes, services, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { parseQuery } from '../http/validate.ts'

const SUBURB_RESULTS = 20

export function metaRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/suburbs', async (c) => {
      const { q } = parseQuery(c, SuburbQuerySchema)
      // A postcode search matches by prefix; a name search by prefix first, then by similarity (pg_trgm).
      const isPostcode = /^\d{1,4}$/.test(q)
      const pattern = `${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
      const where = isPostcode
        ? sql`${suburbs.postcode} LIKE ${pattern}`
        : sql`(${suburbs.name} ILIKE ${pattern} OR ${suburbs.name} % ${q})`
      const order = isPostcode
        ? sql`${suburbs.postcode}, ${suburbs.name}`
        : sql`(${suburbs.name} ILIKE ${pattern}) DESC, similarity(${suburbs.name}, ${q}) DESC, ${suburbs.name}`
      const rows = await db
        .select({
          id: suburbs.id,
          name: suburbs.name,
          postcode: suburbs.postcode,
          stateId: suburbs.stateId,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(suburbs)
        .where(where)
        .orderBy(order)
        .limit(inlineLimit(SUBURB_RESULTS))
      const items = rows.map((r) => ({
        id: r.id,
        name: r.name,
        postcode: r.postcode,
        state: stateCodeOf(r.stateId) ?? '',
      }))
      return ok(c, { items, total: rows[0]?.total ?? 0 })
    })
    .get('/property-document-types', async (c) => {
      const items = await db.select().from(documentTypes).orderBy(asc(documentTypes.name))
      return ok(c, { items, total: items.length })
    })
    .get('/property-document-services', async (c) => {
      const rows = await db
        .select({
          code: services.code,
          name: services.name,
          icon: services.icon,
          shortName: services.shortName,
          serviceFrequencyMonths: services.serviceFrequencyMonths,
        })
        .from(services)
        .orderBy(asc(services.id))
      const items = [...rows, { ...OTHER_DOCUMENT_SERVICE }]
      return ok(c, { items, total: items.length })
    })
    .get('/cancellation-reasons', async (c) => {
      const rows = await db.select().from(cancellationReasons).orderBy(asc(cancellationReasons.position))
      const items = rows
        .filter((r) => r.parentId === null)
        .map((group) => ({
          id: group.id,
          text: group.text,
          children: rows.filter((r) => r.parentId === group.id).map((r) => ({ id: r.id, text: r.text })),
        }))
      return ok(c, { items, total: items.length })
    })
}
