import { type SQL, sql } from 'drizzle-orm'
import {
  type AccessIssueAnalytics,
  type ComplianceAnalytics,
  FINDING_OUTCOMES,
  type FindingAnalytics,
  type FindingOutcome,
  type InvoiceAnalytics,
  OVERDUE_BUCKETS,
  type OverdueAnalytics,
  type OverdueBucketKey,
  QUOTE_SEVERITY_LABELS,
  type QuoteAnalytics,
  type QuoteSeverityKey,
  type RatePoint,
} from '../../src/contract/analytics.ts'
import type { Db } from '../db/client.ts'
import { propertyInWindow, type Window, windowBounds } from './analytics-scope.ts'

/*
 * The figures of /analytics: each one aggregate SQL over the records, inside the window's agencies, property
 * manager and months. Counts are cast to int so both drivers return numbers.
 */

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

const num = (x: unknown) => Number(x ?? 0)
/** Days with one decimal; null when nothing was measured. */
const days = (x: unknown) => (x === null || x === undefined ? null : Math.round(Number(x) * 10) / 10)

/**
 * Compliance rate per month: of the live services in scope today (property and service not cancelled), those
 * whose latest visit by the month's end (today for this month) left them compliant and not yet due again.
 * A compliant visit holds from its day until its ends_on (the next visit or its next due day, whichever is first);
 * the visits are grouped by the months they start and end in, and only those groups meet the months, so the work
 * grows with the visits, not visits × months. Rates and totals come from one scan of the services in scope.
 */
export async function complianceAnalytics(db: Db, w: Window): Promise<ComplianceAnalytics> {
  const { startDate } = windowBounds(w)
  const lastMonthEnd = sql`least((${`${w.to}-01`}::date + interval '1 month' - interval '1 day')::date, ${w.today}::date)`
  type Row = {
    kind: 'rate' | 'total'
    service_id: number | null
    pm: number | null
    by_pm: number
    month: string | null
    n: number
  }
  const rows = await rowsOf<Row>(
    db,
    sql`
    WITH live AS MATERIALIZED (
      SELECT ps.id, ps.service_id, p.property_manager_id AS pm
      FROM property_services ps JOIN properties p ON p.id = ps.property_id
      WHERE ${propertyInWindow('p', w)} AND NOT p.is_cancelled AND NOT ps.is_cancelled
    ),
    grouped AS (
      SELECT l.service_id, l.pm, greatest(date_trunc('month', v.visited_on)::date, ${startDate}) AS first_month,
        CASE WHEN v.ends_on <= ${w.today}::date THEN date_trunc('month', v.ends_on)::date END AS end_month, count(*)::int AS n
      FROM service_visits v JOIN live l ON l.id = v.property_service_id
      WHERE v.is_compliant AND v.visited_on <= ${lastMonthEnd} AND v.ends_on > ${startDate}
      GROUP BY 1, 2, 3, 4
    ),
    months AS (SELECT generate_series(${startDate}, ${`${w.to}-01`}::date, interval '1 month')::date AS m)
    SELECT 'rate' AS kind, g.service_id, g.pm, GROUPING(g.service_id)::int AS by_pm, to_char(m.m, 'YYYY-MM') AS month,
      sum(g.n)::int AS n
    FROM grouped g JOIN months m ON m.m >= g.first_month AND (g.end_month IS NULL OR m.m < g.end_month)
    GROUP BY GROUPING SETS ((g.service_id, m.m), (g.pm, m.m))
    UNION ALL
    SELECT 'total', service_id, pm, GROUPING(service_id)::int, NULL, count(*)::int FROM live
    GROUP BY GROUPING SETS ((service_id), (pm))`,
  )
  const compliant = rows.filter((r) => r.kind === 'rate')
  const totals = rows.filter((r) => r.kind === 'total')
  const names = await rowsOf<{ kind: string; id: number; name: string }>(
    db,
    sql`SELECT 'service' AS kind, id, name FROM services
      UNION ALL SELECT 'pm', id, name FROM property_managers WHERE ${propertyInWindow('property_managers', { ...w, managerId: undefined })}
        ${w.managerId === undefined ? sql`` : sql`AND id = ${w.managerId}`}`,
  )
  const nameOf = (kind: string, id: number) => names.find((r) => r.kind === kind && num(r.id) === id)?.name ?? ''
  const series = (byPm: boolean) =>
    totals
      .filter((t) => num(t.by_pm) === (byPm ? 1 : 0) && (byPm ? t.pm : t.service_id) !== null)
      .map((t) => {
        const id = num(byPm ? t.pm : t.service_id)
        const points: RatePoint[] = w.months.map((month) => ({
          month,
          total: num(t.n),
          compliant: num(
            compliant.find(
              (c) => num(c.by_pm) === (byPm ? 1 : 0) && num(byPm ? c.pm : c.service_id) === id && c.month === month,
            )?.n,
          ),
        }))
        return { id, name: nameOf(byPm ? 'pm' : 'service', id), points }
      })
      .sort((a, b) => (byPm ? a.name.localeCompare(b.name) : a.id - b.id))
  return {
    months: w.months,
    byService: series(false).map(({ id, ...rest }) => ({ serviceId: id, ...rest })),
    byPropertyManager: series(true).map(({ id, ...rest }) => ({ propertyManagerId: id, ...rest })),
  }
}

/** Live services past their next service date today, by how many days. */
export async function overdueAnalytics(db: Db, w: Window): Promise<OverdueAnalytics> {
  const bucket = (b: (typeof OVERDUE_BUCKETS)[number]) =>
    b.max === null
      ? sql`count(*) FILTER (WHERE ${w.today}::date - ps.next_service_date >= ${b.min})::int`
      : sql`count(*) FILTER (WHERE ${w.today}::date - ps.next_service_date BETWEEN ${b.min} AND ${b.max})::int`
  const rows = await rowsOf<Record<string, unknown> & { service_id: number; name: string }>(
    db,
    sql`SELECT ps.service_id, s.name, ${sql.join(
      OVERDUE_BUCKETS.map((b) => sql`${bucket(b)} AS ${sql.identifier(b.key)}`),
      sql`, `,
    )}
      FROM property_services ps JOIN properties p ON p.id = ps.property_id JOIN services s ON s.id = ps.service_id
      WHERE ${propertyInWindow('p', w)} AND NOT p.is_cancelled AND NOT ps.is_cancelled
        AND ps.next_service_date < ${w.today}::date
      GROUP BY ps.service_id, s.name ORDER BY ps.service_id`,
  )
  const bucketsOf = (r: Record<string, unknown>) =>
    Object.fromEntries(OVERDUE_BUCKETS.map((b) => [b.key, num(r[b.key])])) as Record<OverdueBucketKey, number>
  const byService = rows.map((r) => ({ serviceId: num(r.service_id), name: r.name, buckets: bucketsOf(r) }))
  const total = Object.fromEntries(
    OVERDUE_BUCKETS.map((b) => [b.key, byService.reduce((sum, s) => sum + s.buckets[b.key], 0)]),
  ) as Record<OverdueBucketKey, number>
  return { asOf: w.today, total, byService }
}

/** Access issues opened and resolved per month, with the median days from opening to resolution of the resolved. */
export async function accessIssueAnalytics(db: Db, w: Window): Promise<AccessIssueAnalytics> {
  const { startAt, endAt } = windowBounds(w)
  const scoped = sql`SELECT ai.created_at, ai.resolved_at FROM access_issues ai JOIN properties p ON p.id = ai.property_id
    WHERE ${propertyInWindow('p', w)}`
  const rows = await rowsOf<{ month: string; opened: number; resolved: number; median: number | null }>(
    db,
    sql`WITH scoped AS (${scoped}),
      opened AS (SELECT to_char(created_at AT TIME ZONE ${w.timeZone}, 'YYYY-MM') AS month, count(*)::int AS n
        FROM scoped WHERE created_at >= ${startAt} AND created_at < ${endAt} GROUP BY 1),
      resolved AS (SELECT to_char(resolved_at AT TIME ZONE ${w.timeZone}, 'YYYY-MM') AS month, count(*)::int AS n,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM resolved_at - created_at) / 86400) AS median
        FROM scoped WHERE resolved_at >= ${startAt} AND resolved_at < ${endAt} GROUP BY 1)
      SELECT coalesce(o.month, r.month) AS month, coalesce(o.n, 0) AS opened, coalesce(r.n, 0) AS resolved, r.median
      FROM opened o FULL JOIN resolved r ON r.month = o.month`,
  )
  return {
    months: w.months.map((month) => {
      const r = rows.find((x) => x.month === month)
      return { month, opened: num(r?.opened), resolved: num(r?.resolved), medianDaysToResolve: days(r?.median) }
    }),
  }
}

/** Findings of services in the window, by category and by what became of them (the first that applies). */
export async function findingAnalytics(db: Db, w: Window): Promise<FindingAnalytics> {
  const { startDate, endDate } = windowBounds(w)
  const rows = await rowsOf<{ category_id: number; name: string; outcome: FindingOutcome; n: number }>(
    db,
    sql`SELECT c.id AS category_id, c.name,
        CASE WHEN f.is_dismissed THEN 'DISMISSED' WHEN f.status = 'RESOLVED' THEN 'RESOLVED'
          WHEN f.status = 'RESOLVED_BY_THIRD_PARTY' THEN 'RESOLVED_BY_THIRD_PARTY'
          WHEN f.quote_requested THEN 'QUOTE_REQUESTED' ELSE 'OPEN' END AS outcome, count(*)::int AS n
      FROM reported_findings f JOIN properties p ON p.id = f.property_id
        JOIN servicing_categories c ON c.id = f.servicing_category_id
      WHERE ${propertyInWindow('p', w)} AND f.original_booking_date >= ${startDate} AND f.original_booking_date < ${endDate}
      GROUP BY 1, 2, 3 ORDER BY 1`,
  )
  const ids = [...new Set(rows.map((r) => num(r.category_id)))]
  return {
    byCategory: ids.map((id) => {
      const mine = rows.filter((r) => num(r.category_id) === id)
      const outcomes = Object.fromEntries(
        FINDING_OUTCOMES.map((o) => [o.key, num(mine.find((r) => r.outcome === o.key)?.n)]),
      ) as Record<FindingOutcome, number>
      return { categoryId: id, name: mine[0]?.name ?? '', outcomes }
    }),
  }
}

/** Quotes sent in the window by severity: approved (accepted or completed), rejected, undecided; median days to decide. */
export async function quoteAnalytics(db: Db, w: Window): Promise<QuoteAnalytics> {
  const { startAt, endAt } = windowBounds(w)
  const rows = await rowsOf<{
    severity: QuoteSeverityKey
    total: number
    approved: number
    rejected: number
    median: number | null
  }>(
    db,
    sql`SELECT q.severity, count(*)::int AS total, count(*) FILTER (WHERE q.status_id IN (3, 6))::int AS approved,
        count(*) FILTER (WHERE q.status_id = 4)::int AS rejected,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM q.decided_at - q.created_at) / 86400)
          FILTER (WHERE q.decided_at IS NOT NULL) AS median
      FROM quotes q JOIN properties p ON p.id = q.property_id
      WHERE ${propertyInWindow('p', w)} AND q.created_at >= ${startAt} AND q.created_at < ${endAt}
      GROUP BY q.severity`,
  )
  return {
    bySeverity: (Object.keys(QUOTE_SEVERITY_LABELS) as QuoteSeverityKey[]).map((severity) => {
      const r = rows.find((x) => x.severity === severity)
      const total = num(r?.total)
      const approved = num(r?.approved)
      const rejected = num(r?.rejected)
      return {
        severity,
        total,
        approved,
        rejected,
        undecided: total - approved - rejected,
        medianDaysToDecision: days(r?.median),
      }
    }),
  }
}

/** Invoices by the month they fell due: paid by the due day (in the agency's time zone), paid later, unpaid. */
export async function invoiceAnalytics(db: Db, w: Window): Promise<InvoiceAnalytics> {
  const { startDate, endDate } = windowBounds(w)
  const paidDay = sql`(i.paid_at AT TIME ZONE ${w.timeZone})::date`
  const rows = await rowsOf<{ month: string; due: number; on_time: number; late: number; unpaid: number }>(
    db,
    sql`SELECT to_char(i.due_date, 'YYYY-MM') AS month, count(*)::int AS due,
        count(*) FILTER (WHERE i.is_paid AND ${paidDay} <= i.due_date)::int AS on_time,
        count(*) FILTER (WHERE i.is_paid AND (i.paid_at IS NULL OR ${paidDay} > i.due_date))::int AS late,
        count(*) FILTER (WHERE NOT i.is_paid)::int AS unpaid
      FROM invoices i JOIN properties p ON p.id = i.property_id
      WHERE ${propertyInWindow('p', w)} AND i.due_date >= ${startDate} AND i.due_date < ${endDate}
      GROUP BY 1`,
  )
  return {
    months: w.months.map((month) => {
      const r = rows.find((x) => x.month === month)
      return { month, due: num(r?.due), paidOnTime: num(r?.on_time), paidLate: num(r?.late), unpaid: num(r?.unpaid) }
    }),
  }
}
