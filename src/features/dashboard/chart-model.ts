import type { NonManagedFacet } from '../../contract/portfolio.ts'
import { type IntegratedStats, PORTFOLIO_SEGMENTS, type PortfolioSegment, type Stats } from '../../contract/stats.ts'
import { stringifySearch } from '../../lib/search-params.ts'

/*
 * What the dashboard charts show, as plain data: each segment or bar with its number, its words and the list it
 * opens. The canvas and the text alternative (the legend of links) are both drawn from this one model, so they can
 * never disagree.
 */

/** A destination: a screen of this app (navigated in place) or a page of the legacy site (a new tab). */
export type ChartTarget = { href: string; external: boolean }

export type ChartSegment = ChartTarget & { key: string; label: string; value: number; color: string }

/** A bar of the Actions required chart: its urgent part and the rest, each described in the bar's own words. */
export type ActionBar = ChartTarget & {
  key: string
  label: string
  urgent: { value: number; words: string }
  other: { value: number; words: string } | null
}

export const COLORS = {
  compliant: '#2f7d3b',
  pending: '#b86e00',
  issues: '#b42318',
  urgent: '#b42318',
  other: '#1858c4',
  neutral: '#5b6b7f',
} as const

const app = (path: string, search: Record<string, unknown>): ChartTarget => ({
  href: `${path}${stringifySearch(search)}`,
  external: false,
})

const SEGMENT_WORDS: Record<PortfolioSegment, { label: string; color: string }> = {
  COMPLIANT: { label: 'Compliant', color: COLORS.compliant },
  PENDING_ITEMS: { label: 'Pending items', color: COLORS.pending },
  COMPLIANCE_ISSUES: { label: 'Compliance issues', color: COLORS.issues },
}

/** The Portfolio donut of the managed portfolio: each segment opens /portfolio with the facets that list it. */
export function portfolioSegments(stats: Stats['portfolioStats'], managerId?: number): ChartSegment[] {
  return (Object.keys(PORTFOLIO_SEGMENTS) as PortfolioSegment[]).map((key) => ({
    key,
    ...SEGMENT_WORDS[key],
    value: stats[key],
    ...app('/portfolio', { facet: PORTFOLIO_SEGMENTS[key], 'property-manager': managerId }),
  }))
}

const NON_MANAGED_WORDS: Record<NonManagedFacet, { label: string; color: string }> = {
  COMPLIANT: { label: 'Compliant', color: COLORS.compliant },
  COMPLIANCE_ISSUES: { label: 'Compliance issues', color: COLORS.issues },
  OVERDUE: { label: 'Overdue', color: COLORS.issues },
  APPROACHING_NEXT_SERVICE: { label: 'Approaching next service', color: COLORS.pending },
  MISSING_SUPPLIER: { label: 'Missing supplier', color: COLORS.neutral },
  MISSING_LAST_SERVICE_DATE: { label: 'Missing last service date', color: COLORS.neutral },
}

function nonManaged(stats: IntegratedStats['nonManagedPortfolioStats'], facet: NonManagedFacet, managerId?: number) {
  return {
    key: facet,
    ...NON_MANAGED_WORDS[facet],
    value: stats[facet],
    ...app('/portfolio', { 'managed-by': 'OTHER', facet, 'property-manager': managerId }),
  }
}

/** Other service providers: compliant or not (the donut), and what needs attention (the bars; they overlap). */
export function nonManagedCharts(stats: IntegratedStats['nonManagedPortfolioStats'], managerId?: number) {
  return {
    donut: (['COMPLIANT', 'COMPLIANCE_ISSUES'] as const).map((f) => nonManaged(stats, f, managerId)),
    bars: (['OVERDUE', 'APPROACHING_NEXT_SERVICE', 'MISSING_SUPPLIER', 'MISSING_LAST_SERVICE_DATE'] as const).map((f) =>
      nonManaged(stats, f, managerId),
    ),
  }
}

export type ActionContext = {
  managerId?: number
  /** The legacy site of the agency's state (quotes and invoices still live there). */
  legacySite: string
  /** VIC shows only urgent reported findings (foundations §6). */
  isVic: boolean
}

const legacy = (site: string, path: string): ChartTarget => ({
  href: `${site.replace(/\/+$/, '')}${path}`,
  external: true,
})

/** The Actions required bars; reported findings and new managements only where the stats carry them (gated). */
export function actionBars(actions: Stats['actionRequired'], ctx: ActionContext): ActionBar[] {
  const pm = { 'property-manager': ctx.managerId }
  const { ACTIVE_NOTICES_STATS: notices, COMPLIANCE_QUOTES_STATS: quotes, INVOICES_STATS: invoices } = actions
  const bars: ActionBar[] = [
    {
      key: 'access-issues',
      label: 'Access issues',
      urgent: { value: notices.URGENT_NOTICES, words: 'urgent' },
      other: { value: notices.NON_URGENT_NOTICES, words: 'not urgent' },
      ...app('/action-required/access-issues', pm),
    },
    {
      key: 'quotes',
      label: 'Quotes awaiting approval',
      urgent: { value: quotes.URGENT_QUOTATIONS, words: 'urgent' },
      other: { value: quotes.NON_URGENT_QUOTATIONS, words: 'not urgent' },
      ...legacy(ctx.legacySite, '/Quotations/index'),
    },
    {
      key: 'invoices',
      label: 'Unpaid invoices',
      urgent: { value: invoices.OVERDUE_INVOICES, words: 'overdue' },
      other: { value: invoices.OUTSTANDING_INVOICES, words: 'not yet due' },
      ...legacy(ctx.legacySite, '/Invoices/index'),
    },
  ]
  const findings = actions.REPORTED_FINDINGS_STATS
  if (findings) {
    bars.push({
      key: 'reported-findings',
      label: 'Reported findings',
      urgent: { value: findings.URGENT, words: 'urgent' },
      other: ctx.isVic ? null : { value: findings.NON_URGENT, words: 'not urgent' },
      ...app('/action-required/reported-findings', pm),
    })
  }
  if (actions.NEW_MANAGEMENT_STATS !== null) {
    bars.push({
      key: 'new-managements',
      label: 'New managements to enrol',
      urgent: { value: actions.NEW_MANAGEMENT_STATS, words: 'to enrol' },
      other: null,
      // Back to this dashboard, keeping 'all' explicit so the user's preset does not come back.
      ...app('/', { 'action-required-tab': 'new-managements', 'property-manager': ctx.managerId ?? 'all' }),
    })
  }
  return bars
}

/** One sentence per bar for screen readers and the legend: "Unpaid invoices: 3 overdue, 5 not yet due". */
export function describeBar(bar: ActionBar): string {
  const parts = [bar.urgent, ...(bar.other ? [bar.other] : [])].map((p) => `${p.value} ${p.words}`)
  return `${bar.label}: ${parts.join(', ')}`
}

export function describeSegments(title: string, segments: ChartSegment[]): string {
  return `${title}: ${segments.map((s) => `${s.label} ${s.value}`).join(', ')}`
}

/** An axis label in lines of about 14 characters: a long one is cut off on a 360 px phone. */
export function wrapLabel(label: string, width = 14): string[] {
  const lines: string[] = []
  for (const word of label.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}
