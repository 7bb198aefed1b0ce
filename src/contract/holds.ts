import * as v from 'valibot'
import { DateInputSchema, INVALID_DATE_MESSAGE, IsoDateSchema } from './dates.ts'
import { idSchema, requestObject, textSchema } from './fields.ts'
import { NOTES_MAX, NOTES_TOO_LONG, NotesSchema } from './tenancy.ts'

/** The provider acts on hold and cancellation requests within this many hours. */
export const REQUEST_PROCESSING_HOURS = 48

export const HOLD_SERVICES_REQUIRED = 'Must request to hold at least one service'
export const HOLD_DATE_REQUIRED = 'Date is required'
export const HOLD_DATE_IN_PAST = 'Date cannot be in the past'
export const REASON_REQUIRED = 'Reason is required'
export const REASON_EMPTY = 'Reason cannot be empty'
export const CANCEL_SERVICES_REQUIRED = 'Must request to cancel at least one service'
export const CANCELLATION_REASON_REQUIRED = 'Please select a cancellation reason'

export const CANCELLATION_ALL_SERVICES_TEXT =
  'The plan that this property is enrolled into does not allow individual service cancellation. All services will be cancelled.'
export const ALREADY_CANCELLED_TEXT = 'This property is already cancelled'
export const NO_SERVICES_TO_CANCEL = 'No services available to cancel'
export const NO_SERVICES_TO_HOLD = 'No services available to hold'
export const PENDING_CANCELLATION_LABEL = 'Pending cancellation'
export const ON_HOLD_LABEL = 'On hold'
/** A service with a hold request the provider has not acted on yet: it cannot be asked for again. */
export const HOLD_REQUESTED_LABEL = 'Hold requested'
export const CANCELLATION_SUBMIT_ERROR =
  'An error occurred while submitting your cancellation request. Please try again.'
/** The hold dialog's submission error. */
export const REQUEST_SUBMIT_ERROR = 'An error occurred while submitting your request. Please try again.'

export const HOLD_TOASTS = { submitted: 'Holding request submitted' } as const
export const CANCELLATION_TOASTS = { submitted: 'Cancellation request submitted' } as const

/** Chosen services as ids; the same id twice is one service. */
function serviceIdsSchema(requiredMessage: string) {
  return v.pipe(
    v.array(idSchema('Service not found'), requiredMessage),
    v.minLength(1, requiredMessage),
    v.transform((ids) => [...new Set(ids)]),
  )
}

// '' is "required"; only then is a blank reason "empty", so each input gets one message.
const ReasonSchema = v.pipe(
  textSchema(REASON_REQUIRED),
  v.nonEmpty(REASON_REQUIRED),
  v.trim(),
  v.nonEmpty(REASON_EMPTY),
  v.maxLength(NOTES_MAX, NOTES_TOO_LONG),
)

function holdSchema(today: string, holdDate: v.GenericSchema<string, string>) {
  return requestObject({
    services: serviceIdsSchema(HOLD_SERVICES_REQUIRED),
    // 'yyyy-MM-dd' strings sort as dates; an invalid date never reaches the check.
    holdDate: v.pipe(
      holdDate,
      v.check((date) => date >= today, HOLD_DATE_IN_PAST),
    ),
    reasonNote: ReasonSchema,
  })
}

/** POST /v1/property/{id}/hold-request; `today` is the agency's date. */
export function holdRequestBodySchema(today: string) {
  return holdSchema(today, IsoDateSchema(INVALID_DATE_MESSAGE, HOLD_DATE_REQUIRED))
}
export type HoldRequestBody = v.InferInput<ReturnType<typeof holdRequestBodySchema>>

/** The hold dialog: the date is typed as dd/mm/yyyy; the output is a HoldRequestBody. */
export function holdRequestFormSchema(today: string) {
  return holdSchema(today, DateInputSchema(INVALID_DATE_MESSAGE, HOLD_DATE_REQUIRED))
}

/** POST /v1/property/{id}/cancellation-request, and its dialog (no dates, so one schema serves both). */
export const CancellationRequestBodySchema = requestObject({
  services: serviceIdsSchema(CANCEL_SERVICES_REQUIRED),
  cancellationReasonId: idSchema(CANCELLATION_REASON_REQUIRED),
  notes: NotesSchema,
})
export type CancellationRequestBody = v.InferInput<typeof CancellationRequestBodySchema>

/** GET /v1/property/{id}/cancellation-request. */
export const CancellationSummarySchema = v.object({
  cancellableServices: v.array(
    v.object({ id: v.number(), shortName: v.string(), name: v.string(), isPendingCancellation: v.boolean() }),
  ),
  canSelectServices: v.boolean(),
  isCancelled: v.boolean(),
})
export type CancellationSummary = v.InferOutput<typeof CancellationSummarySchema>
