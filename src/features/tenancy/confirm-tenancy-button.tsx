import { useMutation, useQueryClient } from '@tanstack/react-query'
import { newIdempotencyKey } from '../../api/client.ts'
import { propertyRootKey, tenancyMutations } from '../../api/tenancy.ts'
import { type PropertyTenancySummary, TENANCY_TOASTS } from '../../contract/tenancy.ts'
import { isQueued } from '../../offline/outbox/result.ts'
import { Button, toaster } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { failureToast } from './failure-toast.tsx'
import { CONFIRM_DESCRIPTION, outboxOrigin, queuedToast } from './outbox-origin.ts'
import { usePendingEdit } from './pending-edit.ts'
import { confirmLabel } from './tenancy-help.ts'

/**
 * Confirms the details as shown are still right. It names the version the user saw (null: "vacant"), so a
 * tenancy changed meanwhile is refused rather than confirmed unseen; the page then shows the new one.
 */
type Props = { propertyId: number; address: string; summary: PropertyTenancySummary }

export function ConfirmTenancyButton({ propertyId, address, summary }: Props) {
  const queryClient = useQueryClient()
  const session = useSession()
  const confirm = useMutation({
    ...tenancyMutations.confirm(),
    onSuccess: (data) =>
      isQueued(data) ? toaster.info(queuedToast(data.reason)) : toaster.success({ title: TENANCY_TOASTS.confirmed }),
    onError: (error) => failureToast(TENANCY_TOASTS.confirmFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyRootKey(propertyId) }),
  })
  // Confirming details edited on this device but not sent yet: confirmed once that edit is applied, at its version.
  const pending = usePendingEdit(propertyId, summary.currentTenancy?.tenancyId ?? null)
  const version = pending?.version ?? summary.currentTenancy?.version ?? null
  return (
    <Button
      disabled={confirm.isPending || pending === undefined}
      onClick={() =>
        confirm.mutate({
          propertyId,
          body: { version },
          versionFrom: pending?.itemId ?? null,
          idempotencyKey: newIdempotencyKey(),
          origin: outboxOrigin(session, { address: { fullAddress: address } }, CONFIRM_DESCRIPTION),
        })
      }
    >
      {confirm.isPending ? 'Confirming…' : confirmLabel(summary)}
    </Button>
  )
}
