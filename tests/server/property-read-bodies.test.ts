import { and, count, eq, isNotNull, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addresses,
  keyPickupLocations,
  portfolioProperties,
  properties,
  serviceEntries,
} from '../../server/db/schema/index.ts'
import { NonManagedPropertySchema } from '../../src/api/property.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// The bodies of two reads the coverage table had only by status: the key pickup location of a property and
// the non-managed (portfolio) property.
let t: TestApp
let vic: string
let master: string
const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30 })
  vic = await t.signIn('pm.vic', 'VIC')
  master = await t.signIn('master', 'NSW')
})
afterAll(() => t.close())

const get = async (path: string, cookie: string) => {
  const res = await t.call(path, { cookie })
  return { status: res.status, body: await res.json() }
}

describe('GET /v1/property/{id}/key-pickup-location', () => {
  it("answers the property's key pickup location: its id and full address, as the agency lists it", async () => {
    const [row] = await t.db
      .select({
        id: properties.id,
        keyLocationId: properties.keyLocationId,
        fullAddress: keyPickupLocations.fullAddress,
      })
      .from(properties)
      .innerJoin(keyPickupLocations, eq(keyPickupLocations.id, properties.keyLocationId))
      .where(and(eq(properties.agencyId, agencyId('Bayside Rentals')), isNotNull(properties.keyLocationId)))
      .limit(1)
    expect(row).toBeDefined()
    const { status, body } = await get(`/v1/property/${row?.id}/key-pickup-location`, vic)
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      data: { keyLocationId: row?.keyLocationId, fullAddress: row?.fullAddress },
      error: null,
    })
    const listed = (await get('/v1/agency/key-pickup-locations', vic)).body.data.items
    expect(listed).toContainEqual(body.data)
  })

  it('answers null for a property without one', async () => {
    const [row] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, agencyId('Bayside Rentals')), isNull(properties.keyLocationId)))
      .limit(1)
    // The seed may give every property a location; then make one without, on a property only this file uses.
    const id =
      row?.id ??
      (
        await t.db
          .update(properties)
          .set({ keyLocationId: null })
          .where(eq(properties.id, (await firstProperty('Bayside Rentals')) ?? 0))
          .returning({ id: properties.id })
      )[0]?.id
    const { status, body } = await get(`/v1/property/${id}/key-pickup-location`, vic)
    expect(status).toBe(200)
    expect(body.data).toBeNull()
  })

  it("is 404 for a missing or malformed id and 403 for another agency's property", async () => {
    expect((await get('/v1/property/99999999/key-pickup-location', vic)).body).toMatchObject({
      error: 'Property not found',
    })
    expect((await get('/v1/property/99999999/key-pickup-location', vic)).status).toBe(404)
    expect((await get('/v1/property/abc/key-pickup-location', vic)).status).toBe(404)
    const other = await get(`/v1/property/${await firstProperty('Harbour & Co Property')}/key-pickup-location`, vic)
    expect(other).toEqual({
      status: 403,
      body: { success: false, data: null, error: 'You do not have access to this property', code: 'FORBIDDEN' },
    })
  })
})

async function firstProperty(agency: string): Promise<number | undefined> {
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agencyId, agencyId(agency)))
    .orderBy(properties.id)
    .limit(1)
  return row?.id
}

describe('GET /v1/integrated-property/{id}', () => {
  async function harbourPortfolioProperty() {
    const [row] = await t.db
      .select({ pp: portfolioProperties, line1: addresses.line1 })
      .from(portfolioProperties)
      .innerJoin(addresses, eq(addresses.id, portfolioProperties.addressId))
      .where(eq(portfolioProperties.agencyId, agencyId('Harbour & Co Property')))
      .orderBy(portfolioProperties.id)
      .limit(1)
    if (!row) throw new Error('The seed has no portfolio property for Harbour')
    return row
  }

  it('answers the portfolio property of the agency in the shape the non-managed screen reads', async () => {
    const { pp, line1 } = await harbourPortfolioProperty()
    const { status, body } = await get(`/v1/integrated-property/${pp.id}`, master)
    expect(status).toBe(200)
    const data = v.parse(NonManagedPropertySchema, body.data)
    expect(data).toMatchObject({
      agencyPortfolioPropertyId: pp.id,
      compliancePropertyId: pp.propertyId,
      softwareName: pp.softwareName,
      isResidentialProperty: pp.isResidentialProperty,
      nonResidentialPropertyType: pp.nonResidentialPropertyType,
      gasApplianceCountValue: pp.gasApplianceCountValue,
    })
    expect(data.address.line1).toBe(line1)
    const [entries] = await t.db
      .select({ n: count() })
      .from(serviceEntries)
      .where(eq(serviceEntries.portfolioPropertyId, pp.id))
    expect(data.services).toHaveLength(entries?.n ?? -1)
    // In service order, each with its service's names.
    const ids = data.services.map((s) => s.complianceRequirementId)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it("is 403 for another agency's portfolio property (as the property routes), 404 for a missing or malformed id", async () => {
    const { pp } = await harbourPortfolioProperty()
    expect(await get(`/v1/integrated-property/${pp.id}`, vic)).toEqual({
      status: 403,
      body: { success: false, data: null, error: 'You do not have access to this property', code: 'FORBIDDEN' },
    })
    expect(await get('/v1/integrated-property/99999999', master)).toEqual({
      status: 404,
      body: { success: false, data: null, error: 'Property not found', code: 'NOT_FOUND' },
    })
    for (const bad of ['abc', '0', '-1', '1.5']) {
      expect((await get(`/v1/integrated-property/${bad}`, master)).status).toBe(404)
    }
  })

  it('needs a session', async () => {
    const { pp } = await harbourPortfolioProperty()
    expect((await t.call(`/v1/integrated-property/${pp.id}`)).status).toBe(401)
  })
})
