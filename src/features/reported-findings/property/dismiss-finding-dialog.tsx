import { useMutation, useQueryClient } from '@tanstack/react-query'
import { newIdempotencyKey } from '../../../api/client.ts'
import { reportedFindingMutations, reportedFindingQueries } from '../../../api/reported-findings.ts'
import { propertyRootKey } from '../../../api/tenancy.ts'
import { FINDING_TOASTS, type ReportedFinding } from '../../../contract/reported-findings.ts'
import { isQueued } from '../../../offline/outbox/result.ts'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { toaster } from '../../../ui/index.ts'
import { useSession } from '../../session/use-session.ts'
import { outboxOrigin, queuedToast } from '../../tenancy/outbox-origin.ts'

export const DISMISS_QUESTION = 'Are you sure you want to dismiss this finding?'
export const RESTORE_QUESTION = 'Are you sure you want to restore this finding?'

/** What the outbox keeps about the write, so the property can show which finding waits. */
export type FindingWriteMeta = { problemRegisterId: number; restore: boolean }

type Props = {
  propertyId: number
  address: string
  finding: ReportedFinding
  /** Restore a dismissed finding rather than dismiss it. */
  restore: boolean
  onClose: () => void
}

/** 'Dismiss finding' / 'Restore finding' asks first (§4 dismissFinding confirm), then writes through the outbox. */
export function DismissFindingDialog({ propertyId, address, finding, restore, onClose }: Props) {
  const session = useSession()
  const queryClient = useQueryClient()
  const title = finding.originalProblemItem.title
  const [failedTitle, failedText] = restore ? FINDING_TOASTS.restoreFailed : FINDING_TOASTS.dismissFailed
  const mutation = useMutation({
    ...reportedFindingMutations.dismissOrRestore(),
    onSuccess: (data) => {
      if (isQueued(data)) toaster.info(queuedToast(data.reason))
      else {
        const [doneTitle, doneText] = restore ? FINDING_TOASTS.restored : FINDING_TOASTS.dismissed
        toaster.success({ title: doneTitle, description: doneText })
      }
      onClose()
    },
    // Sent or refused, the property and every findings list (the dashboard's too) show what the server has now.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyRootKey(propertyId) }),
        queryClient.invalidateQueries({ queryKey: reportedFindingQueries.all() }),
      ]),
    // The spec's text, and what the server said (an impersonating session's refusal, a finding already changed).
    onError: (error) =>
      toaster.error({
        title: failedTitle,
        description: error.message && error.message !== failedText ? `${failedText} (${error.message})` : failedText,
      }),
  })
  const busy = mutation.isPending
  const meta: FindingWriteMeta = { problemRegisterId: finding.problemRegister.problemRegisterId, restore }

  return (
    <ConfirmDialog
      open
      title={restore ? RESTORE_QUESTION : DISMISS_QUESTION}
      description={
        restore
          ? `"${title}" will need action again.`
          : `"${title}" will no longer need action. You can restore it later.`
      }
      cancelLabel="Cancel"
      confirmLabel={busy ? (restore ? 'Restoring…' : 'Dismissing…') : restore ? 'Restore finding' : 'Dismiss finding'}
      busy={busy}
      onCancel={onClose}
      onConfirm={() =>
        mutation.mutate({
          propertyId,
          problemRegisterId: meta.problemRegisterId,
          restore,
          idempotencyKey: newIdempotencyKey(),
          origin: {
            ...outboxOrigin(
              session,
              { address: { fullAddress: address } },
              `${restore ? 'Restore' : 'Dismiss'} finding: ${title}`,
            ),
            meta,
          },
        })
      }
    />
  )
}
