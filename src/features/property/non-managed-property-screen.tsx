import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { type NonManagedProperty, propertyQueries } from '../../api/property.ts'
import { nonResidentialTypeLabel } from '../../contract/property.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge, buttonRecipe, ChunkBoundary, lazyWithRetry, usePageTitle } from '../../ui/index.ts'
import { NeedsConnectionButton } from '../offline/needs-connection.tsx'
import { NonManagedServices } from './non-managed-services.tsx'
import { PropertyTitle } from './property-title.tsx'
import { ResidentialStatusDialog } from './residential-status-dialog.tsx'
import { DetailList, SectionCard } from './section-card.tsx'

// The service form loads when it is first opened.
const ServiceEntryDialog = lazyWithRetry(() =>
  import('../portfolio/service-entry-dialog.tsx').then((m) => ({ default: m.ServiceEntryDialog })),
)

const GAS_APPLIANCES: Record<NonNullable<NonManagedProperty['gasApplianceCountValue']>, string> = {
  unknownCount: 'Unknown',
  '0': 'None',
  '1': '1',
  '2+': '2 or more',
}

/** A property of the agency's software portfolio: what the software says, and its residential status. */
export function NonManagedPropertyScreen({ agencyPortfolioPropertyId }: { agencyPortfolioPropertyId: number }) {
  const { data: property } = useSuspenseQuery(propertyQueries.nonManaged(agencyPortfolioPropertyId))
  const [statusOpen, setStatusOpen] = useState(false)
  const [servicesOpen, setServicesOpen] = useState(false)
  usePageTitle(property.address.line1)
  const managedId = property.compliancePropertyId
  return (
    <>
      <PropertyTitle
        address={property.address}
        tags={
          <>
            <Badge tone={managedId ? 'info' : 'neutral'}>{managedId ? 'Managed' : 'Not managed'}</Badge>
            {!property.isResidentialProperty && <Badge>Non-residential</Badge>}
          </>
        }
        aside={
          <>
            <Link
              to="/non-managed-property/$agencyPortfolioPropertyId/documents"
              params={{ agencyPortfolioPropertyId }}
              className={buttonRecipe({ variant: 'outline' })}
            >
              Documents
            </Link>
            {managedId !== null && (
              <Link to="/property/$propertyId" params={{ propertyId: managedId }} className={buttonRecipe()}>
                View managed property
              </Link>
            )}
          </>
        }
      />
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        })}
      >
        <NonManagedServices
          services={property.services}
          action={
            // Our own services' dates come from our records: only another provider's entries are edited here.
            managedId === null && (
              <NeedsConnectionButton action="Editing services" variant="outline" onClick={() => setServicesOpen(true)}>
                Edit services
              </NeedsConnectionButton>
            )
          }
        />
        <SectionCard
          title="Property"
          action={
            <NeedsConnectionButton
              action="Changing the residential status"
              variant="outline"
              onClick={() => setStatusOpen(true)}
            >
              Change status
            </NeedsConnectionButton>
          }
        >
          <DetailList
            items={[
              ['Property manager', property.propertyManager?.name ?? 'Not assigned'],
              ['Software', property.softwareName],
              ['First active', formatDate(property.firstActiveDate)],
              [
                'Residential rental',
                property.isResidentialProperty
                  ? 'Yes'
                  : `No${property.nonResidentialPropertyType ? ` (${nonResidentialTypeLabel(property.nonResidentialPropertyType)})` : ''}`,
              ],
              ...(property.gasApplianceCountValue
                ? ([['Gas appliances', GAS_APPLIANCES[property.gasApplianceCountValue]]] satisfies [string, string][])
                : []),
            ]}
          />
        </SectionCard>
      </div>
      {servicesOpen && (
        <ChunkBoundary onClose={() => setServicesOpen(false)}>
          <ServiceEntryDialog property={property} open={servicesOpen} onOpenChange={setServicesOpen} />
        </ChunkBoundary>
      )}
      <ResidentialStatusDialog
        agencyPortfolioPropertyId={property.agencyPortfolioPropertyId}
        compliancePropertyId={managedId}
        status={property}
        open={statusOpen}
        onOpenChange={setStatusOpen}
      />
    </>
  )
}
