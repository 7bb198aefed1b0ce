import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { analyticsQueries } from '../../api/analytics.ts'
import { ANALYTICS_FAILED } from '../../contract/analytics.ts'
import { TitleBlock, usePageTitle } from '../../ui/index.ts'
import { LoadFailed } from '../dashboard/load-failed.tsx'
import { AnalyticsFilters } from './analytics-filters.tsx'
import { analyticsParams } from './analytics-search.ts'
import { AnalyticsSection } from './analytics-section.tsx'
import { COMPLIANCE_BY_MANAGER, VIEWS } from './analytics-views.ts'
import { monthLabel } from './chart-data.ts'

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })

/** /analytics, the corporate dashboard (foundations §2): the figures of every agency the user may see. */
export function AnalyticsScreen() {
  usePageTitle('Analytics')
  const search = useSearch({ from: '/_authenticated/analytics' })
  const navigate = useNavigate({ from: '/analytics' })
  const scope = useQuery(analyticsQueries.scope())
  const params = analyticsParams(search)
  const to = search.to ?? scope.data?.defaultTo
  const from = search.from ?? scope.data?.defaultFrom
  return (
    <>
      <TitleBlock
        title="Analytics"
        description={
          from && to
            ? `Compliance, access issues, findings, quotes and invoices from ${monthLabel(from)} to ${monthLabel(to)}.`
            : 'Compliance, access issues, findings, quotes and invoices across your agencies.'
        }
      />
      {scope.isError && (
        <LoadFailed message={scope.error.message || ANALYTICS_FAILED} onRetry={() => scope.refetch()} />
      )}
      {scope.data && (
        <AnalyticsFilters
          scope={scope.data}
          search={search}
          onChange={(change) => void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })}
        />
      )}
      <div className={grid}>
        <AnalyticsSection
          dataset="compliance"
          title="Compliance rate by service"
          description="Share of live services compliant at each month's end (this month: today)."
          params={params}
          view={VIEWS.compliance}
        />
        <AnalyticsSection
          dataset="compliance"
          title="Compliance rate by property manager"
          description="The same rate for each property manager's services."
          params={params}
          view={COMPLIANCE_BY_MANAGER}
        />
        <AnalyticsSection
          dataset="overdue"
          title="Overdue services by age"
          description="Services past their next service date today, by days overdue."
          params={params}
          view={VIEWS.overdue}
        />
        <AnalyticsSection
          dataset="access-issues"
          title="Access issues opened and resolved"
          description="Per month, with the median days from opening to resolution."
          params={params}
          view={VIEWS['access-issues']}
        />
        <AnalyticsSection
          dataset="findings"
          title="Reported findings by category and outcome"
          description="Findings of services in the period, by what became of them."
          params={params}
          view={VIEWS.findings}
        />
        <AnalyticsSection
          dataset="quotes"
          title="Quotes by severity"
          description="Quotes sent in the period: approved, rejected or undecided, and the median days to a decision."
          params={params}
          view={VIEWS.quotes}
        />
        <AnalyticsSection
          dataset="invoices"
          title="Invoices paid on time"
          description="Invoices by the month they fell due."
          params={params}
          view={VIEWS.invoices}
        />
      </div>
    </>
  )
}
