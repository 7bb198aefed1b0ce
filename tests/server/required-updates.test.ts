import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app.ts'

const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows

// GET /v1/update/summary, /summary/export and /get-all-overdue-properties against the seeded demo agencies:
// totals are checked against direct SQL over properties and access issues.
let t: TestApp
let bayside: string
let harbour: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 40 })
  bayside = await t.signIn('pm.vic', 'VIC')
  harbour = await t.signIn('master', 'NSW')
})
afterAll(() => t.close())

const get = async (path: string, cookie = bayside) => {
  const res = await t.call(path, { cookie })
  return { status: res.status, body: await res.json() }
}
const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0
const BAYSIDE = 'Bayside Rentals'

/** The expected matches by SQL of their own: the agency's live properties with one of the statuses or a stale issue. */
async function expectedIds(agency: number, statuses: string[], access: boolean, extra = sql`true`): Promise<number[]> {
  const statusList = statuses.length
    ? sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )
    : sql`NULL`
  const rows = await rowsOf<{ id: number }>(
    t.db.execute(sql`
    SELECT p.id FROM properties p
    WHERE p.agency_id = ${agency} AND NOT p.is_cancelled AND ${extra}
      AND (p.compliance_status IN (${statusList})
        OR (${access} AND EXISTS (SELECT 1 FROM access_issues ai WHERE ai.property_id = p.id AND ai.state = 'OPEN'
          AND ai.created_at <= now() - interval '31 days')))
    ORDER BY p.search_text, p.id`),
  )
  return rows.map((r) => Number(r.id))
}
const ALL = ['OVERDUE', 'MISSING_LAST_SERVICE_DATE', 'MISSING_SUPPLIER', 'GAS_CONFIRMATION_REQUIRED']

describe('GET /v1/update/summary', () => {
  it('lists every property needing an update, in address order, with a total equal to a direct count', async () => {
    const expected = await expectedIds(agencyId(BAYSIDE), ALL, true)
    expect(expected.length).toBeGreaterThan(3)
    const { status, body } = await get('/v1/update/summary?page-size=100')
    expect(status).toBe(200)
    expect(body.data.total).toBe(expected.length)
    expect(body.data.items.map((r: { compliancePropertyId: number }) => r.compliancePropertyId)).toEqual(expected)
    for (const row of body.data.items) {
      expect(row.reasons.length).toBeGreaterThan(0)
      expect(row.address.fullAddress).toMatch(/VIC \d{4}$/)
    }
  })

  it('has rows of each reason in the seed, including access details open over 30 days', async () => {
    const { body } = await get('/v1/update/summary?page-size=100')
    const reasons = new Set(body.data.items.flatMap((r: { reasons: string[] }) => r.reasons))
    expect([...reasons].sort()).toEqual(expect.arrayContaining(['ACCESS_DETAILS', 'OVERDUE']))
    const access = body.data.items.find((r: { reasons: string[] }) => r.reasons.includes('ACCESS_DETAILS'))
    expect(Date.now() - new Date(access.accessIssueSince).getTime()).toBeGreaterThan(30 * 86_400_000)
    const overdue = body.data.items.find((r: { reasons: string[] }) => r.reasons.includes('OVERDUE'))
    expect(overdue.services.some((s: { complianceStatus: string }) => s.complianceStatus === 'OVERDUE')).toBe(true)
  })

  it('pages: page 2 follows page 1, and a page past the end keeps the total', async () => {
    const all = await expectedIds(agencyId(BAYSIDE), ALL, true)
    const one = (await get('/v1/update/summary?page-size=3')).body.data
    const two = (await get('/v1/update/summary?page-size=3&page=2')).body.data
    const ids = (d: { items: { compliancePropertyId: number }[] }) => d.items.map((r) => r.compliancePropertyId)
    expect([...ids(one), ...ids(two)]).toEqual(all.slice(0, 6))
    const past = (await get('/v1/update/summary?page=999')).body.data
    expect(past).toEqual({ items: [], total: all.length })
  })

  it('filters by facet (repeatable), search text, service and property manager', async () => {
    const agency = agencyId(BAYSIDE)
    const overdue = await expectedIds(agency, ['OVERDUE'], false)
    expect((await get('/v1/update/summary?facet=OVERDUE')).body.data.total).toBe(overdue.length)
    const access = await expectedIds(agency, [], true)
    const both = await expectedIds(agency, ['OVERDUE'], true)
    expect((await get('/v1/update/summary?facet=ACCESS_DETAILS')).body.data.total).toBe(access.length)
    expect((await get('/v1/update/summary?facet=OVERDUE&facet=ACCESS_DETAILS')).body.data.total).toBe(both.length)

    const first = (await get('/v1/update/summary')).body.data.items[0]
    const word = first.address.line1.split(' ').slice(1).join(' ').toLowerCase()
    const searched = (await get(`/v1/update/summary?query=${encodeURIComponent(word)}`)).body.data
    expect(searched.items.map((r: { compliancePropertyId: number }) => r.compliancePropertyId)).toContain(
      first.compliancePropertyId,
    )
    expect(searched.total).toBe((await expectedIds(agency, ALL, true, sql`p.search_text LIKE ${`%${word}%`}`)).length)

    const smoke = await expectedIds(agency, ALL, true, sql`p.service_ids @> ARRAY[1]`)
    expect((await get('/v1/update/summary?service=smoke')).body.data.total).toBe(smoke.length)
    const notGas = await expectedIds(agency, ALL, true, sql`NOT (p.service_ids && ARRAY[2])`)
    expect((await get('/v1/update/summary?service=2&serviceExclusivity=EXCLUDING')).body.data.total).toBe(notGas.length)

    const manager = first.propertyManager.id
    const mine = await expectedIds(agency, ALL, true, sql`p.property_manager_id = ${manager}`)
    const byManager = (await get(`/v1/update/summary?property-manager=${manager}`)).body.data
    expect(byManager.total).toBe(mine.length)
    expect(byManager.total).toBeLessThan((await get('/v1/update/summary')).body.data.total)
  })

  it('refuses bad filters with field errors, and another agency’s manager', async () => {
    const bad = await get('/v1/update/summary?facet=NOPE&page=0&serviceExclusivity=SOME&service=plumbing')
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['facet.0', 'page', 'service.0', 'serviceExclusivity'])
    const [other] = await rowsOf<{ id: number }>(
      t.db.execute(
        sql`SELECT id FROM property_managers WHERE agency_id = ${agencyId('Harbour & Co Property')} LIMIT 1`,
      ),
    )
    expect((await get(`/v1/update/summary?property-manager=${other?.id}`)).status).toBe(403)
    expect((await get('/v1/update/summary?property-manager=99999999')).status).toBe(404)
  })

  it('keeps to the session agency, and needs a session', async () => {
    const nsw = (await get('/v1/update/summary?page-size=100', harbour)).body.data
    expect(nsw.total).toBe((await expectedIds(agencyId('Harbour & Co Property'), ALL, true)).length)
    expect(nsw.items.every((r: { address: { fullAddress: string } }) => /NSW \d{4}$/.test(r.address.fullAddress))).toBe(
      true,
    )
    expect((await t.call('/v1/update/summary')).status).toBe(401)
  })
})

describe('GET /v1/update/get-all-overdue-properties', () => {
  it('pages the overdue properties; the total equals the summary’s OVERDUE facet and a direct count', async () => {
    const overdue = await expectedIds(agencyId(BAYSIDE), ['OVERDUE'], false)
    const { status, body } = await get('/v1/update/get-all-overdue-properties?page-size=100')
    expect(status).toBe(200)
    expect(body.data.total).toBe(overdue.length)
    expect((await get('/v1/update/summary?facet=OVERDUE')).body.data.total).toBe(body.data.total)
    expect(body.data.items.map((r: { compliancePropertyId: number }) => r.compliancePropertyId)).toEqual(overdue)
    const today = new Date().toISOString().slice(0, 10)
    for (const row of body.data.items) expect(row.overdueSince < today).toBe(true)
    expect((await get('/v1/update/get-all-overdue-properties?page-size=2&page=2')).body.data.items).toHaveLength(
      Math.min(2, Math.max(0, overdue.length - 2)),
    )
    expect((await get('/v1/update/get-all-overdue-properties?page-size=500')).status).toBe(400)
  })
})

describe('GET /v1/update/summary/export', () => {
  it('streams the filtered list as CSV, one line per match', async () => {
    const expected = await expectedIds(agencyId(BAYSIDE), ['OVERDUE'], true)
    const res = await t.call('/v1/update/summary/export?facet=OVERDUE&facet=ACCESS_DETAILS', { cookie: bayside })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="required-updates-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const lines = (await res.text()).split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('Address,Property manager,Required updates,Services,Access issue open since')
    expect(lines.length - 1).toBe(expected.length)
    expect(lines.slice(1).every((l) => /Service overdue|Access details to update/.test(l))).toBe(true)
  })

  it('says why a bad export failed in x-error-message', async () => {
    const res = await t.call('/v1/update/summary/export?facet=NOPE', { cookie: bayside })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-error-message')).toBeTruthy()
  })
})
