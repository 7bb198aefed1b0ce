import { getFormProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { css } from '../../../../styled-system/css'
import { propertyQueries } from '../../../api/property.ts'
import {
  CallNotesFormSchema,
  callNoteText,
  issueConfirmFormSchema,
  NO_CONTACTABLE_TENANTS,
  SOLUTION_GROUP_FORM,
  type SolutionGroup,
} from '../../../contract/access-issues.ts'
import { NOTES_MAX } from '../../../contract/tenancy.ts'
import { Button, Field, NativeSelect } from '../../../ui/index.ts'
import { DateField, NotesField } from '../../property/form-fields.tsx'
import type { AgencyActionInput } from './access-issues.machine.ts'

type Submit = (action: Omit<AgencyActionInput, 'solutionLabel'>) => void
type FormProps = {
  /** Unique per problem set and solution: a new set starts with an empty form. */
  id: string
  group: SolutionGroup
  today: string
  submitLabel: string
  pending: boolean
  onSubmit: Submit
}

const actions = css({
  display: 'flex',
  justifyContent: 'flex-end',
  mt: '2',
  '& > button': { width: { base: 'full', sm: 'auto' } },
})

/** The call-notes form: the limit is on the notes typed (§5); the server allows for the name added to them. */
export const callNotesSchema = CallNotesFormSchema

const optional = (need: 'optional' | 'required') => (need === 'optional' ? ' (optional)' : '')

/** §5 "Issue-confirm form": notes and the resolved date, each optional or required by the solution's group. */
export function IssueConfirmForm({ id, group, today, submitLabel, pending, onSubmit }: FormProps) {
  const need = SOLUTION_GROUP_FORM[group]
  const schema = useMemo(() => issueConfirmFormSchema(group, today), [group, today])
  const [form, fields] = useForm({
    id,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') {
        onSubmit({ notes: submission.value.notes ?? null, date: submission.value.date ?? null })
      }
    },
  })
  return (
    <form {...getFormProps(form)}>
      <NotesField meta={fields.notes} label={`Notes${optional(need.notes)}`} max={NOTES_MAX} />
      <DateField meta={fields.date} label={`Resolved date${optional(need.date)}`} min={today} />
      <div className={actions}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  )
}

/**
 * §5 "Call notes": who was called (an occupant with a name) and what was said. The agency action records
 * "Called occupant: {name}" and "Notes: …".
 */
export function CallNotesForm({ id, propertyId, submitLabel, pending, onSubmit }: FormProps & { propertyId: number }) {
  const contacts = useQuery(propertyQueries.contacts(propertyId))
  const occupants = (contacts.data?.occupants ?? []).map((o) => o.name.trim()).filter(Boolean)
  const [form, fields] = useForm({
    id,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: callNotesSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') {
        const { occupantName, notes } = submission.value
        onSubmit({ notes: callNoteText(occupantName, notes ?? ''), date: null })
      }
    },
  })
  if (contacts.isPending) {
    return <p role="status">Loading the occupants…</p>
  }
  if (occupants.length === 0) {
    return (
      <p role="status" className={css({ fontWeight: 'semibold' })}>
        {NO_CONTACTABLE_TENANTS}
      </p>
    )
  }
  const { key: _key, ...select } = getSelectProps(fields.occupantName)
  return (
    <form {...getFormProps(form)}>
      <Field
        label="Tenant called"
        htmlFor={fields.occupantName.id}
        errors={fields.occupantName.errors}
        errorId={fields.occupantName.errorId}
      >
        <NativeSelect {...select} defaultValue={occupants.length === 1 ? occupants[0] : ''}>
          <option value="">Select a tenant</option>
          {occupants.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <NotesField meta={fields.notes} label="Notes" max={NOTES_MAX} />
      <div className={actions}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  )
}
