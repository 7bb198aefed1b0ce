import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { meQueries, useGate } from '../../api/me.ts'
import { tabsRecipe } from '../../ui/index.ts'

type View = 'US' | 'OTHER'

/**
 * 'Managed by us' / 'Other providers': the two views of /portfolio, as links (each view has its URL, ?managed-by=OTHER
 * for the second). Offered where the agency's property-management software is connected (the source of the other
 * providers' properties), the portfolio-mirroring experiment is on and the user chose 'Show properties on service
 * with other providers' (foundations §2, §6); always on the second view, which a link may open directly. Switching
 * views starts with no filters: the two lists filter by different things.
 */
export function ManagedByTabs({ current }: { current: View }) {
  const { data: settings } = useQuery(meQueries.agencySettings())
  const mirroring = useGate('portfolio-mirroring')
  const offered = Boolean(settings?.isIntegrated && settings.showPortfolioMirroring && mirroring)
  if (current === 'US' && !offered) return null
  return (
    <nav aria-label="Managed by" className={css({ mb: '4' })}>
      <div className={tabsRecipe().list}>
        <ViewLink view="US" current={current}>
          Managed by us
        </ViewLink>
        <ViewLink view="OTHER" current={current}>
          Other providers
        </ViewLink>
      </div>
    </nav>
  )
}

function ViewLink({ view, current, children }: { view: View; current: View; children: ReactNode }) {
  const router = useRouter()
  const navigate = useNavigate()
  const search = view === 'OTHER' ? { 'managed-by': 'OTHER' as const } : {}
  // A plain link, not the router's Link: that one marks "Managed by us" current on both views (its empty search
  // is part of every search), and aria-current must say which view this is.
  const href = router.buildLocation({ to: '/portfolio', search }).href
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    void navigate({ to: '/portfolio', search })
  }
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={view === current ? 'page' : undefined}
      className={tabsRecipe().trigger}
    >
      {children}
    </a>
  )
}
