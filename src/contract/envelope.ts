import * as v from 'valibot'

/** Per-field messages of a 400 response: { "occupants.0.name": ["Please enter a name"] }. */
export const FieldErrorsSchema = v.record(v.string(), v.array(v.string()))
export type FieldErrors = v.InferOutput<typeof FieldErrorsSchema>

export const FailureSchema = v.object({
  success: v.literal(false),
  data: v.null(),
  error: v.string(),
  /** A machine-readable code (src/contract/error-codes.ts) where the client must tell failures apart. */
  code: v.optional(v.string()),
  fieldErrors: v.optional(FieldErrorsSchema),
  /** On a 409: the record as it is now on the server, so the client can show both versions. */
  current: v.optional(v.unknown()),
})
export type Failure = v.InferOutput<typeof FailureSchema>

/** Every response is { success, data, error }. */
export function envelopeSchema<T extends v.GenericSchema>(data: T) {
  return v.variant('success', [v.object({ success: v.literal(true), data, error: v.null() }), FailureSchema])
}

/** Lists are { items, total }: total counts every match, items is the requested page. */
export function listSchema<T extends v.GenericSchema>(item: T) {
  return v.object({ items: v.array(item), total: v.pipe(v.number(), v.integer(), v.minValue(0)) })
}
export type List<T> = { items: T[]; total: number }

export const VALIDATION_ERROR_MESSAGE = 'Validation error'
export const NOT_FOUND_MESSAGE = 'Not found'
