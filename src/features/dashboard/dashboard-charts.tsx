import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { css } from '../../../styled-system/css'
import { meQueries, useGate } from '../../api/me.ts'
import { statsQueries } from '../../api/stats.ts'
import { STATS_FAILED } from '../../contract/stats.ts'
import { Tabs } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { ActionBarsFigure, DonutFigure, SimpleBarsFigure } from './chart-figures.tsx'
import { actionBars, nonManagedCharts, portfolioSegments } from './chart-model.ts'
import { GRAPHS_TABS, type GraphsTab } from './dashboard-search.ts'
import { LoadFailed } from './load-failed.tsx'
import { useDashboardPropertyManager, useGraphsTab, useSetGraphsTab } from './use-dashboard-filters.ts'

const TAB_LABELS: Record<GraphsTab, string> = {
  'managed-portfolio': 'Managed portfolio',
  'other-service-providers': 'Other service providers',
}
const charts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '3' })
const loading = css({ minHeight: '16rem', p: '4', bg: 'gray.50', borderRadius: 'lg', color: 'fg.muted' })

function ManagedCharts() {
  const session = useSession()
  const managerId = useDashboardPropertyManager()
  const { data: answered, isError, refetch } = useQuery(statsQueries.managed(managerId))
  // The charts draw in slices (a transition), not in the task of the answer that brought their numbers.
  const data = useDeferredValue(answered)
  if (isError) return <LoadFailed message={STATS_FAILED} onRetry={() => void refetch()} />
  if (!data) return <p className={loading}>Loading charts…</p>
  const bars = actionBars(data.actionRequired, {
    managerId,
    legacySite: session.complianceSystemUrl,
    isVic: session.state === 'VIC',
  })
  return (
    <div className={charts}>
      <DonutFigure title="Portfolio" segments={portfolioSegments(data.portfolioStats, managerId)} />
      <ActionBarsFigure bars={bars} />
    </div>
  )
}

function OtherProviderCharts() {
  const managerId = useDashboardPropertyManager()
  const { data: answered, isError, refetch } = useQuery(statsQueries.integrated(managerId))
  const data = useDeferredValue(answered)
  if (isError) return <LoadFailed message={STATS_FAILED} onRetry={() => void refetch()} />
  if (!data) return <p className={loading}>Loading charts…</p>
  const { donut, bars } = nonManagedCharts(data.nonManagedPortfolioStats, managerId)
  return (
    <div className={charts}>
      <DonutFigure title="Portfolio" segments={donut} />
      <SimpleBarsFigure title="Needs attention" bars={bars} />
    </div>
  )
}

/**
 * The charts. The graphs-tab tabs (managed portfolio, or other service providers with the non-managed numbers) are
 * offered as the portfolio's 'Other providers' view is: the agency's software is connected (the source of those
 * properties), the portfolio-mirroring experiment is on and the user chose 'Show properties on service with other
 * providers'; a link straight to the second tab still opens it.
 */
export function DashboardCharts() {
  const setGraphsTab = useSetGraphsTab()
  const { data: agency } = useQuery(meQueries.agencySettings())
  const mirroring = useGate('portfolio-mirroring')
  const requested = useGraphsTab()
  const offered = Boolean(agency?.isIntegrated && agency.showPortfolioMirroring && mirroring)
  if (!agency?.isIntegrated || (!offered && requested === 'managed-portfolio')) {
    return (
      <section aria-label="Charts">
        <ManagedCharts />
      </section>
    )
  }
  return (
    <Tabs.Root value={requested} onValueChange={({ value }) => setGraphsTab(value)}>
      <Tabs.List aria-label="Charts">
        {GRAPHS_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            {TAB_LABELS[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="managed-portfolio">
        <ManagedCharts />
      </Tabs.Content>
      <Tabs.Content value="other-service-providers">
        <OtherProviderCharts />
      </Tabs.Content>
    </Tabs.Root>
  )
}
