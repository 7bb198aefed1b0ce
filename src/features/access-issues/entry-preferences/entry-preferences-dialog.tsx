import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { newIdempotencyKey } from '../../../api/client.ts'
import { entryPreferenceMutations } from '../../../api/entry-preferences.ts'
import {
  type AgencyEntryMethodPreferences,
  ENTRY_OPTION,
  ENTRY_OPTION_LABELS,
  type EntryMethodPreferences,
  PREFERENCE_FIELD_LABELS,
  PREFERENCE_FIELDS,
  type PreferenceValue,
} from '../../../contract/access-issues.ts'
import type { PropertyDetail } from '../../../contract/property.ts'
import { todayInState } from '../../../contract/states.ts'
import { NOTES_MAX } from '../../../contract/tenancy.ts'
import { isQueued } from '../../../offline/outbox/result.ts'
import { Button, toaster } from '../../../ui/index.ts'
import { DateField, NotesField, RadioGroupField } from '../../property/form-fields.tsx'
import { DialogActions, PropertyDialog, SubmitError } from '../../property/property-dialog.tsx'
import { useSession } from '../../session/use-session.ts'
import { failureToast } from '../../tenancy/failure-toast.tsx'
import { outboxOrigin, queuedToast } from '../../tenancy/outbox-origin.ts'
import { PREFERENCE_WORDS, preferencesDescription } from '../outbox-descriptions.ts'
import { formDefaults, preferencesFormSchema } from './preference-form.ts'

export const PREFERENCES_TOASTS = { saved: 'Entry preferences saved', failed: 'Failed to save entry preferences' }

const VALUE_OPTIONS = (['YES', 'NO', 'BY_EXCEPTION'] as const).map((value) => ({
  value,
  label: PREFERENCE_WORDS[value],
}))
const OPTION_OPTIONS = [ENTRY_OPTION.ALWAYS, ENTRY_OPTION.UNTIL_DATE].map((value) => ({
  value,
  label: ENTRY_OPTION_LABELS[value],
}))

type Props = {
  property: PropertyDetail
  preferences: EntryMethodPreferences
  agency: AgencyEntryMethodPreferences
  onClose: () => void
}

/** Edit entry-method preferences: per field YES / NO / By exception, YES always or until a set date. */
export function EntryPreferencesDialog({ property, preferences, agency, onClose }: Props) {
  const session = useSession()
  const today = todayInState(session.stateId)
  const range = preferences.tempExpireDateSettings
  const schema = useMemo(() => preferencesFormSchema(range), [range])
  const [idempotencyKey] = useState(newIdempotencyKey)
  const submit = useMutation({
    ...entryPreferenceMutations.save(),
    onSuccess: (data) => {
      if (isQueued(data)) toaster.info(queuedToast(data.reason))
      else toaster.success({ title: PREFERENCES_TOASTS.saved })
      onClose()
    },
    onError: (error) => failureToast(PREFERENCES_TOASTS.failed, error),
  })
  const [form, fields] = useForm({
    id: `entry-preferences-${property.compliancePropertyId}`,
    defaultValue: formDefaults(preferences, agency.defaults, today),
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      const body = submission.value
      submit.mutate({
        propertyId: property.compliancePropertyId,
        idempotencyKey,
        body,
        origin: outboxOrigin(session, property, preferencesDescription(PREFERENCE_FIELDS.map((f) => body[f].value))),
      })
    },
  })

  return (
    <PropertyDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Entry preferences"
      pending={submit.isPending}
    >
      <form {...getFormProps(form)}>
        <p className={css({ color: 'fg.muted', mb: '4' })}>
          How the provider may get into this property. Agency default: {agency.label}.
        </p>
        {PREFERENCE_FIELDS.map((field) => (
          <PreferenceFieldset
            key={field}
            meta={fields[field]}
            legend={PREFERENCE_FIELD_LABELS[field]}
            agencyDefault={agency.defaults[field]}
            range={range}
          />
        ))}
        <NotesField meta={fields.comments} label="Comments" max={NOTES_MAX} />
        {submit.error && <SubmitError error={submit.error} title={PREFERENCES_TOASTS.failed} />}
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </PropertyDialog>
  )
}

type FieldShape = { value: PreferenceValue; fieldOption?: string | null; expiresAt?: string | null }

function PreferenceFieldset<FormShape extends Record<string, unknown>>({
  meta,
  legend,
  agencyDefault,
  range,
}: {
  meta: FieldMetadata<FieldShape, FormShape>
  legend: string
  agencyDefault: PreferenceValue
  range: { min: string; max: string }
}) {
  const parts = meta.getFieldset()
  const yes = parts.value.value === 'YES'
  const untilDate = yes && parts.fieldOption.value === ENTRY_OPTION.UNTIL_DATE
  return (
    <div className={css({ borderTopWidth: '1px', borderColor: 'border', pt: '3', mb: '2' })}>
      <RadioGroupField meta={parts.value} legend={legend} options={VALUE_OPTIONS} />
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '-3', mb: '3' })}>
        Agency default: {PREFERENCE_WORDS[agencyDefault]}
      </p>
      {yes && <RadioGroupField meta={parts.fieldOption} legend={`${legend}: allow`} options={OPTION_OPTIONS} />}
      {untilDate && <DateField meta={parts.expiresAt} label="Expiration date" min={range.min} max={range.max} />}
    </div>
  )
}
