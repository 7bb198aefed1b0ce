import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { css } from '../../../styled-system/css'
import { statsQueries } from '../../api/stats.ts'
import { STATS_FAILED } from '../../contract/stats.ts'
import { formatCount } from '../../lib/number-format.ts'
import { Button } from '../../ui/index.ts'
import { LoadFailed } from './load-failed.tsx'
import { ServicesBreakdownDialog } from './services-breakdown-dialog.tsx'
import { useDashboardPropertyManager } from './use-dashboard-filters.ts'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fit, minmax(14rem, 1fr))' },
  gap: '3',
})
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
})
const number = css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: '1.1' })

function StatCard({ label, value, children }: { label: string; value: number | undefined; children?: ReactNode }) {
  return (
    <div className={card}>
      <dt className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: 'medium' })}>{label}</dt>
      <dd className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <span className={number}>
          {value === undefined ? (
            <>
              <span aria-hidden="true">–</span>
              <span className={css({ srOnly: true })}>Loading</span>
            </>
          ) : (
            formatCount(value)
          )}
        </span>
        {children}
      </dd>
    </div>
  )
}

/** Total, on service and (integrated agencies) new properties under management, for the selected manager. */
export function StatCards() {
  const managerId = useDashboardPropertyManager()
  const { data, isError, refetch } = useQuery(statsQueries.managed(managerId))
  const [breakdownOpen, setBreakdownOpen] = useState(false)
  // The dialog's machine starts when it is first opened, not with the dashboard's first render; it then stays
  // mounted, so closing it returns focus to the button as a dialog does.
  const [breakdownUsed, setBreakdownUsed] = useState(false)
  if (isError) return <LoadFailed message={STATS_FAILED} onRetry={() => void refetch()} />
  const stats = data?.portfolioStats
  return (
    <section aria-label="Portfolio numbers">
      <dl className={grid}>
        <StatCard label="Total properties under management" value={stats?.TOTAL_PORTFOLIO} />
        <StatCard label="Properties on service" value={stats?.MANAGED_BY_DI}>
          <Button
            variant="ghost"
            className={css({ alignSelf: 'flex-start', px: '0', fontSize: 'sm' })}
            disabled={!stats}
            onClick={() => {
              setBreakdownUsed(true)
              setBreakdownOpen(true)
            }}
          >
            View services breakdown
          </Button>
        </StatCard>
        {stats && stats.NEW_MANAGEMENT !== null && (
          <StatCard label="New properties under management" value={stats.NEW_MANAGEMENT}>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>In the last 30 days</span>
          </StatCard>
        )}
      </dl>
      {stats && breakdownUsed && (
        <ServicesBreakdownDialog
          open={breakdownOpen}
          onOpenChange={setBreakdownOpen}
          breakdown={stats.SERVICES_BREAKDOWN}
          managerId={managerId}
        />
      )}
    </section>
  )
}
