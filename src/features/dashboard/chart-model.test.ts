import { describe, expect, it } from 'vitest'
import type { IntegratedStats, Stats } from '../../contract/stats.ts'
import { actionBars, describeBar, nonManagedCharts, portfolioSegments, wrapLabel } from './chart-model.ts'

const portfolioStats = {
  TOTAL_PORTFOLIO: 90,
  MANAGED_BY_DI: 80,
  NEW_MANAGEMENT: null,
  SERVICES_BREAKDOWN: { smoke: 1, gas: 2, electrical: 3, blinds: 4, water: 5, rcd: 6 },
  BOOKING_IN_PROGRESS: 7,
  COMPLIANT: 50,
  PENDING_ITEMS: 20,
  COMPLIANCE_ISSUES: 12,
  UNRESOLVED_ACTIVE_NOTICES: 5,
  UNPAID_OVERDUE_INVOICES: 3,
  NON_COMPLIANT_QUOTATIONS: 4,
} satisfies Stats['portfolioStats']

const actionRequired = {
  ACTIVE_NOTICES_STATS: { URGENT_NOTICES: 2, NON_URGENT_NOTICES: 3 },
  COMPLIANCE_QUOTES_STATS: { URGENT_QUOTATIONS: 1, NON_URGENT_QUOTATIONS: 4 },
  INVOICES_STATS: { OVERDUE_INVOICES: 3, OUTSTANDING_INVOICES: 6 },
  NEW_MANAGEMENT_STATS: null,
  REPORTED_FINDINGS_STATS: { URGENT: 8, NON_URGENT: 9 },
} satisfies Stats['actionRequired']

describe('portfolioSegments', () => {
  it('links each segment to the portfolio with the facets that list it, keeping the property manager', () => {
    const segments = portfolioSegments(portfolioStats, 12)
    expect(segments.map((s) => [s.label, s.value])).toEqual([
      ['Compliant', 50],
      ['Pending items', 20],
      ['Compliance issues', 12],
    ])
    expect(segments[1]?.href).toBe('/portfolio?facet=PENDING_ITEMS&facet=LEGACY_PENDING_ITEMS&property-manager=12')
    expect(segments[0]?.external).toBe(false)
    expect(portfolioSegments(portfolioStats)[0]?.href).toBe('/portfolio?facet=COMPLIANT')
  })
})

describe('nonManagedCharts', () => {
  it('links to the non-managed list with one facet each', () => {
    const stats: IntegratedStats['nonManagedPortfolioStats'] = {
      COMPLIANT: 4,
      COMPLIANCE_ISSUES: 6,
      OVERDUE: 3,
      APPROACHING_NEXT_SERVICE: 1,
      MISSING_SUPPLIER: 2,
      MISSING_LAST_SERVICE_DATE: 5,
    }
    const { donut, bars } = nonManagedCharts(stats)
    expect(donut.map((s) => s.value)).toEqual([4, 6])
    expect(bars.map((s) => s.label)).toEqual([
      'Overdue',
      'Approaching next service',
      'Missing supplier',
      'Missing last service date',
    ])
    expect(bars[0]?.href).toBe('/portfolio?managed-by=OTHER&facet=OVERDUE')
  })
})

describe('actionBars', () => {
  const ctx = { legacySite: 'https://vic.example.com/', isVic: false }
  it('sends quotes and invoices to the legacy site, the rest to this app', () => {
    const bars = actionBars(actionRequired, { ...ctx, managerId: 3 })
    expect(bars.map((b) => b.key)).toEqual(['access-issues', 'quotes', 'invoices', 'reported-findings'])
    expect(bars[0]?.href).toBe('/action-required/access-issues?property-manager=3')
    expect(bars[1]).toMatchObject({ href: 'https://vic.example.com/Quotations/index', external: true })
    expect(describeBar(bars[2] as (typeof bars)[number])).toBe('Unpaid invoices: 3 overdue, 6 not yet due')
  })

  it('shows VIC only urgent findings, and new managements only where counted', () => {
    const bars = actionBars({ ...actionRequired, NEW_MANAGEMENT_STATS: 4 }, { ...ctx, isVic: true })
    const findings = bars.find((b) => b.key === 'reported-findings')
    expect(findings && describeBar(findings)).toBe('Reported findings: 8 urgent')
    expect(bars.at(-1)).toMatchObject({
      key: 'new-managements',
      href: '/?action-required-tab=new-managements&property-manager=all',
    })
    expect(actionBars({ ...actionRequired, REPORTED_FINDINGS_STATS: null }, ctx).map((b) => b.key)).not.toContain(
      'reported-findings',
    )
  })
})

describe('wrapLabel', () => {
  it('breaks a long axis label between words', () => {
    expect(wrapLabel('New managements to enrol')).toEqual(['New', 'managements to', 'enrol'])
    expect(wrapLabel('Access issues')).toEqual(['Access issues'])
  })
})
