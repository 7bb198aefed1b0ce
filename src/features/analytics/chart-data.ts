import {
  type AccessIssueAnalytics,
  type ComplianceAnalytics,
  FINDING_OUTCOMES,
  type FindingAnalytics,
  type InvoiceAnalytics,
  OVERDUE_BUCKETS,
  type OverdueAnalytics,
  QUOTE_SEVERITY_LABELS,
  type QuoteAnalytics,
} from '../../contract/analytics.ts'
import { formatCount } from '../../lib/number-format.ts'

/*
 * The analytics figures shaped for a chart (labels and series) and for its text alternative (a table and one
 * summary sentence), from the same numbers, so what the canvas draws and what a screen reader hears agree.
 */

export type Series = { label: string; color: string; values: (number | null)[] }
export type ChartModel = { labels: string[]; series: Series[] }
export type TableModel = { columns: string[]; rows: { header: string; cells: string[] }[] }

/** Colours distinguishable side by side and against white (each at least 3:1). */
export const PALETTE = ['#1858c4', '#2f7d3b', '#b42318', '#8a4baf', '#b86e00', '#0e7490', '#5b6b7f', '#9d174d']
const color = (i: number) => PALETTE[i % PALETTE.length] ?? '#1858c4'

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** '2026-03' → 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-')
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${y}`
}

/** Compliant share in percent with one decimal; null when there was nothing to be compliant. */
export function ratePercent(compliant: number, total: number): number | null {
  return total === 0 ? null : Math.round((compliant / total) * 1000) / 10
}

const show = (value: number | null, suffix = '') => (value === null ? '–' : `${formatCount(value)}${suffix}`)

type RateGroup = Pick<ComplianceAnalytics['byService'][number], 'name' | 'points'>

/** One line per service (or manager): its compliance rate month by month. */
export function complianceChart(months: string[], groups: RateGroup[]): ChartModel {
  return {
    labels: months.map(monthLabel),
    series: groups.map((g, i) => ({
      label: g.name,
      color: color(i),
      values: months.map((m) => {
        const p = g.points.find((x) => x.month === m)
        return p ? ratePercent(p.compliant, p.total) : null
      }),
    })),
  }
}

export function complianceTable(months: string[], groups: RateGroup[]): TableModel {
  const chart = complianceChart(months, groups)
  return {
    columns: chart.labels,
    rows: chart.series.map((s) => ({ header: s.label, cells: s.values.map((v) => show(v, '%')) })),
  }
}

/** 'Smoke Alarm 91.2% in Nov 2026 (from 85% in Dec 2025)', for each group; or that there is nothing to show. */
export function complianceSummary(months: string[], groups: RateGroup[]): string {
  const chart = complianceChart(months, groups)
  const first = chart.labels[0]
  const last = chart.labels.at(-1)
  const parts = chart.series.map((s) => {
    const end = s.values.at(-1) ?? null
    const start = s.values[0] ?? null
    return `${s.label} ${show(end, '%')} in ${last} (from ${show(start, '%')} in ${first})`
  })
  return parts.length === 0 ? 'No services to rate in this period.' : `Compliance rate: ${parts.join('; ')}.`
}

export function overdueChart(d: OverdueAnalytics): ChartModel {
  return {
    labels: d.byService.map((s) => s.name),
    series: OVERDUE_BUCKETS.map((b, i) => ({
      label: b.label,
      color: ['#b86e00', '#c2410c', '#b42318', '#7f1d1d'][i] ?? '#b42318',
      values: d.byService.map((s) => s.buckets[b.key]),
    })),
  }
}

export function overdueTable(d: OverdueAnalytics): TableModel {
  return {
    columns: OVERDUE_BUCKETS.map((b) => b.label),
    rows: [
      ...d.byService.map((s) => ({ header: s.name, cells: OVERDUE_BUCKETS.map((b) => show(s.buckets[b.key])) })),
      { header: 'All services', cells: OVERDUE_BUCKETS.map((b) => show(d.total[b.key])) },
    ],
  }
}

export function overdueSummary(d: OverdueAnalytics): string {
  const all = OVERDUE_BUCKETS.reduce((sum, b) => sum + d.total[b.key], 0)
  if (all === 0) return 'No services are overdue.'
  return `${formatCount(all)} services overdue: ${OVERDUE_BUCKETS.map((b) => `${show(d.total[b.key])} ${b.label}`).join(', ')}.`
}

export function accessIssueChart(d: AccessIssueAnalytics): ChartModel {
  return {
    labels: d.months.map((m) => monthLabel(m.month)),
    series: [
      { label: 'Opened', color: PALETTE[2] ?? '', values: d.months.map((m) => m.opened) },
      { label: 'Resolved', color: PALETTE[1] ?? '', values: d.months.map((m) => m.resolved) },
    ],
  }
}

export function accessIssueTable(d: AccessIssueAnalytics): TableModel {
  return {
    columns: ['Opened', 'Resolved', 'Median days to resolve'],
    rows: d.months.map((m) => ({
      header: monthLabel(m.month),
      cells: [show(m.opened), show(m.resolved), show(m.medianDaysToResolve)],
    })),
  }
}

/** The median over the whole period is not the median of medians: this says totals and the latest month's. */
export function accessIssueSummary(d: AccessIssueAnalytics): string {
  const opened = d.months.reduce((sum, m) => sum + m.opened, 0)
  const resolved = d.months.reduce((sum, m) => sum + m.resolved, 0)
  const latest = [...d.months].reverse().find((m) => m.medianDaysToResolve !== null)
  const median = latest
    ? ` The median time to resolve was ${show(latest.medianDaysToResolve)} days in ${monthLabel(latest.month)}.`
    : ''
  return `${formatCount(opened)} access issues opened and ${formatCount(resolved)} resolved in this period.${median}`
}

export function findingChart(d: FindingAnalytics): ChartModel {
  return {
    labels: d.byCategory.map((c) => c.name),
    series: FINDING_OUTCOMES.map((o, i) => ({
      label: o.label,
      color: color(i),
      values: d.byCategory.map((c) => c.outcomes[o.key]),
    })),
  }
}

export function findingTable(d: FindingAnalytics): TableModel {
  return {
    columns: FINDING_OUTCOMES.map((o) => o.label),
    rows: d.byCategory.map((c) => ({ header: c.name, cells: FINDING_OUTCOMES.map((o) => show(c.outcomes[o.key])) })),
  }
}

export function findingSummary(d: FindingAnalytics): string {
  const total = (c: FindingAnalytics['byCategory'][number]) =>
    FINDING_OUTCOMES.reduce((s, o) => s + c.outcomes[o.key], 0)
  if (d.byCategory.length === 0) return 'No reported findings in this period.'
  return `Reported findings: ${d.byCategory.map((c) => `${c.name} ${formatCount(total(c))}`).join(', ')}.`
}

export function quoteChart(d: QuoteAnalytics): ChartModel {
  return {
    labels: d.bySeverity.map((s) => QUOTE_SEVERITY_LABELS[s.severity]),
    series: [
      { label: 'Approved', color: PALETTE[1] ?? '', values: d.bySeverity.map((s) => s.approved) },
      { label: 'Rejected', color: PALETTE[2] ?? '', values: d.bySeverity.map((s) => s.rejected) },
      { label: 'Undecided', color: PALETTE[6] ?? '', values: d.bySeverity.map((s) => s.undecided) },
    ],
  }
}

export function quoteTable(d: QuoteAnalytics): TableModel {
  return {
    columns: ['Quotes', 'Approved', 'Rejected', 'Undecided', 'Median days to decision'],
    rows: d.bySeverity.map((s) => ({
      header: QUOTE_SEVERITY_LABELS[s.severity],
      cells: [show(s.total), show(s.approved), show(s.rejected), show(s.undecided), show(s.medianDaysToDecision)],
    })),
  }
}

export function quoteSummary(d: QuoteAnalytics): string {
  const total = d.bySeverity.reduce((sum, s) => sum + s.total, 0)
  if (total === 0) return 'No quotes were sent in this period.'
  return `${formatCount(total)} quotes: ${d.bySeverity
    .map(
      (s) =>
        `${QUOTE_SEVERITY_LABELS[s.severity]} ${show(s.total)} (median ${show(s.medianDaysToDecision)} days to decide)`,
    )
    .join(', ')}.`
}

export function invoiceChart(d: InvoiceAnalytics): ChartModel {
  return {
    labels: d.months.map((m) => monthLabel(m.month)),
    series: [
      { label: 'Paid on time', color: PALETTE[1] ?? '', values: d.months.map((m) => m.paidOnTime) },
      { label: 'Paid late', color: PALETTE[4] ?? '', values: d.months.map((m) => m.paidLate) },
      { label: 'Unpaid', color: PALETTE[2] ?? '', values: d.months.map((m) => m.unpaid) },
    ],
  }
}

export function invoiceTable(d: InvoiceAnalytics): TableModel {
  return {
    columns: ['Due', 'Paid on time', 'Paid late', 'Unpaid', 'On time'],
    rows: d.months.map((m) => ({
      header: monthLabel(m.month),
      cells: [
        show(m.due),
        show(m.paidOnTime),
        show(m.paidLate),
        show(m.unpaid),
        show(ratePercent(m.paidOnTime, m.due), '%'),
      ],
    })),
  }
}

export function invoiceSummary(d: InvoiceAnalytics): string {
  const due = d.months.reduce((sum, m) => sum + m.due, 0)
  const onTime = d.months.reduce((sum, m) => sum + m.paidOnTime, 0)
  if (due === 0) return 'No invoices fell due in this period.'
  return `${formatCount(onTime)} of ${formatCount(due)} invoices due in this period were paid on time (${show(ratePercent(onTime, due), '%')}).`
}
