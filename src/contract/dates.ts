import { addMonths, format, isValid, parse } from 'date-fns'
import * as v from 'valibot'
import { textSchema } from './fields.ts'

/** Calendar dates travel as 'yyyy-MM-dd' in bodies and responses: no time, so no time zone to get wrong. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd'
/** People type and read dates the Australian way. */
export const DATE_INPUT_FORMAT = 'dd/MM/yyyy'
export const INVALID_DATE_MESSAGE = 'Invalid format. Must be dd/mm/yyyy'
/** Typos such as 01/01/0202 would otherwise be stored; the app's year selector starts at 1900 too. */
export const MIN_DATE_YEAR = 1900

const DATE_INPUT_PATTERN = /^\d{1,2}\/\d{1,2}\/\d{4}$/
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
// parse() takes missing fields from a reference date; these patterns leave none missing, so any date will do.
const REFERENCE_DATE = new Date(2000, 0, 1)

function realDate(text: string, pattern: string): Date | null {
  const date = parse(text, pattern, REFERENCE_DATE)
  return isValid(date) && date.getFullYear() >= MIN_DATE_YEAR ? date : null
}

/** 'dd/MM/yyyy' or 'd/M/yyyy' text → 'yyyy-MM-dd', or null when it is not a real calendar date (31/02/2026). */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim()
  if (!DATE_INPUT_PATTERN.test(trimmed)) return null
  const date = realDate(trimmed, 'd/M/yyyy')
  return date ? format(date, ISO_DATE_FORMAT) : null
}

export function isIsoDate(text: string): boolean {
  return ISO_DATE_PATTERN.test(text) && realDate(text, ISO_DATE_FORMAT) !== null
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' for a form's default value or for display; '' when there is no (valid) date. */
export function toDateInput(iso: string | null | undefined): string {
  const date = iso && ISO_DATE_PATTERN.test(iso) ? realDate(iso, ISO_DATE_FORMAT) : null
  return date ? format(date, DATE_INPUT_FORMAT) : ''
}

/** Month arithmetic that clamps to the month's end (31/01 + 1 month = 28/02 or 29/02). */
export function addMonthsIso(iso: string, months: number): string {
  return format(addMonths(parse(iso, ISO_DATE_FORMAT, REFERENCE_DATE), months), ISO_DATE_FORMAT)
}

/**
 * A body field holding a real 'yyyy-MM-dd' date. An invalid date leaves the value untyped, so checks piped
 * after this one (not in the past, within a range) only ever see valid dates.
 */
export function IsoDateSchema(message: string, requiredMessage: string = message) {
  return v.pipe(
    textSchema(requiredMessage),
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') addIssue({ message: requiredMessage })
      else if (!isIsoDate(dataset.value)) addIssue({ message })
      else return dataset.value
      return NEVER
    }),
  )
}

/**
 * A form field where the date is typed as dd/mm/yyyy; its output is the body's 'yyyy-MM-dd'. An empty field
 * reaches it as undefined (Conform strips '') and gets requiredMessage; wrap it in v.nullish(…, null) when optional.
 */
export function DateInputSchema(message: string, requiredMessage: string = message) {
  return v.pipe(
    textSchema(requiredMessage),
    v.trim(),
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      const iso = parseDateInput(dataset.value)
      if (iso !== null) return iso
      addIssue({ message: dataset.value === '' ? requiredMessage : message })
      return NEVER
    }),
  )
}
