import { useMutation, useQueryClient } from '@tanstack/react-query'
import { propertyMutations, propertyQueries } from '../../api/property.ts'
import { CANCELLATION_TOASTS, REQUEST_PROCESSING_HOURS } from '../../contract/holds.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { toaster } from '../../ui/index.ts'
import { CancellationRequestForm } from './cancellation-request-form.tsx'
import { PropertyDialog } from './property-dialog.tsx'

type CancellationDialogProps = { property: PropertyDetail; open: boolean; onOpenChange: (open: boolean) => void }

/** Request service cancellation: choose services and a reason, then confirm. */
export function CancellationDialog({ property, open, onOpenChange }: CancellationDialogProps) {
  const queryClient = useQueryClient()
  const id = property.compliancePropertyId
  const submit = useMutation({
    ...propertyMutations.requestCancellation(),
    onSuccess: (summary) => {
      queryClient.setQueryData(propertyQueries.cancellationSummary(id).queryKey, summary)
      void queryClient.invalidateQueries({ queryKey: propertyQueries.byId(id) })
      toaster.success({
        title: CANCELLATION_TOASTS.submitted,
        description: `A confirmation email will follow. Requests are processed within ${REQUEST_PROCESSING_HOURS} hours.`,
      })
      onOpenChange(false)
    },
  })
  const close = (next: boolean) => {
    if (!next) submit.reset()
    onOpenChange(next)
  }
  return (
    <PropertyDialog
      open={open}
      onOpenChange={close}
      title="Request service cancellation"
      pending={submit.isPending}
      pendingText="Submitting…"
    >
      <CancellationRequestForm property={property} submit={submit} onCancel={() => close(false)} />
    </PropertyDialog>
  )
}
