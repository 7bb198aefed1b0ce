import * as v from 'valibot'

/** Field schemas shared by every request body and form of the contract. */

/** Ids are PostgreSQL integers: a larger one can match nothing, and would fail in the database instead. */
export const MAX_ID = 2_147_483_647
/** A missing field whose schema has no words of its own for it (a nested object or list). */
export const FIELD_REQUIRED = 'This field is required'
/** valibot's own wording, which no user should read. */
const VALIBOT_WORDING = /^Invalid (key|type): /

/**
 * v.object for request bodies, query strings and forms. valibot reports a missing key with the object's generic
 * message ('Invalid key: …'); a form leaves out an unticked radio group, and a client may leave out a field, so
 * report a missing field as the field itself reports undefined ('Lease type is required'), or FIELD_REQUIRED.
 */
export function requestObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key
    if (typeof key !== 'string') return issue.message
    const entry = Object.hasOwn(entries, key) ? entries[key] : undefined
    const message = (entry && v.safeParse(entry, undefined).issues?.[0]?.message) || issue.message
    return VALIBOT_WORDING.test(message) ? FIELD_REQUIRED : message
  })
}

/**
 * The one rule for text in a request (bodies, query strings, form fields). PostgreSQL cannot store NUL,
 * and an unpaired surrogate (possible in JSON, '\ud800') is not Unicode: either would fail in the
 * database, as a 500, instead of here, as a field error.
 */
export const TEXT_INVALID = 'Contains characters that are not allowed'
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text)
}

/** Any text of a request; `message` is what a missing or non-text value gets. */
export function textSchema(message?: string) {
  return v.pipe(v.string(message), v.check(isStorableText, TEXT_INVALID))
}

/**
 * The one rule for a whole number in a request (an id, a version, a page): 1 to MAX_ID, what PostgreSQL's
 * integer holds; anything else gets `message`. A lower `max` suits a number the server adds to.
 */
export function idSchema(message: string, max = MAX_ID) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message))
}

/** The same rule for a number written in a URL (a path segment or a query parameter): '12' → 12. */
export function idParamSchema(message: string, max = MAX_ID) {
  return v.pipe(textSchema(message), v.regex(/^[1-9]\d{0,9}$/, message), v.transform(Number), idSchema(message, max))
}

/** A query parameter that may repeat (facet=a&facet=b arrives as an array, facet=a as a string): a list. */
export function repeatedParamSchema<T extends v.GenericSchema<string, unknown>>(item: T) {
  return v.optional(
    v.pipe(
      v.union([textSchema(), v.array(textSchema())]),
      v.transform((x) => (Array.isArray(x) ? x : [x])),
      v.array(item),
    ),
    [],
  )
}

/** Optional free text: trimmed; blank (or absent, as an empty form field is) becomes null. */
export function optionalTextSchema(max: number, tooLong: string) {
  return v.nullish(
    v.pipe(
      textSchema(),
      v.trim(),
      v.maxLength(max, tooLong),
      v.transform((text) => text || null),
    ),
    null,
  )
}
