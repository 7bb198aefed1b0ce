import * as v from 'valibot'

/** Field schemas shared by every request body and form of the contract. */

/** Ids are PostgreSQL integers: a larger one can match nothing, and would fail in the database instead. */
export const MAX_ID = 2_147_483_647
/**
 * v.object for request bodies and forms. valibot reports a missing key with the object's generic message
 * ('Invalid key: …'); a form leaves out an unticked radio group, and a client may leave out a field, so
 * report a missing field as the field itself reports undefined ('Lease type is required').
 */
export function requestObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key
    const entry = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined
    return (entry && v.safeParse(entry, undefined).issues?.[0]?.message) || issue.message
  })
}

/** A positive id in a JSON body or form select; anything else gets `message`. */
export function idSchema(message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message))
}

/** A positive id in a URL path segment ('12' → 12). */
export function idParamSchema(message: string) {
  return v.pipe(v.string(message), v.regex(/^[1-9]\d{0,9}$/, message), v.toNumber(), v.maxValue(MAX_ID, message))
}

/** Optional free text: trimmed; blank (or absent, as an empty form field is) becomes null. */
export function optionalTextSchema(max: number, tooLong: string) {
  return v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, tooLong),
      v.transform((text) => text || null),
    ),
    null,
  )
}
