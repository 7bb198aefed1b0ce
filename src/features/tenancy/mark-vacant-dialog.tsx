import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { newIdempotencyKey } from '../../api/client.ts'
import { propertyRootKey, tenancyMutations } from '../../api/tenancy.ts'
import { TENANCY_TOASTS } from '../../contract/tenancy.ts'
import { isQueued } from '../../offline/outbox/result.ts'
import { Button, Dialog, toaster } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { failureToast } from './failure-toast.tsx'
import { MARK_VACANT_DESCRIPTION, outboxOrigin, queuedToast } from './outbox-origin.ts'
import { questionButtons } from './wizard-parts.tsx'

export const MARK_VACANT_QUESTION = 'Are you sure you want to mark this property as vacant?'

type Props = { propertyId: number; address: string; open: boolean; onOpenChange: (open: boolean) => void }

/** The mark-vacant confirmation (spec §2): every tenancy of the property, current and previous, is vacated. */
export function MarkVacantDialog({ propertyId, address, open, onOpenChange }: Props) {
  const queryClient = useQueryClient()
  const session = useSession()
  const cancelRef = useRef<HTMLButtonElement>(null)
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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !busy && onOpenChange(details.open)}
      role="alertdialog"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      // A destructive question starts on the safe answer.
      initialFocusEl={() => cancelRef.current}
    >
      <Dialog.Content>
        <Dialog.Title>{MARK_VACANT_QUESTION}</Dialog.Title>
        <Dialog.Description>
          All current and previous tenancies of this property will be vacated. Add a new tenancy when someone moves in.
        </Dialog.Description>
        <div className={questionButtons}>
          <Button ref={cancelRef} variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              markVacant.mutate({
                propertyId,
                idempotencyKey: newIdempotencyKey(),
                origin: outboxOrigin(session, { address: { fullAddress: address } }, MARK_VACANT_DESCRIPTION),
              })
            }
          >
            {busy ? 'Marking as vacant…' : 'Mark as vacant'}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
