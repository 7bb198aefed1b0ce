import { Fragment } from 'react'
import { css } from '../../../styled-system/css'
import { nonResidentialTypeLabel, type PropertyDetail } from '../../contract/property.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge } from '../../ui/index.ts'
import { tapLink } from '../../ui/links.ts'
import { propertyComplianceDisplay } from './format.ts'
import { DetailList, SectionCard } from './section-card.tsx'

/** Compliance status, property manager, residential status and the software that syncs it. */
export function PropertyDetailsCard({ property, className }: { property: PropertyDetail; className?: string }) {
  // A cancelled property is no longer serviced: it has no compliance status to show.
  const status = property.isCancelled
    ? ({ label: 'Cancelled', tone: 'neutral' } as const)
    : propertyComplianceDisplay(property.complianceStatus)
  const manager = property.propertyManager
  return (
    <SectionCard title="Property" className={className}>
      <DetailList
        items={[
          [
            'Compliance status',
            <Badge key="status" tone={status.tone}>
              {status.label}
            </Badge>,
          ],
          [
            'Property manager',
            manager ? (
              <Fragment key="manager">
                <span className={css({ display: 'block' })}>{manager.name}</span>
                <a href={`mailto:${manager.email}`} className={tapLink}>
                  {manager.email}
                </a>
              </Fragment>
            ) : (
              'Not assigned'
            ),
          ],
          [
            'Residential rental',
            property.isResidentialProperty
              ? 'Yes'
              : `No${property.nonResidentialPropertyType ? ` (${nonResidentialTypeLabel(property.nonResidentialPropertyType)})` : ''}`,
          ],
          ...(property.isIntegrated
            ? ([['Synced from', property.softwareName ?? 'Property management software']] satisfies [string, string][])
            : []),
          ...(property.detailsConfirmedAt
            ? ([['Details confirmed', formatDate(property.detailsConfirmedAt)]] satisfies [string, string][])
            : []),
        ]}
      />
    </SectionCard>
  )
}
