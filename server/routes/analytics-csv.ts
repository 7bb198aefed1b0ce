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
} from '../../src/contract/analytics.ts'
import { csvField } from './portfolio-export.ts'

/* Each analytics dataset as CSV rows (a header first): small (at most a few hundred rows), so built whole. */

type Cell = string | number | null
const percent = (compliant: number, total: number) => (total === 0 ? null : Math.round((compliant / total) * 1000) / 10)

export function complianceCsv(d: ComplianceAnalytics): Cell[][] {
  const rows = (kind: string, list: { name: string; points: ComplianceAnalytics['byService'][number]['points'] }[]) =>
    list.flatMap((s) =>
      s.points.map((p) => [kind, s.name, p.month, p.compliant, p.total, percent(p.compliant, p.total)]),
    )
  return [
    ['Group', 'Name', 'Month', 'Compliant', 'Total', 'Compliance rate (%)'],
    ...rows('Service', d.byService),
    ...rows('Property manager', d.byPropertyManager),
  ]
}

export function overdueCsv(d: OverdueAnalytics): Cell[][] {
  return [
    ['Service', ...OVERDUE_BUCKETS.map((b) => `Overdue ${b.label}`), 'As of'],
    ...d.byService.map((s) => [s.name, ...OVERDUE_BUCKETS.map((b) => s.buckets[b.key]), d.asOf]),
    ['All services', ...OVERDUE_BUCKETS.map((b) => d.total[b.key]), d.asOf],
  ]
}

export function accessIssueCsv(d: AccessIssueAnalytics): Cell[][] {
  return [
    ['Month', 'Opened', 'Resolved', 'Median days to resolve'],
    ...d.months.map((m) => [m.month, m.opened, m.resolved, m.medianDaysToResolve]),
  ]
}

export function findingCsv(d: FindingAnalytics): Cell[][] {
  return [
    ['Servicing category', ...FINDING_OUTCOMES.map((o) => o.label)],
    ...d.byCategory.map((c) => [c.name, ...FINDING_OUTCOMES.map((o) => c.outcomes[o.key])]),
  ]
}

export function quoteCsv(d: QuoteAnalytics): Cell[][] {
  return [
    ['Severity', 'Quotes', 'Approved', 'Rejected', 'Undecided', 'Median days to decision'],
    ...d.bySeverity.map((s) => [
      QUOTE_SEVERITY_LABELS[s.severity],
      s.total,
      s.approved,
      s.rejected,
      s.undecided,
      s.medianDaysToDecision,
    ]),
  ]
}

export function invoiceCsv(d: InvoiceAnalytics): Cell[][] {
  return [
    ['Month due', 'Invoices due', 'Paid on time', 'Paid late', 'Unpaid'],
    ...d.months.map((m) => [m.month, m.due, m.paidOnTime, m.paidLate, m.unpaid]),
  ]
}

/** A byte-order mark so Excel reads UTF-8, CRLF lines, every field through the formula-safe csvField. */
export function csvText(rows: Cell[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`
}
