import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeholderSession } from '../../server/db/prepared.ts'
import { approachingTotal } from '../../server/routes/portfolio-integrated-filter.ts'
import { APPROACHING_DAYS, NON_MANAGED_FACETS } from '../../src/contract/portfolio.ts'
import { todayInState } from '../../src/contract/states.ts'
import { PORTFOLIO_SEGMENTS } from '../../src/contract/stats.ts'
import { nonManagedCharts, portfolioSegments } from '../../src/features/dashboard/chart-model.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/*
 * Every number of GET /v1/stats is checked against a count written here in plain SQL over the seeded tables
 * (not the server's code), and the numbers the dashboard links from against the linked list's total.
 */

let t: TestApp
let vic: string
let nsw: string
let bayside: number
let harbour: number
const VIC_TODAY = todayInState(7)
const NSW_TODAY = todayInState(2)

beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 60 })
  vic = await t.signIn('pm.vic', 'VIC')
  nsw = await t.signIn('master', 'NSW')
  bayside = t.summary.agencyIds['Bayside Rentals'] ?? 0
  harbour = t.summary.agencyIds['Harbour & Co Property'] ?? 0
})
afterAll(() => t.close())

const get = async (path: string, cookie: string) => {
  const res = await t.call(path, { cookie })
  return { status: res.status, body: await res.json() }
}
const count = async (query: SQL): Promise<number> => {
  const result = (await t.db.execute(query)) as unknown as { rows: { n: string | number }[] }
  return Number(result.rows[0]?.n ?? 0)
}
/** The agency's properties, optionally one manager's, as a SQL condition on alias p. */
const mine = (agencyId: number, managerId?: number) =>
  managerId === undefined
    ? sql`p.agency_id = ${agencyId}`
    : sql`p.agency_id = ${agencyId} AND p.property_manager_id = ${managerId}`
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((x) => sql`${x}`),
    sql`, `,
  )

async function expectedManaged(agencyId: number, today: string, managerId?: number) {
  const where = mine(agencyId, managerId)
  const props = (extra: SQL) => count(sql`SELECT count(*) AS n FROM properties p WHERE ${where} AND ${extra}`)
  const withService = (extra: SQL) =>
    props(
      sql`EXISTS (SELECT 1 FROM property_services s WHERE s.property_id = p.id AND NOT s.is_cancelled AND ${extra})`,
    )
  return {
    ALL_MANAGED: await props(sql`true`),
    MANAGED_BY_DI: await props(sql`NOT p.is_cancelled`),
    // The donut's segments: properties on service (a cancelled one has no compliance status) by overview.
    COMPLIANT: await props(sql`NOT p.is_cancelled AND p.overview_status = 'COMPLIANT'`),
    PENDING_ITEMS: await props(
      sql`NOT p.is_cancelled AND p.overview_status IN (${inList(PORTFOLIO_SEGMENTS.PENDING_ITEMS)})`,
    ),
    COMPLIANCE_ISSUES: await props(
      sql`NOT p.is_cancelled AND p.overview_status IN (${inList(PORTFOLIO_SEGMENTS.COMPLIANCE_ISSUES)})`,
    ),
    BOOKING_IN_PROGRESS: await withService(sql`s.job_status IN ('BOOKED_IN', 'REBOOKING_IN_PROGRESS')`),
    SERVICES_BREAKDOWN: {
      smoke: await withService(sql`s.service_id = 1`),
      gas: await withService(sql`s.service_id = 2`),
      electrical: await withService(sql`s.service_id = 3`),
      blinds: await withService(sql`s.service_id = 4`),
      water: await withService(sql`s.service_id = 5`),
      rcd: await withService(sql`s.service_id = 6`),
    },
    notices: {
      URGENT_NOTICES: await count(
        sql`SELECT count(*) AS n FROM notices x JOIN properties p ON p.id = x.property_id WHERE ${where} AND NOT p.is_cancelled AND NOT x.is_resolved AND x.is_urgent`,
      ),
      NON_URGENT_NOTICES: await count(
        sql`SELECT count(*) AS n FROM notices x JOIN properties p ON p.id = x.property_id WHERE ${where} AND NOT p.is_cancelled AND NOT x.is_resolved AND NOT x.is_urgent`,
      ),
    },
    // With agency-entry-method the bar counts properties with open access issues (the list it opens then).
    accessIssueBar: (await count(
      sql`SELECT count(*) AS n FROM agency_experiments WHERE agency_id = ${agencyId} AND experiment_key = 'agency-entry-method' AND enabled`,
    ))
      ? {
          URGENT_NOTICES: await count(
            sql`SELECT count(*) AS n FROM properties p WHERE ${where} AND NOT p.is_cancelled AND EXISTS (SELECT 1 FROM access_issues a WHERE a.property_id = p.id AND a.state = 'OPEN' AND a.is_urgent)`,
          ),
          NON_URGENT_NOTICES: await count(
            sql`SELECT count(*) AS n FROM properties p WHERE ${where} AND NOT p.is_cancelled AND EXISTS (SELECT 1 FROM access_issues a WHERE a.property_id = p.id AND a.state = 'OPEN') AND NOT EXISTS (SELECT 1 FROM access_issues a WHERE a.property_id = p.id AND a.state = 'OPEN' AND a.is_urgent)`,
          ),
        }
      : undefined,
    quotes: {
      URGENT_QUOTATIONS: await count(
        sql`SELECT count(*) AS n FROM quotes q JOIN properties p ON p.id = q.property_id WHERE ${where} AND q.status_id = 2 AND q.severity = 'URGENT'`,
      ),
      NON_URGENT_QUOTATIONS: await count(
        sql`SELECT count(*) AS n FROM quotes q JOIN properties p ON p.id = q.property_id WHERE ${where} AND q.status_id = 2 AND q.severity <> 'URGENT'`,
      ),
    },
    invoices: {
      OVERDUE_INVOICES: await count(
        sql`SELECT count(*) AS n FROM invoices i JOIN properties p ON p.id = i.property_id WHERE ${where} AND NOT i.is_paid AND i.due_date < ${today}`,
      ),
      OUTSTANDING_INVOICES: await count(
        sql`SELECT count(*) AS n FROM invoices i JOIN properties p ON p.id = i.property_id WHERE ${where} AND NOT i.is_paid AND i.due_date >= ${today}`,
      ),
    },
    // Groups of one property and service needing action, urgent when one of its findings is (the list's facets);
    // only urgent categories in VIC (Bayside is the VIC agency here).
    findings: {
      URGENT: await count(
        sql`SELECT count(*) AS n FROM (SELECT bool_or(c.is_urgent) AS u FROM reported_findings f JOIN properties p ON p.id = f.property_id JOIN servicing_categories c ON c.id = f.servicing_category_id
          WHERE ${where} AND f.status = 'OPEN' AND NOT f.is_dismissed AND NOT p.is_cancelled AND (c.is_urgent OR ${agencyId !== bayside})
          GROUP BY f.property_id, f.service_id) g WHERE u`,
      ),
      NON_URGENT: await count(
        sql`SELECT count(*) AS n FROM (SELECT bool_or(c.is_urgent) AS u FROM reported_findings f JOIN properties p ON p.id = f.property_id JOIN servicing_categories c ON c.id = f.servicing_category_id
          WHERE ${where} AND f.status = 'OPEN' AND NOT f.is_dismissed AND NOT p.is_cancelled AND (c.is_urgent OR ${agencyId !== bayside})
          GROUP BY f.property_id, f.service_id) g WHERE NOT u`,
      ),
    },
  }
}

function expectStatsToMatch(
  data: Record<string, Record<string, unknown>>,
  e: Awaited<ReturnType<typeof expectedManaged>>,
) {
  const p = data.portfolioStats ?? {}
  const a = data.actionRequired ?? {}
  expect(p.MANAGED_BY_DI).toBe(e.MANAGED_BY_DI)
  expect(p.COMPLIANT).toBe(e.COMPLIANT)
  expect(p.PENDING_ITEMS).toBe(e.PENDING_ITEMS)
  expect(p.COMPLIANCE_ISSUES).toBe(e.COMPLIANCE_ISSUES)
  expect(p.BOOKING_IN_PROGRESS).toBe(e.BOOKING_IN_PROGRESS)
  expect(p.SERVICES_BREAKDOWN).toEqual(e.SERVICES_BREAKDOWN)
  expect(a.ACTIVE_NOTICES_STATS).toEqual(e.accessIssueBar ?? e.notices)
  expect(p.UNRESOLVED_ACTIVE_NOTICES).toBe(e.notices.URGENT_NOTICES + e.notices.NON_URGENT_NOTICES)
  expect(a.COMPLIANCE_QUOTES_STATS).toEqual(e.quotes)
  expect(a.INVOICES_STATS).toEqual(e.invoices)
  expect(p.UNPAID_OVERDUE_INVOICES).toBe(e.invoices.OVERDUE_INVOICES)
}

describe('GET /v1/stats', () => {
  it('counts every stat from the records of the whole agency', async () => {
    const { status, body } = await get('/v1/stats', vic)
    expect(status).toBe(200)
    const e = await expectedManaged(bayside, VIC_TODAY)
    expectStatsToMatch(body.data, e)
    // Bayside is not integrated: its total is its managed portfolio (cancelled properties too, as the portfolio
    // list shows them), and there are no new managements.
    expect(body.data.portfolioStats.TOTAL_PORTFOLIO).toBe(e.ALL_MANAGED)
    expect(e.ALL_MANAGED).toBeGreaterThan(e.MANAGED_BY_DI)
    expect(body.data.portfolioStats.NEW_MANAGEMENT).toBeNull()
    expect(body.data.actionRequired.NEW_MANAGEMENT_STATS).toBeNull()
    // Bayside has the problem-register experiment.
    expect(body.data.actionRequired.REPORTED_FINDINGS_STATS).toEqual(e.findings)
    // The seed must give these numbers something to prove.
    expect(e.MANAGED_BY_DI).toBeGreaterThan(20)
    expect(e.COMPLIANCE_ISSUES).toBeGreaterThan(0)
    expect(e.notices.URGENT_NOTICES + e.notices.NON_URGENT_NOTICES).toBeGreaterThan(0)
    expect(e.invoices.OVERDUE_INVOICES).toBeGreaterThan(0)
  })

  it("narrows every stat to one property manager's properties", async () => {
    const managers = (await get('/v1/agency/property-managers', vic)).body.data.items as { id: number }[]
    const all = (await get('/v1/stats', vic)).body.data
    let sum = 0
    for (const { id } of managers) {
      const { status, body } = await get(`/v1/stats?propertyManagerId=${id}`, vic)
      expect(status).toBe(200)
      expectStatsToMatch(body.data, await expectedManaged(bayside, VIC_TODAY, id))
      sum += body.data.portfolioStats.MANAGED_BY_DI
    }
    const unassigned = await count(
      sql`SELECT count(*) AS n FROM properties p WHERE ${mine(bayside)} AND NOT p.is_cancelled AND p.property_manager_id IS NULL`,
    )
    expect(sum + unassigned).toBe(all.portfolioStats.MANAGED_BY_DI)
    expect(managers.length).toBeGreaterThan(1)
  })

  it('counts each linked number as its list does (donut segments and services)', async () => {
    const stats = (await get('/v1/stats', vic)).body.data.portfolioStats
    const total = async (qs: string) => (await get(`/v1/portfolio?${qs}&page-size=1`, vic)).body.data.total as number
    const facets = (list: readonly string[]) => list.map((f) => `facet=${f}`).join('&')
    expect(await total(facets(PORTFOLIO_SEGMENTS.PENDING_ITEMS))).toBe(stats.PENDING_ITEMS)
    expect(await total(facets(PORTFOLIO_SEGMENTS.COMPLIANCE_ISSUES))).toBe(stats.COMPLIANCE_ISSUES)
    expect(await total('facet=BOOKED_IN&facet=REBOOKING_IN_PROGRESS')).toBe(stats.BOOKING_IN_PROGRESS)
    expect(await total('service=1')).toBe(stats.SERVICES_BREAKDOWN.smoke)
    expect(await total('service=3')).toBe(stats.SERVICES_BREAKDOWN.electrical)
  })

  it('adds the software portfolio for an integrated agency, and leaves out findings without the experiment', async () => {
    const { body } = await get('/v1/stats', nsw)
    const e = await expectedManaged(harbour, NSW_TODAY)
    expectStatsToMatch(body.data, e)
    const pp = (extra: SQL) =>
      count(sql`SELECT count(*) AS n FROM portfolio_properties pp WHERE pp.agency_id = ${harbour} AND ${extra}`)
    const recent = sql`pp.first_active_date >= (${NSW_TODAY}::date - 30)`
    const nonManaged = await pp(sql`pp.property_id IS NULL`)
    expect(nonManaged).toBeGreaterThan(0)
    expect(body.data.portfolioStats.TOTAL_PORTFOLIO).toBe(e.ALL_MANAGED + nonManaged)
    expect(body.data.portfolioStats.NEW_MANAGEMENT).toBe(await pp(recent))
    expect(body.data.actionRequired.NEW_MANAGEMENT_STATS).toBe(
      await pp(sql`${recent} AND pp.property_id IS NULL AND pp.dismissed_at IS NULL`),
    )
    expect(body.data.actionRequired.REPORTED_FINDINGS_STATS).toBeNull()
  })

  it('refuses a bad, unknown or foreign property manager', async () => {
    const bad = await get('/v1/stats?propertyManagerId=abc', vic)
    expect(bad.status).toBe(400)
    expect(bad.body.fieldErrors.propertyManagerId).toEqual(['Property manager not found'])
    expect((await get('/v1/stats?propertyManagerId=99999999', vic)).status).toBe(404)
    const foreign = (await get('/v1/agency/property-managers', nsw)).body.data.items[0].id
    const refused = await get(`/v1/stats?propertyManagerId=${foreign}`, vic)
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('You do not have access to this property manager')
    expect((await get(`/v1/stats/integrated?propertyManagerId=${foreign}`, vic)).status).toBe(403)
  })

  it('needs a session, and answers an impersonating one (it only reads)', async () => {
    expect((await t.call('/v1/stats')).status).toBe(401)
    const support = await t.signIn('support', 'VIC', { impersonate: 'pm.vic' })
    const { status, body } = await get('/v1/stats', support)
    expect(status).toBe(200)
    expect(body.data.portfolioStats.MANAGED_BY_DI).toBe((await expectedManaged(bayside, VIC_TODAY)).MANAGED_BY_DI)
  })
})

describe('GET /v1/stats/integrated', () => {
  /** Each facet as the list counts it and as the records say; the stats for a whole agency sum kept counters. */
  async function expectIntegratedStatsAsRecords() {
    const { status, body } = await get('/v1/stats/integrated', nsw)
    expect(status).toBe(200)
    const stats = body.data.nonManagedPortfolioStats
    for (const facet of NON_MANAGED_FACETS) {
      const list = await get(`/v1/portfolio/integrated?facet=${facet}&page-size=1`, nsw)
      expect(stats[facet], facet).toBe(list.body.data.total)
    }
    const entry = (cond: SQL) =>
      sql`EXISTS (SELECT 1 FROM service_entries e WHERE e.portfolio_property_id = pp.id AND ${cond})`
    const pp = (extra: SQL) =>
      count(
        sql`SELECT count(*) AS n FROM portfolio_properties pp WHERE pp.agency_id = ${harbour} AND pp.property_id IS NULL AND ${extra}`,
      )
    const issue = sql`(e.next_service_date < ${NSW_TODAY} OR e.provider_id IS NULL OR e.last_service_date IS NULL)`
    expect(body.data.TOTAL).toBe(await pp(sql`true`))
    expect(stats.OVERDUE).toBe(await pp(entry(sql`e.next_service_date < ${NSW_TODAY}`)))
    expect(stats.MISSING_SUPPLIER).toBe(await pp(entry(sql`e.provider_id IS NULL`)))
    expect(stats.COMPLIANCE_ISSUES).toBe(await pp(entry(issue)))
    expect(stats.MISSING_LAST_SERVICE_DATE).toBe(await pp(entry(sql`e.last_service_date IS NULL`)))
    const window = sql`e.next_service_date BETWEEN ${NSW_TODAY}::date AND ${NSW_TODAY}::date + 30`
    expect(stats.APPROACHING_NEXT_SERVICE).toBe(await pp(entry(window)))
    expect(stats.APPROACHING_NEXT_SERVICE).toBeGreaterThan(0)
    expect(stats.COMPLIANT + stats.COMPLIANCE_ISSUES).toBe(body.data.TOTAL)
    expect(stats.COMPLIANCE_ISSUES).toBeGreaterThan(0)
    return stats as Record<(typeof NON_MANAGED_FACETS)[number], number>
  }

  it('counts each non-managed facet as the non-managed list does, and from the records', async () => {
    await expectIntegratedStatsAsRecords()
  })

  const inDays = (days: number) => new Date(Date.parse(NSW_TODAY) + days * 86_400_000).toISOString().slice(0, 10)

  it('counts the approaching properties of any window as the records do', async () => {
    // The counters (migration 0028) hold no date of their own: each window from 60 days back to 60 ahead, summed as
    // the server sums them. They keep a previous date at most 31 days back, which holds while a window is 30 days.
    expect(APPROACHING_DAYS + 1).toBe(31)
    const session = { ...placeholderSession(2), agencyId: harbour }
    let counted = 0
    for (let days = -60; days <= 60; days += 6) {
      const today = inDays(days)
      const [{ n: kept } = { n: -1 }] = await approachingTotal(t.db, session, today)
      const recounted = await count(sql`SELECT count(*) AS n FROM portfolio_properties pp
        WHERE pp.agency_id = ${harbour} AND pp.property_id IS NULL AND EXISTS (SELECT 1 FROM service_entries e
          WHERE e.portfolio_property_id = pp.id
          AND e.next_service_date BETWEEN ${today}::date AND ${today}::date + ${APPROACHING_DAYS}::int)`)
      expect(kept, today).toBe(recounted)
      counted += kept
    }
    expect(counted).toBeGreaterThan(0)
  })

  it('moves with a saved service entry', async () => {
    const before = await expectIntegratedStatsAsRecords()
    const [compliant] = (await get('/v1/portfolio/integrated?facet=COMPLIANT&page-size=1', nsw)).body.data.items as {
      portfolioPropertyId: number
    }[]
    const res = await t.call('/v1/portfolio/integrated', {
      method: 'PATCH',
      cookie: nsw,
      body: {
        agencyPortfolioPropertyId: compliant?.portfolioPropertyId,
        gasApplianceCountValue: null,
        // Overdue, and two next dates in the approaching window: counted there once (as the entries say, below).
        services: [
          {
            complianceRequirementId: 1,
            lastServiceDate: '2019-01-01',
            nextServiceDate: '2020-01-01',
            providerId: null,
          },
          { complianceRequirementId: 2, lastServiceDate: '2019-01-01', nextServiceDate: inDays(10), providerId: null },
          { complianceRequirementId: 3, lastServiceDate: '2019-01-01', nextServiceDate: inDays(20), providerId: null },
        ],
      },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const after = await expectIntegratedStatsAsRecords()
    expect(after.COMPLIANT).toBe(before.COMPLIANT - 1)
    expect(after.OVERDUE).toBe(before.OVERDUE + 1)
    expect(after.MISSING_SUPPLIER).toBe(before.MISSING_SUPPLIER + 1)
    // A counter no property holds any more is deleted, not kept at 0.
    for (const table of ['portfolio_non_managed_facet_counts', 'portfolio_non_managed_approaching_counts']) {
      expect(await count(sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE n = 0`), table).toBe(0)
    }
  })

  it('narrows to a property manager', async () => {
    const managers = (await get('/v1/portfolio/integrated/property-managers', nsw)).body.data.items as { id: number }[]
    const id = managers[0]?.id ?? 0
    const { body } = await get(`/v1/stats/integrated?propertyManagerId=${id}`, nsw)
    const list = await get(`/v1/portfolio/integrated?property-manager=${id}&page-size=1`, nsw)
    expect(body.data.TOTAL).toBe(list.body.data.total)
    expect(body.data.TOTAL).toBeLessThan((await get('/v1/stats/integrated', nsw)).body.data.TOTAL)
  })
})

describe('the access issues bar', () => {
  const bar = async () => (await get('/v1/stats', vic)).body.data.actionRequired.ACTIVE_NOTICES_STATS
  const listed = async () => ({
    URGENT_NOTICES: (await get('/v1/notice?facet=URGENT&page-size=1', vic)).body.data.total,
    NON_URGENT_NOTICES: (await get('/v1/notice?facet=NON_URGENT&page-size=1', vic)).body.data.total,
  })

  it('counts the notices its list shows, none on a cancelled property', async () => {
    const before = await bar()
    expect(before).toEqual(await listed())
    const [notice] = (
      (await t.db.execute(sql`SELECT x.property_id AS id, x.is_urgent AS urgent FROM notices x
        JOIN properties p ON p.id = x.property_id
        WHERE p.agency_id = ${bayside} AND NOT p.is_cancelled AND NOT x.is_resolved LIMIT 1`)) as unknown as {
        rows: { id: number; urgent: boolean }[]
      }
    ).rows
    if (!notice) throw new Error('the seed has an unresolved notice in Bayside Rentals')
    const notices = (await count(sql`SELECT count(*) AS n FROM notices
      WHERE property_id = ${notice.id} AND NOT is_resolved AND is_urgent = ${notice.urgent}`)) as number
    await t.db.execute(sql`UPDATE properties SET is_cancelled = true WHERE id = ${notice.id}`)
    try {
      const after = await bar()
      expect(after).toEqual(await listed())
      const key = notice.urgent ? 'URGENT_NOTICES' : 'NON_URGENT_NOTICES'
      expect(after[key]).toBe(before[key] - notices)
    } finally {
      await t.db.execute(sql`UPDATE properties SET is_cancelled = false WHERE id = ${notice.id}`)
    }
  })

  it('with agency-entry-method, counts the properties with access issues that list shows, each manager too', async () => {
    const managers = (await get('/v1/agency/property-managers', nsw)).body.data.items as { id: number }[]
    for (const managerId of [undefined, ...managers.map((m) => m.id)]) {
      const pm = managerId === undefined ? '' : `property-manager=${managerId}&`
      const total = async (facet: string) =>
        (await get(`/v1/agency/access-issues?${pm}${facet}page-size=1`, nsw)).body.data.total as number
      const stats = (await get(`/v1/stats${managerId === undefined ? '' : `?propertyManagerId=${managerId}`}`, nsw))
        .body.data.actionRequired.ACTIVE_NOTICES_STATS
      expect({ managerId, ...stats }).toEqual({
        managerId,
        URGENT_NOTICES: await total('facet=URGENT&'),
        NON_URGENT_NOTICES: await total('facet=NON_URGENT&'),
      })
      expect(stats.URGENT_NOTICES + stats.NON_URGENT_NOTICES).toBe(await total(''))
    }
    // The dashboard's urgent preview (the same variant) has the bar's urgent total.
    const urgent = (await get('/v1/agency/access-issues/analytics/urgent', nsw)).body.data.total
    expect((await get('/v1/stats', nsw)).body.data.actionRequired.ACTIVE_NOTICES_STATS.URGENT_NOTICES).toBe(urgent)
  })
})

describe('every chart number equals the total of the list it opens', () => {
  type Segment = { key: string; value: number; href: string }
  /** The list the app opens for a chart link, asked of the API with the same parameters. */
  const listTotal = async (href: string, cookie: string) => {
    const url = new URL(href, 'http://localhost')
    const other = url.searchParams.get('managed-by') === 'OTHER'
    url.searchParams.delete('managed-by')
    url.searchParams.set('page-size', '1')
    const res = await get(`/v1/portfolio${other ? '/integrated' : ''}?${url.searchParams}`, cookie)
    expect(res.status).toBe(200)
    return res.body.data.total as number
  }

  it('for each agency and each of its property managers (and all of them)', async () => {
    const multi = await t.signIn('multi', 'NSW')
    const agencies = (await get('/v1/auth/agencies', multi)).body.data.items as { complianceAgencyId: number }[]
    const sessions = [vic, nsw]
    for (const a of agencies) {
      const cookie = await t.signIn('multi', 'NSW')
      const res = await t.call('/v1/auth/agencies', { method: 'PUT', cookie, body: { agencyId: a.complianceAgencyId } })
      sessions.push((res.headers.getSetCookie().find((c) => c.startsWith('acp_session=')) ?? '').split(';')[0] ?? '')
    }
    let checked = 0
    for (const cookie of sessions) {
      const managers = (await get('/v1/agency/property-managers', cookie)).body.data.items as { id: number }[]
      for (const managerId of [undefined, ...managers.map((m) => m.id)]) {
        const qs = managerId === undefined ? '' : `?propertyManagerId=${managerId}`
        const stats = (await get(`/v1/stats${qs}`, cookie)).body.data
        const p = stats.portfolioStats
        const segments: Segment[] = portfolioSegments(p, managerId)
        for (const s of segments) {
          expect({ managerId, segment: s.key, total: await listTotal(s.href, cookie) }).toEqual({
            managerId,
            segment: s.key,
            total: s.value,
          })
          checked++
        }
        // The donut's parts are the properties on service, each once.
        expect(segments.reduce((sum, s) => sum + s.value, 0)).toBe(p.MANAGED_BY_DI)
        const everything = await listTotal(`/portfolio${managerId ? `?property-manager=${managerId}` : ''}`, cookie)
        const integrated = p.NEW_MANAGEMENT !== null
        const others = integrated
          ? await listTotal(`/portfolio?managed-by=OTHER${managerId ? `&property-manager=${managerId}` : ''}`, cookie)
          : 0
        expect({ managerId, total: p.TOTAL_PORTFOLIO }).toEqual({ managerId, total: everything + others })
        if (integrated) {
          const other = (await get(`/v1/stats/integrated${qs}`, cookie)).body.data
          const charts = nonManagedCharts(other.nonManagedPortfolioStats, managerId)
          for (const s of [...charts.donut, ...charts.bars]) {
            expect({ managerId, segment: s.key, total: await listTotal(s.href, cookie) }).toEqual({
              managerId,
              segment: s.key,
              total: s.value,
            })
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20)
  }, 180_000)
})
