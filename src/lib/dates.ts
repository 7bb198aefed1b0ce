import { isValid, lightFormat, parseISO } from 'date-fns'

/**
 * The patterns the app shows dates in (en-AU, day first). Only numeric ones: date-fns's `lightFormat` needs no
 * locale, where `format` with en-AU put ~22 KB of locale and formatting code in the signed-in shell and cost a
 * property page's first render ~25 ms on a phone (issue 16). `a` is 'AM'/'PM', as en-AU's `format` gives it.
 */
export type DatePattern = 'dd/MM/yyyy' | 'dd/MM/yyyy h:mm a' | 'dd/MM/yyyy, h:mm a' | 'dd/MM/yyyy HH:mm' | 'HH:mm:ss'

/** Dates are shown dd/MM/yyyy (en-AU); anything unparseable is shown as given rather than "Invalid Date". */
export function formatDate(value: string | Date, pattern: DatePattern = 'dd/MM/yyyy'): string {
  const date = typeof value === 'string' ? parseISO(value) : value
  return isValid(date) ? lightFormat(date, pattern) : String(value)
}
