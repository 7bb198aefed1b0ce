/**
 * Pages that still live on the provider's legacy site (foundations §2). An old bookmark or an email
 * link to one of these paths on this app is sent on to the legacy site for the user's state.
 */
export const LEGACY_PATHS = [
  '/Quotations/index',
  '/Bookings/view',
  '/Invoices/index',
  '/Keys/keyManagement',
  '/Keys/keyCollectionHistory',
  '/BetweenTenancyBatches/manageTenancyChange',
  '/ComplianceReports/listView',
  '/JobOrders/add',
  '/Properties/view',
  '/Notices/view',
] as const

export function isLegacyPath(pathname: string): boolean {
  return LEGACY_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))
}
