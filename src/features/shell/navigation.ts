import type { LEGACY_PATHS } from '../../lib/legacy-links.ts'

/**
 * The signed-in navigation (foundations §2 "Top navigation"), as data: the top bar, the 'More'
 * menu and the drawer all render this one list, so they can never disagree.
 */

/** A screen of this app, navigated in place by the router. */
export type AppLink = { kind: 'app'; id: string; label: string; to: string; exact?: boolean }
/** A page of the provider's legacy site for the agency's state, opened in a new tab. */
export type LegacyLink = { kind: 'legacy'; id: string; label: string; href: string }
export type NavLinkItem = AppLink | LegacyLink
export type NavGroup = { kind: 'group'; id: string; label: string; items: NavLinkItem[]; activePrefix?: string }
export type NavEntry = NavLinkItem | NavGroup

export type Navigation = {
  /** Always in the top bar from md up. */
  primary: NavEntry[]
  /** Inline from xl up; folded into the 'More' menu between md and xl. */
  secondary: NavEntry[]
}

export type NavigationInput = {
  /** The agency's state code, e.g. 'VIC'. */
  state: string
  complianceSystemUrl: string
  problemRegister: boolean
}

export function legacyUrl(complianceSystemUrl: string, path: string): string {
  return `${complianceSystemUrl.replace(/\/+$/, '')}${path}`
}

export function buildNavigation({ state, complianceSystemUrl, problemRegister }: NavigationInput): Navigation {
  const legacy = (id: string, label: string, path: (typeof LEGACY_PATHS)[number]): LegacyLink => ({
    kind: 'legacy',
    id,
    label,
    href: legacyUrl(complianceSystemUrl, path),
  })
  const actionRequired: NavLinkItem[] = [
    { kind: 'app', id: 'required-updates', label: 'Required Updates', to: '/action-required/update' },
    legacy('quotes', 'Quotes', '/Quotations/index'),
    { kind: 'app', id: 'access-issues', label: 'Access Issues', to: '/action-required/access-issues' },
  ]
  if (problemRegister) {
    actionRequired.push({
      kind: 'app',
      id: 'reported-findings',
      label: 'Reported Findings',
      to: '/action-required/reported-findings',
    })
  }
  const secondary: NavEntry[] = [
    legacy('bookings', 'Bookings', '/Bookings/view'),
    legacy('invoices', 'Invoices', '/Invoices/index'),
    {
      kind: 'group',
      id: 'keys',
      label: 'Keys',
      items: [
        legacy('key-management', 'Key Management', '/Keys/keyManagement'),
        legacy('key-collection-history', 'Key Collection History', '/Keys/keyCollectionHistory'),
      ],
    },
  ]
  // Lease checks are a Queensland process (foundations §6).
  if (state === 'QLD') {
    secondary.push(legacy('lease-checks', 'Lease Checks', '/BetweenTenancyBatches/manageTenancyChange'))
  }
  secondary.push(legacy('service-reports', 'Service Reports & Quotes', '/ComplianceReports/listView'))
  return {
    primary: [
      { kind: 'app', id: 'home', label: 'Home', to: '/', exact: true },
      { kind: 'app', id: 'portfolio', label: 'Portfolio', to: '/portfolio' },
      {
        kind: 'group',
        id: 'action-required',
        label: 'Action Required',
        items: actionRequired,
        activePrefix: '/action-required',
      },
    ],
    secondary,
  }
}
