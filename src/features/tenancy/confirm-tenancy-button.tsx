import { useMutation, useQueryClient } from '@tanstack/react-query'
import { newIdempotencyKey } from '../../api/client.ts'
import { propertyRootKey, tenancyMutations } from '../../api/tenancy.ts'
import { type PropertyTenancySummary, TENANCY_TOASTS } from '../../contract/tenancy.ts'
import { Button, toaster } from '../../ui/index.ts'
import { failureToast } from './failure-toast.tsx'
import { confirmLabel } from './tenancy-help.ts'

/**
 * Confirms the details as shown are still right. It names the version the user saw (null: "vacant"), so a
 * tenancy changed meanwhile is refused rather than confirmed unseen; the page then shows the new one.
 */
export function ConfirmTenancyButton({ propertyId, summary }: { propertyId: number; summary: PropertyTenancySummary }) {
  const queryClient = useQueryClient()
  const confirm = useMutation({
    ...tenancyMutations.confirm(),
    onSuccess: () => toaster.success({ title: TENANCY_TOASTS.confirmed }),
    onError: (error) => failureToast(TENANCY_TOASTS.confirmFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyRootKey(propertyId) }),
  })
  const version = summary.currentTenancy?.version ?? null
  return (
    <Button
      disabled={confirm.isPending}
      onClick={() => confirm.mutate({ propertyId, body: { version }, idempotencyKey: newIdempotencyKey() })}
    >
      {confirm.isPending ? 'Confirming…' : confirmLabel(summary)}
    </Button>
  )
}
