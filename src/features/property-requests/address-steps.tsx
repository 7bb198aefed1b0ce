import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { css } from '../../../styled-system/css'
import { addressQueries } from '../../api/property-requests.ts'
import {
  type AddressParts,
  type AddressSearchResult,
  type CreateAddressBody,
  CreateAddressBodySchema,
} from '../../contract/addresses.ts'
import type { Suburb } from '../../contract/meta.ts'
import { useDebounced } from '../../lib/use-debounced.ts'
import { ComboboxField } from '../../ui/combobox.tsx'
import { Button, Field, fieldControl } from '../../ui/index.ts'
import { WizardActions, WizardScreen } from '../../ui/wizard-screen.tsx'
import type { KnownAddress } from './creator.machine.ts'

const addressLabel = (a: AddressSearchResult) =>
  a.source === 'PROPERTY' ? `${a.fullAddress} (in your portfolio)` : a.fullAddress
const addressValue = (a: AddressSearchResult) => String(a.complianceAddressId)

/** Select address: the type-ahead over the agency's and the provider's known addresses, or 'Enter address manually'. */
export function SelectAddressStep({
  initialQuery,
  onSelect,
  onManual,
  onCancel,
}: {
  initialQuery: string
  onSelect: (address: KnownAddress) => void
  onManual: (text: string) => void
  onCancel: () => void
}) {
  const id = useId()
  const [text, setText] = useState(initialQuery)
  const query = useDebounced(text.trim())
  const results = useQuery({ ...addressQueries.search(query), placeholderData: keepPreviousData })
  const items = query ? (results.data?.items ?? []) : []
  const status = !query
    ? ''
    : results.isError
      ? results.error.message
      : results.isFetching && !results.data
        ? 'Searching…'
        : items.length === 0
          ? 'No addresses found'
          : `${items.length} ${items.length === 1 ? 'address' : 'addresses'} found`
  return (
    <WizardScreen heading="Select address" focusKey="selectAddress">
      <ComboboxField
        id={`${id}-address`}
        label="Address"
        hint="Start typing the street address, then choose it from the list."
        items={items}
        itemToString={addressLabel}
        itemToValue={addressValue}
        inputValue={text}
        onInputValueChange={setText}
        onSelect={(address) => onSelect(address)}
        emptyText={status}
        placeholder="e.g. 12 Smith Street, Richmond"
        describedBy={`${id}-status`}
      />
      <p id={`${id}-status`} aria-live="polite" className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
        {status}
      </p>
      <p>Can’t find it?</p>
      <Button variant="outline" onClick={() => onManual(text)} className={css({ mt: '2' })}>
        Enter address manually
      </Button>
      <WizardActions>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </WizardActions>
    </WizardScreen>
  )
}

type ManualErrors = Partial<Record<keyof CreateAddressBody, string[]>>

const suburbLabel = (s: Suburb) => `${s.name} ${s.state} ${s.postcode}`
const suburbValue = (s: Suburb) => String(s.id)

/** The manual form's messages (foundations §5), from the same schema the server checks. */
export function manualAddressErrors(body: Record<string, unknown>): ManualErrors {
  const result = v.safeParse(CreateAddressBodySchema, body)
  return result.success ? {} : ((v.flatten(result.issues).nested ?? {}) as ManualErrors)
}

/** Manually add an address: line 1, suburb (GET /v1/meta/suburbs), state and postcode, prefilled from the typed text. */
export function ManualAddressStep({
  parts,
  serverError,
  serverFieldErrors,
  saving,
  offlineReason,
  onSubmit,
  onBack,
}: {
  parts: AddressParts | null
  serverError: string | null
  serverFieldErrors: Record<string, string[]>
  saving: boolean
  offlineReason: string | undefined
  onSubmit: (body: CreateAddressBody) => void
  onBack: () => void
}) {
  const id = useId()
  const [line1, setLine1] = useState(parts?.line1 ?? '')
  const [line2, setLine2] = useState('')
  const [suburb, setSuburb] = useState<Suburb | null>(parts?.suburbMatch ?? null)
  const [suburbText, setSuburbText] = useState(
    parts?.suburbMatch ? suburbLabel(parts.suburbMatch) : (parts?.suburb ?? ''),
  )
  const [errors, setErrors] = useState<ManualErrors>({})
  const suburbQuery = useDebounced(suburbText.trim())
  const typingNewSuburb = suburb === null || suburbText !== suburbLabel(suburb)
  const suburbs = useQuery({
    ...addressQueries.suburbs(suburbQuery),
    enabled: suburbQuery !== '' && typingNewSuburb,
    placeholderData: keepPreviousData,
  })
  // The chosen suburb stays an option: the combobox shows the input of its chosen option, and empties it when the
  // chosen option leaves the list.
  const suburbItems = typingNewSuburb ? (suburbQuery ? (suburbs.data?.items ?? []) : []) : suburb ? [suburb] : []
  const fieldErrors = (key: keyof CreateAddressBody) => errors[key] ?? serverFieldErrors[key]
  const submit = () => {
    const body = { line1, line2: line2 || null, suburbId: suburb && !typingNewSuburb ? suburb.id : 0 }
    const found = manualAddressErrors(body)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(body)
  }
  return (
    <WizardScreen heading="Add an address" focusKey="createAddress">
      {serverError && (
        <p role="alert" className={css({ color: 'danger', mb: '3' })}>
          {serverError}
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Field
          label="Address line 1"
          htmlFor={`${id}-line1`}
          errors={fieldErrors('line1')}
          errorId={`${id}-line1-error`}
        >
          <input
            id={`${id}-line1`}
            className={fieldControl}
            value={line1}
            autoComplete="address-line1"
            aria-invalid={Boolean(fieldErrors('line1'))}
            aria-describedby={fieldErrors('line1') ? `${id}-line1-error` : undefined}
            onChange={(e) => setLine1(e.target.value)}
          />
        </Field>
        <Field label="Address line 2 (optional)" htmlFor={`${id}-line2`} errors={fieldErrors('line2')}>
          <input
            id={`${id}-line2`}
            className={fieldControl}
            value={line2}
            autoComplete="address-line2"
            onChange={(e) => setLine2(e.target.value)}
          />
        </Field>
        <ComboboxField
          id={`${id}-suburb`}
          label="Suburb"
          hint="Type the suburb or postcode, then choose it from the list."
          items={suburbItems}
          itemToString={suburbLabel}
          itemToValue={suburbValue}
          inputValue={suburbText}
          onInputValueChange={setSuburbText}
          onSelect={(s) => {
            setSuburb(s)
            setSuburbText(suburbLabel(s))
            setErrors(({ suburbId: _, ...rest }) => rest)
          }}
          emptyText={suburbQuery ? (suburbs.isFetching ? 'Searching…' : 'No suburbs found') : undefined}
          errors={fieldErrors('suburbId')}
        />
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
          <Field label="State" htmlFor={`${id}-state`}>
            <input
              id={`${id}-state`}
              className={fieldControl}
              readOnly
              value={suburb && !typingNewSuburb ? suburb.state : ''}
            />
          </Field>
          <Field label="Postcode" htmlFor={`${id}-postcode`}>
            <input
              id={`${id}-postcode`}
              className={fieldControl}
              readOnly
              value={suburb && !typingNewSuburb ? suburb.postcode : ''}
            />
          </Field>
        </div>
        <WizardActions>
          <Button type="button" variant="outline" onClick={onBack} disabled={saving}>
            Back
          </Button>
          <Button
            type="submit"
            disabled={saving || Boolean(offlineReason)}
            aria-describedby={offlineReason ? `${id}-offline` : undefined}
          >
            {saving ? 'Saving…' : 'Continue'}
          </Button>
        </WizardActions>
        {offlineReason && (
          <p id={`${id}-offline`} className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>
            {offlineReason}
          </p>
        )}
      </form>
    </WizardScreen>
  )
}
