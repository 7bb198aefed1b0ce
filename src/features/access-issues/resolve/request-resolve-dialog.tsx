import { getFormProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useMutation } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { noticeMutations } from '../../../api/notices.ts'
import { RESOLVE_TOASTS, RequestResolveFormSchema } from '../../../contract/access-issues.ts'
import { NOTES_MAX } from '../../../contract/tenancy.ts'
import { isQueued } from '../../../offline/outbox/result.ts'
import { Button, toaster } from '../../../ui/index.ts'
import { ConfirmRequestStep } from '../../property/confirm-request-step.tsx'
import { NotesField } from '../../property/form-fields.tsx'
import { DialogActions, PropertyDialog } from '../../property/property-dialog.tsx'
import { useRequestSteps } from '../../property/use-request-steps.ts'
import { useSession } from '../../session/use-session.ts'
import { failureToast } from '../../tenancy/failure-toast.tsx'
import { outboxOrigin, queuedToast } from '../../tenancy/outbox-origin.ts'
import { resolveDescription } from '../outbox-descriptions.ts'

/** The notice to resolve and where it is (the outbox and the confirm step name both). */
export type ResolveTarget = { noticeId: number; propertyId: number; address: string; label: string }

/**
 * Request resolve (property-operations §4: REQUEST -> CONFIRM, with Back): the agency says what it has done
 * so the provider can try again. Sent through the outbox, so it is kept when the signal drops.
 */
export function RequestResolveDialog({ target, onClose }: { target: ResolveTarget; onClose: () => void }) {
  const session = useSession()
  const steps = useRequestSteps<{ resolveReason: string }>('REQUEST')
  const submit = useMutation({
    ...noticeMutations.requestResolve(),
    onSuccess: (data) => {
      if (isQueued(data)) toaster.info(queuedToast(data.reason))
      else toaster.success({ title: RESOLVE_TOASTS.success })
      onClose()
    },
    onError: (error) => failureToast(RESOLVE_TOASTS.failure, error),
  })
  const [form, fields] = useForm({
    id: `resolve-${target.noticeId}`,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: RequestResolveFormSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') steps.next(submission.value)
    },
  })

  return (
    <PropertyDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Request resolve access issue"
      pending={submit.isPending}
      pendingText="Submitting…"
    >
      <form {...getFormProps(form)} hidden={steps.step === 'CONFIRM'}>
        <p className={css({ color: 'fg.muted', mb: '4' })}>
          Step 1 of 2: tell the provider what has been done about “{target.label}” at {target.address}.
        </p>
        <NotesField meta={fields.resolveReason} label="Notes" max={NOTES_MAX} />
        <DialogActions>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Next</Button>
        </DialogActions>
      </form>
      {steps.confirming && (
        <ConfirmRequestStep
          items={[
            ['Property', target.address],
            ['Access issue', target.label],
            ['Notes', steps.confirming.value.resolveReason],
          ]}
          error={submit.error}
          errorTitle={RESOLVE_TOASTS.failure}
          pending={submit.isPending}
          submitLabel="Request resolve"
          onBack={() => {
            submit.reset()
            steps.back()
          }}
          onSubmit={() => {
            if (!steps.confirming) return
            const { value, idempotencyKey } = steps.confirming
            submit.mutate({
              noticeId: target.noticeId,
              propertyId: target.propertyId,
              idempotencyKey,
              body: { resolveReason: value.resolveReason, noticeId: target.noticeId, propertyId: target.propertyId },
              origin: {
                ...outboxOrigin(
                  session,
                  { address: { fullAddress: target.address } },
                  resolveDescription(target.label),
                ),
                // The property page tells this notice's row that its resolve is waiting.
                meta: { noticeId: target.noticeId },
              },
            })
          }}
        />
      )}
    </PropertyDialog>
  )
}
