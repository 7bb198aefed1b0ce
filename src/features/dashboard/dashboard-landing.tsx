import { css } from '../../../styled-system/css'
import { Button, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { useOpenPortfolioSwitch } from '../session/portfolio-switch-context.ts'
import { useSession } from '../session/use-session.ts'
import { UrgentActions } from './urgent/urgent-actions.tsx'

function greeting(now = new Date()): string {
  const hour = now.getHours()
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}

/**
 * The dashboard (foundations §2): header with the property-manager filter, stat cards, charts, the
 * Urgent action required tabs, and the home property search. Each section is its own component.
 */
export function DashboardLanding() {
  usePageTitle('Dashboard')
  const session = useSession()
  const openSwitch = useOpenPortfolioSwitch()
  const firstName = session.user.name.split(' ')[0]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <TitleBlock
        title={`${greeting()}, ${firstName}`}
        description={<span className={css({ fontSize: 'lg' })}>{session.agencyName}</span>}
        aside={
          session.agencyCount > 1 && (
            <Button variant="outline" onClick={openSwitch}>
              Switch portfolio
            </Button>
          )
        }
      />
      {/* Stat cards and charts: dash-stats */}
      <UrgentActions />
      {/* Home property search: dash-stats */}
    </div>
  )
}
