import { APPROACHING_DAYS, type NonManagedFacet, type ServiceEntry } from '../../contract/portfolio.ts'

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * Why a service entry needs attention, as the list's status filters count it (the server's facets): overdue, next
 * service within 30 days, no provider, no last service date. Empty when it needs none.
 */
export function entryIssues(entry: ServiceEntry, today: string): NonManagedFacet[] {
  const issues: NonManagedFacet[] = []
  const next = entry.nextServiceDate
  if (next && next < today) issues.push('OVERDUE')
  else if (next && next <= addDays(today, APPROACHING_DAYS)) issues.push('APPROACHING_NEXT_SERVICE')
  if (!entry.providedBy) issues.push('MISSING_SUPPLIER')
  if (!entry.lastServiceDate) issues.push('MISSING_LAST_SERVICE_DATE')
  return issues
}
