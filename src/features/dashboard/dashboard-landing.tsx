import { css } from '../../../styled-system/css'
import { Button, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { useOpenPortfolioSwitch } from '../session/portfolio-switch-context.ts'
import { useSession } from '../session/use-session.ts'

function greeting(now = new Date()): string {
  const hour = now.getHours()
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'
}

/** The signed-in landing page: greeting, agency, Switch portfolio. The full dashboard is its own issue. */
export function DashboardLanding() {
  usePageTitle('Dashboard')
  const session = useSession()
  const openSwitch = useOpenPortfolioSwitch()
  const firstName = session.user.name.split(' ')[0]
  return (
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
  )
}
