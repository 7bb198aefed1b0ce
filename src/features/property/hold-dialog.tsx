import { useMutation, useQueryClient } from '@tanstack/react-query'
import { propertyMutations, propertyQueries } from '../../api/property.ts'
import { HOLD_TOASTS, REQUEST_PROCESSING_HOURS } from '../../contract/holds.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { toaster } from '../../ui/index.ts'
import { HoldRequestForm } from './hold-request-form.tsx'
import { PropertyDialog } from './property-dialog.tsx'

type HoldDialogProps = { property: PropertyDetail; open: boolean; onOpenChange: (open: boolean) => void }

/** Request service hold: choose services, a date and a reason, then confirm. */
export function HoldDialog({ property, open, onOpenChange }: HoldDialogProps) {
  const queryClient = useQueryClient()
  const id = property.compliancePropertyId
  const submit = useMutation({
    ...propertyMutations.requestHold(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: propertyQueries.byId(id) })
      toaster.success({
        title: HOLD_TOASTS.submitted,
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
      title="Request service hold"
      pending={submit.isPending}
      pendingText="Submitting…"
    >
      <HoldRequestForm property={property} submit={submit} onCancel={() => close(false)} />
    </PropertyDialog>
  )
}
