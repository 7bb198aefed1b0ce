import type { AnalyticsData } from '../../api/analytics.ts'
import type { AnalyticsDataset } from '../../contract/analytics.ts'
import type { SectionView } from './analytics-section.tsx'
import {
  accessIssueChart,
  accessIssueSummary,
  accessIssueTable,
  complianceChart,
  complianceSummary,
  complianceTable,
  findingChart,
  findingSummary,
  findingTable,
  invoiceChart,
  invoiceSummary,
  invoiceTable,
  overdueChart,
  overdueSummary,
  overdueTable,
  quoteChart,
  quoteSummary,
  quoteTable,
} from './chart-data.ts'

type Views = { [D in AnalyticsDataset]: SectionView<AnalyticsData<D>> }

/** How each dataset is drawn and told; the compliance set has two views, by service and by property manager. */
export const VIEWS: Views = {
  compliance: {
    chart: (d) => complianceChart(d.months, d.byService),
    table: (d) => complianceTable(d.months, d.byService),
    summary: (d) => complianceSummary(d.months, d.byService),
    canvas: { kind: 'line', percent: true },
    rowHeader: 'Service',
  },
  overdue: {
    chart: overdueChart,
    table: overdueTable,
    summary: overdueSummary,
    canvas: { kind: 'bar', stacked: true, horizontal: true },
    rowHeader: 'Service',
  },
  'access-issues': {
    chart: accessIssueChart,
    table: accessIssueTable,
    summary: accessIssueSummary,
    canvas: { kind: 'bar' },
    rowHeader: 'Month',
  },
  findings: {
    chart: findingChart,
    table: findingTable,
    summary: findingSummary,
    canvas: { kind: 'bar', stacked: true, horizontal: true },
    rowHeader: 'Servicing category',
  },
  quotes: {
    chart: quoteChart,
    table: quoteTable,
    summary: quoteSummary,
    canvas: { kind: 'bar', stacked: true, horizontal: true },
    rowHeader: 'Severity',
  },
  invoices: {
    chart: invoiceChart,
    table: invoiceTable,
    summary: invoiceSummary,
    canvas: { kind: 'bar', stacked: true },
    rowHeader: 'Month due',
  },
}

export const COMPLIANCE_BY_MANAGER: SectionView<AnalyticsData<'compliance'>> = {
  chart: (d) => complianceChart(d.months, d.byPropertyManager),
  table: (d) => complianceTable(d.months, d.byPropertyManager),
  summary: (d) => complianceSummary(d.months, d.byPropertyManager),
  canvas: { kind: 'line', percent: true },
  rowHeader: 'Property manager',
}
