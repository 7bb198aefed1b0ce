import type { PropertyDetail } from '../../contract/property.ts'
import { ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'
import { CancellationDialog } from './cancellation-dialog.tsx'
import { HoldDialog } from './hold-dialog.tsx'
import { KeysDialog } from './keys-dialog.tsx'
import { ResidentialStatusDialog } from './residential-status-dialog.tsx'

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
  return (
    <>
      <KeysDialog property={property} open={open === 'keys'} onOpenChange={onOpenChange} />
      {property.showHoldService && (
        <HoldDialog property={property} open={open === 'hold'} onOpenChange={onOpenChange} />
      )}
      {property.showCancelProperty && (
        <CancellationDialog property={property} open={open === 'cancellation'} onOpenChange={onOpenChange} />
      )}
      {property.agencyPortfolioPropertyId !== null && (
        <ResidentialStatusDialog
          agencyPortfolioPropertyId={property.agencyPortfolioPropertyId}
          compliancePropertyId={property.compliancePropertyId}
          status={property}
          open={open === 'residential-status'}
          onOpenChange={onOpenChange}
        />
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
