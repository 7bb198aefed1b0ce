import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { css } from '../../../styled-system/css'
import { agencyQueries } from '../../api/agency.ts'
import { newIdempotencyKey } from '../../api/client.ts'
import { propertyLookupQueries } from '../../api/property.ts'
import { NOT_SAVED_FOR_OFFLINE } from '../../api/query-client.ts'
import type { PropertyManager } from '../../contract/agency.ts'
import { toDateInput } from '../../contract/dates.ts'
import {
  KEY_AVAILABILITIES,
  KEY_AVAILABILITY_LABELS,
  type KeyPickupLocation,
  type PropertyDetail,
  temporaryKeyExpiryRange,
  type UpdateKeysBody,
  updateKeysFormSchema,
} from '../../contract/property.ts'
import { todayInState } from '../../contract/states.ts'
import { NOTES_MAX } from '../../contract/tenancy.ts'
import { Button, Field, fieldControl, NativeSelect } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { outboxOrigin } from '../tenancy/outbox-origin.ts'
import { DateField, NotesField, RadioGroupField } from './form-fields.tsx'
import { fieldsetClass, groupTitle, KeysConfirmation, type SaveKeys, stepIntro } from './keys-confirmation.tsx'
import { describeKeysWrite, theirKeys } from './keys-outbox.ts'
import { type PendingKeysEdit, usePendingKeysEdit } from './pending-keys.ts'
import { DialogActions, SubmitError } from './property-dialog.tsx'
import { serverFieldErrors } from './server-errors.ts'
import { useRequestSteps } from './use-request-steps.ts'

type KeysFormProps = { property: PropertyDetail; save: SaveKeys; onCancel: () => void }

const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const
const ONSITE_OPTIONS = KEY_AVAILABILITIES.map((value) => ({ value, label: KEY_AVAILABILITY_LABELS[value] }))

/** Waits for the lists the form chooses from, then shows it. */
export function KeysForm(props: KeysFormProps) {
  const managers = useQuery(agencyQueries.propertyManagers())
  const locations = useQuery(propertyLookupQueries.keyPickupLocations())
  // An edit of these keys not yet synced: this one starts from it, and is sent after it.
  const pending = usePendingKeysEdit(props.property.compliancePropertyId)
  const failed = managers.error ?? locations.error
  if (failed) return <SubmitError error={failed} />
  // Offline with the lists never saved on this device (the property was not made available offline): say so.
  if ([managers, locations].some((q) => q.data === undefined && q.fetchStatus === 'paused'))
    return <SubmitError error={new Error(NOT_SAVED_FOR_OFFLINE)} />
  if (!managers.data || !locations.data || pending === undefined)
    return <p className={css({ color: 'fg.muted' })}>Loading…</p>
  return <KeysFormFields {...props} managers={managers.data.items} locations={locations.data.items} pending={pending} />
}

/** What the form starts from: the edit kept on this device, or the key details as the server has them. */
function startingKeys(property: PropertyDetail, pending: PendingKeysEdit | null): UpdateKeysBody {
  if (pending) return pending.body
  const onsite = property.propertyKeyInformation
  return {
    agencyKey: {
      isKeyAvailable: property.isKeyAvailable ? 'YES' : 'NO',
      keyNumber: property.keyNumber,
      keyLocationId: property.keyLocationId,
      propertyManagerId: property.propertyManager?.id ?? 0,
    },
    propertyKey: {
      onsiteAvailability: onsite.onsiteAvailability,
      temporaryKeyExpirationDate: onsite.temporaryKeyExpirationDate,
      keyOnsiteNotes: onsite.keyOnsiteNotes,
    },
  }
}

/**
 * What the edit is sent against, fixed when the form opens (a refetch meanwhile must not move it): after an edit
 * still queued, that edit's answer (`versionFrom`); else the version the page showed, replacing a refused edit.
 */
function writeBase(property: PropertyDetail, pending: PendingKeysEdit | null): WriteBase {
  if (pending && !pending.refused) return { version: pending.version, versionFrom: pending.itemId, supersedes: null }
  return { version: property.keysVersion, versionFrom: null, supersedes: pending?.itemId ?? null }
}
type WriteBase = { version: number; versionFrom: string | null; supersedes: string | null }

function KeysFormFields({
  property,
  save,
  onCancel,
  managers,
  locations,
  pending,
}: KeysFormProps & { managers: PropertyManager[]; locations: KeyPickupLocation[]; pending: PendingKeysEdit | null }) {
  const session = useSession()
  // The expiry range counts from the agency's today, as the server's check does.
  const today = todayInState(session.stateId)
  const range = temporaryKeyExpiryRange(today)
  const schema = useMemo(() => updateKeysFormSchema(today), [today])
  const lastResult = useMemo(() => serverFieldErrors(save.error), [save.error])
  const start = startingKeys(property, pending)
  const [base, setBase] = useState(() => writeBase(property, pending))
  // Saving again after a 409 is a new write: its own Idempotency-Key, kept for that write's retries.
  const [resaveKey, setResaveKey] = useState<string | null>(null)
  const theirs = theirKeys(save.error)
  // Edit property: EDIT_PROPERTY_DATA -> CONFIRM (property-operations §4), with Back.
  const steps = useRequestSteps<UpdateKeysBody>('EDIT_PROPERTY_DATA')
  const [form, fields] = useForm({
    id: `keys-${property.compliancePropertyId}`,
    lastResult,
    defaultValue: {
      agencyKey: {
        isKeyAvailable: start.agencyKey.isKeyAvailable,
        keyNumber: start.agencyKey.keyNumber ?? '',
        keyLocationId: start.agencyKey.keyLocationId ?? '',
        propertyManagerId: start.agencyKey.propertyManagerId || '',
      },
      propertyKey: {
        onsiteAvailability: start.propertyKey.onsiteAvailability,
        temporaryKeyExpirationDate: toDateInput(start.propertyKey.temporaryKeyExpirationDate ?? null),
        keyOnsiteNotes: start.propertyKey.keyOnsiteNotes ?? '',
      },
    },
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') steps.next(submission.value)
    },
  })
  const agencyKey = fields.agencyKey.getFieldset()
  const propertyKey = fields.propertyKey.getFieldset()
  const hasAgencyKey = agencyKey.isKeyAvailable.value === 'YES'

  return (
    <>
      <form {...getFormProps(form)} hidden={steps.step === 'CONFIRM'}>
        <p className={stepIntro}>Step 1 of 2: update the key details.</p>
        {pending && (
          <p className={stepIntro}>
            {pending.refused
              ? 'Your change made on this device that could not be saved is shown: saving replaces it.'
              : 'Your change made on this device and not yet synced is shown: it is kept.'}
          </p>
        )}
        <fieldset disabled={save.isPending}>
          <h3 className={groupTitle}>Agency key</h3>
          <RadioGroupField meta={agencyKey.isKeyAvailable} legend="Does the agency hold a key?" options={YES_NO} />
          {hasAgencyKey && (
            <>
              <Field
                label="Key number"
                htmlFor={agencyKey.keyNumber.id}
                errors={agencyKey.keyNumber.errors}
                errorId={agencyKey.keyNumber.errorId}
              >
                <input {...getInputProps(agencyKey.keyNumber, { type: 'text' })} className={fieldControl} />
              </Field>
              <Field
                label="Key pickup location"
                htmlFor={agencyKey.keyLocationId.id}
                errors={agencyKey.keyLocationId.errors}
                errorId={agencyKey.keyLocationId.errorId}
              >
                <NativeSelect {...getSelectProps(agencyKey.keyLocationId)}>
                  <option value="">No pickup location</option>
                  {locations.map((l) => (
                    <option key={l.keyLocationId} value={l.keyLocationId}>
                      {l.fullAddress}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </>
          )}
          <Field
            label="Property manager"
            htmlFor={agencyKey.propertyManagerId.id}
            errors={agencyKey.propertyManagerId.errors}
            errorId={agencyKey.propertyManagerId.errorId}
          >
            <NativeSelect {...getSelectProps(agencyKey.propertyManagerId)}>
              <option value="">Select a property manager</option>
              {managers.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </fieldset>
        <fieldset disabled={save.isPending} className={fieldsetClass}>
          <h3 className={groupTitle}>On-site key</h3>
          <RadioGroupField meta={propertyKey.onsiteAvailability} legend="Availability" options={ONSITE_OPTIONS} />
          {propertyKey.onsiteAvailability.value === 'TEMPORARY' && (
            <DateField
              meta={propertyKey.temporaryKeyExpirationDate}
              label="Available until"
              hint={`Between ${toDateInput(range.min)} and ${toDateInput(range.max)}`}
              min={range.min}
              max={range.max}
            />
          )}
          <NotesField
            meta={propertyKey.keyOnsiteNotes}
            label="On-site key notes"
            max={NOTES_MAX}
            hint="Where the key is and how to get it: more than 5 characters unless the key is unavailable."
          />
        </fieldset>
        <DialogActions>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Next</Button>
        </DialogActions>
      </form>
      {steps.confirming && (
        <KeysConfirmation
          value={steps.confirming.value}
          theirs={theirs}
          managers={managers}
          locations={locations}
          save={save}
          onBack={() => {
            // Back from their version to change the edit: it is then made against theirs.
            if (theirs) setBase({ ...base, version: theirs.keysVersion, versionFrom: null })
            save.reset()
            setResaveKey(null)
            steps.back()
          }}
          onSave={() => {
            if (!steps.confirming) return
            const { value, idempotencyKey } = steps.confirming
            // After a 409 the user has seen theirs: this save is a new write made against their version.
            const against = theirs ? { ...base, version: theirs.keysVersion, versionFrom: null } : base
            const key = theirs ? newIdempotencyKey() : (resaveKey ?? idempotencyKey)
            if (theirs) {
              setBase(against)
              setResaveKey(key)
            }
            save.mutate({
              id: property.compliancePropertyId,
              body: { ...value, version: against.version },
              idempotencyKey: key,
              origin: outboxOrigin(session, property, describeKeysWrite(value)),
              versionFrom: against.versionFrom,
              supersedes: against.supersedes,
            })
          }}
        />
      )}
    </>
  )
}
