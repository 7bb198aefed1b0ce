import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { css } from '../../../styled-system/css'
import { apiData, apiRequest, idempotencyHeader, newIdempotencyKey } from '../../api/client.ts'
import { propertyQueries } from '../../api/property.ts'
import {
  AvailabilitySchema,
  BOOKING_TEXTS,
  BookableServicesSchema,
  type BookingBody,
  BookingHoldSchema,
  type BookingResult,
  BookingResultSchema,
  formatTimeLeft,
  occupantAsBookingContact,
} from '../../contract/booking.ts'
import type { PropertyDetail } from '../../contract/property.ts'
import { Button, CheckboxField, Field, fieldControl, NativeSelect, toaster } from '../../ui/index.ts'
import { WizardActions, WizardDialog, WizardQuestion, WizardScreen } from '../../ui/wizard-screen.tsx'
import { BookingCallError, bookingMachine, type Slot } from './booking.machine.ts'

const STEPS = ['Booking time', 'Contacts', 'Confirmation'] as const

/** 'Wed 25 Nov 2026' for a yyyy-MM-dd day. */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** Book on behalf of tenant (property-operations §2, §4): the statechart of booking.machine.ts drawn. */
export function BookingWizardDialog({
  property,
  onOpenChange,
  resolveAccessIssue = null,
  onBooked,
}: {
  property: PropertyDetail
  open: boolean
  onOpenChange: (open: boolean) => void
  /** From the access-issue wizard's booking solution: the booking is that solution, recorded with it. */
  resolveAccessIssue?: { solutionLabel: string } | null
  /** Called once the booking is made (the wizard then shows 'Booking submitted' until closed). */
  onBooked?: (result: BookingResult) => void
}) {
  const queryClient = useQueryClient()
  const id = property.compliancePropertyId
  const [machine] = useState(() =>
    bookingMachine.provide({
      actors: {
        loadStart: fromPromise(async () => {
          const [services, contacts] = await Promise.all([
            apiData(`/v2/property/${id}/services/bookable`, { schema: BookableServicesSchema }),
            queryClient.fetchQuery(propertyQueries.contacts(id)),
          ])
          return { services, contacts: contacts.occupants.map((o) => occupantAsBookingContact(o, false)) }
        }),
        loadTimes: fromPromise(async ({ input }: { input: { propertyId: number; service: string } }) =>
          apiData(`/v1/property/${id}/booking/availability`, {
            schema: AvailabilitySchema,
            query: { service: input.service },
          }),
        ),
        holdTime: fromPromise(async ({ input }: { input: { propertyId: number; slot: Slot } }) => {
          const result = await apiRequest(`/v1/property/${id}/booking/hold`, {
            method: 'POST',
            body: { oasMetadataId: input.slot.oasMetadataId },
            schema: BookingHoldSchema,
          })
          if (!result.ok)
            throw new BookingCallError(result.error.status === 409 ? BOOKING_TEXTS.slotTaken : result.error.message)
          return result.data
        }),
        submitBooking: fromPromise(async ({ input }: { input: BookingBody }) =>
          apiData(`/v1/property/${id}/booking`, {
            method: 'POST',
            body: { ...input, resolveAccessIssue },
            headers: idempotencyHeader(newIdempotencyKey()),
            schema: BookingResultSchema,
          }),
        ),
      },
      actions: {
        releaseHold: (_, params) => {
          if (params.oasMetadataId > 0) {
            void apiRequest(`/v1/property/${id}/booking/hold/${params.oasMetadataId}`, {
              method: 'DELETE',
              schema: v.unknown(),
            })
          }
        },
      },
    }),
  )
  const [snapshot, send] = useMachine(machine, { input: { propertyId: id } })
  const { context } = snapshot

  const close = () => {
    send({ type: 'CLOSE' })
    onOpenChange(false)
  }
  const submitted = snapshot.matches('submitted')
  const submitting = snapshot.matches({ active: { Confirmation: 'submitting' } })
  const holding = snapshot.matches({ active: { ChooseTime: 'holding' } })
  const finished = snapshot.status === 'done'
  useEffect(() => {
    if (finished) onOpenChange(false)
  }, [finished, onOpenChange])

  const step = snapshot.matches({ active: 'Contacts' }) ? 1 : snapshot.matches({ active: 'Confirmation' }) ? 2 : 0
  const error = context.error && (
    <p role="alert" className={css({ color: 'danger', mb: '3' })}>
      {context.error}
    </p>
  )
  const timer = !submitted && (
    <p className={css({ fontWeight: 'semibold', mb: '3' })}>
      {BOOKING_TEXTS.timeLeft}: <span aria-live="off">{formatTimeLeft(context.secondsLeft)}</span>
    </p>
  )

  return (
    <WizardDialog
      title="Book on behalf of tenant"
      subtitle={property.address.fullAddress}
      busy={submitting}
      escapeBlocked={snapshot.matches('expired')}
      announcement={context.error ?? (submitted ? BOOKING_TEXTS.submitted : '')}
      onClose={close}
    >
      {submitted ? (
        <WizardScreen heading={BOOKING_TEXTS.submitted} focusKey="submitted">
          <p>
            {context.result &&
              `${dayLabel(context.result.date)}, ${context.result.startTime}–${context.result.endTime}`}
          </p>
          <WizardActions>
            <Button onClick={close}>Close</Button>
          </WizardActions>
        </WizardScreen>
      ) : snapshot.matches('loading') ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <ol
            aria-label="Steps"
            className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mb: '3', fontSize: 'sm' })}
          >
            {STEPS.map((label, i) => (
              <li
                key={label}
                aria-current={i === step ? 'step' : undefined}
                className={css({
                  color: i === step ? 'fg' : 'fg.muted',
                  fontWeight: i === step ? 'semibold' : 'normal',
                })}
              >
                {i + 1}. {label}
              </li>
            ))}
          </ol>
          {timer}
          {step === 0 && (
            <WizardScreen heading="Choose a booking time" focusKey="ChooseTime">
              {error}
              {context.services.length > 1 && (
                <Field label="Service" htmlFor="booking-service">
                  <NativeSelect
                    id="booking-service"
                    value={context.service ?? ''}
                    onChange={(e) => send({ type: 'SELECT_SERVICE', service: e.target.value })}
                  >
                    <option value="" disabled>
                      Select a service
                    </option>
                    {context.services.map((s) => (
                      <option key={s.bookingTypes} value={s.bookingTypes}>
                        {s.name}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              )}
              {context.services.length === 1 && (
                <p className={css({ mb: '3' })}>Service: {context.services[0]?.name}</p>
              )}
              {context.availability.map((day) => (
                <fieldset key={day.date} className={css({ mb: '4' })}>
                  <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{dayLabel(day.date)}</legend>
                  <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
                    {day.bookingTimes.map((time) => {
                      const checked = context.slot?.oasMetadataId === time.oasMetadataId
                      return (
                        <label
                          key={time.oasMetadataId}
                          className={css({
                            display: 'flex',
                            alignItems: 'center',
                            gap: '2',
                            minHeight: '11',
                            px: '3',
                            borderWidth: '1px',
                            borderColor: checked ? 'brand.600' : 'gray.400',
                            borderRadius: 'md',
                            cursor: 'pointer',
                          })}
                        >
                          <input
                            type="radio"
                            name="booking-time"
                            checked={checked}
                            disabled={holding}
                            onChange={() => send({ type: 'SELECT_TIME', slot: { ...time, date: day.date } })}
                            className={css({ width: '5', height: '5', accentColor: 'brand.600' })}
                          />
                          {time.timeFrom}–{time.timeTo}
                        </label>
                      )
                    })}
                  </div>
                </fieldset>
              ))}
              <WizardActions>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={() => send({ type: 'NEXT' })} disabled={holding}>
                  Next
                </Button>
              </WizardActions>
            </WizardScreen>
          )}
          {step === 1 && (
            <WizardScreen heading="Contacts" focusKey="Contacts">
              {error}
              {context.contacts.map((c, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: the occupants' order is fixed while the wizard is open
                  key={i}
                  className={css({
                    borderBottomWidth: '1px',
                    borderColor: 'border',
                    py: '2',
                    display: 'grid',
                    gap: '1',
                  })}
                >
                  <CheckboxField
                    label={`${c.name}${c.mobile ? `, ${c.mobile}` : ''}${c.email ? `, ${c.email}` : ''}`}
                    checked={context.selected[i] ?? false}
                    onChange={() => send({ type: 'TOGGLE_CONTACT', index: i })}
                  />
                  <PrimaryRadio
                    label={`${c.name} is the primary contact`}
                    checked={c.isPrimaryContact}
                    onChange={() => send({ type: 'SET_PRIMARY', index: i })}
                  />
                </div>
              ))}
              <CheckboxField
                label="Nominate another contact"
                checked={context.nominated.isEnabled}
                onChange={() => send({ type: 'TOGGLE_NOMINATED' })}
                className={css({ mt: '3' })}
              />
              {context.nominated.isEnabled && (
                <div className={css({ pl: { base: '0', sm: '8' } })}>
                  {(['name', 'email', 'mobile'] as const).map((field) => (
                    <Field
                      key={field}
                      label={field === 'name' ? 'Name' : field === 'email' ? 'Email' : 'Mobile'}
                      htmlFor={`nominated-${field}`}
                      errors={context.nominatedErrors[field] ? [context.nominatedErrors[field]] : undefined}
                      errorId={`nominated-${field}-error`}
                    >
                      <input
                        id={`nominated-${field}`}
                        className={fieldControl}
                        type={field === 'email' ? 'email' : 'text'}
                        inputMode={field === 'mobile' ? 'numeric' : undefined}
                        autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'tel'}
                        value={context.nominated[field]}
                        aria-invalid={Boolean(context.nominatedErrors[field])}
                        aria-describedby={context.nominatedErrors[field] ? `nominated-${field}-error` : undefined}
                        onChange={(e) => send({ type: 'UPDATE_NOMINATED', field, value: e.target.value })}
                      />
                    </Field>
                  ))}
                  <PrimaryRadio
                    label="The nominated contact is the primary contact"
                    checked={context.nominated.isPrimaryContact}
                    onChange={() => send({ type: 'SET_PRIMARY', index: 'nominated' })}
                  />
                </div>
              )}
              <WizardActions>
                <Button variant="outline" onClick={() => send({ type: 'BACK' })}>
                  Back
                </Button>
                <Button onClick={() => send({ type: 'NEXT' })}>Next</Button>
              </WizardActions>
            </WizardScreen>
          )}
          {step === 2 && (
            <WizardScreen heading="Confirmation" focusKey="Confirmation">
              {error}
              <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2', mb: '3' })}>
                <dt className={css({ fontWeight: 'semibold' })}>Service</dt>
                <dd>{context.services.find((s) => s.bookingTypes === context.service)?.name}</dd>
                <dt className={css({ fontWeight: 'semibold' })}>Time</dt>
                <dd>
                  {context.slot && `${dayLabel(context.slot.date)}, ${context.slot.timeFrom}–${context.slot.timeTo}`}
                </dd>
                <dt className={css({ fontWeight: 'semibold' })}>Contacts</dt>
                <dd>
                  {[
                    ...context.contacts.filter((_, i) => context.selected[i]),
                    ...(context.nominated.isEnabled ? [context.nominated] : []),
                  ]
                    .map((c) => `${c.name}${c.isPrimaryContact ? ' (primary)' : ''}`)
                    .join(', ')}
                </dd>
              </dl>
              <WizardActions>
                <Button variant="outline" onClick={() => send({ type: 'BACK' })} disabled={submitting}>
                  Back
                </Button>
                <Button
                  onClick={() => {
                    send({ type: 'SUBMIT' })
                  }}
                  disabled={submitting}
                >
                  {submitting ? 'Booking…' : 'Book'}
                </Button>
              </WizardActions>
            </WizardScreen>
          )}
        </>
      )}
      <WizardQuestion
        open={snapshot.matches('expired')}
        title={BOOKING_TEXTS.expiredTitle}
        description={BOOKING_TEXTS.expiredBody}
        backLabel="Cancel"
        confirmLabel="Continue"
        onBack={() => send({ type: 'CANCEL' })}
        onConfirm={() => send({ type: 'CONTINUE' })}
      />
      <SubmittedEffects
        submitted={submitted}
        propertyId={id}
        onBooked={() => context.result && onBooked?.(context.result)}
      />
    </WizardDialog>
  )
}

function PrimaryRadio({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className={css({ display: 'flex', alignItems: 'center', gap: '3', minHeight: '11', cursor: 'pointer' })}>
      <input
        type="radio"
        name="booking-primary"
        checked={checked}
        onChange={onChange}
        className={css({ width: '5', height: '5', accentColor: 'brand.600' })}
      />
      <span>{label}</span>
    </label>
  )
}

/** Once booked: the toast, and the property (its services now booked in) read again. */
function SubmittedEffects({
  submitted,
  propertyId,
  onBooked,
}: {
  submitted: boolean
  propertyId: number
  onBooked: () => void
}) {
  const queryClient = useQueryClient()
  const booked = useRef(onBooked)
  booked.current = onBooked
  useEffect(() => {
    if (!submitted) return
    toaster.success({ title: BOOKING_TEXTS.submitted })
    booked.current()
    void queryClient.invalidateQueries({ queryKey: propertyQueries.byId(propertyId) })
  }, [submitted, propertyId, queryClient])
  return null
}
