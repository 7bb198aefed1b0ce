import * as v from 'valibot'
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import {
  type Availability,
  BOOKING_HOLD_SECONDS,
  BOOKING_TEXTS,
  type BookableService,
  type BookingBody,
  type BookingContact,
  type BookingHold,
  type BookingResult,
  type BookingTime,
  NominatedContactFieldsSchema,
  recipientsIssue,
} from '../../contract/booking.ts'

/**
 * The booking wizard's statechart (property-operations §4 "Booking wizard"): ChooseTime → Contacts →
 * Confirmation with Back, a 5-minute countdown ('Booking time left') while the wizard is open, and on expiry
 * the expired dialog: Continue lets go of the chosen time and returns to ChooseTime, Cancel closes. The
 * server calls are injected actors, so the machine is tested without a browser.
 */

export type Slot = BookingTime & { date: string }
export type NominatedContact = {
  isEnabled: boolean
  isPrimaryContact: boolean
  name: string
  email: string
  mobile: string
}
export type NominatedField = 'name' | 'email' | 'mobile'
export type StartData = { services: BookableService[]; contacts: BookingContact[] }

export type BookingContext = {
  propertyId: number
  services: BookableService[]
  service: string | null
  availability: Availability
  slot: Slot | null
  /** Occupants as booking contacts; `selected` says which receive the booking. */
  contacts: BookingContact[]
  selected: boolean[]
  nominated: NominatedContact
  nominatedErrors: Partial<Record<NominatedField, string>>
  secondsLeft: number
  /**
   * When the time runs out (ms since epoch). Each tick counts from it rather than counting ticks, so a tab the
   * browser throttled (in the background, on a slow phone) still shows the time the server holds it for.
   */
  deadline: number
  /** The message the current step shows (a rule not met, a failed call). */
  error: string | null
  result: BookingResult | null
}

export type BookingEvent =
  | { type: 'SELECT_SERVICE'; service: string }
  | { type: 'SELECT_TIME'; slot: Slot }
  | { type: 'TOGGLE_CONTACT'; index: number }
  | { type: 'SET_PRIMARY'; index: number | 'nominated' }
  | { type: 'TOGGLE_NOMINATED' }
  | { type: 'UPDATE_NOMINATED'; field: NominatedField; value: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'TICK' }
  | { type: 'CONTINUE' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }

const EMPTY_NOMINATED: NominatedContact = { isEnabled: false, isPrimaryContact: false, name: '', email: '', mobile: '' }

/** The recipients as the request sends them: the selected occupants and the nominated contact. */
export function recipientsOfContext(context: BookingContext): BookingContact[] {
  const chosen = context.contacts.filter((_, i) => context.selected[i])
  const n = context.nominated
  return n.isEnabled
    ? [...chosen, { name: n.name, email: n.email, mobile: n.mobile, isPrimaryContact: n.isPrimaryContact }]
    : chosen
}

/** Field messages of the nominated contact's form (empty when it is off or valid). */
export function nominatedErrorsOf(n: NominatedContact): Partial<Record<NominatedField, string>> {
  if (!n.isEnabled) return {}
  const result = v.safeParse(NominatedContactFieldsSchema, n)
  const errors: Partial<Record<NominatedField, string>> = {}
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) as NominatedField | null
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

/** The request body of the booking. */
export function bookingBodyOf(context: BookingContext): BookingBody {
  const slot = context.slot as Slot
  return {
    propertyId: context.propertyId,
    bookingTypes: context.service ?? '',
    contacts: context.contacts.filter((_, i) => context.selected[i]),
    nominatedContact: context.nominated.isEnabled
      ? { ...context.nominated, isEnabled: true }
      : { isEnabled: false, isPrimaryContact: false },
    oasResult: {
      oasMetadataId: slot.oasMetadataId,
      date: slot.date,
      startTime: slot.timeFrom,
      endTime: slot.timeTo,
      technicianId: slot.technicianId,
    },
  }
}

/** The wizard's message for a failed call: the server's text when it gave one. */
export class BookingCallError extends Error {
  override name = 'BookingCallError'
}
const messageOf = (error: unknown, fallback: string) => (error instanceof BookingCallError ? error.message : fallback)

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as { propertyId: number },
  },
  actors: {
    loadStart: fromPromise<StartData, { propertyId: number }>(async () => ({ services: [], contacts: [] })),
    loadTimes: fromPromise<Availability, { propertyId: number; service: string }>(async () => []),
    holdTime: fromPromise<BookingHold, { propertyId: number; slot: Slot }>(async ({ input }) => ({
      oasMetadataId: input.slot.oasMetadataId,
      heldUntil: '',
    })),
    submitBooking: fromPromise<BookingResult, BookingBody>(async () => {
      throw new Error('submitBooking not provided')
    }),
    // One tick a second while the wizard is open (fake timers drive it in tests, page.clock in e2e).
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TICK' }), 1000)
      return () => clearInterval(id)
    }),
  },
  actions: {
    /** Lets the server free the held time at once (it frees it after 300 s anyway). Provided by the app. */
    releaseHold: (_, _params: { propertyId: number; oasMetadataId: number }) => {},
    clearError: assign({ error: null }),
  },
  guards: {
    timeUp: ({ context }) => Date.now() >= context.deadline,
    hasSlot: ({ context }) => context.slot !== null,
    contactsValid: ({ context }) =>
      recipientsIssue(recipientsOfContext(context)) === null &&
      Object.keys(nominatedErrorsOf(context.nominated)).length === 0,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    propertyId: input.propertyId,
    services: [],
    service: null,
    availability: [],
    slot: null,
    contacts: [],
    selected: [],
    nominated: EMPTY_NOMINATED,
    nominatedErrors: {},
    secondsLeft: BOOKING_HOLD_SECONDS,
    deadline: 0,
    error: null,
    result: null,
  }),
  initial: 'loading',
  on: { CLOSE: { target: '.closed' } },
  states: {
    loading: {
      invoke: {
        src: 'loadStart',
        input: ({ context }) => ({ propertyId: context.propertyId }),
        onDone: {
          target: 'active',
          actions: assign(({ event }) => ({
            services: event.output.services,
            // The first occupant is preselected as primary (§5).
            contacts: event.output.contacts.map((c, i) => ({ ...c, isPrimaryContact: i === 0 })),
            selected: event.output.contacts.map((_, i) => i === 0),
            service: event.output.services.length === 1 ? (event.output.services[0]?.bookingTypes ?? null) : null,
            error: event.output.services.length === 0 ? BOOKING_TEXTS.noService : null,
          })),
        },
        onError: { target: 'active', actions: assign({ error: BOOKING_TEXTS.noService }) },
      },
    },
    active: {
      // 5:00 from here: opening the wizard, or Continue after it expired.
      entry: assign({
        secondsLeft: BOOKING_HOLD_SECONDS,
        deadline: () => Date.now() + BOOKING_HOLD_SECONDS * 1000,
      }),
      invoke: { src: 'ticker' },
      on: {
        TICK: [
          {
            guard: 'timeUp',
            target: 'expired',
            actions: assign({ secondsLeft: 0 }),
          },
          {
            actions: assign({
              secondsLeft: ({ context }) => Math.max(1, Math.ceil((context.deadline - Date.now()) / 1000)),
            }),
          },
        ],
        CLOSE: {
          target: 'closed',
          actions: [
            {
              type: 'releaseHold',
              params: ({ context }) => ({
                propertyId: context.propertyId,
                oasMetadataId: context.slot?.oasMetadataId ?? 0,
              }),
            },
          ],
        },
      },
      initial: 'ChooseTime',
      states: {
        ChooseTime: {
          initial: 'start',
          on: {
            SELECT_SERVICE: {
              target: '.loadingTimes',
              actions: assign(({ event }) => ({ service: event.service, slot: null, availability: [], error: null })),
            },
            SELECT_TIME: { target: '.holding', actions: 'clearError' },
            NEXT: [
              { guard: 'hasSlot', target: 'Contacts', actions: 'clearError' },
              {
                actions: assign(({ context }) => ({
                  error: context.service ? BOOKING_TEXTS.timeRequired : BOOKING_TEXTS.serviceRequired,
                })),
              },
            ],
          },
          states: {
            start: {
              always: [
                { guard: ({ context }) => context.service !== null, target: 'loadingTimes' },
                { target: 'idle' },
              ],
            },
            idle: {},
            loadingTimes: {
              invoke: {
                src: 'loadTimes',
                input: ({ context }) => ({ propertyId: context.propertyId, service: context.service ?? '' }),
                onDone: {
                  target: 'idle',
                  // A message from before the reload (a time someone else took) stays.
                  actions: assign(({ context, event }) => ({
                    availability: event.output,
                    error: event.output.length === 0 ? BOOKING_TEXTS.noTimes : context.error,
                  })),
                },
                onError: { target: 'idle', actions: assign({ availability: [], error: BOOKING_TEXTS.noTimes }) },
              },
            },
            holding: {
              invoke: {
                src: 'holdTime',
                input: ({ context, event }) => ({
                  propertyId: context.propertyId,
                  slot: event.type === 'SELECT_TIME' ? event.slot : (context.slot as Slot),
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    slot:
                      context.availability
                        .flatMap((d) => d.bookingTimes.map((b) => ({ ...b, date: d.date })))
                        .find((s) => s.oasMetadataId === event.output.oasMetadataId) ?? null,
                  })),
                },
                // Someone else took it: say so and show the times as they are now.
                onError: {
                  target: 'loadingTimes',
                  actions: assign(({ event }) => ({
                    slot: null,
                    error: messageOf(event.error, BOOKING_TEXTS.slotTaken),
                  })),
                },
              },
            },
          },
        },
        Contacts: {
          entry: assign(({ context }) => ({ error: context.contacts.length === 0 ? BOOKING_TEXTS.noContact : null })),
          on: {
            TOGGLE_CONTACT: {
              actions: assign(({ context, event }) => ({
                selected: context.selected.map((s, i) => (i === event.index ? !s : s)),
                error: null,
              })),
            },
            SET_PRIMARY: {
              actions: assign(({ context, event }) => ({
                contacts: context.contacts.map((c, i) => ({ ...c, isPrimaryContact: i === event.index })),
                selected: context.selected.map((s, i) => s || i === event.index),
                nominated: { ...context.nominated, isPrimaryContact: event.index === 'nominated' },
                error: null,
              })),
            },
            TOGGLE_NOMINATED: {
              actions: assign(({ context }) => ({
                nominated: {
                  ...context.nominated,
                  isEnabled: !context.nominated.isEnabled,
                  isPrimaryContact: context.nominated.isEnabled ? false : context.nominated.isPrimaryContact,
                },
                nominatedErrors: {},
                error: null,
              })),
            },
            UPDATE_NOMINATED: {
              actions: assign(({ context, event }) => {
                const nominated = { ...context.nominated, [event.field]: event.value }
                const { [event.field]: _fixed, ...rest } = context.nominatedErrors
                return { nominated, nominatedErrors: rest }
              }),
            },
            NEXT: [
              { guard: 'contactsValid', target: 'Confirmation', actions: 'clearError' },
              {
                actions: assign(({ context }) => ({
                  nominatedErrors: nominatedErrorsOf(context.nominated),
                  error: recipientsIssue(recipientsOfContext(context)),
                })),
              },
            ],
            BACK: { target: 'ChooseTime.idle', actions: 'clearError' },
          },
        },
        Confirmation: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SUBMIT: { target: 'submitting', actions: 'clearError' },
                BACK: { target: '#booking.active.Contacts' },
              },
            },
            submitting: {
              invoke: {
                src: 'submitBooking',
                input: ({ context }) => bookingBodyOf(context),
                onDone: { target: '#booking.submitted', actions: assign({ result: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: assign({ error: BOOKING_TEXTS.submitFailed }) },
              },
            },
          },
        },
      },
    },
    expired: {
      entry: {
        type: 'releaseHold',
        params: ({ context }) => ({ propertyId: context.propertyId, oasMetadataId: context.slot?.oasMetadataId ?? 0 }),
      },
      on: {
        CONTINUE: {
          target: 'active',
          actions: assign({ slot: null, error: null }),
        },
        CANCEL: { target: 'closed' },
      },
    },
    submitted: {
      on: { CLOSE: { target: 'closed' } },
    },
    closed: { type: 'final' },
  },
})
