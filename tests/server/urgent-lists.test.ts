import { and, count, eq, gte, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, notices, portfolioProperties, properties, quotes } from '../../server/db/schema/index.ts'
import { COMPLIANCE_STATES, todayInState } from '../../src/contract/states.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// The dashboard's 'Urgent action required' reads, against the seeded agencies:
// Harbour (NSW, integrated, no problem register), Bayside (VIC, not integrated, problem register),
// Sunshine (QLD, integrated, problem register).
let t: TestApp
let harbour: string
let bayside: string
let sunshine: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 30 })
  harbour = await t.signIn('master', 'NSW')
  bayside = await t.signIn('pm.vic', 'VIC')
  sunshine = await t.signIn('multi', 'QLD')
})
afterAll(() => t.close())

const get = async (path: string, cookie: string) => {
  const res = await t.call(path, { cookie })
  return { status: res.status, body: await res.json() }
}
const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0

describe('GET /v1/invoice/analytics/overdue', () => {
  it('lists unpaid invoices past due, oldest first, five at most, with the total', async () => {
    const { status, body } = await get('/v1/invoice/analytics/overdue', harbour)
    expect(status).toBe(200)
    const today = new Date().toISOString().slice(0, 10)
    const expected = (
      await t.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.agencyId, agencyId('Harbour & Co Property'))))
    ).filter((i) => !i.isPaid && i.dueDate < today)
    expect(body.data.total).toBe(expected.length)
    expect(body.data.items.length).toBe(Math.min(5, expected.length))
    const dues = body.data.items.map((i: { dueDate: string }) => i.dueDate)
    expect(dues).toEqual([...dues].sort())
    const first = body.data.items[0]
    expect(first).toMatchObject({ isPaid: false, isOverdue: true, pdfUrl: `/v1/invoice/${first.id}/pdf` })
    expect(first.property.addressLine1).not.toBe('')
    expect(first.property.addressLine2).toMatch(/NSW \d{4}$/)
  })

  it('shows upload states only where the property syncs with management software', async () => {
    const synced = (await get('/v1/invoice/analytics/overdue', harbour)).body.data.items
    expect(synced.some((i: { integration: unknown }) => i.integration !== null)).toBe(true)
    const vic = (await get('/v1/invoice/analytics/overdue', bayside)).body.data.items
    expect(vic.length).toBeGreaterThan(0)
    expect(vic.every((i: { integration: unknown }) => i.integration === null)).toBe(true)
  })

  it("narrows to one property manager's properties, and refuses a bad one with a field error", async () => {
    const [pm] = await t.db
      .select({ id: properties.propertyManagerId })
      .from(properties)
      .where(eq(properties.agencyId, agencyId('Harbour & Co Property')))
    const all = (await get('/v1/invoice/analytics/overdue', harbour)).body.data.total
    const one = (await get(`/v1/invoice/analytics/overdue?propertyManagerId=${pm?.id}`, harbour)).body.data.total
    expect(one).toBeLessThan(all)
    expect((await get('/v1/invoice/analytics/overdue?propertyManagerId=', harbour)).body.data.total).toBe(all)
    const bad = await get('/v1/invoice/analytics/overdue?propertyManagerId=abc', harbour)
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.propertyManagerId).toEqual(['Property manager must be a positive whole number'])
  })

  it('needs a session', async () => {
    expect((await t.call('/v1/invoice/analytics/overdue')).status).toBe(401)
  })
})

describe('GET /v1/quote/analytics/immediate-action', () => {
  it('lists urgent quotes awaiting approval that have not expired, soonest to expire first', async () => {
    const { body } = await get('/v1/quote/analytics/immediate-action', harbour)
    expect(body.data.total).toBeGreaterThan(0)
    for (const q of body.data.items) {
      expect(q.quoteSeverity).toBe('URGENT')
      expect(q.pdfUrl).toBe(`/v1/quote/${q.complianceQuoteId}/pdf`)
      const [row] = await t.db.select().from(quotes).where(eq(quotes.id, q.complianceQuoteId))
      expect(row?.statusId).toBe(2)
    }
    const expiries = body.data.items.map((q: { expiresAt: string }) => q.expiresAt)
    expect(expiries).toEqual([...expiries].sort())
  })

  it("narrows to one property manager's properties, whose totals add up to the agency's", async () => {
    const all = (await get('/v1/quote/analytics/immediate-action', harbour)).body.data.total
    const managers = (await get('/v1/agency/property-managers', harbour)).body.data.items as { id: number }[]
    let sum = 0
    for (const { id } of managers) {
      const { body } = await get(`/v1/quote/analytics/immediate-action?propertyManagerId=${id}`, harbour)
      for (const q of body.data.items) {
        const [row] = await t.db
          .select({ manager: properties.propertyManagerId })
          .from(quotes)
          .innerJoin(properties, eq(properties.id, quotes.propertyId))
          .where(eq(quotes.id, q.complianceQuoteId))
        expect(row?.manager).toBe(id)
      }
      sum += body.data.total
    }
    const [unassigned] = await t.db
      .select({ n: count() })
      .from(quotes)
      .innerJoin(properties, eq(properties.id, quotes.propertyId))
      .where(
        and(
          eq(properties.agencyId, agencyId('Harbour & Co Property')),
          isNull(properties.propertyManagerId),
          eq(properties.isCancelled, false),
          eq(quotes.severity, 'URGENT'),
          eq(quotes.statusId, 2),
          gte(quotes.expiresAt, todayInState(COMPLIANCE_STATES.find((s) => s.code === 'NSW')?.id ?? 0)),
        ),
      )
    expect(sum + (unassigned?.n ?? 0)).toBe(all)
    expect(sum).toBeGreaterThan(0)
  })
})

describe('GET /v1/notice/analytics/urgent-active-notices', () => {
  it('lists urgent unresolved notices of the agency only', async () => {
    const { body } = await get('/v1/notice/analytics/urgent-active-notices', bayside)
    expect(body.data.total).toBeGreaterThan(0)
    for (const n of body.data.items) {
      const [row] = await t.db
        .select({ notice: notices, agencyId: properties.agencyId })
        .from(notices)
        .innerJoin(properties, eq(properties.id, notices.propertyId))
        .where(eq(notices.id, n.id))
      expect(row).toMatchObject({
        agencyId: agencyId('Bayside Rentals'),
        notice: { isUrgent: true, isResolved: false },
      })
    }
  })
})

describe('GET /v1/agency/access-issues/analytics/urgent', () => {
  it('groups urgent open access issues by property, with problems and tags', async () => {
    const { body } = await get('/v1/agency/access-issues/analytics/urgent', harbour)
    expect(body.data.total).toBeGreaterThan(0)
    const item = body.data.items[0]
    expect(item.accessIssues.problems.length).toBeGreaterThan(0)
    expect(item.tags).toEqual(expect.arrayContaining([expect.stringMatching(/^(Overdue|NotOverdue)$/)]))
  })
})

describe('GET /v1/reported-findings/analytics/urgent', () => {
  it('is refused without the problem register', async () => {
    const res = await get('/v1/reported-findings/analytics/urgent', harbour)
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('Reported findings are not available for this agency')
  })

  it('shows only urgent categories in VIC, and every open finding elsewhere', async () => {
    const vic = (await get('/v1/reported-findings/analytics/urgent', bayside)).body.data
    const categories = (body: typeof vic) =>
      new Set(
        body.items.flatMap((g: { reportedFindings: { servicingCategory: { name: string } }[] }) =>
          g.reportedFindings.map((f) => f.servicingCategory.name),
        ),
      )
    expect(vic.total).toBeGreaterThan(0)
    for (const name of categories(vic)) expect(['Urgent', 'Non-compliant']).toContain(name)
    const qld = (await get('/v1/reported-findings/analytics/urgent', sunshine)).body.data
    expect(qld.total).toBeGreaterThan(0)
    expect(qld.unfilteredTotal).toBe(qld.total)
  })
})

describe('GET /v1/portfolio/analytics/new-managements', () => {
  it('pages ten at a time through the last 30 days of new, undismissed properties, newest first', async () => {
    const { body } = await get('/v1/portfolio/analytics/new-managements', harbour)
    const rows = await t.db
      .select()
      .from(portfolioProperties)
      .where(
        and(
          eq(portfolioProperties.agencyId, agencyId('Harbour & Co Property')),
          isNull(portfolioProperties.propertyId),
          isNull(portfolioProperties.dismissedAt),
        ),
      )
    const since = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10)
    const expected = rows.filter((r) => r.firstActiveDate > since)
    expect(body.data.total).toBe(expected.length)
    expect(body.data.items.length).toBe(Math.min(10, expected.length))
    const page2 = (await get('/v1/portfolio/analytics/new-managements?page=2', harbour)).body.data
    expect(page2.items.length).toBe(Math.max(0, Math.min(10, expected.length - 10)))
    expect(body.data.items[0]).toMatchObject({ softwareName: 'PropertyTree' })
    expect((await get('/v1/portfolio/analytics/new-managements?page=0', harbour)).status).toBe(400)
  })

  it('is refused to agencies without management software', async () => {
    const res = await get('/v1/portfolio/analytics/new-managements', bayside)
    expect(res.status).toBe(403)
  })
})
