import { css } from '../../../styled-system/css'
import type { PropertyDetail } from '../../contract/property.ts'
import { EntryPreferencesCard } from '../access-issues/entry-preferences/entry-preferences-card.tsx'
import { PropertyFindings } from '../reported-findings/property/property-findings.tsx'
import { TenancyPanel } from '../tenancy/tenancy-panel.tsx'
import { ContactsCard } from './contacts-card.tsx'
import { InvoicesCard } from './invoices-card.tsx'
import { IssuesCard } from './issues-card.tsx'
import { KeysCard } from './keys-card.tsx'
import { PropertyDetailsCard } from './property-details-card.tsx'
import type { PropertyDialogName } from './property-dialogs.tsx'
import { RequestsCard } from './requests-card.tsx'
import { ServicesCard } from './services-card.tsx'

// One column on phones, in the order people need at an inspection; from lg two columns that stack on their own.
const layout = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  lg: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
})
const column = css({ display: 'contents', lg: { display: 'flex', flexDirection: 'column', gap: '5' } })
// Panda extracts styles at build time, so each position is written out rather than computed.
const order = {
  issues: css({ order: 1, lg: { order: 0 } }),
  services: css({ order: 2, lg: { order: 0 } }),
  details: css({ order: 3, lg: { order: 0 } }),
  keys: css({ order: 4, lg: { order: 0 } }),
  tenancy: css({ order: 5, lg: { order: 0 } }),
  contacts: css({ order: 6, lg: { order: 0 } }),
  invoices: css({ order: 7, lg: { order: 0 } }),
  requests: css({ order: 8, lg: { order: 0 } }),
}

/** The overview: services, tenancy, issues and invoices; beside them the property, keys, contacts and requests. */
export function PropertyOverview({
  property,
  onOpen,
}: {
  property: PropertyDetail
  onOpen: (dialog: PropertyDialogName) => void
}) {
  const id = property.compliancePropertyId
  return (
    <div className={layout}>
      <div className={column}>
        <IssuesCard property={property} className={order.issues} />
        <PropertyFindings property={property} className={order.issues} />
        <ServicesCard propertyId={id} services={property.services} className={order.services} />
        <div className={order.tenancy}>
          <TenancyPanel property={property} />
        </div>
        <InvoicesCard propertyId={id} className={order.invoices} />
      </div>
      <div className={column}>
        <PropertyDetailsCard property={property} className={order.details} />
        <KeysCard property={property} onEdit={() => onOpen('keys')} className={order.keys} />
        <EntryPreferencesCard property={property} className={order.keys} />
        <ContactsCard propertyId={id} className={order.contacts} />
        <RequestsCard property={property} className={order.requests} />
      </div>
    </div>
  )
}
