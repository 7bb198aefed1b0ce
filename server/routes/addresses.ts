import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  ADDRESS_TEXTS,
  AddressIdParamSchema,
  type AddressParts,
  AddressPartsQuerySchema,
  AddressSearchQuerySchema,
  CreateAddressBodySchema,
  type CreatedAddress,
} from '../../src/contract/addresses.ts'
import { COMPLIANCE_STATES } from '../../src/contract/states.ts'
import { currentSession } from '../auth/session-middleware.ts'
import type { Db } from '../db/client.ts'
import { inlineLimit } from '../db/prepared.ts'
import { addresses, knownAddresses, suburbs } from '../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'
import { notFound, ValidationFailed } from '../http/errors.ts'
import { parseJsonBody, parseQuery } from '../http/validate.ts'
import { parseAustralianAddress, type TypedAddressParts } from './addresses-parts.ts'
import { addressView, loadVisibleAddress, searchAddresses, searchTextOf, suburbView } from './addresses-store.ts'

/** The one suburb of GET /v1/meta/suburbs the typed parts name, or null (none, or several alike). */
async function suburbMatch(db: Db, parts: TypedAddressParts): Promise<AddressParts['suburbMatch']> {
  if (!parts.suburb) return null
  const stateId = COMPLIANCE_STATES.find((s) => s.code === parts.state)?.id
  const rows = await db
    .select()
    .from(suburbs)
    .where(
      and(
        sql`lower(${suburbs.name}) = ${parts.suburb.toLowerCase()}`,
        stateId ? eq(suburbs.stateId, stateId) : undefined,
        parts.postcode ? eq(suburbs.postcode, parts.postcode) : undefined,
      ),
    )
    .limit(inlineLimit(2))
  return rows.length === 1 && rows[0] ? suburbView(rows[0]) : null
}

/** /v1/address: the address helpers of the property request creator (foundations §7). */
export function addressRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/search', async (c) => {
    const { q } = parseQuery(c, AddressSearchQuerySchema)
    const items = await searchAddresses(db, currentSession(c).agencyId, q)
    return ok(c, { items, total: items.length })
  })

  app.get('/parts', async (c) => {
    const { address } = parseQuery(c, AddressPartsQuerySchema)
    const parts = parseAustralianAddress(address)
    return ok(c, { ...parts, suburbMatch: await suburbMatch(db, parts) } satisfies AddressParts)
  })

  app.post('/', async (c) => {
    const session = currentSession(c)
    const body = await parseJsonBody(c, CreateAddressBodySchema)
    const [suburb] = await db.select().from(suburbs).where(eq(suburbs.id, body.suburbId))
    if (!suburb) throw new ValidationFailed({ suburbId: [ADDRESS_TEXTS.suburbNotFound] })
    const creationToken = randomUUID()
    const address = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(addresses)
        .values({ line1: body.line1, line2: body.line2, line3: body.line3, suburbId: suburb.id })
        .returning()
      if (!row) throw new Error('address insert returned nothing')
      await tx.insert(knownAddresses).values({
        addressId: row.id,
        agencyId: session.agencyId,
        creationToken,
        createdByUserId: session.userId,
        searchText: searchTextOf(row, suburb),
      })
      return row
    })
    return ok(c, { creationToken, address: addressView(address, suburb, null) } satisfies CreatedAddress, 201)
  })

  app.get('/:id', async (c) => {
    // An id that cannot exist names no address: 404, as an unknown one.
    const id = v.safeParse(AddressIdParamSchema, c.req.param('id'))
    if (!id.success) throw notFound(ADDRESS_TEXTS.notFound)
    return ok(c, await loadVisibleAddress(db, currentSession(c).agencyId, id.output))
  })

  return app
}
