import { type FieldMetadata, getFormProps, getInputProps, useForm, useInputControl } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { type UseMutationResult, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { css } from '../../../styled-system/css'
import { newIdempotencyKey, ValidationError } from '../../api/client.ts'
import { type NonManagedWrite, nonManagedQueries } from '../../api/portfolio.ts'
import type {
  NonManagedRow,
  ServiceEntry,
  ServiceProvider,
  UpdateServiceEntriesBody,
} from '../../contract/portfolio.ts'
import { isGasServiceLocked, suggestNextServiceDate } from '../../contract/service-dates.ts'
import { Button, Field, NativeSelect } from '../../ui/index.ts'
import { RadioGroupField } from '../property/form-fields.tsx'
import { DialogActions, SubmitError } from '../property/property-dialog.tsx'
import { NonManagedProviderDialog } from './non-managed-provider-dialog.tsx'
import { dateInputRange, ServiceDateInput } from './service-entry-date-input.tsx'
import {
  type EditableProperty,
  formFieldErrors,
  gasCountOf,
  hasGasService,
  serviceEntryDefaults,
  serviceEntryFormSchema,
} from './service-entry-schema.ts'

export type SaveServiceEntries = UseMutationResult<NonManagedRow, Error, NonManagedWrite<UpdateServiceEntriesBody>>

type Props = { property: EditableProperty; today: string; save: SaveServiceEntries; onCancel: () => void }

const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const
const GAS_COUNTS = [
  { value: '0', label: '0' },
  { value: '1', label: '1' },
  { value: '2+', label: '2 or more' },
] as const

/**
 * A non-managed property's service entries: last and next service dates, provider and, with a gas service, the
 * gas appliance count. Every rule of foundations §5 is checked here and again by the server.
 */
export function ServiceEntryForm({ property, today, save, onCancel }: Props) {
  const schema = useMemo(() => serviceEntryFormSchema(today, property), [today, property])
  const lastResult = useMemo(
    () =>
      save.error instanceof ValidationError
        ? { status: 'error' as const, error: formFieldErrors(save.error.fieldErrors) }
        : undefined,
    [save.error],
  )
  const [form, fields] = useForm<ServiceEntryFormShape, UpdateServiceEntriesBody>({
    id: `service-entries-${property.agencyPortfolioPropertyId}`,
    defaultValue: serviceEntryDefaults(property),
    lastResult,
    // Not on blur: a message appearing as focus leaves a field moves the button being pressed (as in the tenancy
    // wizard); once shown, a message goes as soon as the field is right.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') save.mutate({ body: submission.value, idempotencyKey: newIdempotencyKey() })
    },
  })
  const providers = useQuery(nonManagedQueries.providers())
  const askGas = hasGasService(property)
  const gas = fields.gas.getFieldset()
  const gasCount = askGas
    ? gasCountOf({
        hasGasAppliances: gas.hasGasAppliances.value,
        gasApplianceCountValue: gas.gasApplianceCountValue.value,
      })
    : property.gasApplianceCountValue
  const range = useMemo(() => dateInputRange(today), [today])
  const entries = fields.services.getFieldList()

  return (
    <form {...getFormProps(form)} noValidate>
      <input {...getInputProps(fields.agencyPortfolioPropertyId, { type: 'hidden' })} />
      <fieldset disabled={save.isPending} className={css({ minWidth: '0' })}>
        {askGas && (
          <div className={group}>
            <RadioGroupField
              meta={gas.hasGasAppliances}
              legend="Does the property have gas appliances?"
              options={YES_NO}
            />
            {gas.hasGasAppliances.value === 'YES' && (
              <RadioGroupField
                meta={gas.gasApplianceCountValue}
                legend="How many gas appliances?"
                options={GAS_COUNTS}
              />
            )}
          </div>
        )}
        {property.services.length === 0 && (
          <p className={css({ color: 'fg.muted' })}>No services are recorded for this property.</p>
        )}
        {entries.map((meta, i) => {
          const entry = property.services[i]
          if (!entry) return null
          return (
            <ServiceEntryFields
              key={meta.key}
              meta={meta}
              entry={entry}
              today={today}
              range={range}
              locked={isGasServiceLocked(entry.complianceRequirementId, gasCount)}
              providers={providers.data?.items ?? []}
            />
          )
        })}
      </fieldset>
      {providers.error && <SubmitError error={providers.error} title="Failed to get service providers" />}
      {save.error && <SubmitError error={save.error} title="Failed to update services" />}
      <DialogActions>
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save services'}
        </Button>
      </DialogActions>
    </form>
  )
}

type ServiceEntryFormShape = {
  agencyPortfolioPropertyId: string
  gas?: { hasGasAppliances?: string; gasApplianceCountValue?: string }
  services: EntryFields[]
}

type EntryFields = {
  complianceRequirementId: string
  providerId: string
  lastServiceDate: string
  nextServiceDate: string
}

function ServiceEntryFields({
  meta,
  entry,
  today,
  range,
  locked,
  providers,
}: {
  meta: FieldMetadata<EntryFields>
  entry: ServiceEntry
  today: string
  range: { min: string; max: string }
  locked: boolean
  providers: ServiceProvider[]
}) {
  const f = meta.getFieldset()
  const last = useInputControl(f.lastServiceDate)
  const next = useInputControl(f.nextServiceDate)
  const provider = useInputControl(f.providerId)
  const [adding, setAdding] = useState(false)

  // A gas service without an appliance count has no dates and no provider (foundations §4).
  useEffect(() => {
    if (!locked) return
    if (last.value) last.change('')
    if (next.value) next.change('')
    if (provider.value) provider.change('')
  }, [locked, last, next, provider])

  const onLastChange = (value: string) => {
    last.change(value)
    // Last plus the service's frequency, for a last date of today or before (foundations §4).
    const suggested = suggestNextServiceDate(value || null, entry.serviceFrequencyMonths, today)
    if (suggested) next.change(suggested)
  }
  const lockedNoteId = `${meta.id}-locked`

  return (
    <fieldset className={group} aria-describedby={locked ? lockedNoteId : undefined}>
      <legend className={legend}>{entry.name}</legend>
      <input {...getInputProps(f.complianceRequirementId, { type: 'hidden' })} />
      {locked && (
        <p id={lockedNoteId} className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>
          Answer how many gas appliances the property has to enter its gas service.
        </p>
      )}
      <div className={grid}>
        <ServiceDateInput
          id={f.lastServiceDate.id}
          label="Last service date"
          value={locked ? '' : (last.value ?? '')}
          onChange={onLastChange}
          onBlur={last.blur}
          range={range}
          errors={f.lastServiceDate.errors}
          errorId={f.lastServiceDate.errorId}
          disabled={locked}
        />
        <ServiceDateInput
          id={f.nextServiceDate.id}
          label="Next service date"
          value={locked ? '' : (next.value ?? '')}
          onChange={next.change}
          onBlur={next.blur}
          range={range}
          errors={f.nextServiceDate.errors}
          errorId={f.nextServiceDate.errorId}
          disabled={locked}
        />
        <div className={css({ gridColumn: '1 / -1' })}>
          <Field
            label="Provided by"
            htmlFor={f.providerId.id}
            errors={f.providerId.errors}
            errorId={f.providerId.errorId}
          >
            <NativeSelect
              id={f.providerId.id}
              value={locked ? '' : (provider.value ?? '')}
              onChange={(event) => provider.change(event.target.value)}
              onBlur={provider.blur}
              disabled={locked}
              aria-invalid={f.providerId.errors ? true : undefined}
              aria-describedby={f.providerId.errors ? f.providerId.errorId : undefined}
            >
              <option value="">No provider</option>
              {providers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.supplier_name}
                </option>
              ))}
            </NativeSelect>
            <Button
              variant="ghost"
              onClick={() => setAdding(true)}
              disabled={locked}
              aria-label={`Add service provider for ${entry.name}`}
              className={css({ justifySelf: 'start', px: '2', fontSize: 'sm' })}
            >
              Add service provider
            </Button>
          </Field>
        </div>
      </div>
      {adding && (
        <NonManagedProviderDialog
          open={adding}
          onOpenChange={setAdding}
          onAdded={(added) => provider.change(String(added.id))}
        />
      )}
    </fieldset>
  )
}

const group = css({ borderTopWidth: '1px', borderColor: 'border', pt: '4', mt: '2', minWidth: '0' })
const legend = css({ fontSize: 'md', fontWeight: 'bold', mb: '2', float: 'left', width: 'full' })
const grid = css({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: '4',
})
