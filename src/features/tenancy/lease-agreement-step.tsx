import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useEffect, useMemo, useRef } from 'react'
import { css } from '../../../styled-system/css'
import { parseDateInput, toDateInput } from '../../contract/dates.ts'
import {
  AddLeaseAgreementFormSchema,
  LEASE_TYPES,
  LeaseAgreementFormSchema,
  NOTES_MAX,
} from '../../contract/tenancy.ts'
import { Button, DateInput } from '../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../ui/wizard-screen.tsx'
import { NotesField, RadioGroupField } from '../property/form-fields.tsx'
import { leaseFormDefaults } from './tenancy-draft.ts'
import type { WizardEvent, WizardState } from './tenancy-wizard.machine.ts'

type Props = {
  state: WizardState
  dispatch: (event: WizardEvent) => void
  onDirtyChange: (dirty: boolean) => void
  onCancel: () => void
}

/** Step 1: lease type (when adding), start, end and vacate dates typed as dd/mm/yyyy, and notes. */
export function LeaseAgreementStep({ state, dispatch, onDirtyChange, onCancel }: Props) {
  const { readOnly } = state
  const askLeaseType = state.mode !== 'edit'
  // The server's messages from a refused submit, shown on their fields as if the form had found them.
  const lastResult = useMemo(
    () =>
      Object.keys(state.errors.lease).length > 0 ? { status: 'error' as const, error: state.errors.lease } : undefined,
    [state.errors.lease],
  )
  // The start date cannot be cleared (property-operations §5): emptied, it is the last date it held.
  const lastStart = useRef(toDateInput(state.draft.lease.startedAt))
  const [form, fields] = useForm({
    id: 'tenancy-lease-agreement',
    defaultValue: leaseFormDefaults(state.draft.lease),
    lastResult,
    // Not on blur: a message appearing as focus leaves a field moves the button being pressed, and the press is lost.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithValibot(withStartDate(formData, lastStart.current), {
        schema: askLeaseType ? AddLeaseAgreementFormSchema : LeaseAgreementFormSchema,
      }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') dispatch({ type: 'NEXT', lease: submission.value })
    },
  })
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(false), [onDirtyChange])

  return (
    <form {...getFormProps(form)} noValidate>
      <WizardScreen heading="Lease agreement" focusKey="tenancy-lease">
        {askLeaseType && (
          <RadioGroupField meta={fields.leaseType} legend="Lease type" options={LEASE_TYPES} disabled={readOnly} />
        )}
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            columnGap: '4',
          })}
        >
          <DateInput
            {...getInputProps(fields.startedAt, { type: 'text' })}
            label="Start date"
            errors={fields.startedAt.errors}
            errorId={fields.startedAt.errorId}
            readOnly={readOnly}
            onInput={(event) => {
              const typed = event.currentTarget.value
              if (parseDateInput(typed) !== null) lastStart.current = typed
            }}
            onBlur={(event) => restoreIfEmpty(event.currentTarget, lastStart.current)}
          />
          <DateInput
            {...getInputProps(fields.endedAt, { type: 'text' })}
            label="End date"
            errors={fields.endedAt.errors}
            errorId={fields.endedAt.errorId}
            readOnly={readOnly}
          />
          <DateInput
            {...getInputProps(fields.vacatingAt, { type: 'text' })}
            label="Vacate date"
            errors={fields.vacatingAt.errors}
            errorId={fields.vacatingAt.errorId}
            readOnly={readOnly}
          />
        </div>
        <NotesField meta={fields.notes} label="Notes" max={NOTES_MAX} readOnly={readOnly} />
        <WizardActions
          back={
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          }
        >
          <Button type="submit" disabled={readOnly}>
            Next
          </Button>
        </WizardActions>
      </WizardScreen>
    </form>
  )
}

/**
 * An emptied start date is checked as the last date it held, so clearing it never gives "Start date is
 * required" (not while typing, nor on Enter before the field is left); leaving the field puts that date back.
 */
function withStartDate(formData: FormData, last: string): FormData {
  if (last === '' || String(formData.get('startedAt') ?? '').trim() !== '') return formData
  const filled = new FormData()
  for (const [name, value] of formData) filled.append(name, value)
  filled.set('startedAt', last)
  return filled
}

/** Writes the last start date back into an emptied field, with the input event Conform listens for. */
function restoreIfEmpty(field: HTMLInputElement, last: string) {
  if (last === '' || field.value.trim() !== '') return
  field.value = last
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
