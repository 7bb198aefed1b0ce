import { useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { css } from '../../../styled-system/css'
import { useGate } from '../../api/me.ts'
import { propertyQueries } from '../../api/property.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { Badge, Banner, TabLinks, usePageTitle } from '../../ui/index.ts'
import { MakePropertyAvailableOffline } from '../offline/make-available-offline-button.tsx'
import { propertyComplianceDisplay } from './format.ts'
import { PropertyActions } from './property-actions.tsx'
import { type PropertyDialogName, PropertyDialogs } from './property-dialogs.tsx'
import { PropertyOverview } from './property-overview.tsx'
import { PropertyTenancyTab } from './property-tenancy-tab.tsx'
import { PropertyTitle } from './property-title.tsx'

export type PropertyPage = 'overview' | 'tenancy' | 'documents'

export const CANCELLED_PROPERTY_TEXT =
  'This property has been cancelled. Please contact the provider for further assistance.'

const TAG_TONES = { Integrated: 'info', Cancelled: 'danger', Vacant: 'warning' } as const

/** A managed property: its heading and actions, the tabs, and the page the route asked for (children: documents). */
export function PropertyScreen({
  propertyId,
  page,
  children,
  initialDialog,
}: {
  propertyId: number
  page: PropertyPage
  children?: ReactNode
  /** A dialog a link asked to open (Required Updates' 'Resolve access issue': ?open=access-issues). */
  initialDialog?: PropertyDialogName
}) {
  const { data: property } = useSuspenseQuery(propertyQueries.detail(propertyId))
  const tenancyTab = useGate('property-details')
  const [dialog, setDialog] = useState<PropertyDialogName | null>(initialDialog ?? null)
  usePageTitle(property.address.line1)
  return (
    <>
      <PropertyTitle
        address={property.address}
        tags={<PropertyTags property={property} />}
        aside={<PropertyActions property={property} onOpen={setDialog} />}
      />
      <MakePropertyAvailableOffline propertyId={propertyId} />
      {property.isCancelled && (
        <Banner tone="warning" className={css({ borderRadius: 'md', borderWidth: '1px', mb: '5' })}>
          {CANCELLED_PROPERTY_TEXT}
        </Banner>
      )}
      <TabLinks.Root aria-label="Property sections" className={css({ mb: '5' })}>
        <TabLinks.Link to="/property/$propertyId" params={{ propertyId }} activeOptions={{ exact: true }}>
          Overview
        </TabLinks.Link>
        {tenancyTab && (
          <TabLinks.Link to="/property/$propertyId/$page" params={{ propertyId, page: 'tenancy' }}>
            Tenancy
          </TabLinks.Link>
        )}
        <TabLinks.Link to="/property/$propertyId/documents" params={{ propertyId }}>
          Documents
        </TabLinks.Link>
      </TabLinks.Root>
      {page === 'overview' && <PropertyOverview property={property} onOpen={setDialog} />}
      {page === 'tenancy' && <PropertyTenancyTab property={property} />}
      {page === 'documents' && children}
      <PropertyDialogs property={property} open={dialog} onClose={() => setDialog(null)} />
    </>
  )
}

function PropertyTags({ property }: { property: PropertyDetail }) {
  const status = propertyComplianceDisplay(property.complianceStatus)
  return (
    <>
      {property.tags.map((tag) => (
        <Badge key={tag} tone={TAG_TONES[tag]}>
          {tag}
        </Badge>
      ))}
      {/* A cancelled property is no longer serviced: its banner says so, and no compliance status is shown. */}
      {!property.isCancelled && <Badge tone={status.tone}>{status.label}</Badge>}
    </>
  )
}
