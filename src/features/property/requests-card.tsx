import { css } from '../../../styled-system/css'
import { SERVICES } from '../../contract/catalog.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { formatDate } from '../../lib/dates.ts'
import { SectionCard } from './section-card.tsx'

/** Hold and cancellation requests sent lately, so a second request for the same thing is not needed. */
export function RequestsCard({ property, className }: { property: PropertyDetail; className?: string }) {
  if (property.serviceRequests.length === 0) return null
  // The catalogue, not the property's services: a cancelled service is no longer among those.
  const names = new Map<number, string>(SERVICES.map((s) => [s.id, s.name]))
  const serviceNames = (ids: number[]) => ids.map((id) => names.get(id) ?? `Service ${id}`).join(', ')
  return (
    <SectionCard title="Recent requests" className={className}>
      <ul className={css({ display: 'grid', gap: '3' })}>
        {property.serviceRequests.map((r) => (
          <li key={r.id}>
            <p className={css({ fontWeight: 'semibold' })}>
              {r.kind === 'HOLD' ? 'Hold' : 'Cancellation'}: {serviceNames(r.serviceIds)}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              Sent {formatDate(r.createdAt)}
              {r.holdDate && ` · on hold from ${formatDate(r.holdDate)}`}
            </p>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
