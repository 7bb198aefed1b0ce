import { css } from '../../../styled-system/css'
import type { PropertyDetail } from '../../contract/property.ts'
import { TenancyPanel } from '../tenancy/tenancy-panel.tsx'
import { ContactsCard } from './contacts-card.tsx'

/** The lease update page: the current tenancy and how to reach its occupants. */
export function PropertyTenancyTab({ property }: { property: PropertyDetail }) {
  return (
    <div
      className={css({
        display: 'grid',
        gap: '5',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      })}
    >
      <TenancyPanel property={property} />
      <ContactsCard propertyId={property.compliancePropertyId} only={['occupants']} />
    </div>
  )
}
