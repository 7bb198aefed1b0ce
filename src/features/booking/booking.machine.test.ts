import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  type Availability,
  BOOKING_TEXTS,
  type BookingBody,
  type BookingContact,
  formatTimeLeft,
  recipientsIssue,
} from '../../contract/booking.ts'
import { BookingCallError, bookingMachine, nominatedErrorsOf, type Slot, type StartData } from './booking.machine.ts'

const smoke = { name: 'Smoke Alarm', services: [1], bookingTypes: 'SMOKE' }
const ann: BookingContact = { name: 'Ann', email: 'ann@example.com', mobile: '61412345678', isPrimaryContact: false }
const bo: BookingContact = { name: 'Bo', email: null, mobile: '61400000000', isPrimaryContact: false }
const times: Availability = [
  { date: '2026-11-25', bookingTimes: [{ timeFrom: '08:00', timeTo: '10:00', technicianId: 101, oasMetadataId: 7 }] },
]
const slot: Slot = { ...(times[0]?.bookingTimes[0] as Slot), date: '2026-11-25' }

function start(
  options: { data?: StartData; availability?: Availability; holdFails?: boolean; submitFails?: boolean } = {},
) {
  const released: number[] = []
  const submitted: BookingBody[] = []
  const machine = bookingMachine.provide({
    actors: {
      loadStart: fromPromise(async () => options.data ?? { services: [smoke], contacts: [ann, bo] }),
      loadTimes: fromPromise(async () => options.availability ?? times),
      holdTime: fromPromise(async ({ input }: { input: { propertyId: number; slot: Slot } }) => {
        if (options.holdFails) throw new BookingCallError(BOOKING_TEXTS.slotTaken)
        return { oasMetadataId: input.slot.oasMetadataId, heldUntil: '' }
      }),
      submitBooking: fromPromise(async ({ input }: { input: BookingBody }) => {
        if (options.submitFails) throw new Error('500')
        submitted.push(input)
        return {
          bookingId: 1,
          propertyId: 5,
          bookingTypes: 'SMOKE',
          date: slot.date,
          startTime: '08:00',
          endTime: '10:00',
        }
      }),
    },
    actions: { releaseHold: (_, params) => void released.push(params.oasMetadataId) },
  })
  const actor = createActor(machine, { input: { propertyId: 5 } })
  actor.start()
  return { actor, released, submitted }
}

const flush = () => vi.advanceTimersByTimeAsync(0)
const state = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot()

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

async function toContacts() {
  const run = start()
  await flush()
  run.actor.send({ type: 'SELECT_TIME', slot })
  await flush()
  run.actor.send({ type: 'NEXT' })
  return run
}

describe('booking machine', () => {
  it('goes ChooseTime → Contacts → Confirmation with Back, and submits', async () => {
    const { actor, submitted } = start()
    await flush()
    expect(state(actor).matches({ active: 'ChooseTime' })).toBe(true)
    // One bookable service is chosen for the user; its times are loaded.
    expect(state(actor).context.service).toBe('SMOKE')
    expect(state(actor).context.availability).toEqual(times)
    actor.send({ type: 'SELECT_TIME', slot })
    await flush()
    expect(state(actor).context.slot).toEqual(slot)
    actor.send({ type: 'NEXT' })
    expect(state(actor).matches({ active: 'Contacts' })).toBe(true)
    // The first occupant is preselected as primary.
    expect(state(actor).context.contacts[0]?.isPrimaryContact).toBe(true)
    expect(state(actor).context.selected).toEqual([true, false])
    actor.send({ type: 'BACK' })
    expect(state(actor).matches({ active: 'ChooseTime' })).toBe(true)
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'NEXT' })
    expect(state(actor).matches({ active: 'Confirmation' })).toBe(true)
    actor.send({ type: 'BACK' })
    expect(state(actor).matches({ active: 'Contacts' })).toBe(true)
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(state(actor).matches('submitted')).toBe(true)
    expect(submitted[0]).toMatchObject({
      propertyId: 5,
      bookingTypes: 'SMOKE',
      contacts: [{ ...ann, isPrimaryContact: true }],
      nominatedContact: { isEnabled: false },
      oasResult: { oasMetadataId: 7, date: '2026-11-25', startTime: '08:00', endTime: '10:00', technicianId: 101 },
    })
  })

  it('counts down from 5:00 and on expiry lets go of the time; Continue returns to step 1, Cancel closes', async () => {
    const { actor, released } = await toContacts()
    expect(state(actor).context.secondsLeft).toBe(300)
    await vi.advanceTimersByTimeAsync(1000)
    expect(formatTimeLeft(state(actor).context.secondsLeft)).toBe('4:59')
    await vi.advanceTimersByTimeAsync(299_000)
    expect(state(actor).matches('expired')).toBe(true)
    expect(released).toEqual([7])
    actor.send({ type: 'CONTINUE' })
    await flush()
    expect(state(actor).matches({ active: 'ChooseTime' })).toBe(true)
    expect(state(actor).context.slot).toBeNull()
    expect(state(actor).context.secondsLeft).toBe(300)
    await vi.advanceTimersByTimeAsync(300_000)
    expect(state(actor).matches('expired')).toBe(true)
    actor.send({ type: 'CANCEL' })
    expect(state(actor).status).toBe('done')
  })

  it('counts from the deadline, not the ticks: a throttled tab (few ticks, time gone by) shows the real time left', async () => {
    const { actor } = await toContacts()
    // The clock moves 200 s while no tick runs (a background tab), then one tick comes.
    vi.setSystemTime(Date.now() + 200_000)
    await vi.advanceTimersByTimeAsync(1000)
    expect(formatTimeLeft(state(actor).context.secondsLeft)).toBe('1:39')
    // Past the deadline: the next tick expires it, however few came before.
    vi.setSystemTime(Date.now() + 120_000)
    await vi.advanceTimersByTimeAsync(1000)
    expect(state(actor).matches('expired')).toBe(true)
    expect(state(actor).context.secondsLeft).toBe(0)
  })

  it('says what is missing on step 1', async () => {
    const none = start({ data: { services: [], contacts: [ann] } })
    await flush()
    expect(state(none.actor).context.error).toBe(BOOKING_TEXTS.noService)
    const two = start({
      data: { services: [smoke, { name: 'Gas', services: [2], bookingTypes: 'GAS' }], contacts: [ann] },
    })
    await flush()
    two.actor.send({ type: 'NEXT' })
    expect(state(two.actor).context.error).toBe(BOOKING_TEXTS.serviceRequired)
    two.actor.send({ type: 'SELECT_SERVICE', service: 'GAS' })
    await flush()
    two.actor.send({ type: 'NEXT' })
    expect(state(two.actor).context.error).toBe(BOOKING_TEXTS.timeRequired)
    const empty = start({ availability: [] })
    await flush()
    expect(state(empty.actor).context.error).toBe(BOOKING_TEXTS.noTimes)
    const taken = start({ holdFails: true })
    await flush()
    taken.actor.send({ type: 'SELECT_TIME', slot })
    await flush()
    expect(state(taken.actor).context.slot).toBeNull()
    expect(state(taken.actor).context.error).toBe(BOOKING_TEXTS.slotTaken)
  })

  it('checks the recipients and the nominated contact on step 2', async () => {
    const noOccupants = start({ data: { services: [smoke], contacts: [] } })
    await flush()
    noOccupants.actor.send({ type: 'SELECT_TIME', slot })
    await flush()
    noOccupants.actor.send({ type: 'NEXT' })
    expect(state(noOccupants.actor).context.error).toBe(BOOKING_TEXTS.noContact)

    const { actor } = await toContacts()
    actor.send({ type: 'TOGGLE_CONTACT', index: 0 })
    actor.send({ type: 'NEXT' })
    expect(state(actor).context.error).toBe(BOOKING_TEXTS.noRecipient)
    actor.send({ type: 'SET_PRIMARY', index: 1 })
    actor.send({ type: 'NEXT' })
    expect(state(actor).context.error).toBe(BOOKING_TEXTS.primaryNoEmail)
    actor.send({ type: 'TOGGLE_NOMINATED' })
    actor.send({ type: 'NEXT' })
    expect(state(actor).context.nominatedErrors).toEqual({
      name: BOOKING_TEXTS.nameRequired,
      email: BOOKING_TEXTS.emailRequired,
      mobile: BOOKING_TEXTS.mobileRequired,
    })
    actor.send({ type: 'UPDATE_NOMINATED', field: 'name', value: 'Nina' })
    actor.send({ type: 'UPDATE_NOMINATED', field: 'email', value: 'nina@example.com' })
    actor.send({ type: 'UPDATE_NOMINATED', field: 'mobile', value: '0400111222' })
    actor.send({ type: 'SET_PRIMARY', index: 'nominated' })
    actor.send({ type: 'TOGGLE_CONTACT', index: 1 })
    actor.send({ type: 'NEXT' })
    expect(state(actor).matches({ active: 'Confirmation' })).toBe(true)
  })

  it('keeps the user on Confirmation with the message when submitting fails', async () => {
    const { actor } = start({ submitFails: true })
    await flush()
    actor.send({ type: 'SELECT_TIME', slot })
    await flush()
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'NEXT' })
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(state(actor).matches({ active: 'Confirmation' })).toBe(true)
    expect(state(actor).context.error).toBe(BOOKING_TEXTS.submitFailed)
  })

  it('Close lets go of the held time', async () => {
    const { actor, released } = await toContacts()
    actor.send({ type: 'CLOSE' })
    expect(released).toEqual([7])
    expect(state(actor).status).toBe('done')
  })
})

describe('booking rules (§5)', () => {
  const p = (c: Partial<BookingContact>) => ({ ...ann, isPrimaryContact: true, ...c })
  it('gives each recipients message', () => {
    expect(recipientsIssue([])).toBe(BOOKING_TEXTS.noRecipient)
    expect(recipientsIssue([p({ isPrimaryContact: false })])).toBe(BOOKING_TEXTS.noPrimary)
    expect(recipientsIssue([p({}), p({})])).toBe(BOOKING_TEXTS.manyPrimary)
    expect(recipientsIssue([p({ mobile: null })])).toBe(BOOKING_TEXTS.primaryNoMobile)
    expect(recipientsIssue([p({}), p({ isPrimaryContact: false, mobile: '12ab' })])).toBe(BOOKING_TEXTS.contactNoMobile)
    expect(recipientsIssue([p({ email: '' })])).toBe(BOOKING_TEXTS.primaryNoEmail)
    expect(recipientsIssue([p({}), p({ isPrimaryContact: false, email: null })])).toBe(BOOKING_TEXTS.contactNoEmail)
    expect(recipientsIssue([p({})])).toBeNull()
  })
  it('checks the nominated contact: name, email, mobile of 1 to 15 digits', () => {
    const n = { isEnabled: true, isPrimaryContact: false, name: 'N', email: 'n@example.com', mobile: '1' }
    expect(nominatedErrorsOf(n)).toEqual({})
    expect(nominatedErrorsOf({ ...n, mobile: '123456789012345' })).toEqual({})
    expect(nominatedErrorsOf({ ...n, mobile: '1234567890123456' })).toEqual({ mobile: BOOKING_TEXTS.mobileInvalid })
    expect(nominatedErrorsOf({ ...n, mobile: '0412 345' })).toEqual({ mobile: BOOKING_TEXTS.mobileInvalid })
    expect(nominatedErrorsOf({ ...n, email: 'nope' })).toEqual({ email: BOOKING_TEXTS.emailInvalid })
    expect(nominatedErrorsOf({ ...n, isEnabled: false, name: '' })).toEqual({})
  })
  it('formats the time left as m:ss', () => {
    expect(formatTimeLeft(300)).toBe('5:00')
    expect(formatTimeLeft(59)).toBe('0:59')
    expect(formatTimeLeft(-3)).toBe('0:00')
  })
})
