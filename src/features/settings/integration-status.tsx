import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { integrationQuery } from '../../api/appliances.ts'
import type { AgencyIntegration } from '../../contract/appliances.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge } from '../../ui/index.ts'

/** "Last sync 25/11/2026 6:00 am": when the management software last sent the portfolio. */
export function lastSyncText(integration: AgencyIntegration): string | null {
  if (!integration.lastSyncedAt) return null
  const when = formatDate(integration.lastSyncedAt, 'dd/MM/yyyy h:mm a')
  return integration.lastSyncStatus === 'FAILED' ? `Last sync failed ${when}` : `Last sync ${when}`
}

/**
 * The agency's property-management software beside the settings links (GET /v1/agency/integration): its name,
 * whether it is connected and how the last sync went. Agencies without one see nothing.
 */
export function IntegrationStatus() {
  const { data } = useQuery(integrationQuery())
  if (!data?.softwareName) return null
  const sync = lastSyncText(data)
  return (
    <section
      aria-labelledby="integration-status-heading"
      className={css({ bg: 'white', borderRadius: 'lg', p: '4', boxShadow: 'xs', mt: '4', display: 'grid', gap: '2' })}
    >
      <h2 id="integration-status-heading" className={css({ fontWeight: 'semibold' })}>
        Management software
      </h2>
      <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        {data.softwareName}
        <Badge tone={data.isConnected ? 'success' : 'neutral'}>
          {data.isConnected ? 'Connected' : 'Not connected'}
        </Badge>
      </p>
      {sync && (
        <p className={css({ fontSize: 'sm', color: data.lastSyncStatus === 'FAILED' ? 'red.800' : 'fg.muted' })}>
          {sync}
        </p>
      )}
      {data.lastSyncStatus === 'FAILED' && data.lastError && (
        <p className={css({ fontSize: 'sm', color: 'red.800' })}>{data.lastError}</p>
      )}
    </section>
  )
}
