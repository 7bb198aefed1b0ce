import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ANALYTICS_DATASETS,
  addMonthsTo,
  FINDING_OUTCOMES,
  monthRange,
  OVERDUE_BUCKETS,
} from '../../src/contract/analytics.ts'
import { todayInState } from '../../src/contract/states.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/*
 * Every figure of GET /v1/analytics/* is checked against SQL written here, row by row and naively (a correlated
 * "latest visit" per service and month, medians computed in JS), over the seeded tables; then a tiny agency built
 * by hand pins the median and the overdue buckets to numbers worked out on paper.
 */

let t: TestApp
let multiVic: string // multi in Bayside (analytics on), member of Harbour (off) and Sunshine (on) too
let multiNsw: string // multi in Harbour: analytics off
let pmVic: string
let bayside: number
let sunshine: number
let harbour: number
let southernCross: number
const TODAY = todayInState(7)
const NOW_MONTH = TODAY.slice(0, 7)
const FROM = addMonthsTo(NOW_MONTH, -11)
const MONTHS = monthRange(FROM, NOW_MONTH)
const TZ = 'Australia/Melbourne'

beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 60 })
  multiVic = await t.signIn('multi', 'VIC')
  multiNsw = await t.signIn('multi', 'NSW')
  pmVic = await t.signIn('pm.vic', 'VIC')
  bayside = t.summary.agencyIds['Bayside Rentals'] ?? 0
  sunshine = t.summary.agencyIds['Sunshine Coast Realty'] ?? 0
  harbour = t.summary.agencyIds['Harbour & Co Property'] ?? 0
  southernCross = t.summary.agencyIds['Southern Cross Estates'] ?? 0
}, 120_000)
afterAll(() => t.close())

const get = async (path: string, cookie = multiVic) => {
  const res = await t.call(path, { cookie })
  return { status: res.status, body: await res.json() }
}
const rows = async <T>(query: SQL): Promise<T[]> => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
const inIds = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
const scope = (ids: number[], managerId?: number) =>
  managerId === undefined
    ? sql`p.agency_id IN (${inIds(ids)})`
    : sql`p.agency_id IN (${inIds(ids)}) AND p.property_manager_id = ${managerId}`
const median = (values: number[]) => {
  if (values.length === 0) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  const m = s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
  return Math.round(m * 10) / 10
}
const monthEnd = (month: string) => {
  const end = sql`(${`${month}-01`}::date + interval '1 month' - interval '1 day')::date`
  return sql`least(${end}, ${TODAY}::date)`
}

async function expectedCompliance(where: SQL, month: string) {
  const e = monthEnd(month)
  return rows<{ service_id: number; pm: number | null; compliant: boolean }>(sql`
    SELECT ps.service_id, p.property_manager_id AS pm, EXISTS (
      SELECT 1 FROM service_visits v WHERE v.property_service_id = ps.id AND v.visited_on <= ${e}
        AND v.is_compliant AND v.next_due_on > ${e}
        AND NOT EXISTS (SELECT 1 FROM service_visits v2 WHERE v2.property_service_id = ps.id
          AND v2.visited_on > v.visited_on AND v2.visited_on <= ${e})) AS compliant
    FROM property_services ps JOIN properties p ON p.id = ps.property_id
    WHERE ${where} AND NOT p.is_cancelled AND NOT ps.is_cancelled`)
}

type Point = { month: string; compliant: number; total: number }

async function checkEveryFigure(query: string, ids: number[], managerId?: number) {
  const where = scope(ids, managerId)
  // Compliance, per service and per property manager, every month.
  const compliance = (await get(`/v1/analytics/compliance?${query}`)).body.data
  expect(compliance.months).toEqual(MONTHS)
  let checked = 0
  for (const month of MONTHS) {
    const services = await expectedCompliance(where, month)
    for (const s of compliance.byService as { serviceId: number; points: Point[] }[]) {
      const mine = services.filter((r) => Number(r.service_id) === s.serviceId)
      const point = s.points.find((p) => p.month === month)
      expect(point, `${s.serviceId} ${month}`).toEqual({
        month,
        total: mine.length,
        compliant: mine.filter((r) => r.compliant).length,
      })
      checked += point?.compliant ?? 0
    }
    for (const m of compliance.byPropertyManager as { propertyManagerId: number; points: Point[] }[]) {
      const mine = services.filter((r) => Number(r.pm) === m.propertyManagerId)
      expect(m.points.find((p) => p.month === month)).toEqual({
        month,
        total: mine.length,
        compliant: mine.filter((r) => r.compliant).length,
      })
    }
    const serviceIds = new Set(services.map((r) => Number(r.service_id)))
    expect(compliance.byService.map((s: { serviceId: number }) => s.serviceId).sort()).toEqual([...serviceIds].sort())
  }
  expect(checked).toBeGreaterThan(0)

  // Overdue ageing today.
  const overdue = (await get(`/v1/analytics/overdue?${query}`)).body.data
  const late = await rows<{ service_id: number; days: number }>(sql`
    SELECT ps.service_id, ${TODAY}::date - ps.next_service_date AS days
    FROM property_services ps JOIN properties p ON p.id = ps.property_id
    WHERE ${where} AND NOT p.is_cancelled AND NOT ps.is_cancelled AND ps.next_service_date < ${TODAY}::date`)
  for (const b of OVERDUE_BUCKETS) {
    const inBucket = late.filter((r) => Number(r.days) >= b.min && (b.max === null || Number(r.days) <= b.max))
    expect(overdue.total[b.key], b.key).toBe(inBucket.length)
  }
  expect(late.length).toBeGreaterThan(0)

  // Access issues per month, medians computed here.
  const issues = (await get(`/v1/analytics/access-issues?${query}`)).body.data
  const raw = await rows<{ opened: string; resolved: string | null; days: number | null }>(sql`
    SELECT to_char(ai.created_at AT TIME ZONE ${TZ}, 'YYYY-MM') AS opened,
      to_char(ai.resolved_at AT TIME ZONE ${TZ}, 'YYYY-MM') AS resolved,
      extract(epoch FROM ai.resolved_at - ai.created_at) / 86400 AS days
    FROM access_issues ai JOIN properties p ON p.id = ai.property_id WHERE ${where}`)
  for (const month of MONTHS) {
    const resolved = raw.filter((r) => r.resolved === month)
    expect(issues.months.find((m: { month: string }) => m.month === month)).toEqual({
      month,
      opened: raw.filter((r) => r.opened === month).length,
      resolved: resolved.length,
      medianDaysToResolve: median(resolved.map((r) => Number(r.days))),
    })
  }
  expect(issues.months.some((m: { resolved: number }) => m.resolved > 0)).toBe(true)

  // Findings by category and outcome.
  const findings = (await get(`/v1/analytics/findings?${query}`)).body.data
  const f = await rows<{ category: number; dismissed: boolean; status: string; requested: boolean }>(sql`
    SELECT f.servicing_category_id AS category, f.is_dismissed AS dismissed, f.status, f.quote_requested AS requested
    FROM reported_findings f JOIN properties p ON p.id = f.property_id
    WHERE ${where} AND f.original_booking_date >= ${`${FROM}-01`}::date
      AND f.original_booking_date < ${`${addMonthsTo(NOW_MONTH, 1)}-01`}::date`)
  const outcomeOf = (r: (typeof f)[number]) =>
    r.dismissed ? 'DISMISSED' : r.status !== 'OPEN' ? r.status : r.requested ? 'QUOTE_REQUESTED' : 'OPEN'
  const categories = [...new Set(f.map((r) => Number(r.category)))].sort((a, b) => a - b)
  expect(findings.byCategory.map((c: { categoryId: number }) => c.categoryId)).toEqual(categories)
  for (const c of findings.byCategory as { categoryId: number; outcomes: Record<string, number> }[]) {
    for (const o of FINDING_OUTCOMES) {
      expect(c.outcomes[o.key]).toBe(
        f.filter((r) => Number(r.category) === c.categoryId && outcomeOf(r) === o.key).length,
      )
    }
  }

  // Quotes by severity, with the median days to a decision.
  const quotes = (await get(`/v1/analytics/quotes?${query}`)).body.data
  const q = await rows<{ severity: string; status_id: number; days: number | null }>(sql`
    SELECT q.severity, q.status_id, extract(epoch FROM q.decided_at - q.created_at) / 86400 AS days
    FROM quotes q JOIN properties p ON p.id = q.property_id
    WHERE ${where} AND q.created_at >= (${`${FROM}-01`}::timestamp AT TIME ZONE ${TZ})
      AND q.created_at < (${`${addMonthsTo(NOW_MONTH, 1)}-01`}::timestamp AT TIME ZONE ${TZ})`)
  for (const s of quotes.bySeverity as { severity: string }[]) {
    const mine = q.filter((r) => r.severity === s.severity)
    const approved = mine.filter((r) => [3, 6].includes(Number(r.status_id))).length
    const rejected = mine.filter((r) => Number(r.status_id) === 4).length
    expect(s).toEqual({
      severity: s.severity,
      total: mine.length,
      approved,
      rejected,
      undecided: mine.length - approved - rejected,
      medianDaysToDecision: median(mine.filter((r) => r.days !== null).map((r) => Number(r.days))),
    })
  }
  expect(q.some((r) => r.days !== null)).toBe(true)

  // Invoices by the month they fell due.
  const invoices = (await get(`/v1/analytics/invoices?${query}`)).body.data
  const inv = await rows<{ month: string; due: string; paid: boolean; paid_day: string | null }>(sql`
    SELECT to_char(i.due_date, 'YYYY-MM') AS month, i.due_date::text AS due, i.is_paid AS paid,
      ((i.paid_at AT TIME ZONE ${TZ})::date)::text AS paid_day
    FROM invoices i JOIN properties p ON p.id = i.property_id WHERE ${where}`)
  for (const month of MONTHS) {
    const mine = inv.filter((r) => r.month === month)
    const onTime = mine.filter((r) => r.paid && r.paid_day !== null && r.paid_day <= r.due).length
    expect(invoices.months.find((m: { month: string }) => m.month === month)).toEqual({
      month,
      due: mine.length,
      paidOnTime: onTime,
      paidLate: mine.filter((r) => r.paid).length - onTime,
      unpaid: mine.filter((r) => !r.paid).length,
    })
  }
  expect(invoices.months.some((m: { paidOnTime: number }) => m.paidOnTime > 0)).toBe(true)
}

describe('GET /v1/analytics', () => {
  it('scopes to the agencies the user belongs to that have advanced analytics', async () => {
    const { status, body } = await get('/v1/analytics/scope')
    expect(status).toBe(200)
    expect(body.data.agencies.map((a: { id: number }) => a.id).sort()).toEqual([bayside, sunshine].sort())
    expect(body.data.defaultTo).toBe(NOW_MONTH)
    expect(body.data.defaultFrom).toBe(FROM)
    const agencyIds = new Set(body.data.propertyManagers.map((m: { agencyId: number }) => m.agencyId))
    expect([...agencyIds].sort()).toEqual([bayside, sunshine].sort())
  })

  it('counts every figure as plain SQL does, across both agencies', async () => {
    await checkEveryFigure('', [bayside, sunshine])
  }, 60_000)

  it('counts every figure for one agency and one property manager, with an explicit period', async () => {
    const [manager] = await rows<{ id: number }>(
      sql`SELECT property_manager_id AS id FROM properties WHERE agency_id = ${bayside} AND property_manager_id IS NOT NULL
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )
    await checkEveryFigure(`agency=${bayside}`, [bayside])
    await checkEveryFigure(
      `agency=${bayside}&property-manager=${manager?.id}&from=${FROM}&to=${NOW_MONTH}`,
      [bayside],
      Number(manager?.id),
    )
  }, 60_000)

  it('exports each dataset as CSV with the same figures', async () => {
    for (const name of ANALYTICS_DATASETS) {
      const res = await t.call(`/v1/analytics/${name}/export?agency=${bayside}`, { cookie: multiVic })
      expect(res.status, name).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/csv')
      expect(res.headers.get('content-disposition')).toContain(`analytics-${name}-${FROM}-to-${NOW_MONTH}.csv`)
      const text = await res.text()
      expect(text.split('\r\n').length).toBeGreaterThan(2)
    }
    const csv = await (await t.call(`/v1/analytics/invoices/export?agency=${bayside}`, { cookie: multiVic })).text()
    const json = (await get(`/v1/analytics/invoices?agency=${bayside}`)).body.data
    const last = json.months.at(-1)
    expect(csv).toContain(`${last.month},${last.due},${last.paidOnTime},${last.paidLate},${last.unpaid}\r\n`)
  })

  it('answers 400 with field errors for bad filters', async () => {
    const bad: [string, string][] = [
      ['from=2025-13', 'from'],
      ['to=25-01', 'to'],
      ['from=abc', 'from'],
      ['agency=abc', 'agency'],
      ['agency=0', 'agency'],
      ['property-manager=-1', 'property-manager'],
      [`to=${addMonthsTo(NOW_MONTH, 1)}`, 'to'],
      [`from=${NOW_MONTH}&to=${addMonthsTo(NOW_MONTH, -1)}`, 'from'],
      [`from=${addMonthsTo(NOW_MONTH, -24)}`, 'from'],
    ]
    for (const [query, field] of bad) {
      const { status, body } = await get(`/v1/analytics/compliance?${query}`)
      expect(status, query).toBe(400)
      expect(Object.keys(body.fieldErrors ?? {}), query).toContain(field)
    }
    expect((await get(`/v1/analytics/compliance?from=${addMonthsTo(NOW_MONTH, -23)}`)).status).toBe(200)
  })

  it('is refused (403) where the session agency does not have the experiment', async () => {
    for (const path of ['/v1/analytics/scope', ...ANALYTICS_DATASETS.map((d) => `/v1/analytics/${d}`)]) {
      const { status, body } = await get(path, multiNsw)
      expect(status, path).toBe(403)
      expect(body.error).toBe('Analytics is not available for this agency')
    }
    expect((await get(`/v1/analytics/invoices/export`, multiNsw)).status).toBe(403)
  })

  it("answers another agency's id, or its property manager, like a missing one", async () => {
    const [hm] = await rows<{ id: number }>(sql`SELECT id FROM property_managers WHERE agency_id = ${harbour} LIMIT 1`)
    // Harbour: multi belongs to it but it has no analytics; Southern Cross and Sunshine: pm.vic is not a member.
    for (const id of [harbour, southernCross, 999_999]) {
      expect((await get(`/v1/analytics/compliance?agency=${id}`)).status, String(id)).toBe(404)
    }
    expect((await get(`/v1/analytics/overdue?agency=${sunshine}`, pmVic)).status).toBe(404)
    expect((await get(`/v1/analytics/overdue?property-manager=${hm?.id}`)).status).toBe(404)
    const [sm] = await rows<{ id: number }>(sql`SELECT id FROM property_managers WHERE agency_id = ${sunshine} LIMIT 1`)
    expect((await get(`/v1/analytics/overdue?agency=${bayside}&property-manager=${sm?.id}`)).status).toBe(404)
    expect((await get(`/v1/analytics/overdue?property-manager=${sm?.id}`)).status).toBe(200)
    // pm.vic sees only Bayside.
    const scopeOfPm = (await get('/v1/analytics/scope', pmVic)).body.data
    expect(scopeOfPm.agencies.map((a: { id: number }) => a.id)).toEqual([bayside])
  })

  it('needs a session', async () => {
    expect((await t.call('/v1/analytics/compliance')).status).toBe(401)
  })
})

describe('a tiny agency built by hand', () => {
  let agencyId = 0
  let cookie = ''
  beforeAll(async () => {
    // An agency with advanced analytics that only support (member of every agency seeded) is added to.
    const [agency] = await rows<{ id: number }>(
      sql`INSERT INTO agencies (name, state_id) VALUES ('Tiny Analytics', 7) RETURNING id`,
    )
    agencyId = Number(agency?.id)
    await t.db.execute(
      sql`INSERT INTO agency_experiments (agency_id, experiment_key) VALUES (${agencyId}, 'advanced-analytics')`,
    )
    await t.db.execute(sql`INSERT INTO agency_memberships (user_id, agency_id)
      SELECT id, ${agencyId} FROM users WHERE username = 'pm.vic'`)
    const [address] = await rows<{ id: number }>(sql`INSERT INTO addresses (line1) VALUES ('1 Tiny St') RETURNING id`)
    const [property] = await rows<{
      id: number
    }>(sql`INSERT INTO properties (agency_id, address_id, compliance_status, overview_status)
      VALUES (${agencyId}, ${address?.id}, 'COMPLIANT', 'COMPLIANT') RETURNING id`)
    const pid = Number(property?.id)
    // Overdue by 0 (not overdue), 1, 30, 31, 60, 61, 90, 91 and 400 days: buckets 2, 2, 2, 2.
    for (const [i, daysLate] of [0, 1, 30, 31, 60, 61, 90, 91, 400].entries()) {
      await t.db.execute(sql`INSERT INTO property_services (property_id, service_id, compliance_status, next_service_date, service_frequency_months)
        VALUES (${pid}, ${(i % 6) + 1}, 'OVERDUE', ${TODAY}::date - ${daysLate}::int, 12)`)
    }
    // Four access issues resolved this month after 1, 2, 4 and 10 days: median 3. One open from last month.
    for (const d of [1, 2, 4, 10]) {
      await t.db.execute(sql`INSERT INTO access_issues (property_id, issue_type, entry_method, state, created_at, resolved_at)
        VALUES (${pid}, 'BAD_KEYS', 'APPOINTMENT', 'RESOLVED', now() - make_interval(days => ${d}), now())`)
    }
    // The /auth/agencies switch needs a fresh session: sign in as pm.vic and switch to the tiny agency.
    const first = await t.signIn('pm.vic', 'VIC')
    const res = await t.call('/v1/auth/agencies', { method: 'PUT', cookie: first, body: { agencyId } })
    expect(res.status).toBe(200)
    cookie = (res.headers.getSetCookie().find((c) => c.startsWith('acp_session=')) ?? '').split(';')[0] ?? ''
  })

  it('puts overdue services in the right buckets', async () => {
    const { body } = await get(`/v1/analytics/overdue?agency=${agencyId}`, cookie)
    expect(body.data.total).toEqual({ '0-30': 2, '31-60': 2, '61-90': 2, '90+': 2 })
  })

  it('takes the median of the days to resolve', async () => {
    const { body } = await get(`/v1/analytics/access-issues?agency=${agencyId}`, cookie)
    const now = body.data.months.find((m: { month: string }) => m.month === todayInState(7, new Date()).slice(0, 7))
    expect(now).toMatchObject({ resolved: 4, medianDaysToResolve: 3 })
  })

  it('keeps ends_on when a visit is added: the new visit ends at its due day, the one before at the new visit', async () => {
    const [ps] = await rows<{
      id: number
    }>(sql`SELECT ps.id FROM property_services ps JOIN properties p ON p.id = ps.property_id
      WHERE p.agency_id = ${agencyId} ORDER BY ps.id LIMIT 1`)
    const id = Number(ps?.id)
    await t.db.execute(sql`INSERT INTO service_visits (property_service_id, visited_on, is_compliant, next_due_on)
      VALUES (${id}, '2025-01-10', true, '2026-01-10'), (${id}, '2025-09-01', false, '2026-09-01')`)
    // Inserted before the others: it ends at the next visit already recorded.
    await t.db.execute(sql`INSERT INTO service_visits (property_service_id, visited_on, is_compliant, next_due_on)
      VALUES (${id}, '2024-12-01', true, '2025-12-01')`)
    const ends = await rows<{ visited_on: string; ends_on: string }>(sql`SELECT visited_on::text, ends_on::text
      FROM service_visits WHERE property_service_id = ${id} ORDER BY visited_on`)
    expect(ends).toEqual([
      { visited_on: '2024-12-01', ends_on: '2025-01-10' },
      { visited_on: '2025-01-10', ends_on: '2025-09-01' },
      { visited_on: '2025-09-01', ends_on: '2026-09-01' },
    ])
  })

  it('adds the new agency to the scope of its member, and drops it when the membership ends', async () => {
    const ids = async () =>
      (await get('/v1/analytics/scope', pmVic)).body.data.agencies.map((a: { id: number }) => a.id)
    expect(await ids()).toEqual([bayside, agencyId])
    await t.db.execute(sql`DELETE FROM agency_memberships WHERE agency_id = ${agencyId}`)
    expect(await ids()).toEqual([bayside])
    expect((await get(`/v1/analytics/overdue?agency=${agencyId}`, pmVic)).status).toBe(404)
  })
})
