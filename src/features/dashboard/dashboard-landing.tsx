import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { Button, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { PropertyRequestCreator } from '../property-requests/creator-launcher.tsx'
import { useOpenPortfolioSwitch } from '../session/portfolio-switch-context.ts'
import { useSession } from '../session/use-session.ts'
import { DashboardCharts } from './dashboard-charts.tsx'
import { HomeSearch } from './home-search.tsx'
import { MaintenanceNotice } from './maintenance-notice.tsx'
import { DashboardPropertyManager } from './property-manager-select.tsx'
import { StatCards } from './stat-cards.tsx'
import { UrgentActions } from './urgent/urgent-actions.tsx'

function greeting(now = new Date()): string {
  const hour = now.getHours()
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}

/** 'New work order': the property request creator with no property, starting at the address (issue 18). */
function NewWorkOrder() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>New work order</Button>
      {open && <PropertyRequestCreator start={{ kind: 'address' }} onClose={() => setOpen(false)} />}
    </>
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
      <DashboardPropertyManager />
      <HomeSearch />
      <StatCards />
      <DashboardCharts />
      <UrgentActions />
    </div>
  )
}
