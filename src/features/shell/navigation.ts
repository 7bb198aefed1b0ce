import type { LEGACY_PATHS } from '../../lib/legacy-links.ts'

/**
 * The signed-in navigation (foundations §2 "Top navigation"), as data: the top bar, the 'More'
 * menu and the drawer all render this one list, so they can never disagree.
 */

/** A screen of this app, navigated in place by the router. */
export type AppLink = {
  kind: 'app'
  id: string
  label: string
  to: string
  exact?: boolean
  /** False while the screen is still to be built: shown disabled with the reason, never a link to the 404 page. */
  available: boolean
}
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
  /** Whether the app has a route for a path (the router's route tree); all do when left out. */
  screenExists?: (path: string) => boolean
}

export function legacyUrl(complianceSystemUrl: string, path: string): string {
  return `${complianceSystemUrl.replace(/\/+$/, '')}${path}`
}

export function buildNavigation({
  state,
  complianceSystemUrl,
  problemRegister,
  screenExists = () => true,
}: NavigationInput): Navigation {
  const app = (id: string, label: string, to: string, exact?: boolean): AppLink => ({
    kind: 'app',
    id,
    label,
    to,
    available: screenExists(to),
    ...(exact ? { exact } : {}),
  })
  const legacy = (id: string, label: string, path: (typeof LEGACY_PATHS)[number]): LegacyLink => ({
    kind: 'legacy',
    id,
    label,
    href: legacyUrl(complianceSystemUrl, path),
  })
  const actionRequired: NavLinkItem[] = [
    app('required-updates', 'Required Updates', '/action-required/update'),
    legacy('quotes', 'Quotes', '/Quotations/index'),
    app('access-issues', 'Access Issues', '/action-required/access-issues'),
  ]
  if (problemRegister) {
    actionRequired.push(app('reported-findings', 'Reported Findings', '/action-required/reported-findings'))
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
      app('home', 'Home', '/', true),
      app('portfolio', 'Portfolio', '/portfolio'),
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
