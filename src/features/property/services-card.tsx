import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { type PropertyService, SERVICE_TAG_LABELS } from '../../contract/property.ts'
import { Badge } from '../../ui/index.ts'
import { dateOrDash, SERVICE_STATUS_DISPLAY, type Tone } from './format.ts'
import { EmptyText, SectionCard } from './section-card.tsx'
import { ServiceAppliances, useServiceAppliances } from './service-appliances.tsx'

const TAG_TONES: Record<PropertyService['tags'][number], Tone> = {
  ON_HOLD: 'warning',
  BOOKED_IN: 'info',
  OVERDUE: 'danger',
  REBOOKING_IN_PROGRESS: 'info',
  SERVICE_PENDING: 'neutral',
  HAS_URGENT_QUOTATIONS: 'danger',
  PENDING_CANCELLATION: 'warning',
  HOLD_REQUESTED: 'warning',
}

/** Each service with its status, tags and dates: last, next and (when booked) booked in. */
export function ServicesCard({
  propertyId,
  services,
  className,
}: {
  propertyId: number
  services: PropertyService[]
  className?: string
}) {
  const appliances = useServiceAppliances(propertyId)
  return (
    <SectionCard title="Services" className={className} id="services">
      {services.length === 0 ? (
        <EmptyText>This property has no active services.</EmptyText>
      ) : (
        <ul className={css({ display: 'grid', gap: '3' })}>
          {services.map((service) => (
            <ServiceRow key={service.serviceId} service={service}>
              <ServiceAppliances recorded={appliances(service.serviceId)} />
            </ServiceRow>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

function ServiceRow({ service, children }: { service: PropertyService; children?: ReactNode }) {
  const status = SERVICE_STATUS_DISPLAY[service.complianceStatus]
  const dates: [string, string][] = [
    ['Last service', dateOrDash(service.lastServiceDate)],
    ['Next service', dateOrDash(service.nextServiceDate)],
    ...(service.bookedInDate ? ([['Booked in', dateOrDash(service.bookedInDate)]] satisfies [string, string][]) : []),
  ]
  return (
    <li
      aria-label={service.name}
      className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3' })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mb: '2' })}>
        <h3 className={css({ fontWeight: 'semibold', mr: 'auto' })}>{service.name}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
        {/* A tag that says what the status already says (Overdue) would only repeat it. */}
        {service.tags
          .filter((tag) => SERVICE_TAG_LABELS[tag] !== status.label)
          .map((tag) => (
            <Badge key={tag} tone={TAG_TONES[tag]}>
              {SERVICE_TAG_LABELS[tag]}
            </Badge>
          ))}
      </div>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: '2',
          fontSize: 'sm',
          '& dt': { color: 'fg.muted' },
        })}
      >
        {dates.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  )
}
