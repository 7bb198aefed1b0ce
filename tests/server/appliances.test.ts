import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agencyIntegrationSyncs, appliances, properties } from '../../server/db/schema/index.ts'
import { createTestApp, type TestApp } from './test-app.ts'

const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows

// GET /v1/property/{id}/appliances and GET /v1/agency/integration against the seed.
let t: TestApp
let bayside: string
let harbour: string
let sunshine: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30 })
  bayside = await t.signIn('pm.vic', 'VIC')
  harbour = await t.signIn('master', 'NSW')
  sunshine = await t.signIn('multi', 'QLD')
})
afterAll(() => t.close())

const get = async (path: string, cookie = bayside) => {
  const res = await t.call(path, { cookie })
  return { status: res.status, body: await res.json() }
}

/** A Bayside property with smoke alarms and gas appliances recorded. */
async function propertyWithGas(): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    t.db.execute(sql`
    SELECT a.property_id AS id FROM appliances a JOIN properties p ON p.id = a.property_id
    WHERE p.agency_id = ${t.summary.agencyIds['Bayside Rentals']} AND a.service_id = 2
      AND EXISTS (SELECT 1 FROM appliances s WHERE s.property_id = a.property_id AND s.service_id = 1)
    ORDER BY a.property_id LIMIT 1`),
  )
  return Number(rows[0]?.id)
}

describe('GET /v1/property/{id}/appliances', () => {
  it('lists, per service, what was recorded at its last service', async () => {
    const id = await propertyWithGas()
    const { status, body } = await get(`/v1/property/${id}/appliances`)
    expect(status).toBe(200)
    const smoke = body.data.items.find((g: { serviceId: number }) => g.serviceId === 1)
    const gas = body.data.items.find((g: { serviceId: number }) => g.serviceId === 2)
    expect(smoke.serviceName).toBe('Smoke Alarm')
    expect(smoke.appliances.length).toBeGreaterThanOrEqual(2)
    expect(smoke.appliances[0]).toMatchObject({ name: 'Smoke alarm', location: expect.any(String) })
    expect(gas.appliances[0].name).toMatch(/^Gas /)
    const [row] = await t.db.select({ n: count() }).from(appliances).where(eq(appliances.propertyId, id))
    const listed = body.data.items.reduce((n: number, g: { appliances: unknown[] }) => n + g.appliances.length, 0)
    expect(listed).toBe(row?.n)
    expect(body.data.total).toBe(body.data.items.length)
  })

  it('shows only the latest visit of a service, and narrows to one service', async () => {
    const id = await propertyWithGas()
    const [latest] = await t.db
      .select({ recordedOn: appliances.recordedOn })
      .from(appliances)
      .where(and(eq(appliances.propertyId, id), eq(appliances.serviceId, 1)))
    await t.db.insert(appliances).values({
      propertyId: id,
      serviceId: 1,
      name: 'Smoke alarm',
      location: 'Old hallway',
      recordedOn: '2001-01-01',
      result: 'PASSED',
    })
    const { body } = await get(`/v1/property/${id}/appliances?service=SMOKE`)
    expect(body.data.items).toHaveLength(1)
    expect(body.data.items[0].recordedOn).toBe(latest?.recordedOn)
    expect(body.data.items[0].appliances.map((a: { location: string }) => a.location)).not.toContain('Old hallway')
  })

  it('refuses a bad service with a field error; 404 missing, 403 another agency’s', async () => {
    const id = await propertyWithGas()
    const bad = await get(`/v1/property/${id}/appliances?service=plumbing`)
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.service).toEqual(['Service ID is required'])
    expect((await get('/v1/property/99999999/appliances')).status).toBe(404)
    expect((await get('/v1/property/abc/appliances')).status).toBe(404)
    expect((await get(`/v1/property/${id}/appliances`, harbour)).status).toBe(403)
  })

  it('answers an empty list for a property with nothing recorded', async () => {
    const [p] = await t.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.agencyId} = ${t.summary.agencyIds['Bayside Rentals']}
        AND NOT EXISTS (SELECT 1 FROM appliances a WHERE a.property_id = ${properties.id})`)
      .limit(1)
    if (!p) return
    expect((await get(`/v1/property/${p.id}/appliances`)).body.data).toEqual({ items: [], total: 0 })
  })
})

describe('GET /v1/agency/integration', () => {
  it('names the management software and its last sync for an integrated agency', async () => {
    const { status, body } = await get('/v1/agency/integration', harbour)
    expect(status).toBe(200)
    const [sync] = await t.db
      .select()
      .from(agencyIntegrationSyncs)
      .where(eq(agencyIntegrationSyncs.agencyId, t.summary.agencyIds['Harbour & Co Property'] ?? 0))
    expect(body.data).toEqual({
      softwareName: 'PropertyTree',
      isConnected: true,
      lastSyncedAt: sync?.lastSyncedAt.toISOString(),
      lastSyncStatus: sync?.lastSyncStatus,
      lastError: sync?.lastError ?? null,
    })
  })

  it('says so when the last sync failed, and answers not connected for an agency without software', async () => {
    const states = [
      (await get('/v1/agency/integration', sunshine)).body.data,
      (await get('/v1/agency/integration', harbour)).body.data,
    ]
    expect(states.every((s) => s.isConnected)).toBe(true)
    const none = (await get('/v1/agency/integration', bayside)).body.data
    expect(none).toEqual({
      softwareName: null,
      isConnected: false,
      lastSyncedAt: null,
      lastSyncStatus: null,
      lastError: null,
    })
    const failed = await t.db
      .select()
      .from(agencyIntegrationSyncs)
      .where(eq(agencyIntegrationSyncs.lastSyncStatus, 'FAILED'))
    expect(failed).toHaveLength(1)
    expect((await t.call('/v1/agency/integration')).status).toBe(401)
  })
})
