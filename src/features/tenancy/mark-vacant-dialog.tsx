import { useMutation, useQueryClient } from '@tanstack/react-query'
import { newIdempotencyKey } from '../../api/client.ts'
import { propertyRootKey, tenancyMutations } from '../../api/tenancy.ts'
import { TENANCY_TOASTS } from '../../contract/tenancy.ts'
import { isQueued } from '../../offline/outbox/result.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { toaster } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { failureToast } from './failure-toast.tsx'
import { MARK_VACANT_DESCRIPTION, outboxOrigin, queuedToast } from './outbox-origin.ts'

export const MARK_VACANT_QUESTION = 'Are you sure you want to mark this property as vacant?'

type Props = { propertyId: number; address: string; open: boolean; onOpenChange: (open: boolean) => void }

/** The mark-vacant confirmation (spec §2): every tenancy of the property, current and previous, is vacated. */
export function MarkVacantDialog({ propertyId, address, open, onOpenChange }: Props) {
  const queryClient = useQueryClient()
  const session = useSession()
  const markVacant = useMutation({
    ...tenancyMutations.markVacant(),
    onSuccess: (data) => {
      if (isQueued(data)) toaster.info(queuedToast(data.reason))
      else toaster.success({ title: TENANCY_TOASTS.markedVacant })
      onOpenChange(false)
    },
    onError: (error) => failureToast(TENANCY_TOASTS.markVacantFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: propertyRootKey(propertyId) }),
  })
  const busy = markVacant.isPending

  return (
    <ConfirmDialog
      open={open}
      title={MARK_VACANT_QUESTION}
      description="All current and previous tenancies of this property will be vacated. Add a new tenancy when someone moves in."
      cancelLabel="Cancel"
      confirmLabel={busy ? 'Marking as vacant…' : 'Mark as vacant'}
      confirmVariant="danger"
      busy={busy}
      onCancel={() => onOpenChange(false)}
      onConfirm={() =>
        markVacant.mutate({
          propertyId,
          idempotencyKey: newIdempotencyKey(),
          origin: outboxOrigin(session, { address: { fullAddress: address } }, MARK_VACANT_DESCRIPTION),
        })
      }
    />
  )
}
