import { css } from '../../../styled-system/css'
import type { PortfolioRow } from '../../contract/portfolio.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge } from '../../ui/index.ts'
import { serviceName } from './service-options.ts'
import { jobStatusLabel, statusDisplay } from './status-labels.ts'

const TAG_TONES = { Integrated: 'info', Cancelled: 'neutral' } as const

// Long labels ('Awaiting urgent quote approval') wrap inside narrow columns and cards instead of overflowing.
const wrapping = css({ whiteSpace: 'normal', textAlign: 'left' })

/**
 * The property's status: its overview ('Compliance issues'), then its compliance status when that says more
 * ('Overdue'), so a row filtered by either facet shows why it matched.
 */
export function PropertyStatus({ row }: { row: PortfolioRow }) {
  // A cancelled property is no longer serviced: it shows "Cancelled", never a compliance status (as the
  // status facets and the dashboard leave it out).
  const statuses = row.tags.includes('Cancelled') ? [] : [...new Set([row.overviewStatus, row.complianceStatus])]
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
      {statuses.map((status) => {
        const { label, tone } = statusDisplay(status)
        return (
          <Badge key={status} tone={tone} className={wrapping}>
            {label}
          </Badge>
        )
      })}
      {row.tags.map((tag) => (
        <Badge key={tag} tone={TAG_TONES[tag]} className={wrapping}>
          {tag}
        </Badge>
      ))}
    </div>
  )
}

/** Each service on its own line: name, status, then what is happening with it and when it is next due. */
export function ServiceStatuses({ services }: { services: PortfolioRow['services'] }) {
  if (!services.length) return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No services</p>
  return (
    <ul className={css({ display: 'grid', gap: '2' })}>
      {services.map((s) => {
        const status = statusDisplay(s.complianceStatus)
        const notes = [
          s.isOnHold ? 'On hold' : null,
          s.isPendingCancellation ? 'Pending cancellation' : null,
          s.jobStatus && s.jobStatus !== 'COMPLETED' ? jobStatusLabel(s.jobStatus) : null,
          s.nextServiceDate ? `Next ${formatDate(s.nextServiceDate)}` : 'No next date',
        ].filter(Boolean)
        return (
          <li key={s.serviceId} className={css({ display: 'grid', gap: '0.5' })}>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
              <span className={css({ fontWeight: 'medium' })}>{serviceName(s.serviceId, s.shortName)}</span>
              <Badge tone={status.tone} className={wrapping}>
                {status.label}
              </Badge>
            </div>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{notes.join(' · ')}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** The street lines, as the property page's heading shows them, and the locality after the first comma. */
export function addressLines(row: PortfolioRow): { street: string; locality: string } {
  const { line1, fullAddress } = row.address
  const rest = fullAddress.startsWith(line1) ? fullAddress.slice(line1.length).replace(/^,\s*/, '') : fullAddress
  return { street: line1, locality: rest }
}
