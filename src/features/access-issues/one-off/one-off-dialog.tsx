import { getFormProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { newIdempotencyKey } from '../../../api/client.ts'
import { entryPreferenceMutations } from '../../../api/entry-preferences.ts'
import { ONE_OFF_TOASTS } from '../../../contract/access-issues.ts'
import type { PropertyDetail } from '../../../contract/property.ts'
import { isQueued } from '../../../offline/outbox/result.ts'
import { Button, toaster } from '../../../ui/index.ts'
import { ChecklistField } from '../../property/form-fields.tsx'
import { DialogActions, PropertyDialog, SubmitError } from '../../property/property-dialog.tsx'
import { useSession } from '../../session/use-session.ts'
import { failureToast } from '../../tenancy/failure-toast.tsx'
import { outboxOrigin, queuedToast } from '../../tenancy/outbox-origin.ts'
import { oneOffDescription } from '../outbox-descriptions.ts'
import { OneOffFormSchema } from './one-off-form-schema.ts'

type Props = {
  property: PropertyDetail
  /** The notice it answers, or null for the property as a whole. */
  notice: { id: number; label: string } | null
  onClose: () => void
}

/** Request one-off entry notification: the next booking of the chosen services is announced by entry notice. */
export function OneOffDialog({ property, notice, onClose }: Props) {
  const session = useSession()
  // One submission per dialog: trying again after a failure must not send the request twice.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const submit = useMutation({
    ...entryPreferenceMutations.oneOff(),
    onSuccess: (data) => {
      if (isQueued(data)) toaster.info(queuedToast(data.reason))
      else toaster.success({ title: ONE_OFF_TOASTS.success, description: ONE_OFF_TOASTS.successDescription })
      onClose()
    },
    onError: (error) => failureToast(ONE_OFF_TOASTS.failure, error),
  })
  const options = property.services.map((s) => ({ value: String(s.serviceId), label: s.name }))
  const [form, fields] = useForm({
    id: `one-off-${property.compliancePropertyId}-${notice?.id ?? 'property'}`,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: OneOffFormSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      const { serviceIds } = submission.value
      const names = property.services.filter((s) => serviceIds.includes(s.serviceId)).map((s) => s.name)
      submit.mutate({
        propertyId: property.compliancePropertyId,
        idempotencyKey,
        body: { serviceIds, noticeId: notice?.id ?? null },
        origin: outboxOrigin(session, property, oneOffDescription(names)),
      })
    },
  })

  return (
    <PropertyDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Request one-off entry notification"
      pending={submit.isPending}
      pendingText="Submitting…"
    >
      <form {...getFormProps(form)}>
        <p className={css({ color: 'fg.muted', mb: '4' })}>
          The provider serves an entry notice for the next booking of the services you choose
          {notice ? ` (for “${notice.label}”)` : ''}.
        </p>
        <ChecklistField
          meta={fields.serviceIds}
          legend="Services"
          options={options}
          defaultChecked={options.length === 1 ? options.map((o) => o.value) : []}
        />
        {submit.error && <SubmitError error={submit.error} title={ONE_OFF_TOASTS.failure} />}
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Submitting…' : 'Request'}
          </Button>
        </DialogActions>
      </form>
    </PropertyDialog>
  )
}
