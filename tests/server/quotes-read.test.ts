import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, quotes } from '../../server/db/schema/index.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// GET /v1/quote and GET /v1/quote/{id}, read from the seeded quotes; totals against direct counts.
let t: TestApp
let harbour: string
let bayside: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30 })
  harbour = await t.signIn('master', 'NSW')
  bayside = await t.signIn('pm.vic', 'VIC')
})
afterAll(() => t.close())

const get = async (path: string, cookie = harbour) => {
  const res = await t.call(path, { cookie })
  return { status: res.status, body: await res.json() }
}
const HARBOUR = () => t.summary.agencyIds['Harbour & Co Property'] ?? 0
async function countWhere(...more: Parameters<typeof and>) {
  const [row] = await t.db
    .select({ n: count() })
    .from(quotes)
    .innerJoin(properties, eq(properties.id, quotes.propertyId))
    .where(and(eq(properties.agencyId, HARBOUR()), ...more))
  return row?.n ?? 0
}

describe('GET /v1/quote', () => {
  it('lists the agency’s quotes, newest first, with status, and a total equal to a direct count', async () => {
    const { status, body } = await get('/v1/quote?page-size=100')
    expect(status).toBe(200)
    expect(body.data.total).toBe(await countWhere())
    expect(body.data.total).toBeGreaterThan(0)
    const first = body.data.items[0]
    expect(first).toMatchObject({ quoteNumber: expect.any(String), status: expect.any(String) })
    expect(first.property.addressLine2).toMatch(/NSW \d{4}$/)
    const created = body.data.items.map((q: { createdAt: string }) => q.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('filters by severity, status, service and property, and pages', async () => {
    const urgent = await get('/v1/quote?severity=URGENT&status=AWAITING_APPROVAL')
    expect(urgent.body.data.total).toBe(await countWhere(eq(quotes.severity, 'URGENT'), eq(quotes.statusId, 2)))
    for (const q of urgent.body.data.items)
      expect(q).toMatchObject({ quoteSeverity: 'URGENT', status: 'AWAITING_APPROVAL' })
    const two = await get('/v1/quote?severity=URGENT&severity=RECOMMENDED')
    expect(two.body.data.total).toBe(await countWhere(inArray(quotes.severity, ['URGENT', 'RECOMMENDED'])))
    const smoke = await get('/v1/quote?service=smoke')
    expect(smoke.body.data.total).toBe(await countWhere(eq(quotes.serviceId, 1)))
    const one = (await get('/v1/quote')).body.data.items[0]
    const ofProperty = await get(`/v1/quote?property=${one.property.compliancePropertyId}`)
    expect(ofProperty.body.data.total).toBe(await countWhere(eq(quotes.propertyId, one.property.compliancePropertyId)))
    const p1 = (await get('/v1/quote?page-size=2')).body.data.items
    const p2 = (await get('/v1/quote?page-size=2&page=2')).body.data.items
    const all = (await get('/v1/quote?page-size=4')).body.data.items
    expect([...p1, ...p2]).toEqual(all)
    // A page past the end still says how many there are.
    expect((await get('/v1/quote?page=999')).body.data).toEqual({ items: [], total: await countWhere() })
  })

  it('refuses bad filters with field errors', async () => {
    const bad = await get('/v1/quote?severity=BAD&status=NOPE&page=x&property=-1')
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.status).toBeUndefined()
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['page', 'property', 'severity.0', 'status.0'])
    expect(bad.body.fieldErrors['status.0']).toEqual(['Quotation status ID is required'])
  })

  it('never shows another agency’s quotes', async () => {
    const vic = (await get('/v1/quote?page-size=100', bayside)).body.data
    expect(
      vic.items.every((q: { property: { addressLine2: string } }) => /VIC \d{4}$/.test(q.property.addressLine2)),
    ).toBe(true)
  })
})

describe('GET /v1/quote/{id}', () => {
  it('answers the quote as the list shows it', async () => {
    const [first] = (await get('/v1/quote')).body.data.items
    const { status, body } = await get(`/v1/quote/${first.complianceQuoteId}`)
    expect(status).toBe(200)
    expect(body.data).toEqual(first)
  })

  it('is 404 for a missing or malformed id and 403 for another agency’s quote', async () => {
    expect((await get('/v1/quote/99999999')).body.error).toBe('Quote not found')
    expect((await get('/v1/quote/99999999')).status).toBe(404)
    expect((await get('/v1/quote/abc')).status).toBe(404)
    const [first] = (await get('/v1/quote')).body.data.items
    const other = await get(`/v1/quote/${first.complianceQuoteId}`, bayside)
    expect(other.status).toBe(403)
    expect(other.body.error).toBe('You do not have access to this quote')
    expect((await t.call(`/v1/quote/${first.complianceQuoteId}`)).status).toBe(401)
  })
})
