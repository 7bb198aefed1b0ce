import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { css } from '../../../styled-system/css'
import { pricingQueries } from '../../api/property-requests.ts'
import type { Address } from '../../contract/addresses.ts'
import {
  type AgencyPricing,
  type EnrolmentV1Payload,
  type EnrolmentV1PayloadBody,
  EnrolmentV1PayloadBodySchema,
  EnrolmentV1PayloadSchema,
  PROPERTY_REQUEST_NOTES_MAX,
} from '../../contract/property-requests.ts'
import { Button, CheckboxField } from '../../ui/index.ts'
import { NotesInput } from '../../ui/notes-input.tsx'
import { WizardActions, WizardScreen } from '../../ui/wizard-screen.tsx'
import { formatIncGst as formatPrice } from '../property/format.ts'
import { type Contact, ContactsFields } from './enrolment-contacts.tsx'

type Form = { serviceIds: number[]; contacts: Contact[]; notes: string }

/** The stored payload as the form starts (null: nothing saved yet). */
function formOf(saved: unknown): Form {
  const parsed = v.safeParse(EnrolmentV1PayloadSchema, saved)
  if (!parsed.success) return { serviceIds: [], contacts: [], notes: '' }
  const p: EnrolmentV1Payload = parsed.output
  return {
    serviceIds: p.serviceIds,
    contacts: p.contacts.map((c) => ({ ...c, email: c.email ?? '', mobile: c.mobile ?? '' })),
    notes: p.notes ?? '',
  }
}

/** The agency's prices for the address's state, else its prices for everywhere else. */
export function pricingFor(pricings: readonly AgencyPricing[], state: string): AgencyPricing | null {
  return pricings.find((p) => p.state === state) ?? pricings.find((p) => p.stateId === null) ?? null
}

/** The schema's messages by field path ('serviceIds', 'contacts.0.email', 'notes'). */
export function payloadErrors(body: EnrolmentV1PayloadBody): Record<string, string[]> {
  const result = v.safeParse(EnrolmentV1PayloadBodySchema, body)
  return result.success ? {} : ((v.flatten(result.issues).nested ?? {}) as Record<string, string[]>)
}

const sectionHeading = css({ fontWeight: 'semibold', fontSize: 'md', mt: '4', mb: '2' })

/**
 * Edit request for ENROLMENT_V1_PAYLOAD_V1 (§2, §9): the services to enrol with what the agency will pay
 * (POST /v1/agency/pricing/{id}/summary), who the provider may contact, and notes. Save keeps the draft;
 * Submit sends it to the provider. Both need the provider, so they are disabled offline with the reason.
 */
export function EnrolmentForm({
  address,
  savedPayload,
  serverError,
  serverFieldErrors,
  busy,
  saved,
  offlineReason,
  onSave,
  onSubmit,
}: {
  address: Address
  savedPayload: unknown
  serverError: string | null
  serverFieldErrors: Record<string, string[]>
  busy: 'saving' | 'submitting' | null
  saved: boolean
  offlineReason: string | undefined
  onSave: (payload: EnrolmentV1PayloadBody) => void
  onSubmit: (payload: EnrolmentV1PayloadBody) => void
}) {
  const id = useId()
  const [form, setForm] = useState<Form>(() => formOf(savedPayload))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const pricings = useQuery(pricingQueries.list())
  const pricing = pricings.data ? pricingFor(pricings.data.items, address.suburb.state) : null
  const summary = useQuery({
    ...pricingQueries.summary(pricing?.id ?? 0, form.serviceIds),
    enabled: Boolean(pricing) && form.serviceIds.length > 0,
  })
  const shown = { ...serverFieldErrors, ...errors }
  const errorOf = (key: string) => shown[key]

  const body = (): EnrolmentV1PayloadBody => ({
    serviceIds: form.serviceIds,
    pricingId: pricing?.id ?? null,
    contacts: form.contacts.map((c) => ({ ...c, email: c.email || null, mobile: c.mobile || null })),
    notes: form.notes || null,
  })
  const send = (action: (payload: EnrolmentV1PayloadBody) => void) => () => {
    const payload = body()
    const found = payloadErrors(payload)
    setErrors(found)
    if (Object.keys(found).length === 0) action(payload)
  }
  const disabled = busy !== null || Boolean(offlineReason)

  return (
    <WizardScreen heading="Edit request" focusKey="editPropertyRequest">
      {serverError && (
        <p role="alert" className={css({ color: 'danger', mb: '3' })}>
          {serverError}
        </p>
      )}
      {saved && !serverError && (
        <p role="status" className={css({ color: 'success', mb: '3' })}>
          Saved. You can carry on, or submit the request when it is ready.
        </p>
      )}
      <fieldset aria-describedby={errorOf('serviceIds') ? `${id}-services-error` : undefined}>
        <legend className={sectionHeading}>Services to enrol</legend>
        {pricings.isPending && <p role="status">Loading services…</p>}
        {pricings.isError && <p role="alert">{pricings.error.message}</p>}
        {pricing?.services.map((s) => (
          <CheckboxField
            key={s.serviceId}
            label={`${s.name} – ${formatPrice(s.priceIncGst)}`}
            checked={form.serviceIds.includes(s.serviceId)}
            onChange={(e) => {
              const on = e.target.checked
              setForm((f) => ({
                ...f,
                serviceIds: on ? [...f.serviceIds, s.serviceId] : f.serviceIds.filter((x) => x !== s.serviceId),
              }))
              setErrors(({ serviceIds: _, ...rest }) => rest)
            }}
          />
        ))}
        {errorOf('serviceIds') && (
          <p id={`${id}-services-error`} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
            {errorOf('serviceIds')?.[0]}
          </p>
        )}
      </fieldset>

      <section aria-labelledby={`${id}-pricing`} className={css({ mt: '4' })}>
        <h4 id={`${id}-pricing`} className={sectionHeading}>
          Pricing summary
        </h4>
        {form.serviceIds.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>Choose services to see what you will pay.</p>
        ) : summary.isError ? (
          <p role="alert">{summary.error.message}</p>
        ) : !summary.data ? (
          <p role="status">Working out the price…</p>
        ) : (
          <table className={css({ width: 'full', borderCollapse: 'collapse', '& td, & th': { py: '1' } })}>
            <caption className={css({ srOnly: true })}>What the agency will pay</caption>
            <thead className={css({ srOnly: true })}>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {summary.data.lineItems.map((line) => (
                <tr key={line.serviceId}>
                  <td>{line.name}</td>
                  <td className={css({ textAlign: 'right' })}>{formatPrice(line.priceIncGst)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={css({ fontWeight: 'semibold', borderTopWidth: '1px', borderColor: 'border' })}>
                <th scope="row" className={css({ textAlign: 'left' })}>
                  Total
                </th>
                <td className={css({ textAlign: 'right' })}>{formatPrice(summary.data.totalIncGst)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </section>

      <ContactsFields
        contacts={form.contacts}
        errorOf={errorOf}
        onChange={(contacts) => setForm((f) => ({ ...f, contacts }))}
      />

      <div className={css({ mt: '4' })}>
        <NotesInput
          id={`${id}-notes`}
          label="Notes"
          length={form.notes.length}
          max={PROPERTY_REQUEST_NOTES_MAX}
          value={form.notes}
          errors={errorOf('notes')}
          onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))}
        />
      </div>

      <WizardActions>
        <Button
          variant="outline"
          onClick={send(onSave)}
          disabled={disabled}
          aria-describedby={offlineReason ? `${id}-offline` : undefined}
        >
          {busy === 'saving' ? 'Saving…' : 'Save'}
        </Button>
        <Button
          onClick={send(onSubmit)}
          disabled={disabled}
          aria-describedby={offlineReason ? `${id}-offline` : undefined}
        >
          {busy === 'submitting' ? 'Submitting…' : 'Submit'}
        </Button>
      </WizardActions>
      {offlineReason && (
        <p id={`${id}-offline`} className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>
          {offlineReason}
        </p>
      )}
    </WizardScreen>
  )
}
