import { addMonths } from 'date-fns'
import * as v from 'valibot'
import { textSchema } from './fields.ts'

/** Calendar dates travel as 'yyyy-MM-dd' in bodies and responses: no time, so no time zone to get wrong. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd'
/** People type and read dates the Australian way. */
export const DATE_INPUT_FORMAT = 'dd/MM/yyyy'
export const INVALID_DATE_MESSAGE = 'Invalid format. Must be dd/mm/yyyy'
/** Typos such as 01/01/0202 would otherwise be stored; the app's year selector starts at 1900 too. */
export const MIN_DATE_YEAR = 1900

const DATE_INPUT_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/*
 * Parsed and written by hand for these three fixed patterns rather than with date-fns' parse/format: the route
 * search schemas use these checks, so they load with the app's first screen, and date-fns' general parser and
 * formatter would add ~10 KB gzip to it.
 */
const pad = (n: number) => String(n).padStart(2, '0')
const isoOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** The date, or null when the parts are no calendar date (31/02) or before MIN_DATE_YEAR. */
function calendarDate(year: number, month: number, day: number): Date | null {
  if (year < MIN_DATE_YEAR) return null
  const date = new Date(year, month - 1, day)
  const same = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return same ? date : null
}

function isoParts(text: string): Date | null {
  const match = ISO_DATE_PATTERN.exec(text)
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

/** 'dd/MM/yyyy' or 'd/M/yyyy' text → 'yyyy-MM-dd', or null when it is not a real calendar date (31/02/2026). */
export function parseDateInput(text: string): string | null {
  const match = DATE_INPUT_PATTERN.exec(text.trim())
  const date = match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : null
  return date ? isoOf(date) : null
}

export function isIsoDate(text: string): boolean {
  return isoParts(text) !== null
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' for a form's default value or for display; '' when there is no (valid) date. */
export function toDateInput(iso: string | null | undefined): string {
  const date = iso ? isoParts(iso) : null
  return date ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}` : ''
}

/** Month arithmetic that clamps to the month's end (31/01 + 1 month = 28/02 or 29/02). */
export function addMonthsIso(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  return isoOf(addMonths(new Date(year, month - 1, day), months))
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
