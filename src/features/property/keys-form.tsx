import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { type UseMutationResult, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { css } from '../../../styled-system/css'
import { agencyQueries } from '../../api/agency.ts'
import { ConflictApiError, newIdempotencyKey } from '../../api/client.ts'
import { propertyLookupQueries, type UpdateKeysVariables } from '../../api/property.ts'
import type { PropertyManager } from '../../contract/agency.ts'
import { toDateInput } from '../../contract/dates.ts'
import { REQUEST_SUBMIT_ERROR } from '../../contract/holds.ts'
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
import type { QueuedWrite } from '../../offline/outbox/result.ts'
import { Button, Field, fieldControl, NativeSelect } from '../../ui/index.ts'
import { useSession } from '../session/use-session.ts'
import { outboxOrigin } from '../tenancy/outbox-origin.ts'
import { DateField, NotesField, RadioGroupField } from './form-fields.tsx'
import { KeyDetails } from './key-details.tsx'
import { describeKeysWrite, keysSummaryItems } from './keys-outbox.ts'
import { type PendingKeysEdit, usePendingKeysEdit } from './pending-keys.ts'
import { DialogActions, SubmitError } from './property-dialog.tsx'
import { DetailList } from './section-card.tsx'
import { serverFieldErrors } from './server-errors.ts'
import { useRequestSteps } from './use-request-steps.ts'

type SaveKeys = UseMutationResult<PropertyDetail | QueuedWrite, Error, UpdateKeysVariables>
type KeysFormProps = { property: PropertyDetail; save: SaveKeys; onCancel: () => void }

const YES_NO = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
] as const
const ONSITE_OPTIONS = KEY_AVAILABILITIES.map((value) => ({ value, label: KEY_AVAILABILITY_LABELS[value] }))
const fieldsetClass = css({ borderTopWidth: '1px', borderColor: 'border', pt: '4', mt: '2' })
const groupTitle = css({ fontSize: 'md', fontWeight: 'bold', mb: '3' })
const stepIntro = css({ color: 'fg.muted', mb: '4' })

/** Waits for the lists the form chooses from, then shows it. */
export function KeysForm(props: KeysFormProps) {
  const managers = useQuery(agencyQueries.propertyManagers())
  const locations = useQuery(propertyLookupQueries.keyPickupLocations())
  // An edit of these keys not yet synced: this one starts from it, and is sent after it.
  const pending = usePendingKeysEdit(props.property.compliancePropertyId)
  const failed = managers.error ?? locations.error
  if (failed) return <SubmitError error={failed} />
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
  // Edit property: EDIT_PROPERTY_DATA -> CONFIRM (property-operations §4), with Back.
  const steps = useRequestSteps<KeysValue>('EDIT_PROPERTY_DATA')
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
          <p className={stepIntro}>Your change made on this device and not yet synced is shown: it is kept.</p>
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
          theirs={save.error instanceof ConflictApiError ? property : null}
          managers={managers}
          locations={locations}
          save={save}
          onBack={() => {
            save.reset()
            steps.back()
          }}
          onSave={() => {
            if (!steps.confirming) return
            const { value, idempotencyKey } = steps.confirming
            // After a conflict the page holds their version: saving again is a new write made against it.
            const overTheirs = save.error instanceof ConflictApiError
            const basedOn = overTheirs ? null : pending
            save.mutate({
              id: property.compliancePropertyId,
              body: { ...value, version: basedOn?.version ?? property.keysVersion },
              idempotencyKey: overTheirs ? newIdempotencyKey() : idempotencyKey,
              origin: outboxOrigin(session, property, describeKeysWrite(value)),
              versionFrom: basedOn?.itemId ?? null,
            })
          }}
        />
      )}
    </>
  )
}

type KeysValue = UpdateKeysBody

/** Step 2: what will be saved, in words, before it is; after a conflict, theirs below it. */
function KeysConfirmation({
  value,
  theirs,
  managers,
  locations,
  save,
  onBack,
  onSave,
}: {
  value: KeysValue
  /** The key details someone else saved since this edit started (a 409). */
  theirs: PropertyDetail | null
  managers: PropertyManager[]
  locations: KeyPickupLocation[]
  save: SaveKeys
  onBack: () => void
  onSave: () => void
}) {
  return (
    <div>
      <p className={stepIntro}>Step 2 of 2: please check the key details before you save them.</p>
      <DetailList items={keysSummaryItems(value, managers, locations)} />
      {save.error && <SubmitError error={save.error} title={REQUEST_SUBMIT_ERROR} />}
      {theirs && (
        <section aria-labelledby="keys-theirs" className={fieldsetClass}>
          <h3 id="keys-theirs" className={groupTitle}>
            Saved by someone else
          </h3>
          <KeyDetails property={theirs} />
          <p className={css({ color: 'fg.muted', mt: '3' })}>
            Save to replace them with yours, or go back to change yours.
          </p>
        </section>
      )}
      <DialogActions>
        <Button variant="outline" onClick={onBack} disabled={save.isPending}>
          Back
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save key details'}
        </Button>
      </DialogActions>
    </div>
  )
}
