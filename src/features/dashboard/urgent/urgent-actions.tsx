import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { type RefObject, useDeferredValue, useEffect, useId, useRef } from 'react'
import { css } from '../../../../styled-system/css'
import { meQueries, useGate } from '../../../api/me.ts'
import { Tabs, useIdle, useNearViewport } from '../../../ui/index.ts'
import { useOnline } from '../../offline/use-online.ts'
import { useSession } from '../../session/use-session.ts'
import { useDashboardPropertyManager } from '../use-dashboard-filters.ts'
import { FindingsPanel } from './findings-panel.tsx'
import { InvoicesPanel } from './invoices-panel.tsx'
import { NewManagementsPanel } from './new-managements-panel.tsx'
import { AccessIssuesPanel, NoticesPanel } from './notices-panel.tsx'
import { SkeletonRows } from './preview-list.tsx'
import { QuotesPanel } from './quotes-panel.tsx'
import { selectedUrgentTab, type UrgentTabValue, visibleUrgentTabs } from './urgent-tabs.ts'

/**
 * 'Urgent action required' (foundations §2): tabs gated by the agency (integrated, problem register), the one
 * shown named by ?action-required-tab= (an unknown value shows the first), each a preview of the first rows.
 */
export function UrgentActions() {
  const headingId = useId()
  const session = useSession()
  const settings = useQuery(meQueries.agencySettings())
  const gates = useQuery(meQueries.activeExperiments())
  const problemRegister = useGate('problem-register')
  const entryMethod = useGate('agency-entry-method')
  const propertyManagerId = useDashboardPropertyManager()
  const requested = useSearch({ from: '/_authenticated/', select: (s) => s['action-required-tab'] })
  const navigate = useNavigate()
  const online = useOnline()

  const tabsArea = useRef<HTMLDivElement>(null)
  // Below the fold on a phone: the tabs' machine and the first panel (its call, its rows) render once the section
  // comes near the viewport or the first screen has settled, not among the renders that draw the top of the page.
  const section = useRef<HTMLElement>(null)
  const near = useNearViewport(section, '400px')
  const idle = useIdle()
  const legacy = (path: string) => `${session.complianceSystemUrl.replace(/\/+$/, '')}${path}`
  // Deferred: the tabs' machine and first panel then render in slices (a transition) instead of in the one task
  // of the answer or scroll that made them ready.
  const ready = useDeferredValue(settings.data !== undefined && gates.data !== undefined && (near || idle))
  const tabs = visibleUrgentTabs({ integrated: settings.data?.isIntegrated ?? false, problemRegister })
  const selected = selectedUrgentTab(tabs, requested)
  const select = (value: string) =>
    void navigate({
      to: '/',
      search: (prev) => ({ ...prev, 'action-required-tab': value }),
      replace: true,
      resetScroll: false,
    })

  const panel = (value: UrgentTabValue) => {
    switch (value) {
      case 'new-managements':
        return <NewManagementsPanel propertyManagerId={propertyManagerId} />
      case 'reported-findings':
        // The preview counts the findings needing action (VIC: urgent ones) of the dashboard's property manager, as
        // the list does without a facet: it opens filtered the same way, with the same total.
        return (
          <FindingsPanel
            propertyManagerId={propertyManagerId}
            viewAll={{
              kind: 'app',
              to: '/action-required/reported-findings',
              label: 'reported findings',
              search: { 'property-manager': propertyManagerId },
            }}
          />
        )
      case 'urgent-active-notices': {
        // The preview counts urgent issues of the dashboard's property manager: the list opens filtered the same way.
        const viewAll = {
          kind: 'app',
          to: '/action-required/access-issues',
          label: 'access issues',
          search: { facet: 'URGENT', 'property-manager': propertyManagerId },
        } as const
        return entryMethod ? (
          <AccessIssuesPanel propertyManagerId={propertyManagerId} viewAll={viewAll} />
        ) : (
          <NoticesPanel propertyManagerId={propertyManagerId} viewAll={viewAll} />
        )
      }
      case 'urgent-quotes':
        return (
          <QuotesPanel
            propertyManagerId={propertyManagerId}
            viewAll={{ kind: 'legacy', href: legacy('/Quotations/index'), label: 'urgent quotes' }}
          />
        )
      case 'overdue-invoices':
        return (
          <InvoicesPanel
            propertyManagerId={propertyManagerId}
            viewAll={{ kind: 'legacy', href: legacy('/Invoices/index'), label: 'overdue invoices' }}
          />
        )
    }
  }

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      data-section="urgent-actions"
      className={css({
        bg: 'white',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'xl',
        p: { base: '4', md: '6' },
      })}
    >
      <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
        Urgent action required
      </h2>
      {!online && (
        // Said once for the whole section: its buttons (forward, upload, enrol, dismiss) stay disabled until then.
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>
          You're offline. Forwarding, uploading and changes here need a connection: try again when you're back online.
        </p>
      )}
      {ready ? (
        <div ref={tabsArea}>
          <KeepSelectedTabInView area={tabsArea} selected={selected} />
          <Tabs.Root value={selected} onValueChange={(details) => select(details.value)}>
            <Tabs.List aria-label="Urgent action required">
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value}>
                  {tab.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Content key={tab.value} value={tab.value}>
                {tab.value === selected && panel(tab.value)}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      ) : (
        <SkeletonRows count={5} label="Urgent action required" />
      )}
    </section>
  )
}

/** On a phone the tabs scroll sideways: bring the selected one (e.g. opened from a link) into view. */
function KeepSelectedTabInView({ area, selected }: { area: RefObject<HTMLDivElement | null>; selected: string }) {
  useEffect(() => {
    const list = area.current?.querySelector<HTMLElement>('[role="tablist"]')
    const trigger = list?.querySelector<HTMLElement>(`[role="tab"][data-value="${selected}"]`)
    // The first tab is in view already: measuring would force a layout in the middle of the dashboard's first render.
    if (list && trigger && trigger !== list.querySelector('[role="tab"]'))
      list.scrollLeft += trigger.getBoundingClientRect().left - list.getBoundingClientRect().left - 16
  }, [area, selected])
  return null
}
