import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../../server/db/schema/index.ts'
import { PropertyContactsSchema, PropertyDetailSchema } from '../../src/contract/property.ts'
import { PropertyTenancySummarySchema, TenancySchema } from '../../src/contract/tenancy.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
let vic: string
let bayside: number[]
let harbour: number
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30 })
  vic = await t.signIn('pm.vic', 'VIC')
  const ids = (agency: string) =>
    t.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.agencyId, t.summary.agencyIds[agency] ?? 0), eq(properties.isCancelled, false)))
  bayside = (await ids('Bayside Rentals')).map((r) => r.id)
  harbour = (await ids('Harbour & Co Property'))[0]?.id ?? 0
})
afterAll(() => t.close())

const get = async (path: string, cookie = vic) => {
  const res = await t.call(path, { cookie })
  return { status: res.status, body: await res.json() }
}

describe('GET /v1/property/{id}', () => {
  it('returns the overview of a property of the agency', async () => {
    const { status, body } = await get(`/v1/property/${bayside[0]}`)
    expect(status).toBe(200)
    const p = body.data
    expect(p.compliancePropertyId).toBe(bayside[0])
    expect(p.address.fullAddress).toContain(p.address.line1)
    expect(p.address.state).toBe('VIC')
    expect(p.services.length).toBeGreaterThan(0)
    expect(p.services[0]).toMatchObject({ serviceId: 1, code: 'SMOKE' })
    expect(typeof p.tenancy.isVacant).toBe('boolean')
    expect(p.tags.includes('Vacant')).toBe(p.tenancy.isVacant)
  })

  it('shows current tenancies with occupants, and vacant properties as such', async () => {
    const all = await Promise.all(bayside.map((id) => get(`/v1/property/${id}`)))
    const occupied = all.find((r) => r.body.data.tenancy.currentTenancy?.occupants.length > 0)
    const vacant = all.find((r) => r.body.data.tenancy.isVacant)
    expect(occupied?.body.data.tenancy.currentTenancy.occupants[0].contactNumbers[0].number).toMatch(/^\+\d+$/)
    expect(vacant?.body.data.tenancy.currentTenancy).toBeNull()
  })

  it("is 404 for a missing property, 403 for another agency's", async () => {
    expect(await get('/v1/property/99999999')).toEqual({
      status: 404,
      body: { success: false, data: null, error: 'Property not found', code: 'NOT_FOUND' },
    })
    expect((await get('/v1/property/abc')).status).toBe(404)
    expect(await get(`/v1/property/${harbour}`)).toEqual({
      status: 403,
      body: { success: false, data: null, error: 'You do not have access to this property', code: 'FORBIDDEN' },
    })
    for (const sub of ['tenancy', 'tenancies', 'contacts', 'notices', 'invoices', 'key-pickup-location']) {
      expect((await get(`/v1/property/${harbour}/${sub}`)).status).toBe(403)
    }
  })

  it('needs a session', async () => {
    expect((await t.call(`/v1/property/${bayside[0]}`)).status).toBe(401)
  })
})

describe('the responses match the shared contract', () => {
  it('for every property of the agency: detail, contacts and tenancies', async () => {
    for (const id of bayside) {
      v.parse(PropertyDetailSchema, (await get(`/v1/property/${id}`)).body.data)
      v.parse(PropertyContactsSchema, (await get(`/v1/property/${id}/contacts`)).body.data)
      v.parse(v.array(TenancySchema), (await get(`/v1/property/${id}/tenancies`)).body.data.items)
      v.parse(PropertyTenancySummarySchema, (await get(`/v1/property/${id}/tenancy`)).body.data)
    }
  })
})

describe('property sub-resources', () => {
  it('lists tenancies newest first with the active one', async () => {
    const { body } = await get(`/v1/property/${bayside[0]}/tenancies`)
    const starts = body.data.items.map((i: { startedAt: string }) => i.startedAt)
    expect([...starts].sort().reverse()).toEqual(starts)
    expect(body.data.total).toBe(starts.length)
  })

  it('gives contacts by kind, honouring the flags', async () => {
    const all = (await get(`/v1/property/${bayside[0]}/contacts`)).body.data
    expect(Object.keys(all).sort()).toEqual(['landlords', 'occupants', 'propertyManagers'])
    const only = (await get(`/v1/property/${bayside[0]}/contacts?landlords=true`)).body.data
    expect(only.occupants).toEqual([])
    expect(only.propertyManagers).toEqual([])
    expect((await get(`/v1/property/${bayside[0]}/contacts?landlords=yes`)).status).toBe(400)
  })

  it('lists invoices with amounts inc. GST and the overdue flag', async () => {
    const results = await Promise.all(bayside.map((id) => get(`/v1/property/${id}/invoices`)))
    const items = results.flatMap((r) => r.body.data.items)
    expect(items.length).toBeGreaterThan(0)
    const today = new Date().toISOString().slice(0, 10)
    for (const i of items) if (i.isOverdue) expect(i.isPaid === false && i.dueDate <= today).toBe(true)
  })

  it('lists open and resolved notices separately', async () => {
    const results = await Promise.all(bayside.map((id) => get(`/v1/property/${id}/notices?resolved=false`)))
    for (const r of results) for (const n of r.body.data.items) expect(n.isResolved).toBe(false)
    expect((await get(`/v1/property/${bayside[0]}/notices?resolved=maybe`)).status).toBe(400)
  })

  it("lists the agency's key pickup locations", async () => {
    const { body } = await get('/v1/agency/key-pickup-locations')
    expect(body.data.total).toBeGreaterThan(0)
    expect(body.data.items[0]).toEqual({ keyLocationId: expect.any(Number), fullAddress: expect.any(String) })
  })
})

describe('invoice and quote PDFs', () => {
  it('streams the PDF of an invoice of the agency, and refuses another agency', async () => {
    const results = await Promise.all(bayside.map((id) => get(`/v1/property/${id}/invoices`)))
    const invoice = results.flatMap((r) => r.body.data.items).find((i: { pdfUrl: string | null }) => i.pdfUrl)
    const res = await t.call(invoice.pdfUrl, { cookie: vic })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400')
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF')
    const nsw = await t.signIn('master', 'NSW')
    expect((await t.call(invoice.pdfUrl, { cookie: nsw })).status).toBe(403)
    expect((await t.call('/v1/invoice/99999999/pdf', { cookie: vic })).status).toBe(404)
    expect((await t.call('/v1/quote/x/pdf', { cookie: vic })).status).toBe(404)
  })
})
