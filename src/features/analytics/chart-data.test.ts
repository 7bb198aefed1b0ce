import { describe, expect, it } from 'vitest'
import {
  accessIssueSummary,
  accessIssueTable,
  complianceChart,
  complianceSummary,
  complianceTable,
  invoiceSummary,
  invoiceTable,
  monthLabel,
  overdueSummary,
  overdueTable,
  quoteChart,
  quoteSummary,
  ratePercent,
} from './chart-data.ts'

const months = ['2026-01', '2026-02', '2026-03']
const smoke = {
  name: 'Smoke Alarm',
  points: [
    { month: '2026-01', compliant: 3, total: 4 },
    { month: '2026-02', compliant: 0, total: 0 },
    { month: '2026-03', compliant: 2, total: 3 },
  ],
}

describe('analytics chart data', () => {
  it('labels months and rounds rates to one decimal, with no rate for nothing', () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026')
    expect(monthLabel('2025-12')).toBe('Dec 2025')
    expect(ratePercent(2, 3)).toBe(66.7)
    expect(ratePercent(0, 0)).toBeNull()
    expect(ratePercent(5, 5)).toBe(100)
  })

  it('draws one line of percentages per group and tells the same in a table and a sentence', () => {
    const chart = complianceChart(months, [smoke])
    expect(chart.labels).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026'])
    expect(chart.series[0]?.values).toEqual([75, null, 66.7])
    expect(complianceTable(months, [smoke]).rows).toEqual([{ header: 'Smoke Alarm', cells: ['75%', '–', '66.7%'] }])
    expect(complianceSummary(months, [smoke])).toBe(
      'Compliance rate: Smoke Alarm 66.7% in Mar 2026 (from 75% in Jan 2026).',
    )
    expect(complianceSummary(months, [])).toBe('No services to rate in this period.')
  })

  it('adds an all-services row to the overdue table and says the total', () => {
    const d = {
      asOf: '2026-03-10',
      total: { '0-30': 3, '31-60': 1, '61-90': 0, '90+': 2 },
      byService: [{ serviceId: 1, name: 'Smoke Alarm', buckets: { '0-30': 3, '31-60': 1, '61-90': 0, '90+': 2 } }],
    }
    expect(overdueTable(d).rows.at(-1)).toEqual({ header: 'All services', cells: ['3', '1', '0', '2'] })
    expect(overdueSummary(d)).toBe('6 services overdue: 3 0–30 days, 1 31–60 days, 0 61–90 days, 2 Over 90 days.')
    expect(overdueSummary({ ...d, total: { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 } })).toBe(
      'No services are overdue.',
    )
  })

  it('totals access issues and names the latest month with a median', () => {
    const d = {
      months: [
        { month: '2026-01', opened: 4, resolved: 2, medianDaysToResolve: 3.5 },
        { month: '2026-02', opened: 1, resolved: 0, medianDaysToResolve: null },
      ],
    }
    expect(accessIssueTable(d).rows[1]).toEqual({ header: 'Feb 2026', cells: ['1', '0', '–'] })
    expect(accessIssueSummary(d)).toBe(
      '5 access issues opened and 2 resolved in this period. The median time to resolve was 3.5 days in Jan 2026.',
    )
  })

  it('stacks quotes by decision and invoices by payment', () => {
    const q = {
      bySeverity: [
        { severity: 'URGENT' as const, total: 5, approved: 3, rejected: 1, undecided: 1, medianDaysToDecision: 1.5 },
      ],
    }
    expect(quoteChart(q).series.map((s) => [s.label, s.values])).toEqual([
      ['Approved', [3]],
      ['Rejected', [1]],
      ['Undecided', [1]],
    ])
    expect(quoteSummary(q)).toBe('5 quotes: Urgent 5 (median 1.5 days to decide).')
    const i = { months: [{ month: '2026-01', due: 4, paidOnTime: 3, paidLate: 1, unpaid: 0 }] }
    expect(invoiceTable(i).rows[0]?.cells).toEqual(['4', '3', '1', '0', '75%'])
    expect(invoiceSummary(i)).toBe('3 of 4 invoices due in this period were paid on time (75%).')
    expect(invoiceSummary({ months: [] })).toBe('No invoices fell due in this period.')
  })
})
