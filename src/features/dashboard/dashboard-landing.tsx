import { useId } from 'react'
import { css } from '../../../styled-system/css'
import { NOT_AVAILABLE_YET } from '../../lib/app-screens.ts'
import { Button, TitleBlock, UnavailableReason, usePageTitle } from '../../ui/index.ts'
import { useOpenPortfolioSwitch } from '../session/portfolio-switch-context.ts'
import { useSession } from '../session/use-session.ts'
import { DashboardCharts } from './dashboard-charts.tsx'
import { HomeSearch } from './home-search.tsx'
import { MaintenanceNotice } from './maintenance-notice.tsx'
import { PropertyManagerSelect } from './property-manager-select.tsx'
import { StatCards } from './stat-cards.tsx'
import { UrgentActions } from './urgent/urgent-actions.tsx'

function greeting(now = new Date()): string {
  const hour = now.getHours()
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}

/**
 * 'New work order' opens the property request creator (issue 18), which is not built yet. Until then the button is
 * shown disabled with the reason: the legacy job-order page is where a legacy workflow leads, not this button.
 */
function NewWorkOrder() {
  const reasonId = useId()
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
      <Button disabled aria-describedby={reasonId}>
        New work order
      </Button>
      <span id={reasonId}>
        <UnavailableReason>{NOT_AVAILABLE_YET}</UnavailableReason>
      </span>
    </span>
  )
}

/**
 * The dashboard (foundations §2): greeting, agency and the property-manager filter; the property search; the stat
 * cards and charts; the Urgent action required tabs. Everything below the header follows the selected manager.
 */
export function DashboardLanding() {
  usePageTitle('Dashboard')
  const session = useSession()
  const openSwitch = useOpenPortfolioSwitch()
  const firstName = session.user.name.split(' ')[0]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <MaintenanceNotice />
      <TitleBlock
        title={`${greeting()}, ${firstName}`}
        description={<span className={css({ fontSize: 'lg' })}>{session.agencyName}</span>}
        aside={
          <>
            {session.agencyCount > 1 && (
              <Button variant="outline" onClick={openSwitch}>
                Switch portfolio
              </Button>
            )}
            <NewWorkOrder />
          </>
        }
      />
      <PropertyManagerSelect />
      <HomeSearch />
      <StatCards />
      <DashboardCharts />
      <UrgentActions />
    </div>
  )
}
