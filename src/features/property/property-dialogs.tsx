import { useRef } from 'react'
import type { PropertyDetail } from '../../contract/property.ts'
import { ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'

export type PropertyDialogName =
  | 'keys'
  | 'hold'
  | 'cancellation'
  | 'residential-status'
  | 'tenancy-add'
  | 'tenancy-edit'
  | 'access-issues'
  | 'book'
  | 'email'

// The forms of the smaller dialogs (and their form library) load when one is first opened, then stay mounted so a
// write they started still finishes there.
const KeysDialog = lazyWithRetry(() => import('./keys-dialog.tsx').then((m) => ({ default: m.KeysDialog })))
const HoldDialog = lazyWithRetry(() => import('./hold-dialog.tsx').then((m) => ({ default: m.HoldDialog })))
const CancellationDialog = lazyWithRetry(() =>
  import('./cancellation-dialog.tsx').then((m) => ({ default: m.CancellationDialog })),
)
const ResidentialStatusDialog = lazyWithRetry(() =>
  import('./residential-status-dialog.tsx').then((m) => ({ default: m.ResidentialStatusDialog })),
)

// The wizard is the largest piece of the page and most visits never open it: its own chunk, loaded on first use.
const TenancyWizardDialog = lazyWithRetry(() =>
  import('../tenancy/tenancy-wizard-dialog.tsx').then((m) => ({ default: m.TenancyWizardDialog })),
)

// The access-issue wizard and its statechart library (xstate) load only when it is opened.
const AccessIssuesWizardDialog = lazyWithRetry(() =>
  import('../access-issues/wizard/access-issues-wizard.tsx').then((m) => ({ default: m.AccessIssuesWizardDialog })),
)

// The email form (and, inside it, the rich-text editor's own chunk) loads only when it is opened.
const SendEmailDialog = lazyWithRetry(() =>
  import('../email/send-email-dialog.tsx').then((m) => ({ default: m.SendEmailDialog })),
)

// The booking wizard and its statechart load only when it is opened.
const BookingWizardDialog = lazyWithRetry(() =>
  import('../booking/booking-wizard.tsx').then((m) => ({ default: m.BookingWizardDialog })),
)

/** Every dialog the property page opens; `open` names the one showing. */
export function PropertyDialogs({
  property,
  open,
  onClose,
}: {
  property: PropertyDetail
  open: PropertyDialogName | null
  onClose: () => void
}) {
  const onOpenChange = (next: boolean) => {
    if (!next) onClose()
  }
  const opened = useRef(new Set<PropertyDialogName>()).current
  if (open) opened.add(open)
  // A dialog whose chunk did not arrive is unmounted with its message, so the next opening tries again.
  const closeFailed = (name: PropertyDialogName) => {
    opened.delete(name)
    onClose()
  }
  return (
    <>
      {opened.has('keys') && (
        <ChunkBoundary onClose={() => closeFailed('keys')}>
          <KeysDialog property={property} open={open === 'keys'} onOpenChange={onOpenChange} />
        </ChunkBoundary>
      )}
      {property.showHoldService && opened.has('hold') && (
        <ChunkBoundary onClose={() => closeFailed('hold')}>
          <HoldDialog property={property} open={open === 'hold'} onOpenChange={onOpenChange} />
        </ChunkBoundary>
      )}
      {property.showCancelProperty && opened.has('cancellation') && (
        <ChunkBoundary onClose={() => closeFailed('cancellation')}>
          <CancellationDialog property={property} open={open === 'cancellation'} onOpenChange={onOpenChange} />
        </ChunkBoundary>
      )}
      {property.agencyPortfolioPropertyId !== null && opened.has('residential-status') && (
        <ChunkBoundary onClose={() => closeFailed('residential-status')}>
          <ResidentialStatusDialog
            agencyPortfolioPropertyId={property.agencyPortfolioPropertyId}
            compliancePropertyId={property.compliancePropertyId}
            status={property}
            open={open === 'residential-status'}
            onOpenChange={onOpenChange}
          />
        </ChunkBoundary>
      )}
      {(open === 'tenancy-add' || open === 'tenancy-edit') && (
        <ChunkBoundary onClose={onClose}>
          <TenancyWizardDialog
            property={property}
            mode={open === 'tenancy-add' ? 'add' : 'edit'}
            open
            onOpenChange={onOpenChange}
          />
        </ChunkBoundary>
      )}
      {open === 'access-issues' && (
        <ChunkBoundary onClose={onClose}>
          <AccessIssuesWizardDialog property={property} open onOpenChange={onOpenChange} />
        </ChunkBoundary>
      )}
      {open === 'book' && (
        <ChunkBoundary onClose={onClose}>
          <BookingWizardDialog property={property} open onOpenChange={onOpenChange} />
        </ChunkBoundary>
      )}
      {open === 'email' && (
        <ChunkBoundary onClose={onClose}>
          <SendEmailDialog propertyId={property.compliancePropertyId} open onOpenChange={onOpenChange} />
        </ChunkBoundary>
      )}
    </>
  )
}
