import { Banner } from '../../ui/index.ts'

/**
 * The scheduled maintenance notice (foundations §2): shown until the maintenance window in March 2025 starts.
 * Times are Melbourne's (AEDT, UTC+11), where the provider runs the portal.
 */
export const MAINTENANCE_STARTS = new Date('2025-03-15T22:00:00+11:00')
export const MAINTENANCE_TEXT =
  'Scheduled maintenance: the portal will be unavailable from 10pm Saturday 15 March 2025 to 6am Sunday 16 March 2025 (AEDT).'

export function isMaintenanceNoticeShown(now: Date): boolean {
  return now < MAINTENANCE_STARTS
}

export function MaintenanceNotice({ now = new Date() }: { now?: Date }) {
  if (!isMaintenanceNoticeShown(now)) return null
  return <Banner tone="warning" title={MAINTENANCE_TEXT} />
}
