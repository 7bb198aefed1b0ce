import { getFormProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import type { UseMutationResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import { css } from '../../../styled-system/css'
import type { PropertyWrite } from '../../api/property.ts'
import {
  HOLD_REQUESTED_LABEL,
  type HoldRequestBody,
  holdRequestFormSchema,
  NO_SERVICES_TO_HOLD,
  ON_HOLD_LABEL,
  REQUEST_PROCESSING_HOURS,
  REQUEST_SUBMIT_ERROR,
} from '../../contract/holds.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { todayInState } from '../../contract/states.ts'
import { NOTES_MAX } from '../../contract/tenancy.ts'
import { formatDate } from '../../lib/dates.ts'
import { Button } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { ConfirmRequestStep } from './confirm-request-step.tsx'
import { ChecklistField, DateField, NotesField } from './form-fields.tsx'
import { DialogActions } from './property-dialog.tsx'
import { useRequestSteps } from './use-request-steps.ts'

type SubmitHold = UseMutationResult<unknown, Error, PropertyWrite<HoldRequestBody>>
type Props = { property: PropertyDetail; submit: SubmitHold; onCancel: () => void }

const intro = css({ color: 'fg.muted', mb: '4' })

export function HoldRequestForm({ property, submit, onCancel }: Props) {
  const session = useSession()
  const today = todayInState(session.stateId)
  const schema = useMemo(() => holdRequestFormSchema(today), [today])
  const steps = useRequestSteps<HoldRequestBody>('REQUEST')
  // On hold, or a hold already requested and not yet acted on (the server refuses it again): not offered.
  const options = property.services.map((s) => {
    const note = s.tags.includes('ON_HOLD')
      ? ON_HOLD_LABEL
      : s.tags.includes('HOLD_REQUESTED')
        ? HOLD_REQUESTED_LABEL
        : undefined
    return { value: String(s.serviceId), label: s.name, disabled: note !== undefined, note }
  })
  const selectable = options.filter((o) => !o.disabled)
  const [form, fields] = useForm({
    id: `hold-${property.compliancePropertyId}`,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') steps.next(submission.value)
    },
  })
  const names = (ids: number[]) =>
    property.services
      .filter((s) => ids.includes(s.serviceId))
      .map((s) => s.name)
      .join(', ')

  return (
    <>
      <form {...getFormProps(form)} hidden={steps.step === 'CONFIRM'}>
        <p className={intro}>Step 1 of 2: choose the services to put on hold and the date the hold starts.</p>
        <ChecklistField
          meta={fields.services}
          legend="Services"
          options={options}
          defaultChecked={selectable.length === 1 ? selectable.map((o) => o.value) : []}
        />
        {selectable.length === 0 && (
          <p role="status" className={css({ fontWeight: 'semibold', mb: '4' })}>
            {NO_SERVICES_TO_HOLD}
          </p>
        )}
        <DateField meta={fields.holdDate} label="Hold from" min={today} />
        <NotesField meta={fields.reasonNote} label="Reason" max={NOTES_MAX} />
        <DialogActions>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={selectable.length === 0}>
            Next
          </Button>
        </DialogActions>
      </form>
      {steps.confirming && (
        <ConfirmRequestStep
          items={[
            ['Services', names(steps.confirming.value.services)],
            ['Hold from', formatDate(steps.confirming.value.holdDate)],
            ['Reason', steps.confirming.value.reasonNote],
          ]}
          note={`You will receive a confirmation email. Requests are processed within ${REQUEST_PROCESSING_HOURS} hours.`}
          error={submit.error}
          errorTitle={REQUEST_SUBMIT_ERROR}
          pending={submit.isPending}
          submitLabel="Submit request"
          onBack={() => {
            submit.reset()
            steps.back()
          }}
          onSubmit={() => {
            if (!steps.confirming) return
            const { value, idempotencyKey } = steps.confirming
            submit.mutate({ id: property.compliancePropertyId, body: value, idempotencyKey })
          }}
        />
      )}
    </>
  )
}
