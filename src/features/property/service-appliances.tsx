import { useQuery } from '@tanstack/react-query'
import { css, cx } from '../../../styled-system/css'
import { applianceQueries } from '../../api/appliances.ts'
import { APPLIANCE_RESULT_LABELS, type ServiceAppliances as Recorded } from '../../contract/appliances.ts'
import { formatDate } from '../../lib/dates.ts'
import { disclosureSummary } from '../../ui/disclosure.ts'
import { Badge } from '../../ui/index.ts'

/**
 * The appliances recorded at each service's last visit, by service id. A failed or pending read shows nothing:
 * the services themselves are the card's content and must not wait for or fail with this.
 */
export function useServiceAppliances(propertyId: number): (serviceId: number) => Recorded | undefined {
  const { data } = useQuery(applianceQueries.ofProperty(propertyId))
  return (serviceId) => data?.items.find((g) => g.serviceId === serviceId)
}

const RESULT_TONES = { PASSED: 'success', REPLACED: 'info', FAULTY: 'danger' } as const

/** 'Recorded at the last service (n)': closed by default, so the card stays short on a phone. */
export function ServiceAppliances({ recorded }: { recorded: Recorded | undefined }) {
  if (!recorded || recorded.appliances.length === 0) return null
  return (
    <details className={css({ mt: '2', fontSize: 'sm' })}>
      <summary className={cx(disclosureSummary, css({ fontWeight: 'semibold', color: 'accent' }))}>
        Recorded at the last service ({recorded.appliances.length})
      </summary>
      <p className={css({ color: 'fg.muted', mb: '2' })}>On {formatDate(recorded.recordedOn)}</p>
      <ul aria-label={`${recorded.serviceName} appliances`} className={css({ display: 'grid', gap: '1.5' })}>
        {recorded.appliances.map((a) => (
          <li key={a.id} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            <span>
              {a.name} <span className={css({ color: 'fg.muted' })}>· {a.location}</span>
              {a.expiresOn && (
                <span className={css({ color: 'fg.muted' })}> · expires {formatExpiry(a.expiresOn)}</span>
              )}
            </span>
            <Badge tone={RESULT_TONES[a.result]}>{APPLIANCE_RESULT_LABELS[a.result]}</Badge>
          </li>
        ))}
      </ul>
    </details>
  )
}

/** 'yyyy-MM' as 'MM/yyyy', the month the alarm itself should be replaced. */
const formatExpiry = (month: string) => month.split('-').reverse().join('/')
