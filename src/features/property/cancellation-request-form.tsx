import { getFormProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { type UseMutationResult, useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { type PropertyWrite, propertyLookupQueries, propertyQueries } from '../../api/property.ts'
import {
  ALREADY_CANCELLED_TEXT,
  CANCELLATION_ALL_SERVICES_TEXT,
  CANCELLATION_SUBMIT_ERROR,
  type CancellationRequestBody,
  CancellationRequestBodySchema,
  type CancellationSummary,
  NO_SERVICES_TO_CANCEL,
  PENDING_CANCELLATION_LABEL,
} from '../../contract/holds.ts'
import type { CancellationReasonGroup } from '../../contract/meta.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { NOTES_MAX } from '../../contract/tenancy.ts'
import { Button, Field, NativeSelect } from '../../ui/index.ts'
import { ConfirmRequestStep } from './confirm-request-step.tsx'
import { ChecklistField, FieldError, NotesField } from './form-fields.tsx'
import { DialogActions, SubmitError } from './property-dialog.tsx'
import { useRequestSteps } from './use-request-steps.ts'

type SubmitCancellation = UseMutationResult<CancellationSummary, Error, PropertyWrite<CancellationRequestBody>>
type Props = { property: PropertyDetail; submit: SubmitCancellation; onCancel: () => void }

const intro = css({ color: 'fg.muted', mb: '4' })
const notice = css({ fontWeight: 'semibold', mb: '4' })

/** Loads what can be cancelled now and the reasons, then shows the form. */
export function CancellationRequestForm(props: Props) {
  const summary = useQuery(propertyQueries.cancellationSummary(props.property.compliancePropertyId))
  const reasons = useQuery(propertyLookupQueries.cancellationReasons())
  const failed = summary.error ?? reasons.error
  if (failed) return <SubmitError error={failed} />
  if (!summary.data || !reasons.data) return <p className={css({ color: 'fg.muted' })}>Loading…</p>
  if (summary.data.isCancelled) {
    return (
      <>
        <p role="status" className={notice}>
          {ALREADY_CANCELLED_TEXT}
        </p>
        <DialogActions>
          <Button variant="outline" onClick={props.onCancel}>
            Close
          </Button>
        </DialogActions>
      </>
    )
  }
  return <CancellationSteps {...props} summary={summary.data} reasons={reasons.data.items} />
}

function CancellationSteps({
  property,
  submit,
  onCancel,
  summary,
  reasons,
}: Props & { summary: CancellationSummary; reasons: CancellationReasonGroup[] }) {
  const steps = useRequestSteps<CancellationRequestBody>('REQUEST')
  const services = summary.cancellableServices
  const open = services.filter((s) => !s.isPendingCancellation)
  const [form, fields] = useForm({
    id: `cancellation-${property.compliancePropertyId}`,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: CancellationRequestBodySchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') steps.next(submission.value)
    },
  })
  const reasonText = (id: number) => reasons.flatMap((g) => g.children).find((r) => r.id === id)?.text ?? ''
  const names = (ids: number[]) =>
    services
      .filter((s) => ids.includes(s.id))
      .map((s) => s.name)
      .join(', ')
  const back = () => {
    submit.reset()
    steps.back()
  }
  const send = () => {
    if (!steps.confirming) return
    const { value, idempotencyKey } = steps.confirming
    submit.mutate({ id: property.compliancePropertyId, body: value, idempotencyKey })
  }

  return (
    <>
      <form {...getFormProps(form)} hidden={steps.step === 'CONFIRM'}>
        <p className={intro}>Step 1 of 2: choose the services to cancel and tell us why.</p>
        {summary.canSelectServices ? (
          <ChecklistField
            meta={fields.services}
            legend="Services"
            options={services.map((s) => ({
              value: String(s.id),
              label: s.name,
              disabled: s.isPendingCancellation,
              note: s.isPendingCancellation ? PENDING_CANCELLATION_LABEL : undefined,
            }))}
            defaultChecked={open.length === 1 ? open.map((s) => String(s.id)) : []}
          />
        ) : (
          <div className={css({ mb: '4' })}>
            <p className={notice}>{CANCELLATION_ALL_SERVICES_TEXT}</p>
            <p>{names(open.map((s) => s.id))}</p>
            {open.map((s) => (
              <input key={s.id} type="hidden" name={fields.services.name} value={s.id} />
            ))}
            <FieldError meta={fields.services} />
          </div>
        )}
        {open.length === 0 && (
          <p role="status" className={notice}>
            {NO_SERVICES_TO_CANCEL}
          </p>
        )}
        <Field
          label="Reason"
          htmlFor={fields.cancellationReasonId.id}
          errors={fields.cancellationReasonId.errors}
          errorId={fields.cancellationReasonId.errorId}
        >
          <NativeSelect {...getSelectProps(fields.cancellationReasonId)}>
            <option value="">Select a reason</option>
            {reasons.map((group) => (
              <optgroup key={group.id} label={group.text}>
                {group.children.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.text}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </Field>
        <NotesField meta={fields.notes} label="Notes (optional)" max={NOTES_MAX} />
        <DialogActions>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={open.length === 0}>
            Next
          </Button>
        </DialogActions>
      </form>
      {steps.confirming && (
        <ConfirmRequestStep
          items={[
            ['Services', names(steps.confirming.value.services)],
            ['Reason', reasonText(steps.confirming.value.cancellationReasonId)],
            ['Notes', steps.confirming.value.notes ?? '–'],
          ]}
          error={submit.error}
          errorTitle={CANCELLATION_SUBMIT_ERROR}
          pending={submit.isPending}
          submitLabel="Submit cancellation request"
          submitVariant="danger"
          onBack={back}
          onSubmit={send}
        />
      )}
    </>
  )
}
