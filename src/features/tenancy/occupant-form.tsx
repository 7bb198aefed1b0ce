import { FormProvider, getFieldsetProps, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useEffect, useMemo } from 'react'
import { css } from '../../../styled-system/css'
import { DEFAULT_CONTACT_NUMBER_TYPE } from '../../contract/tenancy.ts'
import { OccupantBodySchema } from '../../contract/tenancy-bodies.ts'
import { Button, Field, fieldControl } from '../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../ui/wizard-screen.tsx'
import { ContactNumberRow } from './contact-number-row.tsx'
import { occupantFormDefaults } from './occupant-form-defaults.ts'
import type { OccupantDraft } from './tenancy-draft.ts'
import type { FormErrors } from './wizard-errors.ts'
import { errorText } from './wizard-parts.tsx'

type Props = {
  /** null: a new occupant. */
  occupant: OccupantDraft | null
  /** What the server said about this occupant on the last submit. */
  serverErrors?: FormErrors
  onSave: (occupant: OccupantDraft) => void
  onBack: () => void
  onDirtyChange: (dirty: boolean) => void
}

/** The occupant sub-form (spec §2): name, email and contact numbers; Save occupant / Back. */
export function OccupantForm({ occupant, serverErrors, onSave, onBack, onDirtyChange }: Props) {
  const lastResult = useMemo(
    () => (serverErrors ? { status: 'error' as const, error: serverErrors } : undefined),
    [serverErrors],
  )
  const [form, fields] = useForm({
    id: 'tenancy-occupant',
    defaultValue: occupantFormDefaults(occupant),
    lastResult,
    // Not on blur: a message appearing as focus leaves a field moves the button being pressed, and the press is lost.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: OccupantBodySchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') onSave(submission.value)
    },
  })
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(false), [onDirtyChange])
  const numbers = fields.contactNumbers.getFieldList()

  return (
    <FormProvider context={form.context}>
      <form {...getFormProps(form)} noValidate>
        <WizardScreen heading={occupant ? 'Edit occupant' : 'Add occupant'} focusKey="tenancy-occupant">
          <Field label="Name" htmlFor={fields.name.id} errors={fields.name.errors} errorId={fields.name.errorId}>
            <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="off" className={fieldControl} />
          </Field>
          <Field label="Email" htmlFor={fields.email.id} errors={fields.email.errors} errorId={fields.email.errorId}>
            <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="off" className={fieldControl} />
          </Field>
          <fieldset {...getFieldsetProps(fields.contactNumbers)} className={css({ mb: '2' })}>
            <legend className={css({ fontWeight: 'semibold', mb: '1.5' })}>Contact numbers</legend>
            <div className={css({ display: 'grid', gap: '2' })}>
              {numbers.map((number, index) => (
                <ContactNumberRow
                  key={number.key}
                  formId={form.id}
                  listName={fields.contactNumbers.name}
                  field={number}
                  index={index}
                />
              ))}
            </div>
            {fields.contactNumbers.errors && (
              <p id={fields.contactNumbers.errorId} role="alert" className={errorText}>
                {fields.contactNumbers.errors[0]}
              </p>
            )}
            {/* Conform's list intents travel as submit buttons; the Button's default type would not submit. */}
            <Button
              type="submit"
              variant="ghost"
              className={css({ mt: '1', px: '2' })}
              {...form.insert.getButtonProps({
                name: fields.contactNumbers.name,
                defaultValue: { contactNumberId: '', number: '', type: DEFAULT_CONTACT_NUMBER_TYPE },
              })}
            >
              Add contact number
            </Button>
          </fieldset>
          {/* "Email or a contact number" is a rule of the whole occupant, so the schema reports it on the form. */}
          {form.errors && (
            <p id={form.errorId} role="alert" className={errorText}>
              {form.errors[0]}
            </p>
          )}
          <WizardActions
            back={
              <Button variant="outline" onClick={onBack}>
                Back
              </Button>
            }
          >
            <Button type="submit">Save occupant</Button>
          </WizardActions>
        </WizardScreen>
      </form>
    </FormProvider>
  )
}
